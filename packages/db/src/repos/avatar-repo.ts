import type { Knex } from 'knex';

/** A HeyGen streaming session the api opened for a training session (ADR 0128). */
export type AvatarSessionRow = {
  id: string;
  user_id: string;
  training_session_id: string;
  provider: string;
  provider_session_id: string;
  started_at: Date;
  closed_at: Date | null;
  close_reason: string | null;
  seconds: number;
};

export const insertAvatarSession = async (
  db: Knex,
  row: Pick<AvatarSessionRow, 'user_id' | 'training_session_id' | 'provider_session_id'>,
) => {
  const [inserted] = await db<AvatarSessionRow>('avatar_sessions').insert(row).returning('*');
  return inserted!;
};

export const findAvatarSession = (db: Knex, id: string) =>
  db<AvatarSessionRow>('avatar_sessions').where({ id }).first();

/** The open avatar sessions of a user (to close on timeout or at the end of the consultation). */
export const listOpenAvatarSessions = (db: Knex, filter: { userId?: string; trainingSessionId?: string }) => {
  const query = db<AvatarSessionRow>('avatar_sessions').whereNull('closed_at');
  if (filter.userId) query.where({ user_id: filter.userId });
  if (filter.trainingSessionId) query.where({ training_session_id: filter.trainingSessionId });
  return query.orderBy('started_at');
};

/** Closes an open avatar session at `at` with its seconds; returns it, or undefined when already closed. */
export const closeAvatarSession = async (db: Knex, id: string, at: Date, reason: string) => {
  const [row] = await db<AvatarSessionRow>('avatar_sessions')
    .where({ id })
    .whereNull('closed_at')
    .update({
      closed_at: at,
      close_reason: reason,
      seconds: db.raw('greatest(0, floor(extract(epoch from (?::timestamptz - started_at))))::int', [
        at.toISOString(),
      ]),
    })
    .returning('*');
  return row as AvatarSessionRow | undefined;
};

/**
 * Avatar seconds a user used in the period from `since` to `until`: the seconds of the sessions that
 * closed in it (a session counts in the period it ends in) and of the open ones so far, each open
 * one at most `maxOpenSeconds` (the timeout it will be closed at).
 */
export const sumAvatarSeconds = async (
  db: Knex,
  userId: string,
  since: Date,
  until: Date,
  maxOpenSeconds = 2_000_000_000,
) => {
  const row = await db('avatar_sessions')
    .where({ user_id: userId })
    .whereRaw('coalesce(closed_at, ?::timestamptz) >= ?::timestamptz', [
      until.toISOString(),
      since.toISOString(),
    ])
    .where('started_at', '<', until)
    .select(
      db.raw(
        `coalesce(sum(case when closed_at is null
           then least(?::int, greatest(0, floor(extract(epoch from (?::timestamptz - started_at)))))
           else seconds end), 0)::int as seconds`,
        [maxOpenSeconds, until.toISOString()],
      ),
    )
    .first();
  return Number((row as { seconds?: number } | undefined)?.seconds ?? 0);
};

/** The message of a training session by id (the reply HeyGen is asked to speak). */
export const findSessionMessage = (db: Knex, sessionId: string, messageId: string) =>
  db('session_messages')
    .where({ id: messageId, session_id: sessionId })
    .first<{ id: string; sender: string; channel: string; text: string } | undefined>();
