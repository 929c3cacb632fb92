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
  /** The hand-off revision the score was made with (0: none written). */
  handoff_revision: number;
  first_viewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

export const findFeedback = (db: Knex, sessionId: string) =>
  db<FeedbackRow>('feedback').where({ session_id: sessionId }).first();

/** Stores (or replaces) a session's feedback. */
export const saveFeedback = (
  db: Knex,
  row: Omit<FeedbackRow, 'created_at' | 'updated_at' | 'score' | 'first_viewed_at'> & { score: unknown },
) =>
  db('feedback')
    .insert({ ...row, score: JSON.stringify(row.score) })
    .onConflict('session_id')
    .merge({
      scoring_version: row.scoring_version,
      overall: row.overall,
      flagged: row.flagged,
      with_summary: row.with_summary,
      handoff_revision: row.handoff_revision,
      score: JSON.stringify(row.score),
      updated_at: db.fn.now(),
    });

/** Records when the trainee first opened the feedback (once). */
export const markFeedbackViewed = (db: Knex, sessionId: string) =>
  db('feedback')
    .where({ session_id: sessionId })
    .whereNull('first_viewed_at')
    .update({ first_viewed_at: db.fn.now() });
