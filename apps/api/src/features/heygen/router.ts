import { heygenRoutes } from '@urosim/contracts';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import {
  checkHeygen,
  closeHeygenSession,
  createHeygenSession,
  type HeygenDeps,
  heygenStatus,
  sendHeygenText,
} from './service.ts';

/**
 * HeyGen avatar routes (specification, section 7: `/heygen/*`; ADR 0128). All need a login; a
 * training or avatar session that is not the user's is a 404, as one that does not exist.
 */
export const createHeygenRouter = (deps: HeygenDeps & { mount: MountRoute }) => {
  const { mount } = deps;
  const router = Router();
  mount(router, heygenRoutes.status, ({ user }) => heygenStatus(deps, user));
  mount(router, heygenRoutes.createSession, ({ user, body }) =>
    createHeygenSession(deps, user, body.sessionId),
  );
  mount(router, heygenRoutes.sendText, ({ user, body }) => sendHeygenText(deps, user, body));
  mount(router, heygenRoutes.closeSession, ({ user, body }) =>
    closeHeygenSession(deps, user, body.avatarSessionId),
  );
  mount(router, heygenRoutes.check, () => checkHeygen(deps));
  return router;
};
