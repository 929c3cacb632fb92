import type { Knex } from 'knex';

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
  >,
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

export const insertMessage = async (
  db: Knex,
  row: Pick<MessageRow, 'session_id' | 'channel' | 'sender' | 'text' | 'elapsed_seconds'> &
    Partial<Pick<MessageRow, 'revealed_fact_ids' | 'negative_ids' | 'engine' | 'engine_meta' | 'latency_ms'>>,
) => {
  const [created] = await db<MessageRow>('session_messages').insert(row).returning('*');
  return created as MessageRow;
};

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

/** One round trip for a chat turn: a session and its transcript so far (undefined when none). */
export const findSessionWithMessages = async (db: Knex, sessionId: string) => {
  const result = await db.raw<{
    rows: (TrainingSessionRow & { messages: (Omit<MessageRow, 'created_at'> & { created_at: string })[] })[];
  }>(
    `select s.*,
            coalesce((select json_agg(m order by m.id) from session_messages m where m.session_id = s.id), '[]') as messages
       from training_sessions s
      where s.id = ?`,
    [sessionId],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  const { messages, ...session } = row;
  return {
    session: session as TrainingSessionRow,
    messages: messages.map(
      (m) => ({ ...m, id: String(m.id), created_at: new Date(m.created_at) }) as MessageRow,
    ),
  };
};
