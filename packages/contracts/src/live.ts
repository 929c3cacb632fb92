import { ZScenarioEventPayload } from './copilot.ts';
import { liveEndpoints } from './endpoints.ts';
import { ZFacilitatorChatMessage } from './facilitator.ts';
import { defineRoute } from './route.ts';
import { ZSessionAction, ZSessionClock, ZTranscriptMessage } from './sessions.ts';
import { z } from './zod.ts';

// Live rooms (issue 16; specification, sections 1, 3, 4 and 7: `/facilitator-sessions/*`; ADR 0117):
// a trainee invites a facilitator to watch a session read-only, by a link or a short code; the
// watcher's page follows the session through Socket.IO. This file holds the invite routes and the
// socket event contract, which both ends validate.

/** The numbers of live rooms. */
export const LIVE = {
  /** An invite lasts this many hours unless its owner chooses otherwise… */
  inviteDefaultHours: 24,
  /** …between these. */
  inviteMinHours: 1,
  inviteMaxHours: 72,
  /**
   * The short code's alphabet: no 0/O, 1/I/L, so it can be read aloud and typed from a screen. 8
   * characters of 31: about 39.6 bits, enough with the per-address limit on `resolve` (ADR 0117).
   */
  codeAlphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  codeLength: 8,
  guestNameMaxChars: 60,
  /** Events a socket may send in `clientEventWindowMs` before it is refused (and then dropped). */
  clientEventLimit: 20,
  clientEventWindowMs: 10_000,
  /** Most events one `session:join` answers with; a client further behind reloads the session. */
  catchUpMaxEvents: 1000,
  /** The Socket.IO path (the default), served by every api instance. */
  socketPath: '/socket.io',
} as const;

/** `ABCD-EFGH` as shown; the api accepts it in any case, with or without the dash or spaces. */
export const formatInviteCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** The code a person typed, as stored: upper case, without dashes and spaces; undefined if it cannot be one. */
export const normaliseInviteCode = (typed: string) => {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== LIVE.codeLength) return undefined;
  for (const char of code) if (!LIVE.codeAlphabet.includes(char)) return undefined;
  return code;
};

/** How long a link lasts, in whole hours (facilitator invites and colleague rooms alike). */
export const ZInviteExpiryHours = z
  .number()
  .int()
  .min(LIVE.inviteMinHours)
  .max(LIVE.inviteMaxHours)
  .default(LIVE.inviteDefaultHours);

export const ZCreateFacilitatorInviteBody = z.object({
  sessionId: z.uuid(),
  expiresInHours: ZInviteExpiryHours,
});

/** A new invite: the only time its code and token are told (only their hashes are stored). */
export const ZFacilitatorInvite = z.object({
  inviteId: z.uuid(),
  /** `XXXX-XXXX`, to read aloud; it resolves to the token. */
  code: z.string(),
  token: z.string(),
  /** The web page, `/fac-controls/invite/{token}`. */
  inviteUrl: z.string(),
  expiresAt: z.string(),
});
export type FacilitatorInvite = z.infer<typeof ZFacilitatorInvite>;

export const ZResolvedInviteCode = z.object({
  token: z.string(),
  caseTitle: z.string(),
  expiresAt: z.string(),
});
export type ResolvedInviteCode = z.infer<typeof ZResolvedInviteCode>;

export const ZJoinFacilitatorBody = z.object({
  token: z.string().min(1).max(200),
  /** The guest's name; when signed in and left out, the account's name. */
  name: z.string().trim().min(1).max(LIVE.guestNameMaxChars).optional(),
});

export const ZFacilitatorJoined = z.object({ watcherId: z.uuid(), sessionId: z.uuid() });
export type FacilitatorJoined = z.infer<typeof ZFacilitatorJoined>;

export const inviteStates = ['active', 'expired', 'revoked'] as const;

/** Who watches a session now: what the trainee always sees, with the means to end it. */
export const ZWatcher = z.object({
  id: z.uuid(),
  inviteId: z.uuid(),
  name: z.string(),
  /** Joined with an account (else as a named guest). */
  signedIn: z.boolean(),
  joinedAt: z.string(),
  /** A socket of this watcher is connected now (on any api instance). */
  connected: z.boolean(),
});
export type Watcher = z.infer<typeof ZWatcher>;

