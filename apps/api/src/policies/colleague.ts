import { sessionNotFound } from './session.ts';

/**
 * A colleague's access (ADR 0118): the grant `join` keeps in the http session for one room of one
 * training session. It opens that session's room while the colleague room is active (checked
 * against the database on every use); nothing of any other session.
 */
export type ColleagueGrant = {
  roomId: string;
  sessionId: string;
  memberId: string;
  role: 'watch' | 'patient';
};

/** What a colleague route may do. */
export const colleagueActions = ['readView', 'readScript', 'replyAsPatient'] as const;
export type ColleagueAction = (typeof colleagueActions)[number];

/**
 * Who asks on a colleague route: whether they are the session's trainee, and this browser's grant
 * for the room, its room active now (the caller finds it; an expired or revoked room gives none).
 */
export type ColleagueAsker = { isOwner: boolean; grant: ColleagueGrant | undefined };

/**
 * The rules. The session's trainee never gets a colleague's view, even holding a grant of their own
 * room: the patient's script is what a trainee must never see. Watching shows the transcript, clock
 * and actions; the script and the patient's replies are the patient role's alone. Nobody of a room
 * sends trainee or nurse lines, starts or ends a session: no rule here does it.
 */
export const colleagueRules: Readonly<Record<ColleagueAction, (asker: ColleagueAsker) => boolean>> = {
  readView: ({ isOwner, grant }) => !isOwner && grant !== undefined,
  readScript: ({ isOwner, grant }) => !isOwner && grant?.role === 'patient',
  replyAsPatient: ({ isOwner, grant }) => !isOwner && grant?.role === 'patient',
};

/** The grant `action` is done under, or the session policy's 404 (as for a session that does not exist). */
export const authorizeColleague = (asker: ColleagueAsker, action: ColleagueAction): ColleagueGrant => {
  if (!colleagueRules[action](asker) || !asker.grant) throw sessionNotFound();
  return asker.grant;
};
