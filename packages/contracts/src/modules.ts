import { caseDifficulties, personaSexes } from './case-names.ts';
import { badNewsEndpoints, moduleEndpoints } from './endpoints/modules.ts';
import { defineRoute } from './route.ts';
import { chatLimits } from './sessions.ts';
import { z } from './zod.ts';

// Modules (ordered groups of library cases with a goal) and the breaking-bad-news module (`bab`):
// the content files' schemas, then the api's routes. Both are authored as data in
// packages/content (modules/*.json, bab/*.json) and validated with these schemas.

const slug = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case words joined by hyphens');

/**
 * A module as authored: an ordered list of case ids with a goal. A case id that is not (or not yet)
 * published is kept in the file and left out of what the trainee sees, so a module may name cases
 * that are still being written. `bab` is the breaking-bad-news module's own route, never a module id.
 */
export const ZModuleDefinition = z.object({
  id: slug.refine((id) => id !== 'bab', 'bab is the breaking-bad-news module'),
  title: z.string().min(3).max(120),
  /** What a trainee can do once the module is done. */
  goal: z.string().min(10).max(400),
  description: z.string().min(10).max(1000),
  /** Where the module sits in the list (lowest first). */
  order: z.number().int().min(0),
  caseIds: z.array(slug).min(1).max(40),
});
export type ModuleDefinition = z.infer<typeof ZModuleDefinition>;

/**
 * A module's case as the module page lists it (only published cases are listed). No topic: like the
 * case cards, a module names how the patient presents, not the diagnosis.
 */
export const ZModuleCase = z.object({
  id: z.string(),
  title: z.string(),
  difficulty: z.enum(caseDifficulties),
  durationSeconds: z.number().int(),
  /** Position in the module, from 1. */
  position: z.number().int(),
  /** Scored at least once by the caller (a case counts once its session is scored). */
  isScored: z.boolean(),
  bestScore: z.number().nullable(),
  isNext: z.boolean(),
});
export type ModuleCase = z.infer<typeof ZModuleCase>;

