import type { Knex } from 'knex';
import { activeColleagueRoomSql } from './colleague-repo.ts';

// Live rooms (ADR 0117): facilitator invites, their watchers and the events of watched sessions.

export type FacilitatorInviteRow = {
  id: string;
  session_id: string;
  created_by: string;
  code_hash: string;
  token_hash: string;
  token_sealed: Buffer;
  expires_at: Date;
  revoked_at: Date | null;
  created_at: Date;
};

export type FacilitatorWatcherRow = {
  id: string;
  invite_id: string;
  user_id: string | null;
  name: string;
  joined_at: Date;
  last_seen_at: Date;
  /** The facilitator's Ready toggle (a start never waits for it). */
  ready: boolean;
};

export type SessionEventRow = {
  session_id: string;
  seq: number;
  type: string;
  payload: unknown;
  created_at: Date;
};

/** Stores a new invite; undefined when its code hash is taken (the caller draws another code). */
export const insertFacilitatorInvite = async (
  db: Knex,
  row: Pick<
    FacilitatorInviteRow,
    'session_id' | 'created_by' | 'code_hash' | 'token_hash' | 'token_sealed' | 'expires_at'
  >,
) => {
  const [stored] = await db<FacilitatorInviteRow>('facilitator_invites')
    .insert(row)
    .onConflict('code_hash')
    .ignore()
    .returning('*');
  return stored as FacilitatorInviteRow | undefined;
};

const active = (db: Knex) => (query: Knex.QueryBuilder) =>
  query.whereNull('revoked_at').andWhere('expires_at', '>', db.fn.now());

/** The active invite with this token hash (not revoked, not expired by the database's clock). */
export const findActiveInviteByTokenHash = (db: Knex, tokenHash: string) =>
  db<FacilitatorInviteRow>('facilitator_invites').where({ token_hash: tokenHash }).modify(active(db)).first();

/** The active invite with this code hash. */
export const findActiveInviteByCodeHash = (db: Knex, codeHash: string) =>
  db<FacilitatorInviteRow>('facilitator_invites').where({ code_hash: codeHash }).modify(active(db)).first();

/** The invites of `ids` still active. */
export const listActiveInvites = async (db: Knex, ids: readonly string[]): Promise<FacilitatorInviteRow[]> =>
  ids.length === 0
    ? []
    : db<FacilitatorInviteRow>('facilitator_invites').whereIn('id', ids).modify(active(db));

export const findFacilitatorInvite = (db: Knex, id: string) =>
  db<FacilitatorInviteRow>('facilitator_invites').where({ id }).first();

/** A session's invites, newest first, with whether each is active by the database's clock. */
export const listSessionInvites = async (db: Knex, sessionId: string) =>
  db<FacilitatorInviteRow>('facilitator_invites')
    .where({ session_id: sessionId })
    .select('*', db.raw('(revoked_at is null and expires_at > now()) as active'))
    .orderBy('created_at', 'desc') as Promise<(FacilitatorInviteRow & { active: boolean })[]>;

/** Revokes an invite once; the row as revoked, or undefined when it already was. */
export const revokeFacilitatorInvite = async (db: Knex, id: string) => {
  const [row] = await db<FacilitatorInviteRow>('facilitator_invites')
    .where({ id })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() as unknown as Date })
    .returning('*');
  return row as FacilitatorInviteRow | undefined;
};

export const insertFacilitatorWatcher = async (
  db: Knex,
  row: Pick<FacilitatorWatcherRow, 'invite_id' | 'user_id' | 'name'>,
) => {
  const [stored] = await db<FacilitatorWatcherRow>('facilitator_watchers').insert(row).returning('*');
  return stored as FacilitatorWatcherRow;
};

/** The watchers of a session's active invites, in the order they joined. */
export const listActiveWatchers = (db: Knex, sessionId: string) =>
  db<FacilitatorWatcherRow>('facilitator_watchers as w')
    .join('facilitator_invites as i', 'i.id', 'w.invite_id')
    .where('i.session_id', sessionId)
    .whereNull('i.revoked_at')
    .andWhere('i.expires_at', '>', db.fn.now())
    .select('w.*')
    .orderBy('w.joined_at') as Promise<FacilitatorWatcherRow[]>;

export const touchFacilitatorWatcher = (db: Knex, id: string) =>
  db('facilitator_watchers').where({ id }).update({ last_seen_at: db.fn.now() });

