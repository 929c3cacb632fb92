import { facilitatorRoutes, liveRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { tokenPageHeaders } from '../../http/token-page.ts';
import {
  addNote,
  type FacilitatorDeps,
  getDashboard,
  listFeedback,
  saveFeedback,
  sendFacilitatorChat,
  setReady,
} from './facilitator.ts';
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
export const createLiveRoomsRouter = (
  deps: InviteDeps & FacilitatorDeps & { mount: MountRoute; rateLimitScale: number },
) => {
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
  // The facilitator's routes (issue 16): the grant of `join` in the http session opens them, its
  // invite active; the rules are the policy's (policies/live.ts, `authorizeFacilitator`).
  mount(router, facilitatorRoutes.dashboard, ({ req, params }) => getDashboard(deps, req, params.sessionId));
  mount(router, facilitatorRoutes.ready, ({ req, params, body }) =>
    setReady(deps, req, params.sessionId, body.ready),
  );
  mount(router, facilitatorRoutes.addNote, ({ req, params, body }) =>
    addNote(deps, req, params.sessionId, body),
  );
  mount(router, facilitatorRoutes.saveFeedback, ({ req, params, body }) =>
    saveFeedback(deps, req, params.sessionId, body),
  );
  mount(router, facilitatorRoutes.facilitatorFeedback, ({ req, params }) =>
    listFeedback(deps, req, params.sessionId),
  );
  mount(router, facilitatorRoutes.chat, ({ req, body }) => sendFacilitatorChat(deps, req, body), {
    guards: [createRateLimiter(deps.db, limitRules.facilitatorChatIp, deps.rateLimitScale)],
  });
  return router;
};
