import { adminAreaPolicy, caseLibraryPolicy, outboxPolicy } from './admin.ts';
import { babSessionPolicy } from './bad-news.ts';
import { type Actor, type Policy, unauthenticated } from './policy.ts';
import { sessionPolicy } from './session.ts';
import { progressPolicy } from './user.ts';

// Who may do what to which resource, in one place (as Outline's server/policies): one policy per
// kind of resource, looked up by the resource's `type`. Services load a resource, then call
// `authorize`; routers never check access by hand. Roles and new kinds of actor (facilitators,
// colleagues, invite tokens, public live links) are added to these policies.

const policies = {
  session: sessionPolicy,
  outbox: outboxPolicy,
  caseLibrary: caseLibraryPolicy,
  adminArea: adminAreaPolicy,
  progress: progressPolicy,
  babSession: babSessionPolicy,
};

type Policies = typeof policies;
type ResourceOf<T extends keyof Policies> = Policies[T] extends Policy<infer R, string> ? R : never;
/** Any resource a policy covers. */
export type Resource = { [T in keyof Policies]: ResourceOf<T> }[keyof Policies];
/** The actions of a resource's policy. */
export type ActionOn<R extends Resource> = Policies[R['type']] extends Policy<never, infer A> ? A : never;

const policyOf = <R extends Resource>(resource: R) =>
  policies[resource.type] as unknown as Policy<R, ActionOn<R>>;

/** Whether `actor` may do `action` to `resource` (a visitor never may). */
export const can = <R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): boolean =>
  actor !== undefined && policyOf(resource).rules[action](actor, resource);

/**
 * Throws unless `actor` may do `action` to `resource`: 401 for a visitor, else the resource's
 * refusal (404 for another trainee's session, 403 where an admin is needed).
 */
export const authorize = <R extends Resource>(actor: Actor, action: ActionOn<R>, resource: R): void => {
  if (actor === undefined) throw unauthenticated();
  if (!can(actor, action, resource)) throw policyOf(resource).refusal(resource);
};

export { adminArea, caseLibrary, outbox } from './admin.ts';
export { type BabSessionPolicyAction, babSessionNotFound, babSessionResource } from './bad-news.ts';
export { type Actor, adminRequired, isAdmin, type PolicyUser, unauthenticated } from './policy.ts';
export { type SessionPolicyAction, sessionNotFound, sessionResource } from './session.ts';
export { progressOf, userNotFound } from './user.ts';
