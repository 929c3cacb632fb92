import type { Knex } from 'knex';
import { queryPrepared } from '../prepared.ts';
import { type AnsweringRoom, activeColleagueRoomSql, answeringRoomSql } from './colleague-repo.ts';

/** A row of `training_sessions`. */
export type TrainingSessionRow = {
  id: string;
  user_id: string;
  case_id: string;
  case_version_id: string;
  mode: 'Chat' | 'Avatar';
  created_at: Date;
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  end_reason: 'completed' | 'timeout' | null;
  notes: string;
  /** Whether the session had the hand-off step (false for sessions ended before it existed). */
  handoff_offered: boolean;
  /** An admin's "play as a trainee" session: no quota, counted nowhere (issue 17). */
  is_test?: boolean;
};

/** A reply's engine notes, stored as JSON with the message. */
export type MessageEngineMeta = {
  /** The language model failed and the scripted engine answered: the AI error code. */
  fallback?: { from: 'llm'; code: string; reason: 'error' | 'timeout' | 'malformed' };
  /** Facts the model claimed its reply revealed that the reply does not state. */
  unsupportedClaimIds?: string[];
  /** The reply recited more facts than one answer can hold: none was credited. */
  recital?: boolean;
};

export type MessageRow = {
  id: string;
  session_id: string;
  channel: 'patient' | 'nurse';
  sender: 'trainee' | 'patient' | 'nurse' | 'system';
  text: string;
  revealed_fact_ids: string[];
  negative_ids: string[];
  engine: string | null;
  /** What the engine noted about the reply (a fallback from the model, claims not credited). */
  engine_meta: MessageEngineMeta | null;
  latency_ms: number | null;
  elapsed_seconds: number;
  created_at: Date;
};

export type ActionRow = {
  id: string;
  session_id: string;
  kind: 'examination' | 'investigation';
  item_id: string;
  elapsed_seconds: number;
  available_at_seconds: number;
  created_at: Date;
};

/** One session, whoever's it is (the api's policies decide who may see it). */
export const findTrainingSession = (db: Knex, sessionId: string) =>
  db<TrainingSessionRow>('training_sessions').where({ id: sessionId }).first();

/**
 * Consumes one unit of `resource` for the user's period if fewer than `allowance` are used, and
 * returns the new count; undefined when the allowance is spent. One statement: parallel starts
 * cannot overspend.
 */
export const consumeUsage = async (
  db: Knex,
  input: { userId: string; period: string; resource: string; allowance: number },
) => {
  if (input.allowance <= 0) return undefined;
  const result = await db.raw<{ rows: { used: number }[] }>(
    `insert into usage_counters (user_id, period, resource, used) values (?, ?, ?, 1)
     on conflict (user_id, period, resource) do update set used = usage_counters.used + 1
     where usage_counters.used < ?
     returning used`,
    [input.userId, input.period, input.resource, input.allowance],
  );
  const used = result.rows[0]?.used;
  return used !== undefined && used <= input.allowance ? used : undefined;
};

/** How much of a resource the user has used in a period. */
export const findUsage = async (db: Knex, userId: string, period: string, resource: string) =>
  (
    await db('usage_counters')
      .where({ user_id: userId, period, resource })
      .first<{ used: number } | undefined>()
  )?.used ?? 0;

export const insertTrainingSession = async (
  db: Knex,
  row: Pick<
    TrainingSessionRow,
    'user_id' | 'case_id' | 'case_version_id' | 'mode' | 'started_at' | 'ends_at'
  > & { is_test?: boolean },
) => {
  const [created] = await db<TrainingSessionRow>('training_sessions').insert(row).returning('*');
  return created as TrainingSessionRow;
};

/**
 * Holds, until the transaction ends, the right to start a session of `caseId` for `userId`: two
 * starts at once (two tabs, two api instances) take turns, so the second sees the first.
 */
export const lockSessionStart = async (trx: Knex.Transaction, userId: string, caseId: string) => {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [
    `session-start:${userId}:${caseId}`,
  ]);
};

/** The user's session of a case whose clock has not run out and that was not ended, if any. */
export const findRunningSessionOfCase = (db: Knex, userId: string, caseId: string) =>
  db<TrainingSessionRow>('training_sessions')
    .where({ user_id: userId, case_id: caseId })
    .whereNull('ended_at')
    .andWhere('ends_at', '>', db.fn.now())
    .orderBy('created_at', 'desc')
    .first();

/**
 * Ends a session that is still open: `completed` on request, `timeout` when its time is up.
 * Returns the row when this call ended it, undefined when it had ended already (idempotent).
 */
