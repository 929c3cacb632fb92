import { heygenEndpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

// Avatar consultations with HeyGen (issue 21, ADR 0128): the api opens HeyGen streaming sessions
// with its key (which never reaches the browser), asks HeyGen to speak the patient's replies (the
// patient engine writes every one), closes them, and counts their minutes against the plan.

/** The avatar minutes of the user's plan in the current period; `included` null when unlimited. */
export const ZAvatarMinutes = z.object({
  included: z.number().int().nullable(),
  usedSeconds: z.number().int(),
  remainingSeconds: z.number().int().nullable(),
});
export type AvatarMinutes = z.infer<typeof ZAvatarMinutes>;

export const ZHeygenStatus = z.object({
  /** HeyGen is configured on the server (else the in-browser avatar speaks). */
  configured: z.boolean(),
  minutes: ZAvatarMinutes,
});
export type HeygenStatus = z.infer<typeof ZHeygenStatus>;

/** An opened HeyGen session: what the browser needs to join its stream, never the api key. */
export const ZHeygenSession = z.object({
  avatarSessionId: z.uuid(),
  heygenSessionId: z.string(),
  /** A short-lived HeyGen session token for `@heygen/streaming-avatar`. */
  token: z.string(),
  url: z.string(),
  accessToken: z.string(),
  /** HeyGen's api base for `@heygen/streaming-avatar` (which starts the stream with the session token). */
  basePath: z.string(),
  /** The session is closed this many minutes after it opened (ADR 0128). */
  timeoutMinutes: z.number().int(),
  minutes: ZAvatarMinutes,
});
export type HeygenSession = z.infer<typeof ZHeygenSession>;

/** One step of the admin's end-to-end check of the HeyGen configuration (`/heygen-test`, ADR 0132). */
export const ZHeygenCheckStep = z.object({
  step: z.enum(['token', 'create', 'start', 'speak', 'close']),
  ok: z.boolean(),
  ms: z.number().int(),
  /** What HeyGen answered (a session id), or why the step failed; never the key. */
  detail: z.string(),
});
export const ZHeygenCheck = z.object({
  configured: z.boolean(),
  baseUrl: z.string(),
  avatarId: z.string(),
  ok: z.boolean(),
  steps: z.array(ZHeygenCheckStep),
});
export type HeygenCheck = z.infer<typeof ZHeygenCheck>;

/** The line the check asks the avatar to speak. */
export const HEYGEN_CHECK_LINE = 'Hello, this is the UroSim avatar check.';

const ZAvatarSessionRef = z.object({ avatarSessionId: z.uuid() });

export const heygenRoutes = {
  status: defineRoute(heygenEndpoints.status, {
    summary: 'Whether HeyGen is configured, and the avatar minutes left on the plan',
    tag: 'Avatar',
    auth: 'user',
    data: ZHeygenStatus,
  }),
  createSession: defineRoute(heygenEndpoints.createSession, {
    summary: 'Open a HeyGen streaming session for an avatar-mode training session (key kept server-side)',
    tag: 'Avatar',
    auth: 'user',
    body: z.object({ sessionId: z.uuid() }),
    data: ZHeygenSession,
    extraStatuses: {
      402: 'The plan’s avatar minutes are spent (AVATAR_MINUTES_EXHAUSTED)',
      404: 'No such session of yours',
      503: 'HeyGen is not configured or not reachable',
    },
  }),
  sendText: defineRoute(heygenEndpoints.sendText, {
    summary: 'Have the avatar speak a patient reply already in the transcript',
    tag: 'Avatar',
    auth: 'user',
    body: ZAvatarSessionRef.extend({ messageId: z.string().regex(/^\d{1,18}$/, 'A message id') }),
    data: z.object({ spoken: z.literal(true), minutes: ZAvatarMinutes }),
    extraStatuses: { 402: 'The plan’s avatar minutes are spent', 404: 'No such avatar session or message' },
  }),
  closeSession: defineRoute(heygenEndpoints.closeSession, {
    summary: 'Close a HeyGen session; its minutes are counted',
    tag: 'Avatar',
    auth: 'user',
    body: ZAvatarSessionRef,
    data: z.object({ closed: z.literal(true), seconds: z.number().int(), minutes: ZAvatarMinutes }),
    extraStatuses: { 404: 'No such avatar session of yours' },
  }),
  check: defineRoute(heygenEndpoints.check, {
    summary: 'Admins: check the HeyGen configuration end to end (token, create, start, speak a line, close)',
    tag: 'Avatar',
    auth: 'admin',
    data: ZHeygenCheck,
  }),
} as const;
