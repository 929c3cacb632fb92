import { useQuery } from '@tanstack/react-query';
import { moduleEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query keys of the modules. */
export const moduleKeys = {
  all: ['modules'] as const,
  list: () => [...moduleKeys.all, 'list'] as const,
  detail: (moduleId: string) => [...moduleKeys.all, moduleId] as const,
};

// Progress changes with every scored session: asked again whenever a screen opens.
export const useModules = () =>
  useQuery({
    queryKey: moduleKeys.list(),
    queryFn: ({ signal }) => apiClient.call(moduleEndpoints.list, { signal }),
    select: (data) => data.modules,
    staleTime: 0,
  });

export const useModule = (moduleId: string) =>
  useQuery({
    queryKey: moduleKeys.detail(moduleId),
    queryFn: ({ signal }) => apiClient.call(moduleEndpoints.detail, { params: { moduleId }, signal }),
    staleTime: 0,
  });
