import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// `count(*)` and bigint come back as strings; the app casts in SQL where it needs numbers.
// Timestamps stay Date objects.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/** Options of the database handle. */
export type DbOptions = {
  url: string;
  poolMax?: number;
  /** How long a query waits for a free connection before failing (ms). */
  acquireTimeoutMs?: number;
  /**
   * How long one query may take (ms; 0: no limit): the server cancels it (`statement_timeout`) and
   * the client gives up on a server that never answers (`query_timeout`). Migrations lift it.
   */
  queryTimeoutMs?: number;
  applicationName?: string;
  /** Where knex's own warnings go (it prints to the console otherwise). */
  log?: { warn: (message: unknown) => void; error: (message: unknown) => void };
};

/** Default longest query: a database that stops answering is an outage (503) within seconds. */
export const DEFAULT_QUERY_TIMEOUT_MS = 3_000;

/**
 * A knex handle on PostgreSQL through `pg`, with bounded connect, acquire and query times, so that
 * a database that refuses, hangs or drops connections becomes a 503 within about 4 seconds instead
 * of a request that never ends.
 */
export const createDb = (options: DbOptions): Knex => {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  return knexFactory({
    client: 'pg',
    connection: {
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      application_name: options.applicationName ?? 'urosim',
      ...(queryTimeoutMs > 0
        ? { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + 500 }
        : {}),
    },
    pool: {
      min: 0,
      max: options.poolMax ?? 10,
      idleTimeoutMillis: 30_000,
      // A query whose answer never came stays the connection's active query (pg's read timeout
      // gives up for the caller, not on the connection): every later query on it would wait behind
      // it. Such a connection is thrown away instead of being lent again.
      validate: (connection: { _getActiveQuery?: () => unknown }) => !connection._getActiveQuery?.(),
    },
    acquireConnectionTimeout: options.acquireTimeoutMs ?? 4_000,
    log: {
      warn: options.log?.warn ?? (() => undefined),
      error: options.log?.error ?? (() => undefined),
      deprecate: () => undefined,
      debug: () => undefined,
    },
  });
};

export type { Knex };

/** What pg-boss needs to run its statements on a connection of ours (its `db` option). */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * Lets another library's statements (pg-boss's `send`, written with `$1` placeholders) run in a
 * knex transaction, so that a job is queued only if the transaction commits. Placeholders become
 * knex's `?` (a literal `?`, e.g. a jsonb operator, is escaped), in the order the text uses them.
 */
export const sqlExecutorOf = (trx: Knex | Knex.Transaction): SqlExecutor => ({
  executeSql: async (text, values = []) => {
    const bindings: unknown[] = [];
    const sql = text.replace(/\?/g, '\\?').replace(/\$(\d+)/g, (_match, n: string) => {
      bindings.push(values[Number(n) - 1]);
      return '?';
    });
    const result = await trx.raw<{ rows: unknown[] }>(sql, bindings as Knex.RawBinding[]);
    return { rows: result.rows };
  },
});
