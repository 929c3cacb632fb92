import { AppError } from '../http/app-error.ts';
import { isAdmin, type Policy, type PolicyUser } from './policy.ts';

/** A user's progress figures (dashboard, session count). */
export type ProgressResource = { type: 'progress'; userId: string };

/** The policy's view of a user's progress. */
export const progressOf = (userId: string): ProgressResource => ({ type: 'progress', userId });

/** The answer for a user who does not exist, and for one whose figures the caller may not see. */
export const userNotFound = () => new AppError('NOT_FOUND', 'No such user');

/** Users read their own figures; admins read anyone's. Others are told there is no such user. */
export const progressPolicy: Policy<ProgressResource, 'read'> = {
  rules: { read: (user: PolicyUser, progress) => user.id === progress.userId || isAdmin(user) },
  refusal: userNotFound,
};
