import { type LogRetentionJob, ZLogRetentionJob } from '@urosim/contracts';
import { type Knex, purgeLogsBefore } from '@urosim/db';

/** Every day at 03:17 (server time). */
export const logRetentionCron = '17 3 * * *';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes browser logs and errors older than the retention period. Idempotent: running it twice,
 * or after a crash mid-way (the deletes share one transaction), leaves the same rows.
 */
export const runLogRetention = async (
  db: Knex,
  job: LogRetentionJob,
  settings: { retentionDays: number; now?: Date },
) => {
  const { retentionDays = settings.retentionDays } = ZLogRetentionJob.parse(job);
  const cutoff = new Date((settings.now ?? new Date()).getTime() - retentionDays * dayMs);
  const deleted = await purgeLogsBefore(db, cutoff);
  return { cutoff: cutoff.toISOString(), ...deleted };
};
