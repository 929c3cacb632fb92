import { factCategories, patientSystems, personaSexes } from './case-names.ts';
import { colleagueEndpoints } from './endpoints.ts';
import { LIVE, ZInviteExpiryHours } from './live.ts';
import { defineRoute } from './route.ts';
import { chatLimits, ZSessionAction, ZSessionClock, ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

// Colleagues (issue 16; ADR 0118): a trainee invites a colleague to a room of one training session,
// by a link `/colleague/{token}`. The colleague either watches read-only (no marking: a peer must
// not see the rubric) or plays the patient: their page shows the persona and the script, they type
// the patient's replies and tick the facts each reveals, and the session scores as with the engine.

/** What a colleague does in a room. */
export const colleagueRoles = ['watch', 'patient'] as const;
export type ColleagueRole = (typeof colleagueRoles)[number];

/** The numbers of colleague rooms (the expiry bounds are those of facilitator invites, `LIVE`). */
export const COLLEAGUE = {
  /**
   * A colleague-patient counts as gone when no socket of theirs has been connected for this many
   * seconds (from their join or their last socket's end): the engine answers the trainee again.
   */
  absentAfterSeconds: 30,
  /** Most facts (or negatives) one reply may reveal. */
  maxRevealedPerReply: 30,
} as const;

export const ZCreateColleagueRoomBody = z.object({
  sessionId: z.uuid(),
  role: z.enum(colleagueRoles),
  expiresInHours: ZInviteExpiryHours,
});

/** A new room: the only time its token is told (only its SHA-256 is stored). */
export const ZColleagueRoomCreated = z.object({
  roomId: z.uuid(),
  role: z.enum(colleagueRoles),
  token: z.string(),
  /** The web page to send, `/colleague/{token}`. */
  link: z.string(),
  expiresAt: z.string(),
});
export type ColleagueRoomCreated = z.infer<typeof ZColleagueRoomCreated>;

/** Someone who joined a room by its link. */
export const ZColleagueMember = z.object({
  id: z.uuid(),
  name: z.string(),
  signedIn: z.boolean(),
  joinedAt: z.string(),
  /** A socket of theirs is connected now (on any api instance). */
  connected: z.boolean(),
});
export type ColleagueMember = z.infer<typeof ZColleagueMember>;

/** A room as its trainee sees it on `/colleague-invite/{roomId}`. */
export const ZColleagueRoom = z.object({
  roomId: z.uuid(),
  sessionId: z.uuid(),
  caseId: z.string(),
  caseTitle: z.string(),
  role: z.enum(colleagueRoles),
  state: z.enum(['active', 'expired', 'revoked']),
  expiresAt: z.string(),
  /** The trainee let the simulated patient answer again (patient role). */
  handedBackAt: z.string().nullable(),
  /** The colleague answers the trainee's lines to the patient now (patient role, joined, present). */
  isColleagueAnswering: z.boolean(),
  members: z.array(ZColleagueMember),
});
export type ColleagueRoom = z.infer<typeof ZColleagueRoom>;

/** What the link shows before joining. */
export const ZColleagueLinkPreview = z.object({
  roomId: z.uuid(),
  role: z.enum(colleagueRoles),
  caseTitle: z.string(),
  /** The trainee's first name. */
  traineeName: z.string(),
  expiresAt: z.string(),
});
export type ColleagueLinkPreview = z.infer<typeof ZColleagueLinkPreview>;

export const ZJoinColleagueBody = z.object({
  token: z.string().min(1).max(200),
  /** The guest's name; when signed in and left out, the account's name. */
  name: z.string().trim().min(1).max(LIVE.guestNameMaxChars).optional(),
});

export const ZColleagueJoined = z.object({
  roomId: z.uuid(),
  sessionId: z.uuid(),
  role: z.enum(colleagueRoles),
  memberId: z.uuid(),
});
export type ColleagueJoined = z.infer<typeof ZColleagueJoined>;

/**
 * The patient's script, for the colleague who plays the patient (never sent to a trainee, nor to a
 * watching colleague): the persona, the facts to reveal when asked, the negatives, what the patient
 * does not know.
 */
export const ZPatientScript = z.object({
  persona: z.object({
    name: z.string(),
    age: z.number().int(),
    sex: z.enum(personaSexes),
    occupation: z.string(),
    manner: z.string(),
    /** The pain they are in as they talk (none, moderate, severe). */
    pain: z.string(),
    speakingStyle: z.string(),
    openingLine: z.string(),
    ideas: z.string(),
    concerns: z.string(),
    expectations: z.string(),
  }),
  facts: z.array(
    z.object({
      id: z.string(),
      category: z.enum(factCategories),
      answer: z.string(),
      redFlag: z.boolean(),
      volunteered: z.boolean(),
    }),
  ),
  negatives: z.array(z.object({ id: z.string(), category: z.enum(factCategories), answer: z.string() })),
  /** Body systems the patient cannot speak for: "I don't know" rather than "no". */
  unknownSystems: z.array(z.enum(patientSystems)),
  /** What the patient says to a question the script does not answer. */
  deflection: z.string(),
  /** Facts revealed so far in the session (by any reply). */
  revealedFactIds: z.array(z.string()),
});
export type PatientScript = z.infer<typeof ZPatientScript>;

/** The colleague's page, `/colleague-session/{roomId}`. */
export const ZColleagueView = z.object({
  roomId: z.uuid(),
  sessionId: z.uuid(),
  role: z.enum(colleagueRoles),
  caseTitle: z.string(),
  traineeName: z.string(),
  memberId: z.uuid(),
  clock: ZSessionClock,
  transcript: z.array(ZTranscriptMessage),
  actions: z.array(ZSessionAction),
  /** The trainee's lines to the patient that wait for the colleague's reply, oldest first. */
  awaitingMessageIds: z.array(z.string()),
  /** The colleague answers now (patient role, not handed back to the engine). */
  isColleagueAnswering: z.boolean(),
  /** Only for the patient role. */
  script: ZPatientScript.nullable(),
  /** The session's last live event: join the room with it as `afterSeq`. */
  lastSeq: z.number().int().min(0),
});
export type ColleagueView = z.infer<typeof ZColleagueView>;

export const ZColleagueReplyBody = z.object({
  /** The trainee's line this answers (one reply per line). */
  toMessageId: z.string().min(1).max(40),
  text: z
    .string()
    .trim()
    .min(1, 'Type the patient’s reply')
    .max(chatLimits.maxMessageChars, `Keep replies under ${chatLimits.maxMessageChars} characters`),
  /** The case's facts this reply reveals. */
  revealedFactIds: z.array(z.string().max(80)).max(COLLEAGUE.maxRevealedPerReply).default([]),
  /** The case's negatives this reply gives. */
  negativeIds: z.array(z.string().max(80)).max(COLLEAGUE.maxRevealedPerReply).default([]),
});

const roomParams = z.object({ roomId: z.uuid() });
const ownerOnly = { 404: 'No such room, or not the trainee’s' };
const grantOnly = { 404: 'No such room, or no colleague grant for it' };

export const colleagueRoutes = {
  create: defineRoute(colleagueEndpoints.create, {
    summary:
      'Invite a colleague to a session: to watch, or (before the first line to the patient) to play the patient',
    tag: 'Colleagues',
    auth: 'user',
    body: ZCreateColleagueRoomBody,
    data: ZColleagueRoomCreated,
    extraStatuses: {
      409: 'The patient has spoken already (or the session ended): a colleague can only watch',
    },
  }),
  room: defineRoute(colleagueEndpoints.room, {
    summary: 'A colleague room as its trainee sees it: role, state, who joined',
    tag: 'Colleagues',
    auth: 'user',
    params: roomParams,
    data: ZColleagueRoom,
    extraStatuses: ownerOnly,
  }),
  revoke: defineRoute(colleagueEndpoints.revoke, {
    summary: 'End a colleague room: the colleague is disconnected at once, the engine answers again',
    tag: 'Colleagues',
    auth: 'user',
    params: roomParams,
    data: z.object({ revoked: z.boolean() }),
    extraStatuses: ownerOnly,
  }),
  handBack: defineRoute(colleagueEndpoints.handBack, {
    summary: 'Let the simulated patient answer again (a line waiting for the colleague is answered now)',
    tag: 'Colleagues',
    auth: 'user',
    params: roomParams,
    data: z.object({ handedBackAt: z.string() }),
    extraStatuses: ownerOnly,
  }),
  preview: defineRoute(colleagueEndpoints.preview, {
    summary: 'What a colleague link is for, before joining (no login; limited per address)',
    tag: 'Colleagues',
    params: z.object({ token: z.string().min(1).max(200) }),
    data: ZColleagueLinkPreview,
  }),
  join: defineRoute(colleagueEndpoints.join, {
    summary: 'Join a colleague room by its link, signed in or as a named guest',
    tag: 'Colleagues',
    body: ZJoinColleagueBody,
    data: ZColleagueJoined,
  }),
  view: defineRoute(colleagueEndpoints.view, {
    summary: 'The colleague’s page: the session as it stands, and the patient’s script when playing it',
    tag: 'Colleagues',
    params: roomParams,
    data: ZColleagueView,
    extraStatuses: grantOnly,
  }),
  reply: defineRoute(colleagueEndpoints.reply, {
    summary: 'The patient’s reply, typed by the colleague, with the facts it reveals',
    tag: 'Colleagues',
    params: roomParams,
    body: ZColleagueReplyBody,
    data: z.object({ message: ZTranscriptMessage }),
    extraStatuses: {
      ...grantOnly,
      409: 'The line is answered already, the engine answers now, or the session is not running',
    },
  }),
};
