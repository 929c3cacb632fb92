import { type LogRetentionJob, ZLogRetentionJob } from '@urosim/contracts';
import { type Knex, purgeLogsBefore, purgeRateLimitsBefore } from '@urosim/db';

/** Every day at 03:17 (server time). */
export const logRetentionCron = '17 3 * * *';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes browser logs and errors older than the retention period, and rate-limit counters whose
 * window closed more than a day ago. Idempotent: running it twice, or after a crash mid-way (the
 * log deletes share one transaction), leaves the same rows.
 */
export const runLogRetention = async (
  db: Knex,
  job: LogRetentionJob,
  settings: { retentionDays: number; now?: Date },
) => {
  const { retentionDays = settings.retentionDays } = ZLogRetentionJob.parse(job);
  const cutoff = new Date((settings.now ?? new Date()).getTime() - retentionDays * dayMs);
  const deleted = await purgeLogsBefore(db, cutoff);
  const now = settings.now ?? new Date();
  const rateLimits = await purgeRateLimitsBefore(db, new Date(now.getTime() - dayMs));
  return { cutoff: cutoff.toISOString(), ...deleted, rateLimits };
};
