import { useQuery } from '@tanstack/react-query';
import type { ContactRequest, contactRoutes, siteRoutes } from '@urosim/contracts';
import { apiClient, routeRef } from '../../api/client';

// Contract routes by method and path only: their types, not their zod schemas.
const routes = {
  send: routeRef<typeof contactRoutes.send>('post', '/api/v1/contact'),
  branding: routeRef<typeof siteRoutes.branding>('get', '/api/v1/config/site'),
};

/** TanStack Query key of the site's branding and support address. */
export const siteKeys = {
  branding: () => ['site', 'branding'] as const,
};

/** Sends the contact form; resolves with the reference quoted back to the sender. */
export const sendContactMessage = (body: ContactRequest) => apiClient.call(routes.send, { body });

/** Branding marks and the support address the deployer configured. */
export const useSiteBranding = () =>
  useQuery({
    queryKey: siteKeys.branding(),
    queryFn: ({ signal }) => apiClient.call(routes.branding, { signal }),
    staleTime: 10 * 60_000,
  });
