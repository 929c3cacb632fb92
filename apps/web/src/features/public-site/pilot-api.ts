import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PilotStatus } from '@urosim/contracts';
import { researchPilotEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of the research pilot. */
export const pilotKeys = {
  status: () => ['research-pilot', 'status'] as const,
};

/** The signed-in user's place in the pilot; only asked when `isEnabled` (a signed-in user). */
export const usePilotStatus = (isEnabled: boolean) =>
  useQuery({
    queryKey: pilotKeys.status(),
    queryFn: ({ signal }) => apiClient.call(researchPilotEndpoints.status, { signal }),
    enabled: isEnabled,
    // Sessions and completed cases change as the user plays: asked again whenever the page opens.
    staleTime: 0,
  });

/** Joins the pilot with the participant's consent; the answer is the new status. */
export const useJoinPilot = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.call(researchPilotEndpoints.join, { body: { consent: true } }),
    onSuccess: (status: PilotStatus) => queryClient.setQueryData(pilotKeys.status(), status),
  });
};
