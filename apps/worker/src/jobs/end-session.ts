import { type EndSessionJob, ZEndSessionJob } from '@urosim/contracts';
import { endTrainingSession, type Knex, listOverdueSessionIds } from '@urosim/db';

/**
 * Ends a session whose time is up. Idempotent: a session already ended (by the trainee, a sweep or
 * an earlier run of this job) is left as it is.
 */
export const runEndSession = async (db: Knex, job: EndSessionJob) => {
  const { sessionId } = ZEndSessionJob.parse(job);
  const ended = await endTrainingSession(db, sessionId, 'timeout', { onlyIfDue: true });
  return { sessionId, ended: Boolean(ended) };
};

/** Every minute: ends any session whose time is up that no job has ended (a lost job, a restore). */
export const sessionSweepCron = '* * * * *';

export const runSessionSweep = async (db: Knex) => {
  const ids = await listOverdueSessionIds(db);
  let ended = 0;
  for (const sessionId of ids) {
    if (await endTrainingSession(db, sessionId, 'timeout', { onlyIfDue: true })) ended += 1;
  }
  return { overdue: ids.length, ended };
};
