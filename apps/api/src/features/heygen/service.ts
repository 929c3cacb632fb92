import type { Config } from '@urosim/config';
import {
  type AvatarMinutes,
  HEYGEN_CHECK_LINE,
  type HeygenCheck,
  type HeygenSession,
  type HeygenStatus,
} from '@urosim/contracts';
import {
  type AvatarSessionRow,
  closeAvatarSession,
  findAvatarSession,
  findSessionMessage,
  insertAvatarSession,
  type Knex,
  listOpenAvatarSessions,
} from '@urosim/db';
import { AppError } from '../../http/app-error.ts';
import type { PolicyUser } from '../../policies/policy.ts';
import { readAvatarMinutes } from '../billing/avatar-minutes.ts';
import { readEntitlement } from '../billing/entitlements.ts';
import { loadSession } from '../sessions/service.ts';
import type { HeygenClient } from './client.ts';
import { isAvatarAllowanceSpent, isTimedOut } from './minutes.ts';

export type HeygenDeps = { db: Knex; config: Config; heygen: HeygenClient | undefined };

const notFound = () => new AppError('NOT_FOUND', 'No such avatar session.');

const spent = () =>
  new AppError(
    'AVATAR_MINUTES_EXHAUSTED',
    'Your plan’s avatar minutes for this period are spent. Carry on by text chat, or upgrade for more.',
  );

const requireHeygen = (deps: HeygenDeps) => {
  if (!deps.heygen) throw new AppError('AVATAR_UNAVAILABLE', 'The HeyGen avatar is not configured here.');
  return deps.heygen;
};

/** Closes a session with HeyGen (best effort: it is closed on our side whatever HeyGen answers). */
const closeRow = async (deps: HeygenDeps, row: AvatarSessionRow, reason: string, at = new Date()) => {
  const closed = await closeAvatarSession(deps.db, row.id, at, reason);
  if (closed && deps.heygen) await deps.heygen.stopSession(row.provider_session_id).catch(() => undefined);
  return closed;
};

/**
 * Closes the user's open avatar sessions that ran past the timeout or whose consultation has ended
 * (ADR 0128): run before each count so the minutes stop where the session should have stopped.
 */
export const closeStaleAvatarSessions = async (deps: HeygenDeps, userId: string, now = new Date()) => {
  for (const row of await listOpenAvatarSessions(deps.db, { userId })) {
    const session = await deps.db('training_sessions').where({ id: row.training_session_id }).first();
    if (isTimedOut(row.started_at, now, deps.config.HEYGEN_SESSION_TIMEOUT_MINUTES)) {
      const limit = new Date(row.started_at.getTime() + deps.config.HEYGEN_SESSION_TIMEOUT_MINUTES * 60_000);
      await closeRow(deps, row, 'timeout', limit);
    } else if (!session || session.ended_at) {
      await closeRow(deps, row, 'session-ended', session?.ended_at ?? now);
    }
  }
};

/** Closes the avatar sessions of a training session that has ended (called when it ends). */
export const closeAvatarSessionsOf = async (deps: HeygenDeps, trainingSessionId: string) => {
  for (const row of await listOpenAvatarSessions(deps.db, { trainingSessionId })) {
    await closeRow(deps, row, 'session-ended');
  }
};

const minutesOf = async (deps: HeygenDeps, user: PolicyUser): Promise<AvatarMinutes> =>
  readAvatarMinutes(deps.db, deps.config, user.id, await readEntitlement(deps.db, deps.config, user));

export const heygenStatus = async (deps: HeygenDeps, user: PolicyUser): Promise<HeygenStatus> => {
  await closeStaleAvatarSessions(deps, user.id);
  return { configured: Boolean(deps.heygen), minutes: await minutesOf(deps, user) };
};

export const createHeygenSession = async (
  deps: HeygenDeps,
  user: PolicyUser,
  sessionId: string,
): Promise<HeygenSession> => {
  const training = await loadSession(deps.db, user, 'interact', sessionId);
  if (training.ended_at) throw new AppError('SESSION_ENDED', 'The session has ended.');
  const heygen = requireHeygen(deps);
  await closeStaleAvatarSessions(deps, user.id);
  const minutes = await minutesOf(deps, user);
  if (isAvatarAllowanceSpent(minutes)) throw spent();
  // One HeyGen session per training session at a time: a reload replaces the previous one.
  for (const open of await listOpenAvatarSessions(deps.db, { trainingSessionId: training.id })) {
    await closeRow(deps, open, 'replaced');
  }
  const token = await heygen.createToken();
  // The browser's `@heygen/streaming-avatar` starts it (`streaming.start` with the session token)
  // as it joins the stream: started here too, HeyGen would refuse the second start.
  const stream = await heygen.newSession();
  const row = await insertAvatarSession(deps.db, {
    user_id: user.id,
    training_session_id: training.id,
    provider_session_id: stream.sessionId,
  });
  return {
    avatarSessionId: row.id,
    heygenSessionId: stream.sessionId,
    token,
    url: stream.url,
    accessToken: stream.accessToken,
    basePath: deps.config.HEYGEN_BASE_URL.replace(/\/$/, ''),
    timeoutMinutes: deps.config.HEYGEN_SESSION_TIMEOUT_MINUTES,
    minutes,
  };
};

