import { feedbackRoutes } from '@urosim/contracts';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { findOwnSession, type SessionDeps } from '../sessions/service.ts';
import { getAnalysis, getFeedback } from './service.ts';

/** Feedback of ended sessions. */
export const createFeedbackRouter = (deps: Pick<SessionDeps, 'db' | 'config'> & { mount: MountRoute }) => {
  const router = Router();
  deps.mount(router, feedbackRoutes.feedback, async ({ req, params }) =>
    getFeedback(deps, await findOwnSession(deps.db, req.user!.id, params.id)),
  );
  deps.mount(router, feedbackRoutes.analysis, async ({ req, params }) =>
    getAnalysis(deps, await findOwnSession(deps.db, req.user!.id, params.id), params.type),
  );
  return router;
};