export const ZSessionWatchers = z.object({
  sessionId: z.uuid(),
  invites: z.array(
    z.object({
      id: z.uuid(),
      state: z.enum(inviteStates),
      createdAt: z.string(),
      expiresAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
  /** The watchers of the invites still active. */
  watchers: z.array(ZWatcher),
});
export type SessionWatchers = z.infer<typeof ZSessionWatchers>;

export const liveRoutes = {
  createInvite: defineRoute(liveEndpoints.createInvite, {
    summary: 'Invite a facilitator to watch a session read-only (before, during or after it)',
    tag: 'Live rooms',
    auth: 'user',
    body: ZCreateFacilitatorInviteBody,
    data: ZFacilitatorInvite,
  }),
  resolveCode: defineRoute(liveEndpoints.resolveCode, {
    summary: 'The invite a short code names (no login; limited per address)',
    tag: 'Live rooms',
    params: z.object({ code: z.string().min(1).max(20) }),
    data: ZResolvedInviteCode,
  }),
  join: defineRoute(liveEndpoints.join, {
    summary: 'Join as a facilitator with an invite token, signed in or as a named guest',
    tag: 'Live rooms',
    body: ZJoinFacilitatorBody,
    data: ZFacilitatorJoined,
  }),
  watchers: defineRoute(liveEndpoints.watchers, {
    summary: 'The invites of a session and who watches it',
    tag: 'Live rooms',
    auth: 'user',
    params: z.object({ sessionId: z.uuid() }),
    data: ZSessionWatchers,
  }),
  revokeInvite: defineRoute(liveEndpoints.revokeInvite, {
    summary: 'End an invite: its watchers are disconnected at once, on every api instance',
    tag: 'Live rooms',
    auth: 'user',
    params: z.object({ inviteId: z.uuid() }),
    data: z.object({ revoked: z.boolean() }),
  }),
};

// ---- The socket event contract ---------------------------------------------------------------

/** What a `session:event` carries, by type. Every event has the session's next `seq`. */
export const liveEventTypes = [
  'message',
  'action',
  'phase',
  'facilitatorReady',
  'watchers',
  'facilitatorChat',
  'scenario',
] as const;
export type LiveEventType = (typeof liveEventTypes)[number];

const ZWatcherBrief = ZWatcher.pick({ id: true, name: true, connected: true });

const liveEvent = <T extends LiveEventType, P extends z.ZodType>(type: T, payload: P) =>
  z.object({
    sessionId: z.uuid(),
    /** Gap-free per session, from 1: a client orders by it and drops what it has seen. */
    seq: z.number().int().positive(),
    type: z.literal(type),
    /** When the server stored it (ISO); the latency of fan-out is measured from it. */
    at: z.string(),
    payload,
  });

export const ZLiveEvent = z.discriminatedUnion('type', [
  /** A transcript line: the trainee's, then the patient's or nurse's reply, each its own event. */
  liveEvent('message', z.object({ message: ZTranscriptMessage })),
  /** An examination or investigation requested (and its result when it is already back). */
  liveEvent('action', z.object({ action: ZSessionAction })),
  /** The session's clock after a change of phase (started, ended). */
  liveEvent('phase', z.object({ clock: ZSessionClock })),
  /** A facilitator's Ready toggle (specification, section 3); a start never waits for it. */
  liveEvent('facilitatorReady', z.object({ watcherId: z.uuid(), ready: z.boolean() })),
  /** Who watches now, after a join, a revocation, a connect or a disconnect. */
  liveEvent('watchers', z.object({ watchers: z.array(ZWatcherBrief) })),
  /** A facilitator's message to the trainee (`POST /facilitator/chat`), apart from the patient's chat. */
  liveEvent('facilitatorChat', z.object({ message: ZFacilitatorChatMessage })),
  /** A scenario event a copilot session's facilitator injected (ADR 0119). */
  liveEvent('scenario', ZScenarioEventPayload),
]);
export type LiveEvent = z.infer<typeof ZLiveEvent>;
export type LiveEventPayload<T extends LiveEventType> = Extract<LiveEvent, { type: T }>['payload'];

export const ZSessionJoin = z.object({
  sessionId: z.uuid(),
  /** The last seq the client has (0 for none): the ack holds every later event. */
  afterSeq: z.number().int().min(0).default(0),
});

/** Why the server refused a client event. */
export const liveRefusalCodes = ['NOT_FOUND', 'VALIDATION_FAILED', 'NOT_ALLOWED', 'RATE_LIMITED'] as const;

export const ZSessionJoinAck = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    events: z.array(ZLiveEvent),
    /** The session's last seq now (the last of `events`, or more when more than the cap were due). */
    lastSeq: z.number().int().min(0),
  }),
  z.object({ ok: z.literal(false), code: z.enum(liveRefusalCodes) }),
]);
export type SessionJoinAck = z.infer<typeof ZSessionJoinAck>;

/** A refusal of a client event the server does not take (every event but `session:join`). */
export const ZLiveRefusal = z.object({ ok: z.literal(false), code: z.enum(liveRefusalCodes) });

/** Events the server sends (Socket.IO's typed map; the payloads are checked by `ZLiveEvent`). */
export type LiveServerToClient = {
  'session:event': (event: LiveEvent) => void;
};

/** Events a client may send: only `session:join`; a watcher can change nothing of a session. */
export type LiveClientToServer = {
  'session:join': (input: z.input<typeof ZSessionJoin>, ack: (answer: SessionJoinAck) => void) => void;
};

/** Why the handshake was refused (`connect_error`'s message). */
export const liveHandshakeErrors = ['ORIGIN_NOT_ALLOWED', 'UNAUTHENTICATED', 'RATE_LIMITED'] as const;
