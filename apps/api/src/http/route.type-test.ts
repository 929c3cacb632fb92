// A type test, run by `pnpm typecheck` (never executed): the user a handler receives is typed by
// the contract's `auth`. Should a public route's user lose its `undefined`, the `@ts-expect-error`
// below is unused; should a logged-in route's user gain one, its line fails: the typecheck fails.
import type { adminMailRoutes, authRoutes, sessionRoutes } from '@urosim/contracts';
import type { AuthUser } from './auth.ts';
import type { HandlerInput } from './route.ts';

export const handlerUserTypes = (
  loggedIn: HandlerInput<typeof sessionRoutes.details>['user'],
  admin: HandlerInput<typeof adminMailRoutes.outbox>['user'],
  anyone: HandlerInput<typeof authRoutes.status>['user'],
) => {
  // `auth: 'user'` and `auth: 'admin'`: the guard ran, the user is there.
  const user: AuthUser = loggedIn;
  const adminUser: AuthUser = admin;
  // No `auth`: a visitor too.
  // @ts-expect-error a public route's user may be undefined
  const visitor: AuthUser = anyone;
  return [user, adminUser, visitor];
};
