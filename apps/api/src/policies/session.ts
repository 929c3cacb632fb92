import type { TrainingSessionRow } from '@urosim/db';
import { AppError } from '../http/app-error.ts';
import type { Policy, PolicyUser } from './policy.ts';

/** What may be done to a training session. */
export const sessionActions = [
  'read',
  'interact',
  'updateNotes',
  'end',
  'submitSummary',
  'readFeedback',
  'writeNarrative',
  'readHandoff',
  'writeHandoff',
  'shareHandoff',
  'readReports',
  'manageWatchers',
  'watchLive',
] as const;
export type SessionPolicyAction = (typeof sessionActions)[number];

/** A training session as its policy sees it: whose it is. */
export type SessionResource = { type: 'session'; ownerId: string };

/** The policy's view of a session row. */
export const sessionResource = (row: Pick<TrainingSessionRow, 'user_id'>): SessionResource => ({
  type: 'session',
  ownerId: row.user_id,
});

/**
 * The answer for a session that does not exist, and for one the caller may not see: the same 404,
 * so that nobody learns whether a session id is real.
 */
export const sessionNotFound = () => new AppError('NOT_FOUND', 'No such session');

const isOwner = (user: PolicyUser, session: SessionResource) => user.id === session.ownerId;

/**
 * Only its trainee may do anything to a session, an admin included: a session is the trainee's
 * own practice. (Facilitators, colleagues and live links will be added here.)
 */
export const sessionPolicy: Policy<SessionResource, SessionPolicyAction> = {
  rules: {
    read: isOwner,
    interact: isOwner,
    updateNotes: isOwner,
    end: isOwner,
    submitSummary: isOwner,
    readFeedback: isOwner,
    writeNarrative: isOwner,
    // The hand-off, its share links, its PDF and the report bundle: the trainee's own. A share
    // link's reader gets the public view through the token, never through this policy.
    readHandoff: isOwner,
    writeHandoff: isOwner,
    shareHandoff: isOwner,
    readReports: isOwner,
    // Facilitator invites and who watches (ADR 0117): the trainee invites, sees and ends the
    // watching, and follows their own session's room. A facilitator's access is an invite grant
    // (policies/live.ts), never a user's rule here.
    manageWatchers: isOwner,
    watchLive: isOwner,
  },
  refusal: sessionNotFound,
};
