import type { Knex } from 'knex';

/** Where a zip built by the worker stands (`none` is the absence of a row). */
export type WorkerZipState = 'queued' | 'building' | 'ready' | 'failed';

/**
 * The columns every zip built by the worker has (ADR 0136): one row per owner, a generation per
 * request, the state and progress of its build, and the stored file of the last ready one.
 */
export type WorkerZipRow = {
  generation: number;
  state: WorkerZipState;
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

/** What a finished build stores on its row. */
export type WorkerZipDone = { generation: number; storage_key: string; size_bytes: number; expires_at: Date };

/** The columns that name one owner's row (`{ user_id }`, `{ session_id }`). */
type ZipKey = Record<string, string>;

/**
 * The state machine of a zip the worker builds for an owner (ADR 0136): queued → building →
 * ready/failed, a new generation per request, progress, retention and stale builds. `table` holds
 * one row per owner, named by `keyColumns`; `lockName` serialises two requests of one owner;
 * `expiredStates` are the states whose expired file the retention deletes with its row.
 */
export const workerZipRepo = <Row extends WorkerZipRow, Key extends ZipKey>(config: {
  table: string;
  keyColumns: readonly (keyof Key & string)[];
  lockName: string;
  expiredStates: readonly WorkerZipState[];
}) => {
  const { table, keyColumns, lockName, expiredStates } = config;
  const where = (key: Key) => Object.fromEntries(keyColumns.map((column) => [column, key[column]]));

  const find = (db: Knex, key: Key) => db(table).where(where(key)).first() as Promise<Row | undefined>;

  /**
   * Asks for a new generation. Nothing changes while one is queued or building, nor when `hold`
   * answers something for the current row (its answer is added to the result). Otherwise the row
   * gets a new generation, queued, with `values` (and `insert` too for a first row), and `enqueue`
   * runs in the same transaction: the job exists if and only if the request committed. A ready
   * file stays where it is (its key is kept) until the new one replaces it.
   */
  const request = <Held extends object = Record<never, never>>(
    db: Knex,
    key: Key,
    next: {
      values?: Record<string, unknown>;
      insert?: Record<string, unknown>;
      hold?: (current: Row, trx: Knex.Transaction) => Promise<Held | undefined> | Held | undefined;
    },
    enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown>,
  ): Promise<{ row: Row; queued: boolean } & Partial<Held>> =>
    db.transaction(async (trx) => {
      // One request at a time per owner: two clicks give one job.
      const lock = `${lockName}:${keyColumns.map((column) => key[column]).join(':')}`;
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [lock]);
      const current = (await trx(table).where(where(key)).first()) as Row | undefined;
      if (current && (current.state === 'queued' || current.state === 'building')) {
        return { row: current, queued: false } as { row: Row; queued: boolean } & Partial<Held>;
      }
      const held = current && (await next.hold?.(current, trx));
      if (current && held) return { row: current, queued: false, ...held };
      const generation = (current?.generation ?? 0) + 1;
      const values = {
        generation,
        state: 'queued' as const,
        progress: 0,
        error: null,
        requested_at: trx.fn.now(),
        started_at: null,
        updated_at: trx.fn.now(),
        ...next.values,
      };
      const [row] = current
        ? await trx(table).where(where(key)).update(values).returning('*')
        : await trx(table)
            .insert({ ...where(key), ...next.insert, ...values })
            .returning('*');
      await enqueue(trx, generation);
      return { row: row as Row, queued: true } as { row: Row; queued: boolean } & Partial<Held>;
    });

  /**
   * The worker takes a generation: the row is `building` from now on. Undefined when the row has a
   * newer generation, or this one is already ready (a job run twice does nothing the second time).
   */
  const start = async (db: Knex, key: Key, generation: number) => {
    const [row] = await db(table)
      .where({ ...where(key), generation })
      .whereIn('state', ['queued', 'building', 'failed'])
      .update({ state: 'building', progress: 0, started_at: db.fn.now(), updated_at: db.fn.now() })
      .returning('*');
    return row as Row | undefined;
  };

  /** Progress of a building generation, 0–100. */
  const progress = (db: Knex, key: Key, generation: number, percent: number) =>
    db(table)
      .where({ ...where(key), generation, state: 'building' })
      .update({ progress: percent, updated_at: db.fn.now() });

  /**
   * Marks a generation ready with its stored file. Answers whether this call made it ready and the
   * storage key the row held before (the previous zip's file, for the caller to delete).
   */
  const finish = (db: Knex, key: Key, done: WorkerZipDone) =>
    db.transaction(async (trx) => {
      const current = (await trx(table)
        .where({ ...where(key), generation: done.generation, state: 'building' })
        .forUpdate()
        .first()) as Row | undefined;
      if (!current) return { finished: false as const, previousKey: null };
      await trx(table)
        .where(where(key))
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

  /** Marks a generation failed with a reason its owner can read (after its last retry). */
  const fail = (db: Knex, key: Key, generation: number, error: string) =>
    db(table)
      .where({ ...where(key), generation })
      .whereIn('state', ['queued', 'building'])
      .update({ state: 'failed', error, updated_at: db.fn.now() });

  /** Rows of `expiredStates` whose zip is past its retention, oldest first. */
  const listExpired = (db: Knex, now: Date, limit = 500) =>
    db(table)
      .whereNotNull('expires_at')
      .andWhere('expires_at', '<=', now)
      .whereIn('state', expiredStates)
      .orderBy('expires_at')
      .limit(limit)
      .select(...keyColumns, 'generation', 'storage_key') as Promise<
      (Key & { generation: number; storage_key: string | null })[]
    >;

  /** Which of `keys` a row of this kind still names as its file. */
  const storedKeys = async (db: Knex, keys: readonly string[]): Promise<Set<string>> => {
    if (keys.length === 0) return new Set();
    const rows: { storage_key: string }[] = await db(table)
      .whereIn('storage_key', [...keys])
      .select('storage_key');
    return new Set(rows.map((row) => row.storage_key));
  };

  /** Deletes a row once its file is gone (only the generation that was expired). */
  const remove = (db: Knex, key: Key, generation: number) =>
    db(table)
      .where({ ...where(key), generation })
      .delete();

  /**
   * Deletes every row whose `column` is `value` (a user's, when the account goes) and answers the
   * keys of their stored files, for the caller to delete once committed. A build still running
   * finds no row when it finishes and deletes its own file.
   */
  const removeAllWhere = async (db: Knex, column: string, value: string) => {
    const rows: { storage_key: string | null }[] = await db(table)
      .where(column, value)
      .delete()
      .returning('storage_key');
    return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
  };

  /**
   * Fails generations left queued or building since before `before`: their job ran out of retries
   * while a worker was killed mid-build (pg-boss failed it by its heartbeat), so nothing else will.
   * Answers how many.
   */
  const failStale = (db: Knex, before: Date, error: string) =>
    db(table)
      .whereIn('state', ['queued', 'building'])
      .andWhere('updated_at', '<', before)
      .update({ state: 'failed', error, updated_at: db.fn.now() });

  return {
    find,
    request,
    start,
    progress,
    finish,
    fail,
    listExpired,
    storedKeys,
    remove,
    removeAllWhere,
    failStale,
  };
};

/** One owner's zip built by the worker: the repository `workerZipRepo` makes for its table. */
export type WorkerZipRepo<Row extends WorkerZipRow, Key extends ZipKey> = ReturnType<
  typeof workerZipRepo<Row, Key>
>;
