import {
  type DataExportJob,
  type EndSessionJob,
  jobQueues,
  type LogRetentionJob,
  type NotificationDeliverJob,
  type ReportBundleJob,
  type SendMailJob,
} from '@urosim/contracts';
import { createNotificationListener, type Knex, MAIL_QUEUED_CHANNEL } from '@urosim/db';
import { createFolderStorage } from '@urosim/documents';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import {
  dataExportRetentionCron,
  notifyDataExportReady,
  runDataExport,
  runDataExportRetention,
} from './jobs/data-export.ts';
import { runEndSession, runSessionSweep, sessionSweepCron } from './jobs/end-session.ts';
import { logRetentionCron, runLogRetention } from './jobs/log-retention.ts';
import {
  reportBundleRetentionCron,
  runReportBundle,
  runReportBundleRetention,
} from './jobs/report-bundle.ts';
import { runSendMail } from './jobs/send-mail.ts';
import { createOutboxTransport, createSmtpTransport } from './mail/transports.ts';
import { deliverNotification, notifyBundleReady, runSubscriptionEndingNotices } from './notify/notify.ts';
import type { VapidKeys } from './notify/vapid.ts';

/**
 * pg-boss on the app's database (its own `pgboss` schema). The api uses it to send jobs; workers
 * use it to run them. Queues are created here so that sending works before any worker started.
 */