/** One event to store: its type and payload (the seq is the session's next). */
export type NewSessionEvent = { type: string; payload: unknown };

/** The channel on which stored events are announced to every api instance (ADR 0117). */
export const LIVE_EVENTS_CHANNEL = 'live_events';

/**
 * What a `LIVE_EVENTS_CHANNEL` notification carries: the events themselves (`e`, as stored, `at`
 * the time they were stored), or, when they would not fit in a notification (8000 bytes), the range
 * of seqs to read from `session_events`.
 */
export type LiveEventsNotice =
  | { s: string; e: { seq: number; type: string; payload: unknown; at: string }[] }
  | { s: string; from: number; to: number };

// A notification's payload must be under 8000 bytes; the range form is short.
const INLINE_NOTICE_MAX_BYTES = 7800;

/**
 * Stores events of a session with its next seqs and announces them on `LIVE_EVENTS_CHANNEL`, in one
 * statement: the session's counter moves by their number (its row lock orders concurrent writers,
 * so seqs are gap-free and unique, and the commits, hence the notifications, come in seq order)
 * and the events are inserted with them. With `onlyIfWatched` nothing is stored or announced unless
 * the session has an active invite (then `[]`): the caller need not know whether it is watched.
 */
export const appendSessionEvents = async (
  db: Knex,
  sessionId: string,
  events: readonly NewSessionEvent[],
  options: { onlyIfWatched?: boolean } = {},
): Promise<SessionEventRow[]> => {
  if (events.length === 0) return [];
  const watchedClause = options.onlyIfWatched
    ? `and (exists (select 1 from facilitator_invites i
                    where i.session_id = s.id and i.revoked_at is null and i.expires_at > now())
            or ${activeColleagueRoomSql})`
    : '';
  const result = await db.raw<{ rows: (SessionEventRow & { notified: number })[] }>(
    `with counter as (
       update training_sessions s set event_seq = s.event_seq + :count
        where s.id = :sessionId ${watchedClause}
       returning s.event_seq
     ), stored as (
       insert into session_events (session_id, seq, type, payload)
       select :sessionId, counter.event_seq - :count + e.ordinality, e.value->>'type', e.value->'payload'
         from counter, jsonb_array_elements(:events::jsonb) with ordinality e
       returning *
     ), notice as (
       select json_build_object('s', :sessionId::text, 'e', json_agg(
                json_build_object('seq', seq, 'type', type, 'payload', payload, 'at', created_at) order by seq
              ))::text as inline,
              json_build_object('s', :sessionId::text, 'from', min(seq), 'to', max(seq))::text as range
         from stored having count(*) > 0
     ), notified as (
       select pg_notify(:channel, case when octet_length(inline) < :inlineMax then inline else range end)
         from notice
     )
     select stored.*, (select count(*) from notified)::int as notified from stored`,
    {
      sessionId,
      count: events.length,
      events: JSON.stringify(events),
      channel: LIVE_EVENTS_CHANNEL,
      inlineMax: INLINE_NOTICE_MAX_BYTES,
    },
  );
  return result.rows.map(({ notified: _, ...row }) => row).sort((a, b) => a.seq - b.seq);
};

/** A session's events with seqs from `from` to `to`. */
export const listSessionEventsBetween = (db: Knex, sessionId: string, from: number, to: number) =>
  db<SessionEventRow>('session_events')
    .where({ session_id: sessionId })
    .andWhere('seq', '>=', from)
    .andWhere('seq', '<=', to)
    .orderBy('seq');

/**
 * A session's events after `afterSeq` (at most `limit`) and its last seq now, read in one snapshot
 * (repeatable read): two reads side by side could see an event stored between them in the list but
 * not in the last seq, or the other way round.
 */
export const listSessionEventsAfter = (db: Knex, sessionId: string, afterSeq: number, limit: number) =>
  db.transaction(
    async (trx) => {
      const events = await trx<SessionEventRow>('session_events')
        .where({ session_id: sessionId })
        .andWhere('seq', '>', afterSeq)
        .orderBy('seq')
        .limit(limit);
      const session = await trx('training_sessions')
        .where({ id: sessionId })
        .first<{ event_seq: number } | undefined>('event_seq');
      return { events, lastSeq: session?.event_seq ?? 0 };
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
