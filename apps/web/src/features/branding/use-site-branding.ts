import { useQuery } from '@tanstack/react-query';
import type { SiteBranding } from '@urosim/contracts';
import { siteEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** What shows until the deployer's branding has loaded (and if it cannot): the shipped placeholders. */
export const defaultBranding: SiteBranding = {
  funder: { name: 'Programme funder', imageUrl: '/brand/funder-logo.svg', href: null },
  badges: [
    { name: 'National health service partner', imageUrl: '/brand/health-service-badge.svg', href: null },
    { name: 'Urology association partner', imageUrl: '/brand/urology-association-badge.svg', href: null },
  ],
  supportEmail: 'support@urosim.local',
};

/** The funder logo, badges and support address the deployer configured (fixed for a page's life). */
export const useSiteBranding = (): SiteBranding =>
  useQuery({
    queryKey: ['site-branding'],
    queryFn: ({ signal }) => apiClient.call(siteEndpoints.branding, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  }).data ?? defaultBranding;