export const endTrainingSession = async (
  db: Knex,
  sessionId: string,
  reason: 'completed' | 'timeout',
  options: { onlyIfDue?: boolean } = {},
) => {
  const query = db<TrainingSessionRow>('training_sessions').where({ id: sessionId }).whereNull('ended_at');
  if (options.onlyIfDue) query.andWhere('ends_at', '<=', db.fn.now());
  const [row] = await query
    .update({
      ended_at: db.raw('least(now(), ends_at)') as unknown as Date,
      end_reason: reason,
    })
    .returning('*');
  return row as TrainingSessionRow | undefined;
};

/** Sessions whose time is up but that nothing has ended yet (the sweep's safety net). */
export const listOverdueSessionIds = (db: Knex, limit = 100) =>
  db('training_sessions')
    .whereNull('ended_at')
    .andWhere('ends_at', '<=', db.fn.now())
    .orderBy('ends_at')
    .limit(limit)
    .pluck<string[]>('id');

export const listMessages = (db: Knex, sessionId: string) =>
  db<MessageRow>('session_messages').where({ session_id: sessionId }).orderBy('id');

/** Records an examination or investigation once; returns the stored row (the first request's). */
export const insertActionOnce = async (
  db: Knex,
  row: Pick<ActionRow, 'session_id' | 'kind' | 'item_id' | 'elapsed_seconds' | 'available_at_seconds'>,
) => {
  await db('session_actions').insert(row).onConflict(['session_id', 'kind', 'item_id']).ignore();
  return db<ActionRow>('session_actions')
    .where({ session_id: row.session_id, kind: row.kind, item_id: row.item_id })
    .first() as Promise<ActionRow>;
};

export const listActions = (db: Knex, sessionId: string) =>
  db<ActionRow>('session_actions').where({ session_id: sessionId }).orderBy('id');

export const updateSessionNotes = (db: Knex, sessionId: string, notes: string) =>
  db('training_sessions').where({ id: sessionId }).update({ notes });

export type SummaryRow = {
  session_id: string;
  diagnosis: string;
  differentials: string;
  investigations: string;
  management: string;
  escalation: string;
  submitted_at: Date;
};

export const findSummary = (db: Knex, sessionId: string) =>
  db<SummaryRow>('session_summaries').where({ session_id: sessionId }).first();

/** Stores the summary unless one exists; returns it, or undefined when it existed already. */
export const insertSummaryOnce = async (db: Knex, row: Omit<SummaryRow, 'submitted_at'>) => {
  const [created] = await db<SummaryRow>('session_summaries')
    .insert(row)
    .onConflict('session_id')
    .ignore()
    .returning('*');
  return created as SummaryRow | undefined;
};

/** Records one model call for the costs screen. */
export const insertAiUsage = (
  db: Knex,
  row: {
    user_id: string | null;
    session_id: string | null;
    purpose: string;
    model: string;
    prompt_tokens: number;
    completion_tokens: number;
    cost_usd: number;
    latency_ms: number;
    outcome: string;
  },
) => db('ai_usage').insert(row);

/** What a chat turn reads: the session, and of the turn's channel only what an engine needs. */
export type TurnContext = {
  session: TrainingSessionRow;
  /** Every fact revealed and negative asked on the channel so far, and the trainee's turns on it. */
  state: { revealedFactIds: string[]; negativeIds: string[]; traineeTurns: number };
  /** The channel's last lines, oldest first (context for a model; repetition checks). */
  recent: Pick<MessageRow, 'sender' | 'text' | 'revealed_fact_ids' | 'negative_ids'>[];
  /** Investigations requested so far, with the session second their results are back. */
  requested: { itemId: string; availableAtSeconds: number }[];
  /** The session has an active facilitator invite or colleague room: its events are stored and sent (ADR 0117, 0118). */
  watched: boolean;
  /** The colleague-patient room that answers the patient's lines instead of the engine, if any (ADR 0118). */
  colleague: AnsweringRoom | null;
};

/**
 * One round trip for a chat turn: the session row, the channel's state (its row in
 * `session_engine_state`, kept by `insertTurn`), its last `recentLines` lines and the
 * investigations requested. Undefined when there is no such session.
 */
/**
 * The turn context's statement, prepared once per connection (`queryPrepared`): $1 the session,
 * $2 the channel, $3 how many recent lines.
 */
