import type { Knex } from 'knex';

export type UserActivityRow = {
  id: string;
  user_id: string;
  kind: string;
  device: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
};

/** Adds one event to a user's activity log. */
export const insertUserActivity = (
  db: Knex,
  row: { userId: string; kind: string; device: string | null; detail?: Record<string, unknown> },
) =>
  db('user_activity').insert({
    user_id: row.userId,
    kind: row.kind,
    device: row.device,
    detail: JSON.stringify(row.detail ?? {}),
  });

/** A user's own events, newest first (at most `limit`). */
export const listUserActivity = (db: Knex, userId: string, limit: number) =>
  db('user_activity')
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select<UserActivityRow[]>('*');
