import { colleagueRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { tokenPageHeaders } from '../../http/token-page.ts';
import {
  type ColleagueDeps,
  createColleagueRoom,
  getColleagueRoom,
  getColleagueView,
  handBackToEngine,
  joinColleagueRoom,
  previewColleagueLink,
  replyAsPatient,
  revokeColleague,
} from './service.ts';

/**
 * Colleague rooms (issue 16, ADR 0118). The trainee's routes go through the session policy (another
 * user gets 404); the link's routes need only its token and are limited per address as facilitator
 * invites are; the colleague's routes need the grant of `join` (policies/colleague.ts).
 */
export const createColleaguesRouter = (
  deps: ColleagueDeps & { mount: MountRoute; rateLimitScale: number },
) => {
  const { mount } = deps;
  const router = Router();
  const tokenGuards = [
    tokenPageHeaders,
    createRateLimiter(deps.db, limitRules.inviteJoinIp, deps.rateLimitScale),
  ];
  mount(router, colleagueRoutes.create, ({ user, body }) => createColleagueRoom(deps, user, body));
  mount(router, colleagueRoutes.room, ({ user, params }) => getColleagueRoom(deps, user, params.roomId));
  mount(router, colleagueRoutes.revoke, ({ user, params }) => revokeColleague(deps, user, params.roomId));
  mount(router, colleagueRoutes.handBack, ({ user, params }) => handBackToEngine(deps, user, params.roomId));
  mount(router, colleagueRoutes.preview, ({ params }) => previewColleagueLink(deps, params.token), {
    guards: tokenGuards,
  });
  mount(router, colleagueRoutes.join, ({ req, user, body }) => joinColleagueRoom(deps, req, user, body), {
    guards: tokenGuards,
  });
  mount(router, colleagueRoutes.view, ({ req, params }) => getColleagueView(deps, req, params.roomId), {
    guards: [tokenPageHeaders],
  });
  mount(
    router,
    colleagueRoutes.reply,
    ({ req, params, body }) => replyAsPatient(deps, req, params.roomId, body),
    {
      guards: [
        tokenPageHeaders,
        createRateLimiter(deps.db, limitRules.facilitatorChatIp, deps.rateLimitScale),
      ],
    },
  );
  return router;
};
