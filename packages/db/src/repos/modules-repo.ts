import type { Knex } from 'knex';

// Modules (progress over the library's cases) and the breaking-bad-news conversations.

/** The caller's scored cases: a case counts once a session of it is scored (its best score). */
export const listScoredCasesOfUser = async (db: Knex, userId: string) => {
  const rows = await db('feedback')
    .where({ user_id: userId })
    // An admin's test sessions count nowhere (issue 17).
    .whereNotExists((q) =>
      q.select(1).from('training_sessions as s').whereRaw('s.id = feedback.session_id and s.is_test'),
    )
    .groupBy('case_id')
    .select<{ case_id: string; best: number }[]>('case_id', db.raw('max(overall)::float as best'));
  return new Map(rows.map((row) => [row.case_id, row.best]));
};

/** A row of `bab_sessions`. */
export type BabSessionRow = {
  id: string;
  user_id: string;
  scenario_id: string;
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  end_reason: 'completed' | 'timeout' | null;
  state: unknown;
  scoring_version: number | null;
  overall: number | null;
  score: unknown;
  created_at: Date;
};

/** A row of `bab_messages`. */
export type BabMessageRow = {
  id: string;
  session_id: string;
  sender: 'trainee' | 'patient';
  text: string;
  emotion: string | null;
  reactions: string[];
  elapsed_seconds: number;
  created_at: Date;
};

export const insertBabSession = async (
  db: Knex,
  row: Pick<BabSessionRow, 'user_id' | 'scenario_id' | 'started_at' | 'ends_at' | 'state'>,
): Promise<BabSessionRow> => {
  const [created] = await db('bab_sessions')
    .insert({ ...row, state: JSON.stringify(row.state) })
    .returning('*');
  return normalise(created as BabSessionRow);
};

const normalise = (row: BabSessionRow): BabSessionRow => ({
  ...row,
  overall: row.overall === null ? null : Number(row.overall),
});

export const findBabSession = async (db: Knex, id: string): Promise<BabSessionRow | undefined> => {
  const row = await db<BabSessionRow>('bab_sessions').where({ id }).first();
  return row ? normalise(row) : undefined;
};

export const listBabMessages = (db: Knex, sessionId: string): Promise<BabMessageRow[]> =>
  db<BabMessageRow>('bab_messages')
    .where({ session_id: sessionId })
    .orderBy('seq')
    .select('id', 'session_id', 'sender', 'text', 'emotion', 'reactions', 'elapsed_seconds', 'created_at');

/**
 * Stores one turn (the trainee's line, then the patient's) with the engine's new state, in one
 * transaction, only while the session is still open: false when it had ended meanwhile.
 */
export const insertBabTurn = (
  db: Knex,
  sessionId: string,
  state: unknown,
  lines: Omit<BabMessageRow, 'id' | 'session_id' | 'created_at'>[],
): Promise<BabMessageRow[] | null> =>
  db.transaction(async (trx) => {
    const updated = await trx('bab_sessions')
      .where({ id: sessionId })
      .whereNull('ended_at')
      .update({ state: JSON.stringify(state) });
    if (updated === 0) return null;
    const stored: BabMessageRow[] = [];
    for (const line of lines) {
      const [row] = await trx('bab_messages')
        .insert({ ...line, session_id: sessionId, reactions: JSON.stringify(line.reactions) })
        .returning([
          'id',
          'session_id',
          'sender',
          'text',
          'emotion',
          'reactions',
          'elapsed_seconds',
          'created_at',
        ]);
      stored.push(row as BabMessageRow);
    }
    return stored;
  });

/** Ends an open session (no change to one already ended). */
export const endBabSession = (db: Knex, sessionId: string, endedAt: Date, reason: 'completed' | 'timeout') =>
  db('bab_sessions')
    .where({ id: sessionId })
    .whereNull('ended_at')
    .update({ ended_at: endedAt, end_reason: reason });

/** Ends the caller's open sessions of a scenario (a new start replaces them). */
export const endOpenBabSessions = (db: Knex, userId: string, scenarioId: string, endedAt: Date) =>
  db('bab_sessions')
    .where({ user_id: userId, scenario_id: scenarioId })
    .whereNull('ended_at')
    .update({ ended_at: endedAt, end_reason: 'completed' });

/** Keeps a session's SPIKES score. */
export const saveBabScore = (db: Knex, sessionId: string, version: number, overall: number, score: unknown) =>
  db('bab_sessions')
    .where({ id: sessionId })
    .update({ scoring_version: version, overall, score: JSON.stringify(score) });

/** The caller's latest session of each scenario. */
export const listLatestBabSessions = async (db: Knex, userId: string): Promise<BabSessionRow[]> => {
  const rows = await db('bab_sessions')
    .distinctOn('scenario_id')
    .where({ user_id: userId })
    .orderBy([{ column: 'scenario_id' }, { column: 'created_at', order: 'desc' }])
    .select<BabSessionRow[]>('*');
  return rows.map(normalise);
};
