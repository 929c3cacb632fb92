import type { Knex } from 'knex';

/**
 * Counts a hit on `key` in a fixed window of `windowMs`: a key whose window has passed starts
 * again at 1. One statement, so concurrent hits from several api instances count correctly.
 */
export const incrementRateLimit = async (db: Knex, key: string, windowMs: number) => {
  const result = await db.raw<{ rows: { hits: number; reset_at: Date }[] }>(
    `insert into rate_limits (key, hits, reset_at)
     values (?, 1, now() + (? * interval '1 millisecond'))
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, reset_at`,
    [key, windowMs],
  );
  return result.rows[0]!;
};

/** Takes one hit back (a request that turned out not to count). */
export const decrementRateLimit = async (db: Knex, key: string) =>
  db('rate_limits').where({ key }).andWhere('hits', '>', 0).decrement('hits', 1);

/** Forgets a key. */
export const resetRateLimit = async (db: Knex, key: string) => db('rate_limits').where({ key }).delete();

/** The current count of a key, if its window is still open. */
export const getRateLimit = async (db: Knex, key: string) =>
  db<{ key: string; hits: number; reset_at: Date }>('rate_limits')
    .where({ key })
    .andWhere('reset_at', '>', db.fn.now())
    .first();

/** Deletes counters whose window ended before `cutoff`. */
export const purgeRateLimitsBefore = async (db: Knex, cutoff: Date) =>
  db('rate_limits').where('reset_at', '<', cutoff).delete();
