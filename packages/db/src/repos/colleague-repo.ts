import type { Knex } from 'knex';
import type { MessageRow } from './training-sessions-repo.ts';

// Colleague rooms (issue 16, ADR 0118): a colleague invited to one session, to watch it or to play
// the patient; who joined; the trainee lines a colleague-patient answers, one reply each.

export type ColleagueRoomRow = {
  id: string;
  session_id: string;
  created_by: string;
  role: 'watch' | 'patient';
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  handed_back_at: Date | null;
  created_at: Date;
};

export type ColleagueMemberRow = {
  id: string;
  room_id: string;
  user_id: string | null;
  name: string;
  joined_at: Date;
  last_seen_at: Date;
};

const activeRoom = (db: Knex) => (query: Knex.QueryBuilder) =>
  query.whereNull('revoked_at').andWhere('expires_at', '>', db.fn.now());

export const insertColleagueRoom = async (
  db: Knex,
  row: Pick<ColleagueRoomRow, 'session_id' | 'created_by' | 'role' | 'token_hash' | 'expires_at'>,
) => {
  const [stored] = await db<ColleagueRoomRow>('colleague_rooms').insert(row).returning('*');
  return stored as ColleagueRoomRow;
};

/** A room, with whether it is active by the database's clock. */
export const findColleagueRoom = (db: Knex, id: string) =>
  db<ColleagueRoomRow>('colleague_rooms')
    .where({ id })
    .first('*', db.raw('(revoked_at is null and expires_at > now()) as active')) as Promise<
    (ColleagueRoomRow & { active: boolean }) | undefined
  >;

/** The active room of a token hash (not revoked, not expired). */
export const findActiveColleagueRoomByTokenHash = (db: Knex, tokenHash: string) =>
  db<ColleagueRoomRow>('colleague_rooms').where({ token_hash: tokenHash }).modify(activeRoom(db)).first();

/** The rooms of `ids` still active. */
export const listActiveColleagueRooms = async (
  db: Knex,
  ids: readonly string[],
): Promise<ColleagueRoomRow[]> =>
  ids.length === 0 ? [] : db<ColleagueRoomRow>('colleague_rooms').whereIn('id', ids).modify(activeRoom(db));

/** Revokes a room once; the row as revoked, or undefined when it already was. */
export const revokeColleagueRoom = async (db: Knex, id: string) => {
  const [row] = await db<ColleagueRoomRow>('colleague_rooms')
    .where({ id })
    .whereNull('revoked_at')
    .update({ revoked_at: db.fn.now() as unknown as Date })
    .returning('*');
  return row as ColleagueRoomRow | undefined;
};

/** The engine answers the patient's lines again (once; the first time is kept). */
export const handBackColleagueRoom = async (db: Knex, id: string) => {
  await db('colleague_rooms')
    .where({ id })
    .whereNull('handed_back_at')
    .update({ handed_back_at: db.fn.now() });
  return db<ColleagueRoomRow>('colleague_rooms').where({ id }).first() as Promise<ColleagueRoomRow>;
};

export const insertColleagueMember = async (
  db: Knex,
  row: Pick<ColleagueMemberRow, 'room_id' | 'user_id' | 'name'>,
) => {
  const [stored] = await db<ColleagueMemberRow>('colleague_members').insert(row).returning('*');
  return stored as ColleagueMemberRow;
};

export const listColleagueMembers = (db: Knex, roomId: string) =>
  db<ColleagueMemberRow>('colleague_members').where({ room_id: roomId }).orderBy('joined_at');

/** A member's socket left (or joined): the time a colleague-patient's absence counts from. */
export const touchColleagueMember = (db: Knex, id: string) =>
  db('colleague_members').where({ id }).update({ last_seen_at: db.fn.now() });

/**
 * The colleague-patient room of a session that answers its patient lines now, if any: active, not
 * handed back, joined by someone; with its members' last sign of life.
 */
export type AnsweringRoom = { roomId: string; lastSeenAt: Date };

/** Every room's SQL condition for "this session has an active colleague room" (events are stored). */
export const activeColleagueRoomSql = `exists (select 1 from colleague_rooms c
                     where c.session_id = s.id and c.revoked_at is null and c.expires_at > now())`;

/** The subselect of the turn context naming the answering colleague-patient room (json or null). */
export const answeringRoomSql = `(select json_build_object('roomId', c.id, 'lastSeenAt', max(m.last_seen_at))
               from colleague_rooms c join colleague_members m on m.room_id = c.id
              where c.session_id = s.id and c.role = 'patient' and c.revoked_at is null
                and c.expires_at > now() and c.handed_back_at is null
              group by c.id order by c.created_at desc limit 1)`;

