import { useQuery } from '@tanstack/react-query';
import type { ContactRequest } from '@urosim/contracts';
import { contactEndpoints, siteEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** TanStack Query key of the site's branding and support address. */
export const siteKeys = {
  branding: () => ['site', 'branding'] as const,
};

/** Sends the contact form; resolves with the reference quoted back to the sender. */
export const sendContactMessage = (body: ContactRequest) => apiClient.call(contactEndpoints.send, { body });

/** Branding marks and the support address the deployer configured. */
export const useSiteBranding = () =>
  useQuery({
    queryKey: siteKeys.branding(),
    queryFn: ({ signal }) => apiClient.call(siteEndpoints.branding, { signal }),
    staleTime: 10 * 60_000,
  });
