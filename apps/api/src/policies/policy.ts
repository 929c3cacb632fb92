import type { UserRow } from '../features/auth/repo.ts';
import { AppError } from '../http/app-error.ts';

/** A logged-in user as the policies see them: who they are and their role. */
export type PolicyUser = Pick<UserRow, 'id' | 'role' | 'is_admin'>;

/** Who asks: a logged-in user, or `undefined` for a visitor. */
export type Actor = PolicyUser | undefined;

/**
 * The policy of one kind of resource: for each action, whether a logged-in user may do it to a
 * resource, and what a refused user is answered. A visitor is always refused with 401.
 */
export type Policy<R, A extends string> = {
  rules: Readonly<Record<A, (user: PolicyUser, resource: R) => boolean>>;
  refusal: (resource: R) => AppError;
};

/** Whether a user is an admin (is_admin or the admin role). */
export const isAdmin = (user: Pick<UserRow, 'is_admin' | 'role'>) => user.is_admin || user.role === 'admin';

/** The answer to a visitor where a login is needed (401). */
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue');

/** The answer to a logged-in user where an admin is needed (403). */
export const adminRequired = () => new AppError('ADMIN_REQUIRED', 'Admin access required');
