import type { Endpoint } from '../route.ts';

/** Method and path of each route of `feedbackRoutes`. */
export const feedbackEndpoints = {
  feedback: { method: 'get', path: '/api/v1/sessions/:id/feedback' },
  analysis: { method: 'get', path: '/api/v1/sessions/:id/analysis/:type' },
  feedbackAi: { method: 'post', path: '/api/v1/feedback-ai' },
  feedbackAiAnalyze: { method: 'post', path: '/api/v1/feedback/feedback-ai/analyze' },
} as const satisfies Record<string, Endpoint>;
