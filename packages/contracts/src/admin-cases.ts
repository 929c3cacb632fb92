import { accessTiers, caseTopics } from './case-names.ts';
import { ZCaseDefinition } from './cases.ts';
import { adminCaseAuthoringEndpoints as endpoints } from './endpoints/admin-cases.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Where a case stands: only a draft, published to trainees, or withdrawn. */
export const caseStatuses = ['draft', 'published', 'archived'] as const;

/**
 * One question of a case's own paraphrase set (the authoring quality gate): what a trainee might
 * ask, and what a right answer is — the id of the fact it should reveal, a plain "no" (`negative`)
 * or the persona's deflection (`deflect`).
 */
export const ZAuthoringQuestion = z.object({
  text: z.string().trim().min(1).max(400),
  reveals: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a fact id, "negative" or "deflect"'),
});
export type AuthoringQuestion = z.infer<typeof ZAuthoringQuestion>;
export const ZAuthoringQuestions = z.array(ZAuthoringQuestion).max(200).default([]);

/** How the engine answered one question of the set. */
export const ZQualityGateOutcome = z.object({
  text: z.string(),
  reveals: z.string(),
  verdict: z.enum(['right', 'wrong', 'deflected']),
  /** What the scripted patient said, and the facts it revealed. */
  answer: z.string(),
  revealed: z.array(z.string()),
});

/** The quality gate's figures: shares of right, wrong and deflected answers, and every miss. */
export const ZQualityGateReport = z.object({
  total: z.number().int(),
  right: z.number().int(),
  wrong: z.number().int(),
  deflected: z.number().int(),
  /** Shares, 0–1 (0 when the set is empty). */
  rightShare: z.number(),
  wrongShare: z.number(),
  deflectedShare: z.number(),
  misses: z.array(ZQualityGateOutcome),
});
export type QualityGateReport = z.infer<typeof ZQualityGateReport>;

/** One field that differs between two versions: its path, as the form names it, and both values. */
export const ZCaseDiffEntry = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  /** Dotted path (`facts.2.cues.1`). */
  path: z.string(),
  /** Readable name (`Facts › #3 (smoking) › Cues › #2`). */
  label: z.string(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
export type CaseDiffEntry = z.infer<typeof ZCaseDiffEntry>;

const ZCaseId = z.object({ id: z.string().min(1).max(80) });
const ZVersionNumber = z.coerce.number().int().min(1);

const ZAdminCaseRow = z.object({
  id: z.string(),
  title: z.string(),
  topic: z.string(),
  accessTier: z.string(),
  status: z.enum(caseStatuses),
  publishedVersion: z.number().int().nullable(),
  draftVersion: z.number().int().nullable(),
  versions: z.number().int(),
  timesPlayed: z.number().int(),
  averageScore: z.number().nullable(),
  updatedAt: z.string(),
});

const ZVersionSummary = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  publishedAt: z.string().nullable(),
  isPublished: z.boolean(),
  isDraft: z.boolean(),
  title: z.string(),
});

const ZSaveBody = z.object({ definition: ZCaseDefinition, questions: ZAuthoringQuestions });
const ZSaved = z.object({
  id: z.string(),
  version: z.number().int(),
  created: z.boolean(),
  quality: ZQualityGateReport,
});

/** The admin's case authoring screens (issue 17); the import and export routes live in `cases.ts`. */
export const adminCaseAuthoringRoutes = {
  list: defineRoute(endpoints.list, {
    summary: 'Every case with status, versions, times played and average score; searched, filtered, paged',
    tag: 'admin',
    auth: 'admin',
    query: z.object({
      q: z.string().trim().max(120).optional(),
      status: z.enum(caseStatuses).optional(),
      tier: z.enum(accessTiers).optional(),
      topic: z.enum(caseTopics).optional(),
      page: z.coerce.number().int().min(1).max(1000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    data: z.object({ cases: z.array(ZAdminCaseRow), total: z.number().int(), page: z.number().int() }),
  }),
  create: defineRoute(endpoints.create, {
    summary: 'Create a case as a draft (409 when the id is taken); the quality gate runs on it',
    tag: 'admin',
    auth: 'admin',
    body: ZSaveBody,
    data: ZSaved,
    bodyLimitBytes: 1024 * 1024,
  }),
  qualityGate: defineRoute(endpoints.qualityGate, {
    summary: 'Play a paraphrase question set through the scripted patient (stores nothing)',
    tag: 'admin',
    auth: 'admin',
    body: ZSaveBody,
    data: ZQualityGateReport,
    bodyLimitBytes: 1024 * 1024,
  }),
  get: defineRoute(endpoints.get, {
    summary: 'A case for the authoring form: its draft (else the published version) and question set',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    data: z.object({
      id: z.string(),
      status: z.enum(caseStatuses),
      publishedVersion: z.number().int().nullable(),
      draftVersion: z.number().int().nullable(),
      definition: ZCaseDefinition,
      questions: z.array(ZAuthoringQuestion),
      quality: ZQualityGateReport,
    }),
  }),
  saveDraft: defineRoute(endpoints.saveDraft, {
    summary: 'Save the form as the case’s draft: a new version unless unchanged; the quality gate runs',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    body: ZSaveBody,
    data: ZSaved,
    bodyLimitBytes: 1024 * 1024,
  }),
  publish: defineRoute(endpoints.publish, {
    summary: 'Publish the draft (or a given version): trainees see it at once',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    body: z.object({ version: z.number().int().min(1).optional() }),
    data: z.object({ id: z.string(), version: z.number().int() }),
  }),
  rollback: defineRoute(endpoints.rollback, {
    summary: 'Publish a new version equal to an old one (history is never rewritten)',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    body: z.object({ version: z.number().int().min(1) }),
    data: z.object({ id: z.string(), version: z.number().int() }),
  }),
  archive: defineRoute(endpoints.archive, {
    summary: 'Withdraw a case from trainees (its versions and sessions are kept)',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    data: z.object({ id: z.string(), status: z.enum(caseStatuses) }),
  }),
  versions: defineRoute(endpoints.versions, {
    summary: 'Every version of a case, newest first',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    data: z.object({ versions: z.array(ZVersionSummary) }),
  }),
  version: defineRoute(endpoints.version, {
    summary: 'One version of a case as authored',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId.extend({ version: ZVersionNumber }),
    data: z.object({ version: z.number().int(), definition: ZCaseDefinition }),
  }),
  diff: defineRoute(endpoints.diff, {
    summary: 'A field-level diff between two versions of a case',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    query: z.object({ from: ZVersionNumber, to: ZVersionNumber }),
    data: z.object({ from: z.number().int(), to: z.number().int(), changes: z.array(ZCaseDiffEntry) }),
  }),
  testSession: defineRoute(endpoints.testSession, {
    summary: 'Play the draft (or a version) as a trainee: a test session that counts nowhere',
    tag: 'admin',
    auth: 'admin',
    params: ZCaseId,
    body: z.object({ version: z.number().int().min(1).optional() }),
    data: z.object({ sessionId: z.string(), caseId: z.string(), version: z.number().int() }),
  }),
};
