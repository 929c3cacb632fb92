import { feedbackRoutes } from '@urosim/contracts';
import { Router } from 'express';
import { createRateLimiter } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { createLlmNarrativeWriter, templateNarrativeWriter } from '../../providers/ai/narrative-writer.ts';
import type { SessionDeps } from '../sessions/service.ts';
import { getAnalysis, viewFeedback, writeNarrative } from './service.ts';

/** Feedback of ended sessions. */
export const createFeedbackRouter = (deps: Pick<SessionDeps, 'db' | 'config'> & { mount: MountRoute }) => {
  const router = Router();
  deps.mount(router, feedbackRoutes.feedback, ({ user, params }) => viewFeedback(deps, user, params.id));
  deps.mount(router, feedbackRoutes.analysis, ({ user, params }) =>
    getAnalysis(deps, user, params.id, params.type),
  );
  const writer =
    deps.config.FEEDBACK_ENGINE === 'llm' ? createLlmNarrativeWriter(deps.config) : templateNarrativeWriter;
  const aiLimit = [
    createRateLimiter(
      deps.db,
      { name: 'feedback-ai-ip', key: 'ip', limit: 20, windowMs: 60_000 },
      deps.config.RATE_LIMIT_SCALE,
    ),
  ];
  for (const route of [feedbackRoutes.feedbackAi, feedbackRoutes.feedbackAiAnalyze]) {
    deps.mount(router, route, ({ user, body }) => writeNarrative(deps, user, body.sessionId, writer), {
      guards: aiLimit,
    });
  }
  return router;
};
