import { createHash } from 'node:crypto';
import type { Config } from '@urosim/config';
import type { SignedInSession } from '@urosim/contracts';
import { deleteHttpSessionOf, deleteOtherHttpSessions, type Knex, listHttpSessionsOf } from '@urosim/db';
import { AppError } from '../../http/app-error.ts';
import { deviceSummary } from './activity.ts';

/** The id a session is shown by: a digest of the store's id, which is the cookie's secret. */
export const sessionDigest = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 32);

const iso = (ms: unknown) => (typeof ms === 'number' ? new Date(ms).toISOString() : null);

/**
 * The user's signed-in sessions: the device from the user agent kept at login, when they signed in
 * and when the session was last used (its expiry less the idle timeout, which each use renews).
 */
export const sessionsOf = async (
  deps: { db: Knex; config: Config },
  user: { id: string },
  currentSid: string,
): Promise<{ sessions: SignedInSession[] }> => {
  const rows = await listHttpSessionsOf(deps.db, user.id);
  const idleMs = deps.config.SESSION_IDLE_MINUTES * 60_000;
  const sessions = rows.map((row) => ({
    id: sessionDigest(row.sid),
    device:
      deviceSummary(typeof row.sess.userAgent === 'string' ? row.sess.userAgent : null) ?? 'Unknown device',
    signedInAt: iso(row.sess.loginAt),
    lastActiveAt: new Date(new Date(row.expire).getTime() - idleMs).toISOString(),
    current: row.sid === currentSid,
  }));
  sessions.sort((a, b) =>
    a.current !== b.current
      ? a.current
        ? -1
        : 1
      : (b.lastActiveAt ?? '').localeCompare(a.lastActiveAt ?? ''),
  );
  return { sessions };
};

/** Signs out one other session of the user's, by its digest; this one is refused, any other id a 404. */
export const signOutSession = async (db: Knex, user: { id: string }, currentSid: string, id: string) => {
  if (id === sessionDigest(currentSid))
    throw new AppError('VALIDATION_FAILED', 'This is the session you are using: log out instead.');
  const match = (await listHttpSessionsOf(db, user.id)).find((row) => sessionDigest(row.sid) === id);
  if (!match) throw new AppError('NOT_FOUND', 'That session was not found. It may have ended already.');
  return { signedOut: await deleteHttpSessionOf(db, user.id, match.sid) };
};

export const signOutOtherSessions = async (db: Knex, user: { id: string }, currentSid: string) => ({
  signedOut: await deleteOtherHttpSessions(db, user.id, currentSid),
});
