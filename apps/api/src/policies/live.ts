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
