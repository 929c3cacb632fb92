import { liveRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { tokenPageHeaders } from '../../http/token-page.ts';
import {
  createInvite,
  type InviteDeps,
  joinInvite,
  listWatchers,
  resolveCode,
  revokeInvite,
} from './invites.ts';

/**
 * Facilitator invites (ADR 0117; specification, section 7: `/facilitator-sessions/*`). The owner's
 * routes go through the session policy (another user gets 404); `resolve` and `join` need only the
 * code or token, each limited per address so that neither can be guessed at speed.
 */
export const createLiveRoomsRouter = (deps: InviteDeps & { mount: MountRoute; rateLimitScale: number }) => {
  const { mount } = deps;
  const router = Router();
  mount(router, liveRoutes.createInvite, ({ user, body }) => createInvite(deps, user, body));
  mount(router, liveRoutes.watchers, ({ user, params }) => listWatchers(deps, user, params.sessionId));
  mount(router, liveRoutes.revokeInvite, ({ user, params }) => revokeInvite(deps, user, params.inviteId));
  mount(router, liveRoutes.resolveCode, ({ params }) => resolveCode(deps, params.code), {
    guards: [tokenPageHeaders, createRateLimiter(deps.db, limitRules.inviteCodeIp, deps.rateLimitScale)],
  });
  mount(router, liveRoutes.join, ({ req, user, body }) => joinInvite(deps, req, user, body), {
    guards: [tokenPageHeaders, createRateLimiter(deps.db, limitRules.inviteJoinIp, deps.rateLimitScale)],
  });
  return router;
};
