import { createHash } from 'node:crypto';
import {
  accessTiers,
  type CaseCard,
  type CaseDebrief,
  type CaseDefinition,
  type CaseDetail,
  caseDifficulties,
  caseTopics,
  ZCaseDefinition,
} from '@urosim/contracts';
import {
  addBookmark,
  type CaseRow,
  findCase,
  findCaseVersion,
  type Knex,
  listCaseStatsForUser,
  listPublishedCases,
  removeBookmark,
  upsertCaseVersion,
} from '@urosim/db';
import { caseMatchesQuery } from '@urosim/domain';
import type { Request } from 'express';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { type Actor, authorize, caseLibrary, type PolicyUser } from '../../policies/index.ts';
import { audited } from '../admin/audit.ts';
import { type CaseAccess, isCaseLocked } from '../billing/entitlements.ts';

/** Labels of the filter values, as the case selection shows them. */
export const topicLabels: Record<(typeof caseTopics)[number], string> = {
  haematuria: 'Haematuria',
  stones: 'Stones and renal colic',
  infection: 'Infection and sepsis',
  retention: 'Urinary retention',
  scrotum: 'Scrotal and testicular',
  penile: 'Penile emergencies',
  prostate: 'Prostate',
  catheter: 'Catheter problems',
  trauma: 'Trauma',
  'oncology-communication': 'Oncology communication',
};
const difficultyLabels: Record<(typeof caseDifficulties)[number], string> = {
  foundation: 'Foundation',
  core: 'Core',
  advanced: 'Advanced',
};
const tierLabels: Record<(typeof accessTiers)[number], string> = {
  free: 'Free',
  basic: 'Basic',
  standard: 'Standard',
  premium: 'Premium',
};
const durationBuckets = [
  { value: '10', label: 'Up to 10 minutes', maxMinutes: 10 },
  { value: '15', label: 'Up to 15 minutes', maxMinutes: 15 },
  { value: '20', label: 'Up to 20 minutes', maxMinutes: 20 },
];

// Versions never change once written, so their parsed definitions are kept by version id: the one
// cache of parsed case versions, for the case screens and the sessions played on them.
const parsedVersions = new Map<string, CaseDefinition>();

/** The validated definition held by a case row (parsed once per version). */
export const definitionOf = (row: {
  definition: unknown;
  current_version_id?: string | null;
}): CaseDefinition => {
  const key = row.current_version_id;
  const cached = key ? parsedVersions.get(key) : undefined;
  if (cached) return cached;
  const parsed = ZCaseDefinition.parse(row.definition);
  if (key) {
    if (parsedVersions.size > 500) parsedVersions.clear();
    parsedVersions.set(key, parsed);
  }
  return parsed;
};

/** The definition of one case version, e.g. the one a session was played on (no query once parsed). */
export const findVersionDefinition = async (db: Knex, versionId: string): Promise<CaseDefinition> => {
  const cached = parsedVersions.get(versionId);
  if (cached) return cached;
  const version = await findCaseVersion(db, versionId);
  // Sessions reference their version by a foreign key: a missing one is a broken database.
  if (!version) throw new Error(`Case version ${versionId} is missing`);
  return definitionOf({ definition: version.definition, current_version_id: version.id });
};

type Stats = Awaited<ReturnType<typeof listCaseStatsForUser>>;

/** What a case's card and its `cases` row both show of its definition. */
export const headlineOf = (definition: CaseDefinition) => ({
  id: definition.id,
  title: definition.title,
  specialty: definition.specialty,
  topic: definition.topic,
  difficulty: definition.difficulty,
  accessTier: definition.accessTier,
  durationSeconds: definition.durationSeconds,
  summary: definition.summary,
});

/**
 * A case's card: the presenting complaint, setting and level. Not the topic: it names the
 * diagnosis ("stones"), so it waits for the debrief.
 */
