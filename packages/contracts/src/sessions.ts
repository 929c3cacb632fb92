import {
  accessTiers,
  caseDifficulties,
  caseSettings,
  caseTopics,
  personaManners,
  personaPains,
  personaSexes,
} from './case-names.ts';
import { caseEndpoints, sessionEndpoints } from './endpoints.ts';
import { ZSessionLength } from './notifications.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

const caseIdParam = z.object({ id: z.string().min(1).max(80) });
const sessionIdParam = z.object({ id: z.uuid() });

/**
 * How long after a session ends its summary may still be written. Until then the feedback (which
 * shows the expected diagnosis and plan) waits for the summary; after it, the feedback is given
 * without one and the summary is locked, so an answer read in the feedback can never be copied in.
 */
export const SUMMARY_WINDOW_MINUTES = 30;

/** Largest chat message a trainee may send. */
export const chatLimits = { maxMessageChars: 2000 } as const;

/**
 * A case as the case selection shows it: the presenting complaint (title and summary), the setting
 * and the level; nothing that gives the answer away. The topic and the learning objectives name the
 * diagnosis and its test, so they are sent only after a session (`ZCaseDebrief`, in the feedback).
 */
export const ZCaseCard = z.object({
  id: z.string(),
  title: z.string(),
  specialty: z.string(),
  difficulty: z.enum(caseDifficulties),
  accessTier: z.enum(accessTiers),
  durationSeconds: z.number().int(),
  summary: z.string(),
  setting: z.enum(caseSettings),
  patient: z.object({ name: z.string(), age: z.number().int(), sex: z.enum(personaSexes) }),
  isBookmarked: z.boolean(),
  timesPlayed: z.number().int(),
  bestScore: z.number().nullable(),
  lastPlayedAt: z.string().nullable(),
  /** The viewer's plan does not open this case's tier: shown locked, with the way to upgrade. */
  locked: z.boolean(),
});
export type CaseCard = z.infer<typeof ZCaseCard>;

export const ZCaseDocumentSummary = z.object({ id: z.string(), title: z.string(), kind: z.string() });

/** What a case teaches, shown once a session on it has ended (it names the diagnosis). */
export const ZCaseDebrief = z.object({
  topic: z.enum(caseTopics),
  topicLabel: z.string(),
  learningObjectives: z.array(z.string()),
  references: z.array(z.object({ guideline: z.string(), section: z.string().optional() })),
});
export type CaseDebrief = z.infer<typeof ZCaseDebrief>;

/** What the case preview and the case page show before and during a session (no debrief). */
export const ZCaseDetail = ZCaseCard.extend({
  brief: z.string(),
  patient: z.object({
    name: z.string(),
    age: z.number().int(),
    sex: z.enum(personaSexes),
    occupation: z.string(),
    /** The manner the persona keeps (the avatar's demeanour, ADR 0128). */
    manner: z.enum(personaManners).optional(),
    /** The pain they are in as they talk (the avatar's face and voice). */
    pain: z.enum(personaPains).optional(),
  }),
  nurseName: z.string(),
  documents: z.array(ZCaseDocumentSummary),
  examinations: z.array(z.object({ id: z.string(), name: z.string(), system: z.string() })),
  investigations: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.string(), aliases: z.array(z.string()) }),
  ),
});
export type CaseDetail = z.infer<typeof ZCaseDetail>;

export const ZCaseListQuery = z.object({
  q: z.string().trim().max(100).optional(),
  topic: z.enum(caseTopics).optional(),
  difficulty: z.enum(caseDifficulties).optional(),
  tier: z.enum(accessTiers).optional(),
  /** Longest duration in minutes. */
  maxMinutes: z.coerce.number().int().min(1).max(60).optional(),
  bookmarked: z.enum(['true', 'false']).optional(),
});

const ZFilterOption = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** A stored line of the conversation (specification, section 3: Chat message, server side). */
/** Which engine answered a reply, and whether the scripted engine stood in for a failed model. */
export const ZMessageEngine = z.object({
  name: z.enum(['scripted', 'llm']),
  /** Set when the language model failed and the scripted engine answered instead. */
  fallback: z
    .object({
      from: z.literal('llm'),
      /** The AI error code of the failure (e.g. ai_service_unavailable, invalid_ai_output). */
      code: z.string(),
      reason: z.enum(['error', 'timeout', 'malformed']),
    })
    .nullable(),
});
export type MessageEngine = z.infer<typeof ZMessageEngine>;

export const ZTranscriptMessage = z.object({
  id: z.string(),
  channel: z.enum(['patient', 'nurse']),
  sender: z.enum(['trainee', 'patient', 'nurse', 'system']),
  text: z.string(),
  revealedFactIds: z.array(z.string()),
  /** The case's negatives (its stated "no"s) a patient's reply gave. */
  negativeIds: z.array(z.string()).optional(),
  elapsedSeconds: z.number().int(),
  createdAt: z.string(),
  /** The engine of a reply (null for the trainee's lines and replies stored before it was kept). */
  engine: ZMessageEngine.nullable().optional(),
});
export type TranscriptMessage = z.infer<typeof ZTranscriptMessage>;

