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
  applicationName?: string;
  /** Where knex's own warnings go (it prints to the console otherwise). */
  log?: { warn: (message: unknown) => void; error: (message: unknown) => void };
};

/** A knex handle on PostgreSQL through `pg`, with bounded connect and acquire times. */
export const createDb = (options: DbOptions): Knex =>
  knexFactory({
    client: 'pg',
    connection: {
      connectionString: options.url,
      connectionTimeoutMillis: 3_000,
      application_name: options.applicationName ?? 'urosim',
    },
    pool: { min: 0, max: options.poolMax ?? 10, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: options.acquireTimeoutMs ?? 5_000,
    log: {
      warn: options.log?.warn ?? (() => undefined),
      error: options.log?.error ?? (() => undefined),
      deprecate: () => undefined,
      debug: () => undefined,
    },
  });

export type { Knex };
