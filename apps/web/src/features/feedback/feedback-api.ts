import type { Feedback } from '@urosim/contracts';
import { feedbackEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of session feedback. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  detail: (sessionId: string) => [...feedbackKeys.all, sessionId] as const,
};

/** The scored feedback of an ended session; 409 `SESSION_RUNNING` while it runs, 404 for others'. */
export const fetchFeedback = (sessionId: string, signal?: AbortSignal): Promise<Feedback> =>
  apiClient.call(feedbackEndpoints.feedback, { params: { id: sessionId }, ...(signal ? { signal } : {}) });

export type { Feedback };