export const ZSessionAction = z.object({
  kind: z.enum(['examination', 'investigation']),
  itemId: z.string(),
  name: z.string(),
  requestedAtSeconds: z.number().int(),
  availableAtSeconds: z.number().int(),
  /** The finding or result, once available; null while pending. */
  result: z.string().nullable(),
});
export type SessionAction = z.infer<typeof ZSessionAction>;

export const sessionPhases = ['countdown', 'active', 'ended'] as const;

/** The server's clock for a session: the browser shows it, never decides it. */
export const ZSessionClock = z.object({
  phase: z.enum(sessionPhases),
  serverNow: z.string(),
  startedAt: z.string(),
  endsAt: z.string(),
  endedAt: z.string().nullable(),
  endReason: z.enum(['completed', 'timeout']).nullable(),
  durationSeconds: z.number().int(),
  countdownSeconds: z.number().int(),
  /** Seconds left on the clock (the whole duration during the countdown, 0 when ended). */
  remainingSeconds: z.number().int(),
});
export type SessionClock = z.infer<typeof ZSessionClock>;

export const ZSessionSummary = z.object({
  diagnosis: z.string().trim().min(2, 'Give your working diagnosis').max(500),
  differentials: z.string().trim().max(1500).default(''),
  investigations: z.string().trim().max(1500).default(''),
  management: z.string().trim().min(2, 'Give your management plan').max(3000),
  escalation: z.string().trim().max(1500).default(''),
});
export type SessionSummary = z.infer<typeof ZSessionSummary>;

export const ZSessionDetail = z.object({
  id: z.string(),
  mode: z.enum(['Chat', 'Avatar']),
  case: ZCaseDetail,
  clock: ZSessionClock,
  transcript: z.array(ZTranscriptMessage),
  actions: z.array(ZSessionAction),
  notes: z.string(),
  summary: ZSessionSummary.extend({ submittedAt: z.string() }).nullable(),
});
export type SessionDetail = z.infer<typeof ZSessionDetail>;

const ZMode = z.enum(['Chat', 'Avatar']).default('Chat');
const ZStartBody = z.object({
  caseId: z.string().min(1).max(80),
  mode: ZMode,
  /** The session's length in minutes, when the trainee chose one; else the case's own length. */
  minutes: ZSessionLength.optional(),
});
const ZStarted = z.object({
  session: ZSessionDetail,
  quota: z.object({
    allowance: z.number().int(),
    used: z.number().int(),
    remaining: z.number().int(),
    unlimited: z.boolean(),
  }),
});

const message = z
  .string()
  .trim()
  .min(1, 'Type a message')
  .max(chatLimits.maxMessageChars, `Keep messages under ${chatLimits.maxMessageChars} characters`);

/**
 * What one turn returns: the stored trainee line and the reply; or, when a colleague plays the
 * patient (ADR 0118), no reply yet (`awaiting: 'colleague'`): it comes as a live `message` event.
 */
export const ZTurn = z.object({
  message: ZTranscriptMessage,
  reply: ZTranscriptMessage.nullable(),
  /** Who will answer the line when `reply` is null. */
  awaiting: z.enum(['colleague']).nullable().optional(),
  clock: ZSessionClock,
});

/**
 * The server-sent events of a chat turn answered as a stream (`Accept: text/event-stream` on the
 * patient and nurse chat routes): `text` events carry the reply as it is produced, then one `done`
 * with the stored turn, or one `error` with the code and message the envelope would have carried.
 * The api checks each event against this before it writes it; the web checks each one it reads.
 */
export const ZChatStreamEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('text'), data: z.object({ chunk: z.string() }) }),
  z.object({ event: z.literal('done'), data: ZTurn }),
  z.object({ event: z.literal('error'), data: z.object({ code: z.string(), message: z.string() }) }),
]);
export type ChatStreamEvent = z.infer<typeof ZChatStreamEvent>;

export const ZInteractBody = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    channel: z.enum(['patient', 'nurse']).default('patient'),
    text: message,
  }),
  z.object({ type: z.literal('examination'), examinationId: z.string().min(1).max(80) }),
  z.object({ type: z.literal('investigation'), investigationId: z.string().min(1).max(80) }),
]);

