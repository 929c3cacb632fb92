import { copilotRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { tokenPageHeaders } from '../../http/token-page.ts';
import {
  attachCopilot,
  type CopilotDeps,
  claimCopilot,
  createCopilot,
  injectScenario,
  listCopilots,
  resolveCopilotCode,
  viewCopilot,
} from './service.ts';

/**
 * Copilot (facilitated) sessions (ADR 0119; specification, section 7: `/copilot-sessions/*`). Every
 * route but `resolve` needs a login; the rules are the copilot policy's (policies/copilot.ts).
 * `resolve` is limited per address as an invite code's is; injections per address and per copilot
 * session.
 */
export const createCopilotRouter = (deps: CopilotDeps & { mount: MountRoute; rateLimitScale: number }) => {
  const { mount } = deps;
  const router = Router();
  mount(router, copilotRoutes.create, ({ user, body }) => createCopilot(deps, user, body));
  mount(router, copilotRoutes.list, ({ user }) => listCopilots(deps, user));
  mount(router, copilotRoutes.resolveCode, ({ params }) => resolveCopilotCode(deps, params.code), {
    guards: [tokenPageHeaders, createRateLimiter(deps.db, limitRules.copilotCodeIp, deps.rateLimitScale)],
  });
  mount(router, copilotRoutes.claim, ({ user, body }) => claimCopilot(deps, user, body.code), {
    guards: [createRateLimiter(deps.db, limitRules.copilotCodeIp, deps.rateLimitScale)],
  });
  mount(router, copilotRoutes.attach, ({ user, params, body }) =>
    attachCopilot(deps, user, params.copilotId, body.sessionId),
  );
  mount(router, copilotRoutes.view, ({ req, user, params }) =>
    viewCopilot(deps, req, user, params.copilotId),
  );
  mount(
    router,
    copilotRoutes.inject,
    ({ user, params, body }) => injectScenario(deps, user, params.copilotId, body),
    {
      guards: [createRateLimiter(deps.db, limitRules.copilotInjectIp, deps.rateLimitScale)],
    },
  );
  return router;
};
