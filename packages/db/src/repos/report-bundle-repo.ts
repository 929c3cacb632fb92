import type { Knex } from 'knex';

export type ReportBundleRow = {
  session_id: string;
  user_id: string;
  generation: number;
  state: 'queued' | 'building' | 'ready' | 'failed';
  progress: number;
  content: unknown;
  content_key: string;
  storage_key: string | null;
  size_bytes: string | number | null;
  error: string | null;
  builds: number;
  requested_at: Date;
  started_at: Date | null;
  ready_at: Date | null;
  expires_at: Date | null;
  updated_at: Date;
};

export const findReportBundle = (db: Knex, sessionId: string) =>
  db<ReportBundleRow>('report_bundles').where({ session_id: sessionId }).first();

/**
 * Asks for a bundle of the session. Nothing changes while one is queued or building, or when the
 * ready one was made from the same content (`content_key`); otherwise (none yet, failed, or stale)
 * the row gets a new generation, queued with `content`. Runs `enqueue` in the same transaction when
 * a new generation was made, so the job exists if and only if the request committed. Answers with
 * the row and whether a job was queued.
 */
export const requestReportBundle = (
  db: Knex,
  request: { session_id: string; user_id: string; content: unknown; content_key: string },
  enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown>,
): Promise<{ row: ReportBundleRow; queued: boolean }> =>
  db.transaction(async (trx) => {
    // One request at a time per session: the row lock (or, for a first request, the insert's
    // conflict) serialises two triggers.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`report-bundle:${request.session_id}`]);
    const current = await trx<ReportBundleRow>('report_bundles')
      .where({ session_id: request.session_id })
      .first();
    const busy = current && (current.state === 'queued' || current.state === 'building');
    const fresh = current && current.state === 'ready' && current.content_key === request.content_key;
    if (current && (busy || fresh)) return { row: current, queued: false };
    const generation = (current?.generation ?? 0) + 1;
    const values = {
      generation,
      state: 'queued' as const,
      progress: 0,
      content: JSON.stringify(request.content),
      content_key: request.content_key,
      error: null,
      requested_at: trx.fn.now(),
      started_at: null,
      ready_at: null,
      updated_at: trx.fn.now(),
    };
    // A stale ready file stays where it is until the new one replaces it (its key is kept).
    const [row] = current
      ? await trx('report_bundles').where({ session_id: request.session_id }).update(values).returning('*')
      : await trx('report_bundles')
          .insert({ session_id: request.session_id, user_id: request.user_id, ...values })
          .returning('*');
    await enqueue(trx, generation);
    return { row: row as ReportBundleRow, queued: true };
  });

/**
 * The worker takes a generation: the row is `building` from now on. Undefined when the row has a
 * newer generation, or this one is already ready (a job run twice does nothing the second time).
 */
export const startReportBundleBuild = async (db: Knex, sessionId: string, generation: number) => {
  const [row] = await db<ReportBundleRow>('report_bundles')
    .where({ session_id: sessionId, generation })
    .whereIn('state', ['queued', 'building', 'failed'])
    .update({
      state: 'building',
      progress: 0,
      started_at: db.fn.now() as unknown as Date,
      updated_at: db.fn.now() as unknown as Date,
    })
    .returning('*');
  return row as ReportBundleRow | undefined;
};

/** Progress of a building generation, 0–100. */
export const setReportBundleProgress = (db: Knex, sessionId: string, generation: number, progress: number) =>
  db('report_bundles')
    .where({ session_id: sessionId, generation, state: 'building' })
    .update({ progress, updated_at: db.fn.now() });

/**
 * Marks a generation ready with its stored file. Answers with the storage key the row held before
 * (a stale bundle's file, for the caller to delete) and whether this call made it ready.
 */
export const finishReportBundle = (
  db: Knex,
  done: { session_id: string; generation: number; storage_key: string; size_bytes: number; expires_at: Date },
) =>
  db.transaction(async (trx) => {
    const current = await trx<ReportBundleRow>('report_bundles')
      .where({ session_id: done.session_id, generation: done.generation, state: 'building' })
      .forUpdate()
      .first();
    if (!current) return { finished: false as const, previousKey: null };
    await trx('report_bundles')
      .where({ session_id: done.session_id })
      .update({
        state: 'ready',
        progress: 100,
        storage_key: done.storage_key,
        size_bytes: done.size_bytes,
        error: null,
        builds: current.builds + 1,
        ready_at: trx.fn.now(),
        expires_at: done.expires_at,
        updated_at: trx.fn.now(),
      });
    const previousKey =
      current.storage_key && current.storage_key !== done.storage_key ? current.storage_key : null;
    return { finished: true as const, previousKey };
  });

/** Marks a generation failed with a reason a trainee can read (after its last retry). */
export const failReportBundle = (db: Knex, sessionId: string, generation: number, error: string) =>
  db('report_bundles')
    .where({ session_id: sessionId, generation })
    .whereIn('state', ['queued', 'building'])
    .update({ state: 'failed', error, updated_at: db.fn.now() });

/** Ready bundles past their retention, oldest first. */
export const listExpiredReportBundles = (db: Knex, now: Date, limit = 500) =>
  db<ReportBundleRow>('report_bundles')
    .where({ state: 'ready' })
    .andWhere('expires_at', '<=', now)
    .orderBy('expires_at')
    .limit(limit)
    .select('session_id', 'generation', 'storage_key');

/** Deletes a bundle's row once its file is gone (only the generation that was expired). */
export const deleteReportBundle = (db: Knex, sessionId: string, generation: number) =>
  db('report_bundles').where({ session_id: sessionId, generation }).delete();

/**
 * Fails generations left queued or building since before `before`: their job ran out of retries
 * while a worker was killed mid-build (pg-boss failed it by its heartbeat), so nothing else will.
 * Answers how many.
 */
export const failStaleReportBundles = (db: Knex, before: Date, error: string) =>
  db('report_bundles')
    .whereIn('state', ['queued', 'building'])
    .andWhere('updated_at', '<', before)
    .update({ state: 'failed', error, updated_at: db.fn.now() });