const toCard = (definition: CaseDefinition, access: CaseAccess, stats?: Stats): CaseCard => {
  const plays = stats?.plays.get(definition.id);
  const { topic: _hidden, ...headline } = headlineOf(definition);
  return {
    ...headline,
    setting: definition.setting.location,
    patient: { name: definition.persona.name, age: definition.persona.age, sex: definition.persona.sex },
    isBookmarked: stats?.bookmarks.has(definition.id) ?? false,
    timesPlayed: plays?.plays ?? 0,
    // Scores arrive with the feedback issue.
    bestScore: null,
    lastPlayedAt: plays?.last_played_at.toISOString() ?? null,
    locked: isCaseLocked(access, definition.accessTier),
  };
};

/**
 * Everything the trainee may see of a case before and during a session: never facts or answers,
 * nor the topic, learning objectives and references, which name the diagnosis and its test.
 */
export const toCaseDetail = (definition: CaseDefinition, access: CaseAccess, stats?: Stats): CaseDetail => ({
  ...toCard(definition, access, stats),
  brief: definition.setting.brief,
  patient: {
    name: definition.persona.name,
    age: definition.persona.age,
    sex: definition.persona.sex,
    occupation: definition.persona.occupation,
    manner: definition.persona.manner,
    pain: definition.persona.pain,
  },
  nurseName: definition.nurse.name,
  documents: definition.setting.documents.map(({ id, title, kind }) => ({ id, title, kind })),
  examinations: definition.examination.map(({ id, name, system }) => ({ id, name, system })),
  investigations: definition.investigations.map(({ id, name, kind, aliases }) => ({
    id,
    name,
    kind,
    aliases,
  })),
});

/** What a case teaches, for after a session on it: its topic, learning objectives and references. */
export const toCaseDebrief = (definition: CaseDefinition): CaseDebrief => ({
  topic: definition.topic,
  topicLabel: topicLabels[definition.topic],
  learningObjectives: definition.learningObjectives,
  references: definition.references,
});

/** Case access for server uses whose cards are never shown with their locks (module progress). */
export const unmarkedAccess: CaseAccess = { isAdmin: true, plan: { tier: 'premium' } };

/** Published cases for the selection screen, filtered and searched, with the caller's marks and locks. */
export const listCases = async (
  db: Knex,
  userId: string,
  access: CaseAccess,
  filters: {
    q?: string | undefined;
    topic?: string | undefined;
    difficulty?: string | undefined;
    tier?: string | undefined;
    maxMinutes?: number | undefined;
    bookmarked?: 'true' | 'false' | undefined;
  },
) => {
  const [rows, stats] = await Promise.all([listPublishedCases(db), listCaseStatsForUser(db, userId)]);
  const cases = rows
    .map((row) => definitionOf(row))
    .filter((d) => !filters.topic || d.topic === filters.topic)
    .filter((d) => !filters.difficulty || d.difficulty === filters.difficulty)
    .filter((d) => !filters.tier || d.accessTier === filters.tier)
    .filter((d) => !filters.maxMinutes || d.durationSeconds <= filters.maxMinutes * 60)
    .filter((d) => filters.bookmarked !== 'true' || stats.bookmarks.has(d.id))
    .filter((d) => !filters.q || caseMatchesQuery(d, filters.q))
    .map((d) => toCard(d, access, stats));
  return { cases, total: cases.length };
};

/** Every published case's card with its topic, for the server's own choices (never sent as is). */
export const listCardsWithTopics = async (db: Knex, userId: string, access: CaseAccess) => {
  const [rows, stats] = await Promise.all([listPublishedCases(db), listCaseStatsForUser(db, userId)]);
  return rows.map((row) => {
    const definition = definitionOf(row);
    return { card: toCard(definition, access, stats), topic: definition.topic };
  });
};

/** A published case, or 404. */
export const findPublishedCase = async (
  db: Knex,
  id: string,
): Promise<CaseRow & { definition: CaseDefinition }> => {
  const row = await findCase(db, id);
  if (row?.status !== 'published' || !row.definition) throw new AppError('NOT_FOUND', 'No such case');
  return { ...row, definition: definitionOf(row) };
};

export const getCaseDetail = async (db: Knex, userId: string, access: CaseAccess, id: string) => {
  const [row, stats] = await Promise.all([findPublishedCase(db, id), listCaseStatsForUser(db, userId)]);
  return toCaseDetail(row.definition, access, stats);
};