/** The user's own open avatar session (another user's, or an unknown id: the same 404). */
const ownOpenSession = async (deps: HeygenDeps, user: PolicyUser, id: string) => {
  const row = await findAvatarSession(deps.db, id);
  if (!row || row.user_id !== user.id) throw notFound();
  return row;
};

export const sendHeygenText = async (
  deps: HeygenDeps,
  user: PolicyUser,
  body: { avatarSessionId: string; messageId: string },
) => {
  const row = await ownOpenSession(deps, user, body.avatarSessionId);
  const heygen = requireHeygen(deps);
  await closeStaleAvatarSessions(deps, user.id);
  const current = await findAvatarSession(deps.db, row.id);
  if (!current || current.closed_at) throw new AppError('SESSION_ENDED', 'The avatar session is closed.');
  const minutes = await minutesOf(deps, user);
  if (isAvatarAllowanceSpent(minutes)) {
    await closeRow(deps, current, 'minutes-spent');
    throw spent();
  }
  // HeyGen only speaks: the text is a patient reply the engine wrote, read from the transcript.
  const message = await findSessionMessage(deps.db, row.training_session_id, body.messageId);
  const noReply = new AppError('NOT_FOUND', 'No such patient reply.');
  if (!message) throw noReply;
  if (message.sender !== 'patient') throw noReply;
  await heygen.speak(current.provider_session_id, message.text);
  return { spoken: true as const, minutes };
};

export const closeHeygenSession = async (deps: HeygenDeps, user: PolicyUser, avatarSessionId: string) => {
  const row = await ownOpenSession(deps, user, avatarSessionId);
  const closed = (await closeRow(deps, row, 'closed')) ?? (await findAvatarSession(deps.db, row.id)) ?? row;
  return { closed: true as const, seconds: closed.seconds, minutes: await minutesOf(deps, user) };
};

/**
 * The admins' end-to-end check of the configuration (`/heygen-test`, ADR 0132): a token, a session
 * created and started, a line spoken and the session stopped, each step timed. Nothing is stored and
 * no minutes are counted; a failed step stops the check (a session already created is still stopped).
 */
export const checkHeygen = async (deps: HeygenDeps): Promise<HeygenCheck> => {
  const base = {
    configured: Boolean(deps.heygen),
    baseUrl: deps.config.HEYGEN_BASE_URL,
    avatarId: deps.config.HEYGEN_AVATAR_ID,
  };
  const heygen = deps.heygen;
  if (!heygen) return { ...base, ok: false, steps: [] };
  const steps: HeygenCheck['steps'] = [];
  const run = async <T>(
    step: HeygenCheck['steps'][number]['step'],
    action: () => Promise<T>,
    say: (v: T) => string,
  ) => {
    const started = performance.now();
    try {
      const value = await action();
      steps.push({ step, ok: true, ms: Math.round(performance.now() - started), detail: say(value) });
      return { value };
    } catch (error) {
      const detail = error instanceof AppError ? error.message : 'Failed.';
      steps.push({ step, ok: false, ms: Math.round(performance.now() - started), detail });
      return undefined;
    }
  };
  const token = await run(
    'token',
    () => heygen.createToken(),
    () => 'A session token was issued.',
  );
  const stream =
    token &&
    (await run(
      'create',
      () => heygen.newSession(),
      (s) => `Session ${s.sessionId}.`,
    ));
  if (stream) {
    const id = stream.value.sessionId;
    const started = await run(
      'start',
      () => heygen.startSession(id),
      () => 'Started.',
    );
    if (started)
      await run(
        'speak',
        () => heygen.speak(id, HEYGEN_CHECK_LINE),
        () => `Asked to say “${HEYGEN_CHECK_LINE}”`,
      );
    await run(
      'close',
      () => heygen.stopSession(id),
      () => 'Stopped.',
    );
  }
  return { ...base, ok: steps.length === 5 && steps.every((s) => s.ok), steps };
};
