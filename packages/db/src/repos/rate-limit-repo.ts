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

/**
 * Claims up to `want` hits of `key` at once (at least one), never past `limit` unless only one was
 * wanted: a claim that would pass the limit gets what is left, and one more hit past it when
 * nothing is left (so that the caller sees the limit passed). Returns how many were granted and
 * the count after the claim. One statement, so claims from several api instances never overlap.
 */
export const claimRateLimitHits = async (
  db: Knex,
  input: { key: string; want: number; limit: number; windowMs: number },
) => {
  const result = await db.raw<{ rows: { hits: number; granted: number; reset_at: Date }[] }>(
    `with prior as (
       select case when reset_at <= now() then 0 else hits end as hits from rate_limits where key = :key
     ), grant_ as (
       select greatest(1, least(:want::int, :limit::int - coalesce((select hits from prior), 0))) as n
     )
     insert into rate_limits (key, hits, reset_at)
     values (:key, (select n from grant_), now() + (:windowMs * interval '1 millisecond'))
     on conflict (key) do update set
       hits = case when rate_limits.reset_at <= now() then (select n from grant_)
                   else rate_limits.hits + (select n from grant_) end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, (select n from grant_) as granted, reset_at`,
    input,
  );
  return result.rows[0]!;
};
