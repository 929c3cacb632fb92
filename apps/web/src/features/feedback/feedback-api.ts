import type { Feedback, feedbackRoutes } from '@urosim/contracts';
import { apiClient, routeRef } from '../../api/client';

// The contract route by method and path only: its types, not its zod schemas.
const routes = {
  feedback: routeRef<typeof feedbackRoutes.feedback>('get', '/api/v1/sessions/:id/feedback'),
};

/** TanStack Query keys of session feedback. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  detail: (sessionId: string) => [...feedbackKeys.all, sessionId] as const,
};

/** The scored feedback of an ended session; 409 `SESSION_RUNNING` while it runs, 404 for others'. */
export const fetchFeedback = (sessionId: string, signal?: AbortSignal): Promise<Feedback> =>
  apiClient.call(routes.feedback, { params: { id: sessionId }, ...(signal ? { signal } : {}) });

export type { Feedback };
