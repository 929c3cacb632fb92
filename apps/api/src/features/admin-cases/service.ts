import type { Config } from '@urosim/config';
import {
  type AuthoringQuestion,
  type CaseDefinition,
  type caseStatuses,
  type JobQueue,
  jobQueues,
  ZAuthoringQuestions,
} from '@urosim/contracts';
import {
  type AuthoringCaseRow,
  type CaseHeadline,
  type CaseVersionRow,
  findAuthoringCase,
  findCaseVersionById,
  findCaseVersionByNumber,
  insertCaseVersionRow,
  insertDraftCase,
  insertTrainingSession,
  type Knex,
  listAdminCaseRows,
  listCaseVersionRows,
  lockAuthoringCase,
  markVersionPublished,
  updateAuthoringCase,
} from '@urosim/db';
import { diffDefinitions, questionSetProblems, runQualityGate } from '@urosim/domain';
import type { Request } from 'express';
import { AppError } from '../../http/app-error.ts';
import { authorize, caseLibrary } from '../../policies/index.ts';
import { audited } from '../admin/audit.ts';
import type { UserRow } from '../auth/repo.ts';
import { checksumOf, definitionOf, headlineOf } from '../cases/service.ts';

type Admin = UserRow;
type Status = (typeof caseStatuses)[number];
type SaveInput = { definition: CaseDefinition; questions: AuthoringQuestion[] };

const notFound = () => new AppError('NOT_FOUND', 'No such case');

const columnsOf = (definition: CaseDefinition): CaseHeadline => {
  const h = headlineOf(definition);
  return {
    title: h.title,
    specialty: h.specialty,
    topic: h.topic,
    difficulty: h.difficulty,
    access_tier: h.accessTier,
    duration_seconds: h.durationSeconds,
    summary: h.summary,
  };
};

const questionsOf = (row: Pick<AuthoringCaseRow, 'question_set'>) => {
  const parsed = ZAuthoringQuestions.safeParse(row.question_set);
  return parsed.success ? parsed.data : [];
};

/** A version's definition, parsed once (versions never change). */
const definitionOfVersion = (version: Pick<CaseVersionRow, 'id' | 'definition'>) =>
  definitionOf({ definition: version.definition, current_version_id: version.id });

/** Refuses a question set that names facts the case does not have, each by its field. */
const assertQuestions = (input: SaveInput) => {
  const problems = questionSetProblems(input.definition, input.questions);
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid input', undefined, problems);
};

/** What an audit entry keeps of a case: where it stands, and the definition in question. */
const snapshot = (row: AuthoringCaseRow | undefined, version: number | null, definition: unknown) =>
  row ? { status: row.status, version, definition } : null;

/** Every case for the admin list, searched, filtered and paged. */
export const listAdminCases = async (
  db: Knex,
  actor: Admin,
  query: {
    q?: string | undefined;
    status?: Status | undefined;
    tier?: string | undefined;
    topic?: string | undefined;
    page: number;
    pageSize: number;
  },
) => {
  authorize(actor, 'author', caseLibrary);
  const needle = query.q?.toLowerCase();
  const rows = (await listAdminCaseRows(db))
    .filter((r) => !query.status || r.status === query.status)
    .filter((r) => !query.tier || r.access_tier === query.tier)
    .filter((r) => !query.topic || r.topic === query.topic)
    .filter((r) => !needle || r.title.toLowerCase().includes(needle) || r.id.includes(needle));
  const start = (query.page - 1) * query.pageSize;
  return {
    cases: rows.slice(start, start + query.pageSize).map((r) => ({
      id: r.id,
      title: r.title,
      topic: r.topic,
      accessTier: r.access_tier,
      status: r.status,
      publishedVersion: r.published_version,
      draftVersion: r.draft_version,
      versions: r.versions,
      timesPlayed: r.plays,
      averageScore: r.average_score === null ? null : Math.round(r.average_score * 10) / 10,
      updatedAt: r.updated_at.toISOString(),
    })),
    total: rows.length,
    page: query.page,
  };
};

/** Plays the question set through the scripted patient; stores nothing. */
export const checkQualityGate = (actor: Admin, input: SaveInput) => {
  authorize(actor, 'author', caseLibrary);
  assertQuestions(input);
  return runQualityGate(input.definition, input.questions);
};

/** The version the form edits: the draft, else the published one. */
const editedVersionOf = async (db: Knex, row: AuthoringCaseRow) => {
  const id = row.draft_version_id ?? row.current_version_id;
  return id ? findCaseVersionById(db, id) : undefined;
};

/**
 * Saves the form as a draft version of the case. A new version unless the definition equals the
 * one edited; a case not yet published also takes its headline (title, tier…) from the draft.
 * `isNew` creates the case (409 when the id is taken).
 */
