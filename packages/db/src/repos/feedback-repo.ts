import type { Knex } from 'knex';

export type FeedbackRow = {
  session_id: string;
  user_id: string;
  case_id: string;
  scoring_version: number;
  overall: number;
  flagged: boolean;
  with_summary: boolean;
  score: unknown;
  created_at: Date;
  updated_at: Date;
};

export const findFeedback = (db: Knex, sessionId: string) =>
  db<FeedbackRow>('feedback').where({ session_id: sessionId }).first();

/** Stores (or replaces) a session's feedback. */
export const saveFeedback = (
  db: Knex,
  row: Omit<FeedbackRow, 'created_at' | 'updated_at' | 'score'> & { score: unknown },
) =>
  db('feedback')
    .insert({ ...row, score: JSON.stringify(row.score) })
    .onConflict('session_id')
    .merge({
      scoring_version: row.scoring_version,
      overall: row.overall,
      flagged: row.flagged,
      with_summary: row.with_summary,
      score: JSON.stringify(row.score),
      updated_at: db.fn.now(),
    });
