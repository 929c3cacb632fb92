import { rubricCategories } from './case-names.ts';
import { facilitatorEndpoints } from './endpoints.ts';
import { ZRubricEvidence } from './feedback.ts';
import { defineRoute } from './route.ts';
import { ZSessionAction, ZSessionClock, ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

// The facilitator's side of a live room (issue 16; specification, sections 3, 4 and 7; ADR 0117):
// a read-only dashboard of the session with what the trainee cannot see (the facts revealed and the
// marking as it goes), the Ready toggle, private notes, ratings the trainee reads on
// `/feedback/fm/{sessionId}`, and messages to the trainee apart from the patient's chat.

/** Marking domains a facilitator rates, 1–5 each (issue 16). */
export const facilitatorDomains = ['history', 'reasoning', 'communication', 'management', 'handoff'] as const;
export type FacilitatorDomain = (typeof facilitatorDomains)[number];

const rating = z.number().int().min(1).max(5);

/** A facilitator's private note, linked to a transcript line when written about one. */
export const ZFacilitatorNote = z.object({
  id: z.uuid(),
  text: z.string(),
  /** The transcript line it is about, if any. */
  messageId: z.string().nullable(),
  /** The session clock's elapsed seconds when it was written. */
  elapsedSeconds: z.number().int(),
  createdAt: z.string(),
});
export type FacilitatorNote = z.infer<typeof ZFacilitatorNote>;

export const ZAddNoteBody = z.object({
  text: z.string().trim().min(1, 'Write a note').max(2000),
  messageId: z.string().max(80).optional(),
});

/** A message from a facilitator to the trainee, shown apart from the patient's chat. */
export const ZFacilitatorChatMessage = z.object({
  id: z.uuid(),
  watcherId: z.uuid(),
  facilitatorName: z.string(),
  text: z.string(),
  elapsedSeconds: z.number().int(),
  createdAt: z.string(),
});
export type FacilitatorChatMessage = z.infer<typeof ZFacilitatorChatMessage>;

export const ZFacilitatorChatBody = z.object({
  sessionId: z.uuid(),
  message: z.string().trim().min(1, 'Type a message').max(1000),
});

/** A rubric item as the facilitator watches it: met (with evidence), still open, or missed once ended. */
export const ZMarkingItem = z.object({
  itemId: z.string(),
  category: z.enum(rubricCategories),
  description: z.string(),
  weight: z.number(),
  critical: z.boolean(),
  status: z.enum(['met', 'open', 'missed']),
  evidence: ZRubricEvidence.nullable(),
});
export type MarkingItem = z.infer<typeof ZMarkingItem>;

/** The facilitator's view of a session: everything the trainee sees, and the hidden marking. */
export const ZFacilitatorDashboard = z.object({
  sessionId: z.uuid(),
  caseId: z.string(),
  caseTitle: z.string(),
  /** The trainee's first name (nothing else of their account). */
  traineeName: z.string(),
  /** The watcher reading it. */
  watcher: z.object({ id: z.uuid(), name: z.string(), ready: z.boolean() }),
  clock: ZSessionClock,
  transcript: z.array(ZTranscriptMessage),
  actions: z.array(ZSessionAction),
  /** The case's facts revealed so far, in the order they were revealed: what the trainee has found. */
  revealedFacts: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      revealedAtSeconds: z.number().int(),
      messageId: z.string(),
    }),
  ),
  /** The rubric as it stands: every item, in the case's order. */
  marking: z.object({
    items: z.array(ZMarkingItem),
    metWeight: z.number(),
    totalWeight: z.number(),
  }),
  notes: z.array(ZFacilitatorNote),
  chat: z.array(ZFacilitatorChatMessage),
  /** The session's last live event: join the room with it as `afterSeq`. */
  lastSeq: z.number().int().min(0),
});
export type FacilitatorDashboard = z.infer<typeof ZFacilitatorDashboard>;

export const ZFacilitatorFeedbackBody = z.object({
  overall: rating,
  domains: z.object({
    history: rating,
    reasoning: rating,
    communication: rating,
    management: rating,
    handoff: rating,
  }),
  comments: z.string().trim().max(4000).default(''),
});

/** One facilitator's feedback on a session: ratings, comments and their notes. */
export const ZFacilitatorFeedback = ZFacilitatorFeedbackBody.extend({
  watcherId: z.uuid(),
  facilitatorName: z.string(),
  notes: z.array(ZFacilitatorNote),
  updatedAt: z.string(),
});
export type FacilitatorFeedback = z.infer<typeof ZFacilitatorFeedback>;

const sessionParams = z.object({ sessionId: z.uuid() });
const watcherOnly = { 404: 'No such session, or no facilitator grant for it' };

export const facilitatorRoutes = {
  dashboard: defineRoute(facilitatorEndpoints.dashboard, {
    summary: 'The facilitator’s read-only view of a session, with the facts revealed and the marking so far',
    tag: 'Live rooms',
    params: sessionParams,
    data: ZFacilitatorDashboard,
    extraStatuses: watcherOnly,
  }),
  ready: defineRoute(facilitatorEndpoints.ready, {
    summary: 'The facilitator’s Ready toggle (the trainee’s page shows it; a start never waits for it)',
    tag: 'Live rooms',
    params: sessionParams,
    body: z.object({ ready: z.boolean() }),
    data: z.object({ ready: z.boolean() }),
    extraStatuses: watcherOnly,
  }),
  addNote: defineRoute(facilitatorEndpoints.addNote, {
    summary: 'A private note of the facilitator, timed by the session clock',
    tag: 'Live rooms',
    params: sessionParams,
    body: ZAddNoteBody,
    data: ZFacilitatorNote,
    extraStatuses: watcherOnly,
  }),
  saveFeedback: defineRoute(facilitatorEndpoints.saveFeedback, {
    summary: 'The facilitator’s ratings and comments (saved again replaces them)',
    tag: 'Live rooms',
    params: sessionParams,
    body: ZFacilitatorFeedbackBody,
    data: ZFacilitatorFeedback,
    extraStatuses: watcherOnly,
  }),
  facilitatorFeedback: defineRoute(facilitatorEndpoints.facilitatorFeedback, {
    summary:
      'The facilitators’ feedback on a session: all of it for its trainee, their own for a facilitator',
    tag: 'Live rooms',
    params: sessionParams,
    data: z.object({ feedback: z.array(ZFacilitatorFeedback) }),
    extraStatuses: watcherOnly,
  }),
  chat: defineRoute(facilitatorEndpoints.chat, {
    summary: 'A message from the facilitator to the trainee during the session',
    tag: 'Live rooms',
    body: ZFacilitatorChatBody,
    data: ZFacilitatorChatMessage,
    extraStatuses: { ...watcherOnly, 409: 'The session has ended' },
  }),
};
