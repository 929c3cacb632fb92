import type { AnalysisKind, Feedback, SessionAnalysis } from '@urosim/contracts';
import { feedbackEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of session feedback. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  detail: (sessionId: string) => [...feedbackKeys.all, sessionId] as const,
  analysis: (sessionId: string, type: AnalysisKind) =>
    [...feedbackKeys.all, sessionId, 'analysis', type] as const,
};

/** The scored feedback of an ended session; 409 `SESSION_RUNNING` while it runs, 404 for others'. */
export const fetchFeedback = (sessionId: string, signal?: AbortSignal): Promise<Feedback> =>
  apiClient.call(feedbackEndpoints.feedback, { params: { id: sessionId }, ...(signal ? { signal } : {}) });

/** One analysis of an ended session: communication, clinical reasoning or timeline. */
export const fetchAnalysis = <T extends AnalysisKind>(
  sessionId: string,
  type: T,
  signal?: AbortSignal,
): Promise<Extract<SessionAnalysis, { type: T }>> =>
  apiClient.call(feedbackEndpoints.analysis, {
    params: { id: sessionId, type },
    ...(signal ? { signal } : {}),
  }) as Promise<Extract<SessionAnalysis, { type: T }>>;

export type { Feedback, SessionAnalysis };
