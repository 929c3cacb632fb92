import type { Knex } from 'knex';

/** A row of `cases` joined with its current version's definition. */
export type CaseRow = {
  id: string;
  title: string;
  specialty: string;
  topic: string;
  difficulty: string;
  access_tier: string;
  duration_seconds: number;
  summary: string;
  status: 'draft' | 'published' | 'archived';
  current_version_id: string | null;
  /** A draft saved in the authoring form, newer than the published version (issue 17). */
  draft_version_id?: string | null;
  version: number | null;
  definition: unknown;
};

const withVersion = (db: Knex) =>
  db('cases as c')
    .leftJoin('case_versions as v', 'v.id', 'c.current_version_id')
    .select('c.*', 'v.version', 'v.definition');

/** Published cases with their current definitions. */
export const listPublishedCases = (db: Knex): Promise<CaseRow[]> =>
  withVersion(db).where('c.status', 'published').orderBy('c.title');

/** One case (any status) with its current definition. */
export const findCase = (db: Knex, id: string): Promise<CaseRow | undefined> =>
  withVersion(db).where('c.id', id).first();

/** A specific version's definition. */
export const findCaseVersion = (db: Knex, versionId: string) =>
  db('case_versions')
    .where({ id: versionId })
    .first<{ id: string; case_id: string; version: number; definition: unknown }>();

/**
 * Saves a definition as the case's new current version, unless it equals the current one
 * (same checksum). Returns the version number in force and whether a new one was written.
 */
export const upsertCaseVersion = async (
  db: Knex,
  input: {
    id: string;
    title: string;
    specialty: string;
    topic: string;
    difficulty: string;
    accessTier: string;
    durationSeconds: number;
    summary: string;
    definition: unknown;
    checksum: string;
    status: 'draft' | 'published';
    createdBy?: string | null;
  },
) =>
  db.transaction(async (trx) => {
    const columns = {
      title: input.title,
      specialty: input.specialty,
      topic: input.topic,
      difficulty: input.difficulty,
      access_tier: input.accessTier,
      duration_seconds: input.durationSeconds,
      summary: input.summary,
      status: input.status,
      updated_at: trx.fn.now(),
    };
    await trx('cases')
      .insert({ id: input.id, ...columns })
      .onConflict('id')
      .merge();
    const current = await trx('cases as c')
      .join('case_versions as v', 'v.id', 'c.current_version_id')
      .where('c.id', input.id)
      .forUpdate()
      .first<{ version: number; checksum: string } | undefined>('v.version', 'v.checksum');
    if (current?.checksum === input.checksum) return { version: current.version, created: false };
    const latest = await trx('case_versions')
      .where({ case_id: input.id })
      .max<{ max: number | null }>('version as max')
      .first();
    const version = (latest?.max ?? 0) + 1;
    const [row] = await trx('case_versions')
      .insert({
        case_id: input.id,
        version,
        definition: JSON.stringify(input.definition),
        checksum: input.checksum,
        created_by: input.createdBy ?? null,
        published_at: input.status === 'published' ? trx.fn.now() : null,
      })
      .returning<{ id: string }[]>('id');
    // An import replaces the case as a whole: a draft saved in the form before it is superseded.
    await trx('cases')
      .where({ id: input.id })
      .update({ current_version_id: row!.id, draft_version_id: null });
    return { version, created: true };
  });

/** The caller's bookmarks, plays and last play per case. */
export const listCaseStatsForUser = async (db: Knex, userId: string) => {
  const [bookmarks, plays] = await Promise.all([
    db('bookmarks').where({ user_id: userId }).pluck<string[]>('case_id'),
    db('training_sessions')
      .where({ user_id: userId, is_test: false })
      .groupBy('case_id')
      .select<{ case_id: string; plays: number; last_played_at: Date }[]>(
        'case_id',
        db.raw('count(*)::int as plays'),
        db.raw('max(created_at) as last_played_at'),
      ),
  ]);
  return { bookmarks: new Set(bookmarks), plays: new Map(plays.map((p) => [p.case_id, p])) };
};

export const addBookmark = (db: Knex, userId: string, caseId: string) =>
  db('bookmarks').insert({ user_id: userId, case_id: caseId }).onConflict(['user_id', 'case_id']).ignore();

export const removeBookmark = (db: Knex, userId: string, caseId: string) =>
  db('bookmarks').where({ user_id: userId, case_id: caseId }).delete();
