import { jobQueues, type LogRetentionJob } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import { logRetentionCron, runLogRetention } from './jobs/log-retention.ts';

/** What the worker needs; the api passes the same in single-machine mode. */
export type WorkerDeps = {
  databaseUrl: string;
  db: Knex;
  logger: Logger;
  logRetentionDays: number;
  /** Schedule the recurring jobs (on by default; tests turn it off to send jobs by hand). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
};

/** A running worker. */
export type Worker = { boss: PgBoss; stop: () => Promise<void> };

/**
 * Starts pg-boss on the app's database (its own `pgboss` schema), registers every job handler and
 * the schedules. Several workers can run at once: pg-boss hands each job to one of them.
 */
export const startWorker = async (deps: WorkerDeps): Promise<Worker> => {
  const log = deps.logger.child({ component: 'worker' });
  const boss = new PgBoss({
    connectionString: deps.databaseUrl,
    application_name: 'urosim-worker',
    max: 4,
    schedule: deps.schedule ?? true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss error'));
  await boss.start();

  await boss.createQueue(jobQueues.logRetention, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await boss.work<LogRetentionJob>(
    jobQueues.logRetention,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      if (!job) return;
      const result = await runLogRetention(deps.db, job.data ?? {}, { retentionDays: deps.logRetentionDays });
      log.info({ job: job.id, ...result }, 'log retention done');
      return result;
    },
  );
  if (deps.schedule ?? true) {
    await boss.schedule(jobQueues.logRetention, logRetentionCron, {});
  }
  log.info('worker started');

  return {
    boss,
    stop: async () => {
      await boss.stop({ graceful: true, timeout: 10_000 });
      log.info('worker stopped');
    },
  };
};