export const caseRoutes = {
  list: defineRoute(caseEndpoints.list, {
    summary: 'Published cases with the caller’s bookmarks, plays and best score; filters and search',
    tag: 'cases',
    auth: 'user',
    query: ZCaseListQuery,
    data: z.object({ cases: z.array(ZCaseCard), total: z.number().int() }),
  }),
  detail: defineRoute(caseEndpoints.detail, {
    summary: 'One published case for the preview (no facts, no answers)',
    tag: 'cases',
    auth: 'user',
    params: caseIdParam,
    data: ZCaseDetail,
  }),
  bookmark: defineRoute(caseEndpoints.bookmark, {
    summary: 'Bookmark a case',
    tag: 'cases',
    auth: 'user',
    params: caseIdParam,
    data: z.object({ isBookmarked: z.literal(true) }),
  }),
  unbookmark: defineRoute(caseEndpoints.unbookmark, {
    summary: 'Remove a bookmark',
    tag: 'cases',
    auth: 'user',
    params: caseIdParam,
    data: z.object({ isBookmarked: z.literal(false) }),
  }),
  documents: defineRoute(caseEndpoints.documents, {
    summary: 'The documents a case gives the trainee (referral letter, charts, results)',
    tag: 'cases',
    auth: 'user',
    params: caseIdParam,
    data: z.object({
      documents: z.array(ZCaseDocumentSummary.extend({ content: z.string() })),
    }),
  }),
  bookmarks: defineRoute(caseEndpoints.bookmarks, {
    summary: 'The caller’s bookmarked cases',
    tag: 'cases',
    auth: 'user',
    data: z.object({ cases: z.array(ZCaseCard) }),
  }),
  filters: defineRoute(caseEndpoints.filters, {
    summary: 'Filter options of the case selection, with counts of published cases',
    tag: 'cases',
    data: z.object({
      topics: z.array(ZFilterOption),
      difficulties: z.array(ZFilterOption),
      tiers: z.array(ZFilterOption),
      durations: z.array(ZFilterOption),
    }),
  }),
  specialties: defineRoute(caseEndpoints.specialties, {
    summary: 'Specialties with published cases',
    tag: 'cases',
    data: z.object({ specialties: z.array(ZFilterOption) }),
  }),
};

export const sessionRoutes = {
  start: defineRoute(sessionEndpoints.start, {
    summary: 'Start a timed session on a case (consumes one session of the monthly quota)',
    tag: 'sessions',
    auth: 'user',
    body: ZStartBody,
    data: ZStarted,
    extraStatuses: { 402: 'No sessions left this month', 404: 'No such published case' },
  }),
  startWithQuota: defineRoute(sessionEndpoints.startWithQuota, {
    summary: 'Start a session, consuming quota in the same transaction, and report the quota left',
    tag: 'sessions',
    auth: 'user',
    body: ZStartBody,
    data: ZStarted,
    extraStatuses: { 402: 'No sessions left this month', 404: 'No such published case' },
  }),
  details: defineRoute(sessionEndpoints.details, {
    summary: 'A session: case, clock, transcript, actions with results, notes, summary',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    data: ZSessionDetail,
  }),
  interact: defineRoute(sessionEndpoints.interact, {
    summary: 'A message to the patient or nurse, an examination or an investigation',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    body: ZInteractBody,
    data: z.object({
      turn: ZTurn.nullable(),
      action: ZSessionAction.nullable(),
      clock: ZSessionClock,
    }),
    extraStatuses: { 409: 'The session has not started or has ended' },
  }),
  patientChat: defineRoute(sessionEndpoints.patientChat, {
    summary: 'Say something to the patient; the reply is stored before it is returned',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    body: z.object({ message }),
    data: ZTurn,
    extraStatuses: { 409: 'The session has not started or has ended' },
  }),
  nurseChat: defineRoute(sessionEndpoints.nurseChat, {
    summary: 'Ask the nurse (observations, results, tasks)',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    body: z.object({ message }),
    data: ZTurn,
    extraStatuses: { 409: 'The session has not started or has ended' },
  }),
  aiResponse: defineRoute(sessionEndpoints.aiResponse, {
    summary: 'The engine’s answer to a message in a session (patient by default, or the nurse)',
    tag: 'sessions',
    auth: 'user',
    body: z.object({
      sessionId: z.uuid(),
      message,
      channel: z.enum(['patient', 'nurse']).default('patient'),
    }),
    data: ZTurn,
    extraStatuses: { 409: 'The session has not started or has ended' },
  }),
  notes: defineRoute(sessionEndpoints.notes, {
    summary: 'Save the trainee’s notes',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    body: z.object({ notes: z.string().max(20_000) }),
    data: z.object({ notes: z.string() }),
  }),
  end: defineRoute(sessionEndpoints.end, {
    summary: 'End the session now',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    data: z.object({ clock: ZSessionClock }),
  }),
  summary: defineRoute(sessionEndpoints.summary, {
    summary: 'Submit the end-of-session summary (once the session has ended)',
    tag: 'sessions',
    auth: 'user',
    params: sessionIdParam,
    body: ZSessionSummary,
    data: z.object({ summary: ZSessionSummary.extend({ submittedAt: z.string() }) }),
    extraStatuses: { 409: 'The session is still running, or the summary was already submitted' },
  }),
};