export const setBookmark = async (db: Knex, userId: string, caseId: string, on: boolean) => {
  await findPublishedCase(db, caseId);
  if (on) await addBookmark(db, userId, caseId);
  else await removeBookmark(db, userId, caseId);
};

export const listBookmarkedCases = async (db: Knex, userId: string, access: CaseAccess) =>
  (await listCases(db, userId, access, { bookmarked: 'true' })).cases;

/** Filter options with counts of published cases. */
export const caseFilterOptions = async (db: Knex) => {
  const definitions = (await listPublishedCases(db)).map((row) => definitionOf(row));
  const count = (predicate: (d: CaseDefinition) => boolean) => definitions.filter(predicate).length;
  return {
    topics: caseTopics.map((value) => ({
      value,
      label: topicLabels[value],
      count: count((d) => d.topic === value),
    })),
    difficulties: caseDifficulties.map((value) => ({
      value,
      label: difficultyLabels[value],
      count: count((d) => d.difficulty === value),
    })),
    tiers: accessTiers.map((value) => ({
      value,
      label: tierLabels[value],
      count: count((d) => d.accessTier === value),
    })),
    durations: durationBuckets.map(({ value, label, maxMinutes }) => ({
      value,
      label,
      count: count((d) => d.durationSeconds <= maxMinutes * 60),
    })),
  };
};

export const specialtyOptions = async (db: Knex) => {
  const definitions = (await listPublishedCases(db)).map((row) => definitionOf(row));
  return {
    specialties: [
      {
        value: 'urology',
        label: 'Urology',
        count: definitions.filter((d) => d.specialty === 'urology').length,
      },
    ],
  };
};

/** SHA-256 of a definition's canonical JSON: equal definitions are one version. */
export const checksumOf = (definition: unknown) =>
  createHash('sha256').update(JSON.stringify(definition)).digest('hex');

/**
 * Saves an authored case (already validated) as its newest version; an unchanged definition keeps
 * its version. Sessions keep the version they were played on.
 */
export const importCase = async (
  db: Knex,
  definition: z.output<typeof ZCaseDefinition>,
  options: { status?: 'draft' | 'published'; createdBy?: string | null } = {},
) =>
  upsertCaseVersion(db, {
    ...headlineOf(definition),
    definition,
    checksum: checksumOf(definition),
    status: options.status ?? 'published',
    createdBy: options.createdBy ?? null,
  });

/** An admin's import of a case (see importCase), recorded as theirs. */
export const importCaseAs = async (
  db: Knex,
  actor: PolicyUser & { email: string },
  req: Pick<Request, 'id'>,
  input: { definition: z.output<typeof ZCaseDefinition>; status: 'draft' | 'published' },
) => {
  authorize(actor, 'import', caseLibrary);
  const id = input.definition.id;
  return audited(db, actor, req, { action: 'case.import', targetType: 'case', targetId: id }, async (trx) => {
    const before = await findCase(trx, id);
    const saved = await importCase(trx, input.definition, { status: input.status, createdBy: actor.id });
    return {
      before: before
        ? { status: before.status, version: before.version, definition: before.definition }
        : null,
      after: { status: input.status, version: saved.version, definition: input.definition },
      result: { id, ...saved },
    };
  });
};

/** The current definition of a case as authored, with its version and status, for an admin. */
export const exportCase = async (db: Knex, actor: Actor, id: string) => {
  authorize(actor, 'export', caseLibrary);
  const row = await findCase(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such case');
  // A draft saved in the authoring form is what the admin is working on: it is exported first.
  const draft = row.draft_version_id ? await findCaseVersion(db, row.draft_version_id) : undefined;
  if (draft) {
    return {
      version: draft.version,
      status: 'draft' as const,
      definition: definitionOf({ definition: draft.definition, current_version_id: draft.id }),
    };
  }
  if (!row.definition || row.version === null) throw new AppError('NOT_FOUND', 'No such case');
  return { version: row.version, status: row.status, definition: definitionOf(row) };
};
