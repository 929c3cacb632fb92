import { communicationBehaviours, rubricCategories, sbarSections, summaryFields } from './case-names.ts';
import { feedbackEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { ZCaseCard, ZCaseDebrief, ZSessionSummary, ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

const ZTranscriptRef = z.object({ messageId: z.string(), text: z.string(), elapsedSeconds: z.number() });

/** What met a rubric item: the transcript line, the action or the summary sentence. */
export const ZRubricEvidence = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('fact'),
    factId: z.string(),
    question: ZTranscriptRef.nullable(),
    reply: ZTranscriptRef,
  }),
  z.object({
    kind: z.literal('action'),
    actionKind: z.enum(['examination', 'investigation']),
    itemId: z.string(),
    name: z.string(),
    requestedAtSeconds: z.number(),
  }),
  z.object({
    kind: z.literal('phrase'),
    field: z.enum(summaryFields),
    phrase: z.string(),
    sentence: z.string(),
    /** The order to the nurse that holds it, when it was given in chat rather than written. */
    line: ZTranscriptRef.optional(),
  }),
  z.object({
    kind: z.literal('behaviour'),
    behaviour: z.enum(communicationBehaviours),
    line: ZTranscriptRef,
  }),
]);

export const ZRubricResult = z.object({
  itemId: z.string(),
  category: z.enum(rubricCategories),
  description: z.string(),
  weight: z.number(),
  critical: z.boolean(),
  kind: z.enum(['fact', 'action', 'phrase', 'behaviour']),
  met: z.boolean(),
  evidence: ZRubricEvidence.nullable(),
  missing: z.object({ what: z.string(), why: z.string() }).nullable(),
});
export type RubricResultView = z.infer<typeof ZRubricResult>;

/**
 * How one SBAR section of a hand-off reads: the case's hand-off points it meets and misses (from the
 * rubric, with evidence quoted) and what its structure lacks (the copilot's checks).
 */
export const ZHandoffSectionVerdict = z.object({
  section: z.enum(sbarSections),
  /** strong: every point met and nothing missing; adequate: most; weak: little; missing: empty. */
  verdict: z.enum(['strong', 'adequate', 'weak', 'missing']),
  words: z.number().int(),
  /** The descriptions of the rubric's hand-off points for this section that the text meets. */
  met: z.array(z.string()),
  /** Those it misses. */
  missed: z.array(z.string()),
  /** Structural gaps of the section (the copilot's hints), e.g. "No current observations". */
  gaps: z.array(z.string()),
});
export type HandoffSectionVerdict = z.infer<typeof ZHandoffSectionVerdict>;

/** A hand-off's score: the case's hand-off items, scored from the SBAR text like the rest of the rubric. */
export const ZHandoffScore = z.object({
  /** 0–100: the met weight of the hand-off items over their weight. */
  percent: z.number(),
  metWeight: z.number(),
  totalWeight: z.number(),
  items: z.array(ZRubricResult),
  sections: z.array(ZHandoffSectionVerdict),
});
export type HandoffScore = z.infer<typeof ZHandoffScore>;

/** The hand-off as the feedback page shows it. */
export const ZFeedbackHandoff = z.object({
  /**
   * written: scored from its text; missing: the step was offered and nothing was written (its items
   * count as missed); notOffered: the session ended before hand-offs existed (its items are left out).
   */
  state: z.enum(['written', 'missing', 'notOffered']),
  score: ZHandoffScore.nullable(),
  updatedAt: z.string().nullable(),
  /** Whether the hand-off was changed after its feedback was first shown. */
  revisedAfterFeedback: z.boolean(),
});
export type FeedbackHandoff = z.infer<typeof ZFeedbackHandoff>;

export const ZPerformanceLevel = z.object({ level: z.number().int(), name: z.string(), label: z.string() });

