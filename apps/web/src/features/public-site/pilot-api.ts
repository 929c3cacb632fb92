import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PilotStatus, researchPilotRoutes } from '@urosim/contracts';
import { apiClient, routeRef } from '../../api/client';

// Contract routes by method and path only: their types, not their zod schemas.
const routes = {
  status: routeRef<typeof researchPilotRoutes.status>('get', '/api/v1/research-pilot'),
  join: routeRef<typeof researchPilotRoutes.join>('post', '/api/v1/research-pilot/join'),
};

/** TanStack Query keys of the research pilot. */
export const pilotKeys = {
  status: () => ['research-pilot', 'status'] as const,
};

/** The signed-in user's place in the pilot; only asked when `isEnabled` (a signed-in user). */
export const usePilotStatus = (isEnabled: boolean) =>
  useQuery({
    queryKey: pilotKeys.status(),
    queryFn: ({ signal }) => apiClient.call(routes.status, { signal }),
    enabled: isEnabled,
    // Sessions and completed cases change as the user plays: asked again whenever the page opens.
    staleTime: 0,
  });

/** Joins the pilot with the participant's consent; the answer is the new status. */
export const useJoinPilot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(routes.join, { body: { consent: true } }),
    onSuccess: (status: PilotStatus) => queryClient.setQueryData(pilotKeys.status(), status),
  });
};
