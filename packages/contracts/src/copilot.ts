import { copilotEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { ZSessionAction, ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

// Copilot (facilitated) sessions (issue 16; specification, sections 2, 4 and 7; ADR 0119): a
// facilitator makes a session of a case for a trainee, who claims it with a short code and runs the
// case in facilitator mode; the facilitator watches it on the read-only dashboard and injects
// scenario events (a change of observations, a nurse's message, an early result), which reach the
// trainee's page at once and are stored in the session's transcript.

/** The numbers of copilot sessions. */
export const COPILOT = {
  /** A copilot session's code can be claimed for this many hours unless the facilitator chooses… */
  expiresDefaultHours: 24,
  expiresMinHours: 1,
  expiresMaxHours: 72,
  nurseMessageMaxChars: 500,
} as const;

/** Observations a facilitator may set, each within a range a living patient can have. */
export const observationRanges = {
  heartRate: { min: 20, max: 250, label: 'Heart rate', unit: '/min' },
  systolic: { min: 50, max: 260, label: 'Systolic BP', unit: 'mmHg' },
  diastolic: { min: 20, max: 160, label: 'Diastolic BP', unit: 'mmHg' },
  respiratoryRate: { min: 4, max: 60, label: 'Respiratory rate', unit: '/min' },
  spo2: { min: 50, max: 100, label: 'SpO2', unit: '%' },
  temperature: { min: 30, max: 43, label: 'Temperature', unit: '°C' },
  gcs: { min: 3, max: 15, label: 'GCS', unit: '/15' },
} as const;
export type ObservationName = keyof typeof observationRanges;
export const observationNames = Object.keys(observationRanges) as ObservationName[];

const inRange = (name: ObservationName, integer = true) => {
  const { min, max, label } = observationRanges[name];
  const base = integer ? z.number().int(`${label} is a whole number`) : z.number();
  return base.min(min, `${label} is at least ${min}`).max(max, `${label} is at most ${max}`).optional();
};

/** A change of observations: any subset, at least one; a blood pressure has both its numbers. */
export const ZObservations = z
  .object({
    heartRate: inRange('heartRate'),
    systolic: inRange('systolic'),
    diastolic: inRange('diastolic'),
    respiratoryRate: inRange('respiratoryRate'),
    spo2: inRange('spo2'),
    temperature: inRange('temperature', false),
    gcs: inRange('gcs'),
  })
  .strict()
  .refine((o) => Object.values(o).some((v) => v !== undefined), {
    message: 'Give at least one observation',
  })
  .refine((o) => (o.systolic === undefined) === (o.diastolic === undefined), {
    message: 'A blood pressure has both its systolic and diastolic numbers',
    path: ['diastolic'],
  })
  .refine((o) => o.systolic === undefined || o.diastolic === undefined || o.diastolic < o.systolic, {
    message: 'The diastolic pressure is below the systolic',
    path: ['diastolic'],
  });
export type Observations = z.infer<typeof ZObservations>;

/** What a facilitator injects, by kind. */
export const ZInjectBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('observations'), observations: ZObservations }),
  z.object({
    kind: z.literal('nurseMessage'),
    text: z.string().trim().min(1, 'Write the nurse’s message').max(COPILOT.nurseMessageMaxChars),
  }),
  z.object({ kind: z.literal('earlyResult'), investigationId: z.string().min(1).max(80) }),
]);
export type InjectBody = z.infer<typeof ZInjectBody>;

const injectionBase = {
  id: z.uuid(),
  /** The transcript line that records it (the nurse's channel). */
  messageId: z.string(),
  elapsedSeconds: z.number().int(),
  createdAt: z.string(),
};

/** A scenario event as stored and as the trainee's page receives it. */
export const ZScenarioInjection = z.discriminatedUnion('kind', [
  z.object({ ...injectionBase, kind: z.literal('observations'), observations: ZObservations }),
  z.object({ ...injectionBase, kind: z.literal('nurseMessage'), text: z.string() }),
  z.object({
    ...injectionBase,
    kind: z.literal('earlyResult'),
    investigationId: z.string(),
    name: z.string(),
    result: z.string(),
  }),
]);
export type ScenarioInjection = z.infer<typeof ZScenarioInjection>;

/** The payload of the live `scenario` event: the injection, its transcript line, the action it changed. */
export const ZScenarioEventPayload = z.object({
  injection: ZScenarioInjection,
  message: ZTranscriptMessage,
  /** The investigation as the trainee now sees it (its result back), when it was requested. */
  action: ZSessionAction.nullable(),
});

