import type { BabSessionRow } from '@urosim/db';
import { AppError } from '../http/app-error.ts';
import type { Policy, PolicyUser } from './policy.ts';

/** What may be done to a breaking-bad-news conversation. */
export type BabSessionPolicyAction = 'read' | 'interact' | 'end' | 'review';

/** A breaking-bad-news conversation as its policy sees it: whose it is. */
export type BabSessionResource = { type: 'babSession'; ownerId: string };

/** The policy's view of a conversation row. */
export const babSessionResource = (row: Pick<BabSessionRow, 'user_id'>): BabSessionResource => ({
  type: 'babSession',
  ownerId: row.user_id,
});

/** The same 404 for a conversation that does not exist and for another trainee's. */
export const babSessionNotFound = () => new AppError('NOT_FOUND', 'No such conversation');

const isOwner = (user: PolicyUser, session: BabSessionResource) => user.id === session.ownerId;

/** Only its trainee may read, continue, end or review a conversation, an admin included (as sessions). */
export const babSessionPolicy: Policy<BabSessionResource, BabSessionPolicyAction> = {
  rules: { read: isOwner, interact: isOwner, end: isOwner, review: isOwner },
  refusal: babSessionNotFound,
};
