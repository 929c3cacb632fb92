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
      where s.user_id = ? and not s.is_test
      order by s.created_at desc
      limit ?`,
    [userId, limit],
  );
  return result.rows;
};

/** How many sessions a user has started. */
export const countSessionsOfUser = async (db: Knex, userId: string) =>
  Number(
    (
      await db('training_sessions')
        .where({ user_id: userId, is_test: false })
        .count<{ count: string }[]>('* as count')
    )[0]?.count ?? 0,
  );

/**
 * The average score and the number of a user's scored sessions up to one of them: that session and
 * those that ended before it (the level a feedback page shows is the level of that average).
 */
export const scoredSessionsUntil = async (
  db: Knex,
  userId: string,
  session: { id: string; endedAt: Date },
) => {
  const result = await db.raw<{ rows: { average: number | null; count: number }[] }>(
    `select avg(f.overall)::float as average, count(*)::int as count
       from feedback f
       join training_sessions s on s.id = f.session_id
      where f.user_id = ? and not s.is_test and (s.id = ? or coalesce(s.ended_at, s.ends_at) <= ?)`,
    [userId, session.id, session.endedAt],
  );
  const row = result.rows[0];
  return { average: row?.average ?? null, count: row?.count ?? 0 };
};
