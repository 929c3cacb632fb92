import type { Knex } from 'knex';

/** A user's session with its case and, when scored, its feedback. */
export type ProgressRow = {
  session_id: string;
  case_id: string;
  case_title: string;
  topic: string;
  specialty: string;
  created_at: Date;
  started_at: Date;
  ends_at: Date;
  ended_at: Date | null;
  overall: number | null;
  flagged: boolean | null;
  categories: { category: string; label: string; score: number }[] | null;
  has_summary: boolean;
};

/** The user's sessions, newest first, with case and feedback in one query. */
export const listProgressRows = async (db: Knex, userId: string, limit = 500): Promise<ProgressRow[]> => {
  const result = await db.raw<{ rows: ProgressRow[] }>(
    `select s.id as session_id, s.case_id, c.title as case_title, c.topic, c.specialty,
            s.created_at, s.started_at, s.ends_at, s.ended_at,
            f.overall::float as overall, f.flagged, f.score -> 'categories' as categories,
            exists (select 1 from session_summaries m where m.session_id = s.id) as has_summary
       from training_sessions s
       join cases c on c.id = s.case_id
       left join feedback f on f.session_id = s.id
      where s.user_id = ?
      order by s.created_at desc
      limit ?`,
    [userId, limit],
  );
  return result.rows;
};

/** How many sessions a user has started. */
export const countSessionsOfUser = async (db: Knex, userId: string) =>
  Number(
    (await db('training_sessions').where({ user_id: userId }).count<{ count: string }[]>('* as count'))[0]
      ?.count ?? 0,
  );