const turnContextSql = `select s.*, e.revealed_fact_ids as revealed, e.negative_ids as negatives, e.trainee_turns,
            (select json_agg(r order by r.id) from (
               select m.id, m.sender, m.text, m.revealed_fact_ids, m.negative_ids from session_messages m
                where m.session_id = s.id and m.channel = $2 order by m.id desc limit $3
             ) r) as recent,
            (select json_agg(json_build_object('itemId', a.item_id, 'availableAtSeconds', a.available_at_seconds) order by a.id)
               from session_actions a where a.session_id = s.id and a.kind = 'investigation') as requested,
            (exists (select 1 from facilitator_invites i
                     where i.session_id = s.id and i.revoked_at is null and i.expires_at > now())
             or ${activeColleagueRoomSql}) as watched,
            ${answeringRoomSql} as colleague
       from training_sessions s
       left join session_engine_state e on e.session_id = s.id and e.channel = $2
      where s.id = $1`;

export const findTurnContext = async (
  db: Knex,
  sessionId: string,
  channel: MessageRow['channel'],
  recentLines: number,
): Promise<TurnContext | undefined> => {
  const [row] = await queryPrepared<
    TrainingSessionRow & {
      revealed: string[] | null;
      negatives: string[] | null;
      trainee_turns: number | null;
      recent: TurnContext['recent'] | null;
      requested: TurnContext['requested'] | null;
      watched: boolean;
      colleague: { roomId: string; lastSeenAt: string } | null;
    }
  >(db, 'turn-context', turnContextSql, [sessionId, channel, recentLines]);
  if (!row) return undefined;
  const { revealed, negatives, trainee_turns, recent, requested, watched, colleague, ...session } = row;
  return {
    session,
    state: {
      revealedFactIds: revealed ?? [],
      negativeIds: negatives ?? [],
      traineeTurns: trainee_turns ?? 0,
    },
    recent: (recent ?? []).map(({ sender, text, revealed_fact_ids, negative_ids }) => ({
      sender,
      text,
      revealed_fact_ids,
      negative_ids,
    })),
    requested: requested ?? [],
    watched,
    colleague: colleague ? { roomId: colleague.roomId, lastSeenAt: new Date(colleague.lastSeenAt) } : null,
  };
};

type NewMessage = Pick<MessageRow, 'session_id' | 'channel' | 'sender' | 'text' | 'elapsed_seconds'> &
  Partial<Pick<MessageRow, 'revealed_fact_ids' | 'negative_ids' | 'engine' | 'engine_meta' | 'latency_ms'>>;

/**
 * Stores a turn in one statement (so all or nothing): the trainee's line and the reply (the
 * trainee's line gets the lower id, so the transcript keeps its order), and the channel's state
 * row, merged with what the reply revealed (concurrent turns merge, none is lost).
 */
const turnColumns = [
  'session_id',
  'channel',
  'sender',
  'text',
  'elapsed_seconds',
  'revealed_fact_ids',
  'negative_ids',
  'engine',
  'engine_meta',
  'latency_ms',
] as const;
const placeholders = (from: number) => `(${turnColumns.map((_, i) => `$${from + i}`).join(', ')})`;
/**
 * The turn's one statement, prepared once per connection: $1–$10 the trainee's line, $11–$20 the
 * reply, $21–$24 the channel's state row.
 */
const insertTurnSql = `with lines as (
       insert into session_messages (${turnColumns.join(', ')})
       values ${placeholders(1)}, ${placeholders(11)} returning *
     ), state as (
       insert into session_engine_state as e (session_id, channel, revealed_fact_ids, negative_ids, trainee_turns)
       values ($21, $22, $23::text[], $24::text[], 1)
       on conflict (session_id, channel) do update set
         revealed_fact_ids = array(select distinct unnest(e.revealed_fact_ids || excluded.revealed_fact_ids)),
         negative_ids = array(select distinct unnest(e.negative_ids || excluded.negative_ids)),
         trainee_turns = e.trainee_turns + 1
     )
     select * from lines order by id`;

export const insertTurn = async (
  db: Knex,
  trainee: NewMessage,
  reply: NewMessage & Pick<MessageRow, 'revealed_fact_ids' | 'negative_ids'>,
) => {
  const values = (row: NewMessage) => [
    row.session_id,
    row.channel,
    row.sender,
    row.text,
    row.elapsed_seconds,
    row.revealed_fact_ids ?? [],
    row.negative_ids ?? [],
    row.engine ?? null,
    row.engine_meta ? JSON.stringify(row.engine_meta) : null,
    row.latency_ms ?? null,
  ];
  const rows = await queryPrepared<MessageRow>(db, 'insert-turn', insertTurnSql, [
    ...values(trainee),
    ...values(reply),
    reply.session_id,
    reply.channel,
    reply.revealed_fact_ids,
    reply.negative_ids,
  ]);
  const [message, stored] = rows;
  return { message: { ...message!, id: String(message!.id) }, reply: { ...stored!, id: String(stored!.id) } };
};