const saveDraftVersion = async (
  db: Knex,
  actor: Admin,
  req: Pick<Request, 'id'>,
  input: SaveInput,
  isNew: boolean,
) => {
  authorize(actor, 'author', caseLibrary);
  assertQuestions(input);
  const id = input.definition.id;
  const checksum = checksumOf(input.definition);
  const saved = await audited(
    db,
    actor,
    req,
    { action: isNew ? 'case.create' : 'case.save-draft', targetType: 'case', targetId: id },
    async (trx) => {
      let row = await lockAuthoringCase(trx, id);
      if (isNew && row)
        throw new AppError('CONFLICT', `A case with the id "${id}" already exists`, undefined, [
          { path: 'definition.id', message: `a case with the id "${id}" already exists` },
        ]);
      if (!isNew && !row) throw notFound();
      const base = row ? await editedVersionOf(trx, row) : undefined;
      const before = snapshot(row, base?.version ?? null, base?.definition ?? null);
      if (!row) {
        await insertDraftCase(trx, id, columnsOf(input.definition));
        row = (await lockAuthoringCase(trx, id))!;
      }
      let version = base?.version ?? 0;
      const created = base?.checksum !== checksum;
      if (created) {
        const inserted = await insertCaseVersionRow(trx, {
          caseId: id,
          definition: input.definition,
          checksum,
          createdBy: actor.id,
          isPublished: false,
        });
        version = inserted.version;
        row = { ...row, draft_version_id: inserted.id };
      }
      await updateAuthoringCase(trx, id, {
        draft_version_id: row.draft_version_id,
        question_set: input.questions,
        ...(row.current_version_id ? {} : columnsOf(input.definition)),
      });
      return {
        before: before && { ...before, questions: questionsOf(row) },
        after: { status: row.status, version, definition: input.definition, questions: input.questions },
        result: { id, version, created },
      };
    },
  );
  return { ...saved, quality: runQualityGate(input.definition, input.questions) };
};

/** Creates a case from the form, as a draft. */
export const createCase = (db: Knex, actor: Admin, req: Pick<Request, 'id'>, input: SaveInput) =>
  saveDraftVersion(db, actor, req, input, true);

/** Saves the form as the case's draft (the id in the address and the definition must agree). */
export const saveDraft = (db: Knex, actor: Admin, req: Pick<Request, 'id'>, id: string, input: SaveInput) => {
  if (input.definition.id !== id) {
    throw new AppError('VALIDATION_FAILED', 'Invalid input', undefined, [
      { path: 'definition.id', message: `the id cannot change (this case is "${id}")` },
    ]);
  }
  return saveDraftVersion(db, actor, req, input, false);
};

/** A case for the form: its draft (else its published version), question set and gate figures. */
export const getAuthoringCase = async (db: Knex, actor: Admin, id: string) => {
  authorize(actor, 'author', caseLibrary);
  const row = await findAuthoringCase(db, id);
  if (!row) throw notFound();
  const [edited, published, draft] = await Promise.all([
    editedVersionOf(db, row),
    row.current_version_id ? findCaseVersionById(db, row.current_version_id) : undefined,
    row.draft_version_id ? findCaseVersionById(db, row.draft_version_id) : undefined,
  ]);
  if (!edited) throw notFound();
  const definition = definitionOfVersion(edited);
  const questions = questionsOf(row);
  return {
    id,
    status: row.status,
    publishedVersion: published?.version ?? null,
    draftVersion: draft?.version ?? null,
    definition,
    questions,
    quality: runQualityGate(definition, questions),
  };
};

const findVersionOrFail = async (db: Knex, caseId: string, version: number) => {
  const row = await findCaseVersionByNumber(db, caseId, version);
  if (!row) throw new AppError('NOT_FOUND', `Case ${caseId} has no version ${version}`);
  return row;
};

/** Points the case at a version: published, its headline copied, the draft cleared if it was it. */
const publishVersionRow = async (trx: Knex, row: AuthoringCaseRow, version: CaseVersionRow) => {
  await markVersionPublished(trx, version.id);
  await updateAuthoringCase(trx, row.id, {
    ...columnsOf(definitionOfVersion(version)),
    status: 'published',
    current_version_id: version.id,
    draft_version_id: row.draft_version_id === version.id ? null : row.draft_version_id,
  });
};

const publishedSnapshot = async (trx: Knex, row: AuthoringCaseRow) => {
  const current = row.current_version_id ? await findCaseVersionById(trx, row.current_version_id) : undefined;
  return { status: row.status, version: current?.version ?? null, definition: current?.definition ?? null };
};

/**
 * Publishes the draft, or a given version: trainees' case selection reads the published version on
 * each request (no cache holds the list), so it shows at once.
 */
export const publishCase = (
  db: Knex,
  actor: Admin,
  req: Pick<Request, 'id'>,
  id: string,
  input: { version?: number | undefined },
) => {
  authorize(actor, 'author', caseLibrary);
  return audited(
    db,
    actor,
    req,
    { action: 'case.publish', targetType: 'case', targetId: id },
    async (trx) => {
      const row = await lockAuthoringCase(trx, id);
      if (!row) throw notFound();
      let target: CaseVersionRow | undefined;
      if (input.version !== undefined) target = await findVersionOrFail(trx, id, input.version);
      else target = await editedVersionOf(trx, row);
      if (!target) throw notFound();
      const before = await publishedSnapshot(trx, row);
      await publishVersionRow(trx, row, target);
      return {
        before,
        after: { status: 'published', version: target.version, definition: target.definition },
        result: { id, version: target.version },
      };
    },
  );
};

