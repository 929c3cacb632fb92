import type { Knex } from 'knex';

/** A user's privacy export (ADR 0133): the report bundle's states, one row per user. */
export type DataExportRow = {
  user_id: string;
  generation: number;
  state: 'queued' | 'building' | 'ready' | 'failed';
  progress: number;
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

export const findDataExport = (db: Knex, userId: string) =>
  db<DataExportRow>('data_exports').where({ user_id: userId }).first();

/**
 * Asks for a new export of the user's data. Nothing changes while one is queued or building
 * (`queued: false`). Otherwise, unless the last request is more recent than the interval for its
 * outcome (`tooSoon`: the caller answers 429; a failed one may be retried sooner), the row gets a new generation, queued, and `enqueue` runs
 * in the same transaction: the job exists if and only if the request committed. A ready zip stays
 * downloadable until the new one replaces it.
 */
export const requestDataExport = (
  db: Knex,
  userId: string,
  minIntervalMs: { afterReady: number; afterFailed: number },
  enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown>,
): Promise<{ row: DataExportRow; queued: boolean; tooSoon?: Date }> =>
  db.transaction(async (trx) => {
    // One request at a time per user: two clicks give one job.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`data-export:${userId}`]);
    const current = await trx<DataExportRow>('data_exports').where({ user_id: userId }).first();
    if (current && (current.state === 'queued' || current.state === 'building')) {
      return { row: current, queued: false };
    }
    if (current) {
      const interval = current.state === 'failed' ? minIntervalMs.afterFailed : minIntervalMs.afterReady;
      const nextAllowed = new Date(current.requested_at.getTime() + interval);
      const [{ now }] = (await trx.raw('select now() as now')).rows as [{ now: Date }];
      if (nextAllowed > now) return { row: current, queued: false, tooSoon: nextAllowed };
    }
    const generation = (current?.generation ?? 0) + 1;
    const values = {
      generation,
      state: 'queued' as const,
      progress: 0,
      error: null,
      requested_at: trx.fn.now(),
      started_at: null,
      updated_at: trx.fn.now(),
    };
    const [row] = current
      ? await trx('data_exports').where({ user_id: userId }).update(values).returning('*')
      : await trx('data_exports')
          .insert({ user_id: userId, ...values })
          .returning('*');
    await enqueue(trx, generation);
    return { row: row as DataExportRow, queued: true };
  });

/**
 * The worker takes a generation: the row is `building` from now on. Undefined when the row has a
 * newer generation, or this one is already ready (a job run twice does nothing the second time).
 */
export const startDataExportBuild = async (db: Knex, userId: string, generation: number) => {
  const [row] = await db<DataExportRow>('data_exports')
    .where({ user_id: userId, generation })
    .whereIn('state', ['queued', 'building', 'failed'])
    .update({
      state: 'building',
      progress: 0,
      started_at: db.fn.now() as unknown as Date,
      updated_at: db.fn.now() as unknown as Date,
    })
    .returning('*');
  return row as DataExportRow | undefined;
};

/** Progress of a building generation, 0–100. */
export const setDataExportProgress = (db: Knex, userId: string, generation: number, progress: number) =>
  db('data_exports')
    .where({ user_id: userId, generation, state: 'building' })
    .update({ progress, updated_at: db.fn.now() });

/**
 * Marks a generation ready with its stored file. Answers with the storage key the row held before
 * (the previous export's file, for the caller to delete) and whether this call made it ready.
 */
export const finishDataExport = (
  db: Knex,
  done: { user_id: string; generation: number; storage_key: string; size_bytes: number; expires_at: Date },
) =>
  db.transaction(async (trx) => {
    const current = await trx<DataExportRow>('data_exports')
      .where({ user_id: done.user_id, generation: done.generation, state: 'building' })
      .forUpdate()
      .first();
    if (!current) return { finished: false as const, previousKey: null };
    await trx('data_exports')
      .where({ user_id: done.user_id })
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

/** Marks a generation failed with a reason the user can read (after its last retry). */
export const failDataExport = (db: Knex, userId: string, generation: number, error: string) =>
  db('data_exports')
    .where({ user_id: userId, generation })
    .whereIn('state', ['queued', 'building'])
    .update({ state: 'failed', error, updated_at: db.fn.now() });

/**
 * Exports whose zip is past its retention, oldest first: ready ones, and any other row that still
 * holds the key of an expired zip (a new request failed after the old zip's time ran out).
 */
export const listExpiredDataExports = (db: Knex, now: Date, limit = 500) =>
  db<DataExportRow>('data_exports')
    .whereNotNull('expires_at')
    .andWhere('expires_at', '<=', now)
    .whereIn('state', ['ready', 'failed'])
    .orderBy('expires_at')
    .limit(limit)
    .select('user_id', 'generation', 'storage_key');

/** Deletes an export's row once its file is gone (only the generation that was expired). */
export const deleteDataExport = (db: Knex, userId: string, generation: number) =>
  db('data_exports').where({ user_id: userId, generation }).delete();

/** Fails generations left queued or building since before `before` (their worker died). */
export const failStaleDataExports = (db: Knex, before: Date, error: string) =>
  db('data_exports')
    .whereIn('state', ['queued', 'building'])
    .andWhere('updated_at', '<', before)
    .update({ state: 'failed', error, updated_at: db.fn.now() });

/** Who an export is for: the id and address it reads by, and the name its e-mail greets. */
export const findDataExportUser = (db: Knex, userId: string) =>
  db('users')
    .where({ id: userId })
    .first<{ id: string; email: string; full_name: string } | undefined>('id', 'email', 'full_name');