/** The feedback of one ended session (scored once, deterministically, and stored). */
export const ZFeedback = z.object({
  sessionId: z.string(),
  caseId: z.string(),
  caseTitle: z.string(),
  /** The case's topic, learning objectives and references: hidden until the session has ended. */
  debrief: ZCaseDebrief,
  endedAt: z.string(),
  scoringVersion: z.number().int(),
  overall: z.number(),
  flagged: z.boolean(),
  /** The trainee's level: that of the average of their scored sessions up to this one. */
  level: ZPerformanceLevel,
  /** What the level comes from: how many scored sessions, and their average score. */
  levelBasis: z.object({ scoredSessions: z.number().int(), averageScore: z.number() }),
  /** The session's length: times are shown as the session clock showed them (counting down). */
  durationSeconds: z.number().int(),
  categories: z.array(
    z.object({
      category: z.enum(rubricCategories),
      label: z.string(),
      score: z.number(),
      metWeight: z.number(),
      totalWeight: z.number(),
      metCount: z.number().int(),
      itemCount: z.number().int(),
    }),
  ),
  /** Every rubric item in the case's order. */
  results: z.array(ZRubricResult),
  /** Item ids: missed (critical first, then red flags, then weight) and met, in the same order. */
  missedOrder: z.array(z.string()),
  strengthsOrder: z.array(z.string()),
  inappropriateActions: z.array(
    z.object({ itemId: z.string(), name: z.string(), requestedAtSeconds: z.number(), result: z.string() }),
  ),
  expected: z.object({
    workingDiagnosis: z.string(),
    differentials: z.array(z.string()),
    redFlags: z.array(z.string()),
    management: z.array(z.string()),
    modelAnswer: z.string(),
  }),
  transcript: z.array(ZTranscriptMessage),
  summary: ZSessionSummary.extend({ submittedAt: z.string() }).nullable(),
  /** Written feedback around the results (templates by default); it never changes the score. */
  narrative: z.object({
    engine: z.enum(['template', 'llm']),
    headline: z.string(),
    strengths: z.array(z.string()),
    improvements: z.array(z.string()),
    nextStep: z.string(),
  }),
  /** What to practise next. */
  suggestedCase: ZCaseCard.nullable(),
  suggestionReason: z.string().nullable(),
  /** The SBAR hand-off and its section-by-section verdict. */
  handoff: ZFeedbackHandoff,
});
export type Feedback = z.infer<typeof ZFeedback>;

const ZTimelineEvent = z.object({
  kind: z.enum(['fact', 'examination', 'investigation']),
  id: z.string(),
  label: z.string(),
  redFlag: z.boolean(),
  elapsedSeconds: z.number(),
});

/** The analyses beside the score: how the trainee talked, what they found out, and when. */
export const ZSessionAnalysis = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('communication'),
    behaviours: z.array(
      z.object({
        behaviour: z.enum(communicationBehaviours),
        label: z.string(),
        shown: z.boolean(),
        line: ZTranscriptRef.nullable(),
      }),
    ),
    questions: z.object({
      open: z.number().int(),
      closed: z.number().int(),
      openShare: z.number().nullable(),
    }),
    messages: z.number().int(),
    averageWords: z.number().nullable(),
  }),
  z.object({
    type: z.literal('clinical-reasoning'),
    history: z.array(z.object({ category: z.string(), total: z.number().int(), found: z.number().int() })),
    redFlags: z.object({ total: z.number().int(), found: z.number().int() }),
    investigations: z.object({
      appropriateRequested: z.array(z.string()),
      appropriateMissed: z.array(z.string()),
      inappropriateRequested: z.array(z.string()),
    }),
    diagnosis: z.object({ met: z.boolean(), expected: z.string() }),
  }),
  z.object({
    type: z.literal('timeline'),
    events: z.array(ZTimelineEvent),
    timeToFirstRedFlagSeconds: z.number().nullable(),
    factsFound: z.number().int(),
    factsTotal: z.number().int(),
  }),
]);

export type SessionAnalysis = z.infer<typeof ZSessionAnalysis>;
export type AnalysisKind = SessionAnalysis['type'];

const ZNarrativeBody = z.object({ sessionId: z.uuid() });
const ZNarrativeView = z.object({
  engine: z.enum(['template', 'llm']),
  headline: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  nextStep: z.string(),
});

export const feedbackRoutes = {
  feedback: defineRoute(feedbackEndpoints.feedback, {
    summary: 'The scored feedback of an ended session (scored on first request, then stored)',
    tag: 'feedback',
    auth: 'user',
    params: z.object({ id: z.uuid() }),
    data: ZFeedback,
    extraStatuses: { 409: 'The session is still running' },
  }),
  analysis: defineRoute(feedbackEndpoints.analysis, {
    summary: 'An analysis of an ended session: communication, clinical-reasoning or timeline',
    tag: 'feedback',
    auth: 'user',
    params: z.object({ id: z.uuid(), type: z.enum(['communication', 'clinical-reasoning', 'timeline']) }),
    data: ZSessionAnalysis,
    extraStatuses: { 409: 'The session is still running' },
  }),
  feedbackAi: defineRoute(feedbackEndpoints.feedbackAi, {
    summary:
      'Write the feedback narrative of an ended session (the configured engine; the score never changes)',
    tag: 'feedback',
    auth: 'user',
    body: ZNarrativeBody,
    data: ZNarrativeView,
    extraStatuses: {
      409: 'The session is still running',
      502: 'The language model failed',
      503: 'The language model is unavailable',
    },
  }),
  feedbackAiAnalyze: defineRoute(feedbackEndpoints.feedbackAiAnalyze, {
    summary: 'The same narrative, under its older path',
    tag: 'feedback',
    auth: 'user',
    body: ZNarrativeBody,
    data: ZNarrativeView,
    extraStatuses: {
      409: 'The session is still running',
      502: 'The language model failed',
      503: 'The language model is unavailable',
    },
  }),
};
