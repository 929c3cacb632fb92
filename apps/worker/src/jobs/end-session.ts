import { type EndSessionJob, ZEndSessionJob } from '@urosim/contracts';
import {
  appendSessionEvents,
  endTrainingSession,
  type Knex,
  listOverdueSessionIds,
  type TrainingSessionRow,
} from '@urosim/db';
import { sessionClock } from '@urosim/domain';

/**
 * Tells a watched session's room that the time ended it (ADR 0117; one statement, which stores and
 * announces only when the session has an active invite). The countdown it had is read from the
 * row (it started that long after it was made), so the worker needs no api configuration.
 */
const publishEnded = async (db: Knex, row: TrainingSessionRow) => {
  const countdownSeconds = Math.max(
    0,
    Math.round((row.started_at.getTime() - row.created_at.getTime()) / 1000),
  );
  await appendSessionEvents(
    db,
    row.id,
    [{ type: 'phase', payload: { clock: sessionClock(row, countdownSeconds) } }],
    {
      onlyIfWatched: true,
    },
  );
};

/**
 * Ends a session whose time is up. Idempotent: a session already ended (by the trainee, a sweep or
 * an earlier run of this job) is left as it is.
 */
export const runEndSession = async (db: Knex, job: EndSessionJob) => {
  const { sessionId } = ZEndSessionJob.parse(job);
  const ended = await endTrainingSession(db, sessionId, 'timeout', { onlyIfDue: true });
  if (ended) await publishEnded(db, ended);
  return { sessionId, ended: Boolean(ended) };
};

/** Every minute: ends any session whose time is up that no job has ended (a lost job, a restore). */
export const sessionSweepCron = '* * * * *';

export const runSessionSweep = async (db: Knex) => {
  const ids = await listOverdueSessionIds(db);
  let ended = 0;
  for (const sessionId of ids) {
    const row = await endTrainingSession(db, sessionId, 'timeout', { onlyIfDue: true });
    if (row) {
      await publishEnded(db, row);
      ended += 1;
    }
  }
  return { overdue: ids.length, ended };
};