/** A module with the caller's progress: cases scored out of the published cases it holds. */
export const ZModuleSummary = z.object({
  id: z.string(),
  title: z.string(),
  goal: z.string(),
  description: z.string(),
  caseCount: z.number().int(),
  scoredCount: z.number().int(),
  /** The first case in order that the caller has not had scored; null once all are. */
  nextCase: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type ModuleSummary = z.infer<typeof ZModuleSummary>;

export const ZModuleDetail = ZModuleSummary.extend({ cases: z.array(ZModuleCase) });
export type ModuleDetail = z.infer<typeof ZModuleDetail>;

// ---- Breaking bad news

/** The patient's emotional states, shown to the trainee as the conversation goes. */
export const babEmotions = ['calm', 'anxious', 'shocked', 'tearful', 'angry', 'settling'] as const;
export type BabEmotion = (typeof babEmotions)[number];

/**
 * What the patient reacted to in a trainee's line: the poor deliveries (jargon, no warning shot, no
 * pause, no empathy, not checking understanding) and the good ones.
 */
export const babReactions = [
  'jargon',
  'no-warning-shot',
  'no-pause',
  'no-empathy',
  'not-checking-understanding',
  'setting',
  'perception',
  'invitation',
  'warning-shot',
  'news-given',
  'empathy',
  'plan',
  'understanding-checked',
  'summary',
] as const;
export type BabReaction = (typeof babReactions)[number];

const lines = z.array(z.string().min(2).max(600)).min(1).max(8);

/**
 * A breaking-bad-news scenario as authored: who the patient is, what the news is, which words give
 * it plainly and which are jargon, and the patient's lines for each way the news can be given. The
 * scripted engine (packages/domain/src/bad-news) picks among these lines; it writes nothing itself.
 */
export const ZBabScenario = z.object({
  id: slug,
  title: z.string().min(3).max(120),
  /** What the trainee is told before starting (no spoilers beyond what the clinician would know). */
  brief: z.string().min(10).max(1500),
  setting: z.string().min(3).max(200),
  durationSeconds: z.number().int().min(120).max(3600).default(600),
  patient: z.object({
    name: z.string().min(2).max(80),
    age: z.number().int().min(16).max(110),
    sex: z.enum(personaSexes),
    occupation: z.string().min(2).max(80),
  }),
  /** The news in plain words, for the review page. */
  news: z.string().min(10).max(400),
  /** Plain words that give the news (e.g. "cancer", "tumour"). */
  newsTerms: z.array(z.string().min(2).max(60)).min(1),
  /** Jargon a patient would not follow, each with the plain words that would have done. */
  jargon: z.array(z.object({ term: z.string().min(2).max(60), plain: z.string().min(2).max(120) })).min(1),
  /** Words of the plan (next steps, treatment, support) for this news. */
  planTerms: z.array(z.string().min(2).max(60)).min(1),
  /** The patient's lines: one list per moment or reaction; a list is used in turn. */
  lines: z.object({
    opening: lines,
    greeting: lines,
    setting: lines,
    perception: lines,
    invitation: lines,
    warningShot: lines,
    /** The news after a warning shot and with a pause: shocked, then tearful. */
    newsHeard: lines,
    /** The news with no warning shot. */
    noWarningShot: lines,
    /** The news and everything else in one message: the patient stopped listening. */
    noPause: lines,
    /** `{term}` is replaced by the jargon word. */
    jargon: lines,
    /** The trainee moved on while the patient was upset. */
    noEmpathy: lines,
    empathy: lines,
    plan: lines,
    planBeforeNews: lines,
    understandingChecked: lines,
    /** The trainee closed without checking what the patient understood. */
    notCheckingUnderstanding: lines,
    closing: lines,
    questions: lines,
    unclear: lines,
  }),
});
export type BabScenario = z.infer<typeof ZBabScenario>;
export type BabScenarioInput = z.input<typeof ZBabScenario>;

/** SPIKES: the protocol's steps as the rubric scores them (strategy and summary are one step). */
export const spikesSteps = [
  'setting',
  'perception',
  'invitation',
  'knowledge',
  'emotions',
  'strategy',
] as const;
export type SpikesStep = (typeof spikesSteps)[number];

/** A scenario as the list and the play page show it. */
export const ZBabScenarioCard = z.object({
  id: z.string(),
  title: z.string(),
  brief: z.string(),
  setting: z.string(),
  durationSeconds: z.number().int(),
  patient: z.object({
    name: z.string(),
    age: z.number().int(),
    sex: z.enum(personaSexes),
    occupation: z.string(),
  }),
  /** The caller's latest session of it: running, or ended with its score. */
  latest: z
    .object({
      sessionId: z.string(),
      phase: z.enum(['active', 'ended']),
      overall: z.number().nullable(),
      startedAt: z.string(),
    })
    .nullable(),
});
export type BabScenarioCard = z.infer<typeof ZBabScenarioCard>;

/** A stored line of a breaking-bad-news conversation; a patient line carries the emotion it showed. */
export const ZBabMessage = z.object({
  id: z.string(),
  sender: z.enum(['trainee', 'patient']),
  text: z.string(),
  emotion: z.enum(babEmotions).nullable(),
  reactions: z.array(z.enum(babReactions)),
  elapsedSeconds: z.number().int(),
  createdAt: z.string(),
});
export type BabMessage = z.infer<typeof ZBabMessage>;

export const ZBabClock = z.object({
  phase: z.enum(['active', 'ended']),
  serverNow: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(['completed', 'timeout']).nullable(),
  remainingSeconds: z.number().int(),
});
export type BabClock = z.infer<typeof ZBabClock>;

export const ZBabSession = z.object({
  id: z.string(),
  scenario: ZBabScenarioCard.omit({ latest: true }),
  emotion: z.enum(babEmotions),
  clock: ZBabClock,
  transcript: z.array(ZBabMessage),
});
export type BabSession = z.infer<typeof ZBabSession>;

/** One SPIKES step scored 0–2, with the trainee's lines that earned it or why it was not met. */
export const ZSpikesItem = z.object({
  step: z.enum(spikesSteps),
  label: z.string(),
  score: z.number().int().min(0).max(2),
  maxScore: z.literal(2),
  /** Quoted trainee lines (with their time) that met the step. */
  evidence: z.array(z.object({ messageId: z.string(), quote: z.string(), elapsedSeconds: z.number().int() })),
  /** What was done well, or what was missing. */
  comment: z.string(),
});
export type SpikesItem = z.infer<typeof ZSpikesItem>;

export const ZSpikesScore = z.object({
  version: z.number().int(),
  /** 0–100: the items' points over 12. */
  overall: z.number(),
  items: z.array(ZSpikesItem),
  /** The poor deliveries the patient reacted to, with the line that caused each. */
  pitfalls: z.array(
    z.object({
      reaction: z.enum(babReactions),
      label: z.string(),
      messageId: z.string(),
      quote: z.string(),
    }),
  ),
});
export type SpikesScore = z.infer<typeof ZSpikesScore>;

export const ZBabReview = z.object({
  session: ZBabSession,
  news: z.string(),
  score: ZSpikesScore,
  /** The emotions the patient went through, in order (repeats collapsed). */
  emotionPath: z.array(z.enum(babEmotions)),
});
export type BabReview = z.infer<typeof ZBabReview>;

const moduleIdParam = z.object({ moduleId: slug });
const scenarioIdParam = z.object({ scenarioId: slug });
const sessionIdParam = z.object({ id: z.uuid() });

export const moduleRoutes = {
  list: defineRoute(moduleEndpoints.list, {
    summary: 'The modules in order, each with the caller’s progress and next case',
    tag: 'modules',
    auth: 'user',
    data: z.object({ modules: z.array(ZModuleSummary) }),
  }),
  detail: defineRoute(moduleEndpoints.detail, {
    summary: 'One module: its goal, its published cases in order with the caller’s scores, the next case',
    tag: 'modules',
    auth: 'user',
    params: moduleIdParam,
    data: ZModuleDetail,
    extraStatuses: { 404: 'No such module' },
  }),
};

export const badNewsRoutes = {
  scenarios: defineRoute(badNewsEndpoints.scenarios, {
    summary: 'The breaking-bad-news scenarios with the caller’s latest session of each',
    tag: 'bad news',
    auth: 'user',
    data: z.object({ scenarios: z.array(ZBabScenarioCard) }),
  }),
  scenario: defineRoute(badNewsEndpoints.scenario, {
    summary: 'One scenario with the caller’s latest session of it',
    tag: 'bad news',
    auth: 'user',
    params: scenarioIdParam,
    data: ZBabScenarioCard,
    extraStatuses: { 404: 'No such scenario' },
  }),
  start: defineRoute(badNewsEndpoints.start, {
    summary: 'Start a timed conversation on a scenario (a running one of the same scenario is ended)',
    tag: 'bad news',
    auth: 'user',
    body: z.object({ scenarioId: slug }),
    data: ZBabSession,
    extraStatuses: { 404: 'No such scenario' },
  }),
  session: defineRoute(badNewsEndpoints.session, {
    summary: 'A conversation: scenario, clock, the patient’s emotion and the transcript',
    tag: 'bad news',
    auth: 'user',
    params: sessionIdParam,
    data: ZBabSession,
  }),
  turn: defineRoute(badNewsEndpoints.turn, {
    summary: 'Say something to the patient; the line and the reply are stored before they are returned',
    tag: 'bad news',
    auth: 'user',
    params: sessionIdParam,
    body: z.object({
      message: z
        .string()
        .trim()
        .min(1, 'Type a message')
        .max(chatLimits.maxMessageChars, `Keep messages under ${chatLimits.maxMessageChars} characters`),
    }),
    data: z.object({
      message: ZBabMessage,
      reply: ZBabMessage,
      emotion: z.enum(babEmotions),
      clock: ZBabClock,
    }),
    extraStatuses: { 409: 'The conversation has ended' },
  }),
  end: defineRoute(badNewsEndpoints.end, {
    summary: 'End the conversation and score it against SPIKES (ending again returns the same review)',
    tag: 'bad news',
    auth: 'user',
    params: sessionIdParam,
    data: ZBabReview,
  }),
  review: defineRoute(badNewsEndpoints.review, {
    summary: 'The SPIKES review of an ended conversation, with evidence quoted from the transcript',
    tag: 'bad news',
    auth: 'user',
    params: sessionIdParam,
    data: ZBabReview,
    extraStatuses: { 409: 'The conversation is still running' },
  }),
};