/** The answering room of a session now (what the turn context reads, for one session). */
export const findAnsweringRoom = async (db: Knex, sessionId: string): Promise<AnsweringRoom | undefined> => {
  const result = await db.raw<{ rows: { room: { roomId: string; lastSeenAt: string } | null }[] }>(
    `select ${answeringRoomSql} as room from training_sessions s where s.id = ?`,
    [sessionId],
  );
  const room = result.rows[0]?.room;
  return room ? { roomId: room.roomId, lastSeenAt: new Date(room.lastSeenAt) } : undefined;
};

type NewLine = Pick<MessageRow, 'session_id' | 'channel' | 'sender' | 'text' | 'elapsed_seconds'> &
  Partial<Pick<MessageRow, 'revealed_fact_ids' | 'negative_ids' | 'engine' | 'engine_meta' | 'latency_ms'>>;

const lineValues = (row: NewLine) => ({
  session_id: row.session_id,
  channel: row.channel,
  sender: row.sender,
  text: row.text,
  elapsed_seconds: row.elapsed_seconds,
  revealed_fact_ids: row.revealed_fact_ids ?? [],
  negative_ids: row.negative_ids ?? [],
  engine: row.engine ?? null,
  engine_meta: row.engine_meta ? JSON.stringify(row.engine_meta) : null,
  latency_ms: row.latency_ms ?? null,
});

const asMessage = (row: MessageRow): MessageRow => ({ ...row, id: String(row.id) });

/**
 * Stores a trainee's line to the patient that the colleague of `roomId` will answer: the line, the
 * channel's turn count, and the line's place in `colleague_replies` (no reply yet), in one
 * transaction.
 */
export const insertAwaitedLine = (db: Knex, roomId: string, line: NewLine) =>
  db.transaction(async (trx) => {
    const [message] = (await trx('session_messages').insert(lineValues(line)).returning('*')) as MessageRow[];
    await trx.raw(
      `insert into session_engine_state as e (session_id, channel, revealed_fact_ids, negative_ids, trainee_turns)
       values (?, ?, '{}'::text[], '{}'::text[], 1)
       on conflict (session_id, channel) do update set trainee_turns = e.trainee_turns + 1`,
      [line.session_id, line.channel],
    );
    await trx('colleague_replies').insert({ trainee_message_id: message!.id, room_id: roomId });
    return asMessage(message!);
  });

/**
 * Stores the reply to an awaited line, once: the line's row is locked, and a line already answered
 * (or never awaited in `roomId`) gives undefined. The channel's state gets what the reply revealed,
 * as an engine's reply does (`insertTurn`).
 */
export const insertAwaitedReply = (
  db: Knex,
  input: { roomId: string; traineeMessageId: string; memberId: string | null; reply: NewLine },
) =>
  db.transaction(async (trx) => {
    const awaited = await trx('colleague_replies')
      .where({ trainee_message_id: input.traineeMessageId, room_id: input.roomId })
      .forUpdate()
      .first<{ reply_message_id: string | null } | undefined>('reply_message_id');
    if (!awaited || awaited.reply_message_id !== null) return undefined;
    const [message] = (await trx('session_messages')
      .insert(lineValues(input.reply))
      .returning('*')) as MessageRow[];
    await trx('colleague_replies')
      .where({ trainee_message_id: input.traineeMessageId })
      .update({ reply_message_id: message!.id, member_id: input.memberId });
    await trx.raw(
      `insert into session_engine_state as e (session_id, channel, revealed_fact_ids, negative_ids, trainee_turns)
       values (?, ?, ?::text[], ?::text[], 0)
       on conflict (session_id, channel) do update set
         revealed_fact_ids = array(select distinct unnest(e.revealed_fact_ids || excluded.revealed_fact_ids)),
         negative_ids = array(select distinct unnest(e.negative_ids || excluded.negative_ids))`,
      [
        input.reply.session_id,
        input.reply.channel,
        input.reply.revealed_fact_ids ?? [],
        input.reply.negative_ids ?? [],
      ],
    );
    return asMessage(message!);
  });

/** The lines of a session still waiting for a colleague's reply, oldest first. */
export const listAwaitedLines = (db: Knex, sessionId: string) =>
  db<MessageRow>('session_messages as m')
    .join('colleague_replies as r', 'r.trainee_message_id', 'm.id')
    .where('m.session_id', sessionId)
    .whereNull('r.reply_message_id')
    .orderBy('m.id')
    .select('m.*', 'r.room_id') as Promise<(MessageRow & { room_id: string })[]>;

/** Revealed facts and asked negatives of a session's patient channel so far. */
export const findPatientState = (db: Knex, sessionId: string) =>
  db('session_engine_state')
    .where({ session_id: sessionId, channel: 'patient' })
    .first<{ revealed_fact_ids: string[]; negative_ids: string[] } | undefined>(
      'revealed_fact_ids',
      'negative_ids',
    );

/** Whether a session has any line on the patient's channel yet. */
export const hasPatientLines = async (db: Knex, sessionId: string) =>
  (await db('session_messages').where({ session_id: sessionId, channel: 'patient' }).first('id')) !==
  undefined;