/** Publishes a new version equal to an old one; the versions between stay as they were. */
export const rollbackCase = (
  db: Knex,
  actor: Admin,
  req: Pick<Request, 'id'>,
  id: string,
  input: { version: number },
) => {
  authorize(actor, 'author', caseLibrary);
  return audited(
    db,
    actor,
    req,
    { action: 'case.rollback', targetType: 'case', targetId: id },
    async (trx) => {
      const row = await lockAuthoringCase(trx, id);
      if (!row) throw notFound();
      const old = await findVersionOrFail(trx, id, input.version);
      const before = await publishedSnapshot(trx, row);
      const copy = await insertCaseVersionRow(trx, {
        caseId: id,
        definition: old.definition,
        checksum: old.checksum,
        createdBy: actor.id,
        isPublished: true,
      });
      const copied = (await findCaseVersionById(trx, copy.id))!;
      await publishVersionRow(trx, row, copied);
      return {
        before,
        after: {
          status: 'published',
          version: copy.version,
          rolledBackTo: old.version,
          definition: old.definition,
        },
        result: { id, version: copy.version },
      };
    },
  );
};

/** Withdraws a case from trainees; its versions, sessions and feedback stay. */
export const archiveCase = (db: Knex, actor: Admin, req: Pick<Request, 'id'>, id: string) => {
  authorize(actor, 'author', caseLibrary);
  return audited(
    db,
    actor,
    req,
    { action: 'case.archive', targetType: 'case', targetId: id },
    async (trx) => {
      const row = await lockAuthoringCase(trx, id);
      if (!row) throw notFound();
      await updateAuthoringCase(trx, id, { status: 'archived' });
      return {
        before: { status: row.status },
        after: { status: 'archived' },
        result: { id, status: 'archived' as const },
      };
    },
  );
};

/** Every version of a case, newest first, with which one is published and which is the draft. */
export const listVersions = async (db: Knex, actor: Admin, id: string) => {
  authorize(actor, 'author', caseLibrary);
  const row = await findAuthoringCase(db, id);
  if (!row) throw notFound();
  const versions = await listCaseVersionRows(db, id);
  return {
    versions: versions.map((v) => ({
      version: v.version,
      createdAt: v.created_at.toISOString(),
      createdBy: v.created_by_email,
      publishedAt: v.published_at?.toISOString() ?? null,
      isPublished: v.id === row.current_version_id && row.status === 'published',
      isDraft: v.id === row.draft_version_id,
      title: String((v.definition as { title?: unknown }).title ?? ''),
    })),
  };
};

export const getVersion = async (db: Knex, actor: Admin, id: string, version: number) => {
  authorize(actor, 'author', caseLibrary);
  const row = await findVersionOrFail(db, id, version);
  return { version: row.version, definition: definitionOfVersion(row) };
};

/** The field-level diff from one version to another. */
export const diffVersions = async (db: Knex, actor: Admin, id: string, from: number, to: number) => {
  authorize(actor, 'author', caseLibrary);
  const [a, b] = await Promise.all([findVersionOrFail(db, id, from), findVersionOrFail(db, id, to)]);
  return { from, to, changes: diffDefinitions(a.definition, b.definition) };
};

/**
 * "Play as a trainee": a session of the draft (or a given version) for the admin, flagged as a
 * test. It spends no quota and no statistic, progress or leaderboard counts it.
 */
export const startTestSession = async (
  deps: { db: Knex; config: Config; jobs: JobQueue },
  actor: Admin,
  req: Pick<Request, 'id'>,
  id: string,
  input: { version?: number | undefined },
) => {
  authorize(actor, 'author', caseLibrary);
  const { db, config } = deps;
  const row = await findAuthoringCase(db, id);
  if (!row) throw notFound();
  const version =
    input.version !== undefined
      ? await findVersionOrFail(db, id, input.version)
      : await editedVersionOf(db, row);
  if (!version) throw notFound();
  const definition = definitionOfVersion(version);
  const now = new Date();
  const startedAt = new Date(now.getTime() + config.SESSION_COUNTDOWN_SECONDS * 1000);
  const endsAt = new Date(startedAt.getTime() + definition.durationSeconds * 1000);
  const session = await audited(
    db,
    actor,
    req,
    { action: 'case.test-session', targetType: 'case', targetId: id },
    async (trx) => {
      const created = await insertTrainingSession(trx, {
        user_id: actor.id,
        case_id: id,
        case_version_id: version.id,
        mode: 'Chat',
        started_at: startedAt,
        ends_at: endsAt,
        is_test: true,
      });
      return {
        before: null,
        after: { sessionId: created.id, version: version.version, isTest: true },
        result: created,
      };
    },
  );
  await deps.jobs.send(
    jobQueues.endSession,
    { sessionId: session.id },
    { startAfter: endsAt, singletonKey: session.id },
  );
  return { sessionId: session.id, caseId: id, version: version.version };
};
