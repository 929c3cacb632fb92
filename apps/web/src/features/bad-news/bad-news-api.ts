import { useQuery } from '@tanstack/react-query';
import { badNewsEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of the breaking-bad-news module. */
export const babKeys = {
  all: ['bab'] as const,
  scenarios: () => [...babKeys.all, 'scenarios'] as const,
  scenario: (scenarioId: string) => [...babKeys.all, 'scenario', scenarioId] as const,
  session: (sessionId: string) => [...babKeys.all, 'session', sessionId] as const,
  review: (sessionId: string) => [...babKeys.all, 'review', sessionId] as const,
};

export const useBabScenarios = () =>
  useQuery({
    queryKey: babKeys.scenarios(),
    queryFn: ({ signal }) => apiClient.call(badNewsEndpoints.scenarios, { signal }),
    select: (data) => data.scenarios,
    staleTime: 0,
  });

export const useBabScenario = (scenarioId: string) =>
  useQuery({
    queryKey: babKeys.scenario(scenarioId),
    queryFn: ({ signal }) => apiClient.call(badNewsEndpoints.scenario, { params: { scenarioId }, signal }),
    staleTime: 0,
  });

export const useBabSession = (sessionId: string | null) =>
  useQuery({
    queryKey: babKeys.session(sessionId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call(badNewsEndpoints.session, { params: { id: sessionId ?? '' }, signal }),
    enabled: sessionId !== null,
  });

export const useBabReview = (sessionId: string | null) =>
  useQuery({
    queryKey: babKeys.review(sessionId ?? ''),
    queryFn: ({ signal }) =>
      apiClient.call(badNewsEndpoints.review, { params: { id: sessionId ?? '' }, signal }),
    enabled: sessionId !== null,
  });

export const startBabSession = (scenarioId: string) =>
  apiClient.call(badNewsEndpoints.start, { body: { scenarioId } });

export const sendBabTurn = (sessionId: string, message: string) =>
  apiClient.call(badNewsEndpoints.turn, { params: { id: sessionId }, body: { message } });

export const endBabSession = (sessionId: string) =>
  apiClient.call(badNewsEndpoints.end, { params: { id: sessionId } });