export const startJobQueue = async (options: { databaseUrl: string; logger: Logger; schedule?: boolean }) => {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    application_name: 'urosim-jobs',
    max: 4,
    schedule: options.schedule ?? true,
    // Expiry and heartbeat checks run on these passes (defaults 60 s): a job whose worker was
    // killed is failed, and so retried, within a heartbeat plus one pass (ADR 0116).
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  });
  boss.on('error', (error) => options.logger.error({ err: error }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(jobQueues.logRetention, { retryLimit: 3, retryDelay: 60, retryBackoff: true });
  await boss.createQueue(jobQueues.sendMail, { retryLimit: 5, retryDelay: 15, retryBackoff: true });
  await boss.createQueue(jobQueues.endSession, { retryLimit: 10, retryDelay: 5 });
  await boss.createQueue(jobQueues.sessionSweep, { retryLimit: 0 });
  await boss.createQueue(jobQueues.billingSandboxDue, { retryLimit: 0 });
  await boss.createQueue(jobQueues.billingSandboxDelivery, { retryLimit: 0 });
  await boss.createQueue(jobQueues.reportBundle, reportBundleQueue);
  await boss.createQueue(jobQueues.reportBundleRetention, { retryLimit: 2, retryDelay: 300 });
  await boss.createQueue(jobQueues.dataExport, reportBundleQueue);
  await boss.createQueue(jobQueues.dataExportRetention, { retryLimit: 2, retryDelay: 300 });
  await boss.createQueue(jobQueues.notificationDeliver, {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await boss.createQueue(jobQueues.subscriptionEndingNotices, { retryLimit: 1, retryDelay: 300 });
  // pg-boss takes `startAfter` and `singletonKey` as they are.
  return boss;
};

/**
 * Report bundles: a running build beats every 5 s (pg-boss does it while the handler runs); one
 * silent for 10 s is failed by the next supervision pass (every 5 s) and retried 2 s later, so a
 * worker killed mid-build costs under 20 s. The expiry bounds a build that hangs while beating.
 */
export const reportBundleQueue = {
  retryLimit: 3,
  retryDelay: 2,
  heartbeatSeconds: 10,
  expireInSeconds: 300,
} as const;

type Job<T> = JobWithMetadata<T>;

/** The billing sandbox's work runs every minute. */
export const billingSandboxCron = '* * * * *';

/**
 * Registers `handler` for every job of `queue`, fetched in batches (and back to back while the
 * batches come back full) with an outcome per job: a failing job is retried alone, the others of
 * its batch complete. One job per poll would cap a queue at one job per polling interval.
 */
const workEach = async <T>(
  boss: PgBoss,
  queue: string,
  pollingIntervalSeconds: number,
  handler: (job: Job<T>) => Promise<unknown>,
  onError: (error: unknown, job: Job<T>) => void,
  batchSize = 20,
) =>
  boss.work(
    queue,
    {
      pollingIntervalSeconds,
      batchSize,
      burstWhenBatchFull: true,
      perJobResults: true,
      includeMetadata: true,
    },
    async (jobs: Job<T>[]) =>
      Promise.all(
        jobs.map(async (job) => {
          try {
            return { id: job.id, status: 'completed' as const, output: await handler(job) };
          } catch (error) {
            onError(error, job);
            return {
              id: job.id,
              status: 'failed' as const,
              output: { message: error instanceof Error ? error.message : String(error) },
            };
          }
        }),
      ),
  );

/** What the worker needs; the api passes the same in single-machine mode. */
export type WorkerDeps = {
  boss: PgBoss;
  db: Knex;
  logger: Logger;
  logRetentionDays: number;
  mail: { smtpUrl?: string | undefined; from: string };
  /**
   * The local billing sandbox's periodic work, when it is the payment provider (the api passes it:
   * the sandbox lives in the api). Run every minute: what its clocks reached, and redelivery.
   */
  billingSandbox?: { runDue: () => Promise<unknown>; deliverPending: () => Promise<unknown> } | undefined;
  /**
   * The folder of report bundles (REPORT_BUNDLE_DIR; the api reads the same one) and how many days
   * a ready bundle is kept. Without the folder the bundle jobs are not run (tests of other jobs).
   * Privacy exports (ADR 0133) are kept in the same folder for as long.
   */
  reportBundleDir?: string | undefined;
  reportBundleRetentionDays?: number | undefined;
  /** Schedule the recurring jobs (on by default; tests turn it off to send jobs by hand). */
  schedule?: boolean;
  pollingIntervalSeconds?: number;
  /**
   * The database to LISTEN on for queued mail (MAIL_QUEUED_CHANNEL): each notification makes the
   * mail worker fetch at once instead of at its next poll (ADR 0134). Without it, polling only.
   */
  wakeUpDatabaseUrl?: string | undefined;
  /**
   * Notification delivery (ADR 0126): the VAPID keys web push is signed with (loaded on first
   * use) and the app's address for links in e-mails. Without it notifications are not delivered
   * by this worker.
   */
  notifications?: { vapid: () => VapidKeys; appBaseUrl: string } | undefined;
};

/** A running worker. */
export type Worker = { stop: () => Promise<void> };

/**
 * Registers every job handler and the schedules on `boss`. Several workers can run at once:
 * pg-boss hands each job to one of them.
 */
export const startWorker = async (deps: WorkerDeps): Promise<Worker> => {
  const log = deps.logger.child({ component: 'worker' });
  const { boss } = deps;
  const polling = { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 1 };
  const onJobError = (queue: string) => (error: unknown, job: Job<unknown>) =>
    log.warn({ err: error, queue, job: job.id }, 'job failed; pg-boss will retry it');
  const transport = deps.mail.smtpUrl
    ? createSmtpTransport(deps.mail.smtpUrl, deps.mail.from)
    : createOutboxTransport(log);

  const workers: [queue: string, id: string][] = [
    [
      jobQueues.logRetention,
      await boss.work<LogRetentionJob>(jobQueues.logRetention, polling, async ([job]) => {
        if (!job) return;
        const result = await runLogRetention(deps.db, job.data ?? {}, {
          retentionDays: deps.logRetentionDays,
        });
        log.info({ job: job.id, ...result }, 'log retention done');
        return result;
      }),
    ],
    [
      jobQueues.sendMail,
      await workEach<SendMailJob>(
        boss,
        jobQueues.sendMail,
        polling.pollingIntervalSeconds,
        (job) => runSendMail(deps.db, transport, job.data),
        onJobError(jobQueues.sendMail),
      ),
    ],
    [
      jobQueues.endSession,
      await workEach<EndSessionJob>(
        boss,
        jobQueues.endSession,
        polling.pollingIntervalSeconds,
        (job) => runEndSession(deps.db, job.data),
        onJobError(jobQueues.endSession),
      ),
    ],
    [
      jobQueues.sessionSweep,
      await boss.work(jobQueues.sessionSweep, polling, () => runSessionSweep(deps.db)),
    ],
  ];
  const mailWorkerId = workers.find(([queue]) => queue === jobQueues.sendMail)?.[1];
  const mailWakeUp =
    deps.wakeUpDatabaseUrl && mailWorkerId
      ? createNotificationListener({
          url: deps.wakeUpDatabaseUrl,
          channel: MAIL_QUEUED_CHANNEL,
          onNotify: () => boss.notifyWorker(mailWorkerId),
          // Notifications sent while disconnected are lost: fetch once, the poll covers the rest.
          onReconnect: () => boss.notifyWorker(mailWorkerId),
          onError: (error) =>
            log.warn({ err: error }, 'mail wake-up listener: polling only until it reconnects'),
        })
      : undefined;
  // Polling carries on if listening fails: the wake-up only shortens the wait.
  await mailWakeUp?.ready().catch((error: unknown) => {
    log.warn({ err: error }, 'mail wake-up listener not started: polling only');
  });
  const bundleDir = deps.reportBundleDir;
  if (bundleDir) {
    const storage = createFolderStorage(bundleDir);
    const retentionDays = deps.reportBundleRetentionDays ?? 7;
    workers.push(
      [
        jobQueues.reportBundle,
        // Few at a time: rendering is CPU work, and a batch shares one heartbeat.
        await workEach<ReportBundleJob>(
          boss,
          jobQueues.reportBundle,
          polling.pollingIntervalSeconds,
          async (job) => {
            const result = await runReportBundle(deps.db, storage, job, {
              retentionDays,
              onReady: (sessionId, generation) => notifyBundleReady(deps.db, boss, sessionId, generation),
            });
            log.info({ job: job.id, ...job.data, status: result.status }, 'report bundle job done');
            return result;
          },
          onJobError(jobQueues.reportBundle),
          4,
        ),
      ],
      [
        jobQueues.reportBundleRetention,
        await boss.work(jobQueues.reportBundleRetention, polling, async () => {
          const result = await runReportBundleRetention(deps.db, storage);
          log.info(result, 'report bundle retention done');
          return result;
        }),
      ],
      // Privacy exports (ADR 0133): the same folder, queue settings and retention as the bundles.
      [
        jobQueues.dataExport,
        await workEach<DataExportJob>(
          boss,
          jobQueues.dataExport,
          polling.pollingIntervalSeconds,
          async (job) => {
            const appBaseUrl = deps.notifications?.appBaseUrl;
            const result = await runDataExport(deps.db, storage, job, {
              retentionDays,
              onReady: (userId, generation, expiresAt) =>
                appBaseUrl
                  ? notifyDataExportReady(deps.db, boss, appBaseUrl, userId, generation, expiresAt)
                  : Promise.resolve(),
            });
            log.info({ job: job.id, ...job.data, status: result.status }, 'data export job done');
            return result;
          },
          onJobError(jobQueues.dataExport),
          2,
        ),
      ],
      [
        jobQueues.dataExportRetention,
        await boss.work(jobQueues.dataExportRetention, polling, async () => {
          const result = await runDataExportRetention(deps.db, storage);
          log.info(result, 'data export retention done');
          return result;
        }),
      ],
    );
  } else {
    log.info('no REPORT_BUNDLE_DIR given: report bundle jobs are not run by this worker');
  }
  const notify = deps.notifications;
  if (notify) {
    workers.push(
      [
        jobQueues.notificationDeliver,
        await workEach<NotificationDeliverJob>(
          boss,
          jobQueues.notificationDeliver,
          polling.pollingIntervalSeconds,
          (job) => deliverNotification(deps.db, boss, notify, job.data.notificationId),
          onJobError(jobQueues.notificationDeliver),
        ),
      ],
      [
        jobQueues.subscriptionEndingNotices,
        await boss.work(jobQueues.subscriptionEndingNotices, polling, () =>
          runSubscriptionEndingNotices(deps.db, boss),
        ),
      ],
    );
  }
  const sandbox = deps.billingSandbox;
  if (sandbox) {
    workers.push(
      [
        jobQueues.billingSandboxDue,
        await boss.work(jobQueues.billingSandboxDue, polling, () => sandbox.runDue()),
      ],
      [
        jobQueues.billingSandboxDelivery,
        await boss.work(jobQueues.billingSandboxDelivery, polling, () => sandbox.deliverPending()),
      ],
    );
  }
  if (deps.schedule ?? true) {
    await boss.schedule(jobQueues.logRetention, logRetentionCron, {});
    await boss.schedule(jobQueues.sessionSweep, sessionSweepCron, {});
    if (bundleDir) {
      await boss.schedule(jobQueues.reportBundleRetention, reportBundleRetentionCron, {});
      await boss.schedule(jobQueues.dataExportRetention, dataExportRetentionCron, {});
    }
    // Daily at 08:00 UTC: subscriptions ending within 7 days (specification, section 9).
    if (notify) await boss.schedule(jobQueues.subscriptionEndingNotices, '0 8 * * *', {});
    if (sandbox) {
      await boss.schedule(jobQueues.billingSandboxDue, billingSandboxCron, {});
      await boss.schedule(jobQueues.billingSandboxDelivery, billingSandboxCron, {});
    }
  }
  log.info({ mail: transport.name }, 'worker started');

  return {
    stop: async () => {
      // Stop fetching and let running jobs finish; the owner of `boss` stops it afterwards.
      await mailWakeUp?.close().catch(() => undefined);
      await Promise.all(
        workers.map(([queue, id]) => boss.offWork(queue, { id, wait: true }).catch(() => undefined)),
      );
      log.info('worker stopped');
    },
  };
};
