import { useQuery } from '@tanstack/react-query';
import type { Plan } from '@urosim/contracts';
import { planEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of the plans on sale. */
export const planKeys = {
  all: ['plans'] as const,
  list: () => [...planKeys.all, 'list'] as const,
};

/** The plans on sale, cheapest first (the same list on /pricing and /plans/compare). */
export const usePlans = () =>
  useQuery({
    queryKey: planKeys.list(),
    queryFn: ({ signal }) => apiClient.call(planEndpoints.list, { signal }),
    select: (data): Plan[] => data.plans,
    // Plans change when an admin edits them, not while a visitor reads the page.
    staleTime: 5 * 60_000,
  });

export type { Plan };
