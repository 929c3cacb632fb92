import type { Knex } from 'knex';

// Case authoring (issue 17): the admin's list, drafts, versions, publishing and rollbacks. Versions
// are never rewritten: a save adds a version, a publish points the case at one, a rollback adds a
// copy of an old one.

/** A case as the admin list shows it. */
export type AdminCaseListRow = {
  id: string;
  title: string;
  topic: string;
  access_tier: string;
  status: 'draft' | 'published' | 'archived';
  published_version: number | null;
  draft_version: number | null;
  versions: number;
  plays: number;
  average_score: number | null;
  updated_at: Date;
};

/** Every case (any status) with its version counts and its trainees' plays and average score. */
export const listAdminCaseRows = async (db: Knex): Promise<AdminCaseListRow[]> => {
  const result = await db.raw<{ rows: AdminCaseListRow[] }>(
    `select c.id, c.title, c.topic, c.access_tier, c.status, c.updated_at,
            pv.version as published_version, dv.version as draft_version,
            (select count(*)::int from case_versions v where v.case_id = c.id) as versions,
            (select count(*)::int from training_sessions s where s.case_id = c.id and not s.is_test) as plays,
            (select avg(f.overall)::float from feedback f join training_sessions s on s.id = f.session_id
              where s.case_id = c.id and not s.is_test) as average_score
       from cases c
       left join case_versions pv on pv.id = c.current_version_id
       left join case_versions dv on dv.id = c.draft_version_id
      order by c.updated_at desc, c.id`,
  );
  return result.rows;
};

/** A row of `case_versions`, with its author's e-mail. */
export type CaseVersionRow = {
  id: string;
  case_id: string;
  version: number;
  definition: unknown;
  checksum: string;
  created_at: Date;
  published_at: Date | null;
  created_by_email: string | null;
};

/** The authoring state of one case: its row, the published and draft version ids, its questions. */
export type AuthoringCaseRow = {
  id: string;
  status: 'draft' | 'published' | 'archived';
  current_version_id: string | null;
  draft_version_id: string | null;
  question_set: unknown;
};

export const findAuthoringCase = (db: Knex, id: string): Promise<AuthoringCaseRow | undefined> =>
  db('cases').where({ id }).first('id', 'status', 'current_version_id', 'draft_version_id', 'question_set');

/** Locks the case row for the rest of the transaction (concurrent saves make one version each). */
export const lockAuthoringCase = (db: Knex, id: string): Promise<AuthoringCaseRow | undefined> =>
  db('cases')
    .where({ id })
    .forUpdate()
    .first('id', 'status', 'current_version_id', 'draft_version_id', 'question_set');

/** Every version of a case, newest first. */
export const listCaseVersionRows = (db: Knex, caseId: string): Promise<CaseVersionRow[]> =>
  db('case_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .where('v.case_id', caseId)
    .orderBy('v.version', 'desc')
    .select('v.*', 'u.email as created_by_email');

/** One version of a case by its number. */
export const findCaseVersionByNumber = (
  db: Knex,
  caseId: string,
  version: number,
): Promise<CaseVersionRow | undefined> =>
  db('case_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .where({ 'v.case_id': caseId, 'v.version': version })
    .first('v.*', 'u.email as created_by_email');

/** One version of a case by its id. */
export const findCaseVersionById = (db: Knex, id: string): Promise<CaseVersionRow | undefined> =>
  db('case_versions as v')
    .leftJoin('users as u', 'u.id', 'v.created_by')
    .where('v.id', id)
    .first('v.*', 'u.email as created_by_email');

/** The headline columns of `cases`, copied from the definition in force. */
export type CaseHeadline = {
  title: string;
  specialty: string;
  topic: string;
  difficulty: string;
  access_tier: string;
  duration_seconds: number;
  summary: string;
};

/** Creates a case row that has only a draft so far (status draft, nothing published). */
export const insertDraftCase = (db: Knex, id: string, headline: CaseHeadline) =>
  db('cases').insert({ id, ...headline, status: 'draft' });

/** Adds the next version of a case; returns its id and number. */
export const insertCaseVersionRow = async (
  db: Knex,
  input: {
    caseId: string;
    definition: unknown;
    checksum: string;
    createdBy: string | null;
    isPublished: boolean;
  },
) => {
  const latest = await db('case_versions')
    .where({ case_id: input.caseId })
    .max<{ max: number | null }>('version as max')
    .first();
  const version = (latest?.max ?? 0) + 1;
  const [row] = await db('case_versions')
    .insert({
      case_id: input.caseId,
      version,
      definition: JSON.stringify(input.definition),
      checksum: input.checksum,
      created_by: input.createdBy,
      published_at: input.isPublished ? db.fn.now() : null,
    })
    .returning<{ id: string }[]>('id');
  return { id: row!.id, version };
};

/** Updates the case row's authoring columns. */
export const updateAuthoringCase = (
  db: Knex,
  id: string,
  changes: Partial<
    CaseHeadline & {
      status: 'draft' | 'published' | 'archived';
      current_version_id: string | null;
      draft_version_id: string | null;
      question_set: unknown;
    }
  >,
) =>
  db('cases')
    .where({ id })
    .update({
      ...changes,
      ...(changes.question_set === undefined ? {} : { question_set: JSON.stringify(changes.question_set) }),
      updated_at: db.fn.now(),
    });

/**
 * Gives a case the question set of its library content when it has none yet (an admin's set, once
 * saved, is never replaced by a seed). Answers whether it was written.
 */
export const fillEmptyQuestionSet = async (db: Knex, id: string, questions: unknown[]) =>
  (await db('cases')
    .where({ id })
    .whereRaw("question_set = '[]'::jsonb")
    .update({ question_set: JSON.stringify(questions) })) > 0;

/** Marks a version as published (the first time only). */
export const markVersionPublished = (db: Knex, versionId: string) =>
  db('case_versions')
    .where({ id: versionId })
    .whereNull('published_at')
    .update({ published_at: db.fn.now() });