export const copilotStates = ['waiting', 'claimed', 'live', 'ended', 'expired'] as const;

/** A copilot session as its facilitator (with the code) or its trainee (without) sees it. */
export const ZCopilotSession = z.object({
  copilotId: z.uuid(),
  /** `XXXX-XXXX`; null for the trainee. */
  code: z.string().nullable(),
  caseId: z.string(),
  caseTitle: z.string(),
  facilitatorName: z.string(),
  /** The trainee's first name once claimed. */
  traineeName: z.string().nullable(),
  /** The training session once the trainee has started the case. */
  sessionId: z.uuid().nullable(),
  /** waiting (for a trainee), claimed (not started), live (a session), ended, expired (never claimed). */
  state: z.enum(copilotStates),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type CopilotSession = z.infer<typeof ZCopilotSession>;

export const ZCreateCopilotBody = z.object({
  caseId: z.string().min(1).max(80),
  expiresInHours: z
    .number()
    .int()
    .min(COPILOT.expiresMinHours)
    .max(COPILOT.expiresMaxHours)
    .default(COPILOT.expiresDefaultHours),
});

export const ZResolvedCopilotCode = z.object({
  copilotId: z.uuid(),
  caseId: z.string(),
  caseTitle: z.string(),
  facilitatorName: z.string(),
  expiresAt: z.string(),
});
export type ResolvedCopilotCode = z.infer<typeof ZResolvedCopilotCode>;

/** The copilot session with its scenario events so far, and who asks. */
export const ZCopilotView = z.object({
  role: z.enum(['facilitator', 'trainee']),
  session: ZCopilotSession,
  injections: z.array(ZScenarioInjection),
  /** The investigations of the case (for the facilitator's early result; empty for the trainee). */
  investigations: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CopilotView = z.infer<typeof ZCopilotView>;

const copilotParams = z.object({ copilotId: z.uuid() });
const notYours = { 404: 'No such copilot session, or not yours' };

export const copilotRoutes = {
  create: defineRoute(copilotEndpoints.create, {
    summary: 'Create a facilitated session on a case: a code to give the trainee (plan with facilitation)',
    tag: 'Copilot sessions',
    auth: 'user',
    body: ZCreateCopilotBody,
    data: ZCopilotSession,
    extraStatuses: { 403: 'The plan does not include facilitation' },
  }),
  list: defineRoute(copilotEndpoints.list, {
    summary: 'The facilitator’s copilot sessions, newest first',
    tag: 'Copilot sessions',
    auth: 'user',
    data: z.object({ sessions: z.array(ZCopilotSession) }),
  }),
  resolveCode: defineRoute(copilotEndpoints.resolveCode, {
    summary: 'The copilot session a code names (no login; limited per address)',
    tag: 'Copilot sessions',
    params: z.object({ code: z.string().min(1).max(20) }),
    data: ZResolvedCopilotCode,
  }),
  claim: defineRoute(copilotEndpoints.claim, {
    summary: 'The trainee claims a copilot session by its code (the case must be open to their plan)',
    tag: 'Copilot sessions',
    auth: 'user',
    body: z.object({ code: z.string().min(1).max(20) }),
    data: ZCopilotSession,
    extraStatuses: { 403: 'The plan does not open the case', 409: 'Claimed by another trainee' },
  }),
  attach: defineRoute(copilotEndpoints.attach, {
    summary: 'The trainee links the session they started to the copilot session: the facilitator watches',
    tag: 'Copilot sessions',
    auth: 'user',
    params: copilotParams,
    body: z.object({ sessionId: z.uuid() }),
    data: ZCopilotSession,
    extraStatuses: { ...notYours, 409: 'Linked to another session already' },
  }),
  view: defineRoute(copilotEndpoints.view, {
    summary: 'A copilot session and its scenario events, to its facilitator or its trainee',
    tag: 'Copilot sessions',
    auth: 'user',
    params: copilotParams,
    data: ZCopilotView,
    extraStatuses: notYours,
  }),
  inject: defineRoute(copilotEndpoints.inject, {
    summary: 'Inject a scenario event: observations, a nurse’s message or an early result',
    tag: 'Copilot sessions',
    auth: 'user',
    params: copilotParams,
    body: ZInjectBody,
    data: ZScenarioInjection,
    extraStatuses: { ...notYours, 409: 'No session running yet, or it has ended' },
  }),
};
