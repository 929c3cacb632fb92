import { sessionNotFound } from './session.ts';

/**
 * A facilitator's access (ADR 0117): an invite grant, kept in the http session by `join` or given
 * by an invite token at the socket's handshake. It opens one session, read-only, while its invite is
 * active; nothing else. `active` is checked against the database on every use (handshake, join of
 * a room, and every route), so a revoked or expired invite opens nothing.
 */
export type InviteGrant = { inviteId: string; sessionId: string; watcherId: string | null };

/** Whether `grant` (its invite active now) opens the room of `sessionId`. */
export const grantOpens = (grant: InviteGrant, sessionId: string, activeInviteIds: ReadonlySet<string>) =>
  grant.sessionId === sessionId && activeInviteIds.has(grant.inviteId);

/** What may be done on a facilitator route of a session (issue 16). */
export const facilitatorActions = [
  'readDashboard',
  'setReady',
  'writeNotes',
  'writeFeedback',
  'chat',
  'readFacilitatorFeedback',
] as const;
export type FacilitatorAction = (typeof facilitatorActions)[number];

/**
 * Who asks on a facilitator route: whether they are the session's trainee (signed in as its
 * owner), and the grant of `join` this browser holds for the session with its invite active now
 * (the caller finds it; an expired or revoked invite gives none).
 */
export type FacilitatorAsker = { isOwner: boolean; grant: InviteGrant | undefined };

/** Whom a facilitator route serves: the session's trainee, or one watcher. */
export type FacilitatorRole = { role: 'owner' } | { role: 'watcher'; watcherId: string; inviteId: string };

const asWatcher = ({ isOwner, grant }: FacilitatorAsker): FacilitatorRole | undefined =>
  // The trainee never gets the watcher's view (the marking as it goes, hidden from them), even
  // with a grant of their own invite; a socket-only grant (an invite token) names no watcher.
  !isOwner && grant?.watcherId
    ? { role: 'watcher', watcherId: grant.watcherId, inviteId: grant.inviteId }
    : undefined;

/**
 * The facilitator routes' rules. The dashboard, Ready, notes, ratings and chat are the watcher's
 * alone; the ratings are read by the trainee (all of them) and by each watcher (their own).
 */
export const facilitatorRules: Readonly<
  Record<FacilitatorAction, (asker: FacilitatorAsker) => FacilitatorRole | undefined>
> = {
  readDashboard: asWatcher,
  setReady: asWatcher,
  writeNotes: asWatcher,
  writeFeedback: asWatcher,
  chat: asWatcher,
  readFacilitatorFeedback: (asker) => (asker.isOwner ? { role: 'owner' } : asWatcher(asker)),
};

/**
 * Whom `action` serves, or the session policy's 404 (the same as for a session that does not
 * exist): a visitor without a grant, another user and an ended invite learn nothing.
 */
export const authorizeFacilitator = (asker: FacilitatorAsker, action: FacilitatorAction): FacilitatorRole => {
  const role = facilitatorRules[action](asker);
  if (!role) throw sessionNotFound();
  return role;
};
