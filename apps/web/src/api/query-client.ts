import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './client';

/** Client errors (4xx) will not change on a retry; network errors and 5xx may. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

let shared: QueryClient | undefined;

/**
 * The browser app's one query client: the one its provider hands to the pages, and the one a page
 * opened directly fills before it renders (routes.tsx).
 */
export const appQueryClient = () => {
  shared ??= createQueryClient();
  return shared;
};
