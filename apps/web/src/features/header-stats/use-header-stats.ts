import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardEndpoints } from '@urosim/contracts';
import { useEffect } from 'react';
import { apiClient } from '../../api/client';
import { useAuthUser } from '../auth/auth-provider';
import { bindHeaderStatsClient, headerStatsClient, headerStatsKeys } from './header-stats-cache';
import { createHeaderStatsQueries, type HeaderStatsState, headerStatsState } from './header-stats-query';

export { HEADER_STATS_DEFAULTS, type HeaderStatsState } from './header-stats-query';

/** The header stats queries of the app, shared by the header and the progress pages. */
export const headerStatsQueries = createHeaderStatsQueries(() =>
  apiClient.call(dashboardEndpoints.userStats, { cache: 'no-store' }),
);

/**
 * Something changed the caller's progress (a session ended, a summary was sent): the stats the
 * header shows (the signed-in user's, the one observed query) are asked for again.
 */
export const refreshHeaderStats = async () => {
  const client = headerStatsClient();
  if (!client) return;
  const shown = client.getQueryCache().findAll({ queryKey: headerStatsKeys.all, type: 'active' });
  await Promise.all(shown.map(({ queryKey }) => headerStatsQueries.refresh(client, String(queryKey[1]))));
};

/** The header's name, cases completed, level and quota, following the signed-in user. */
export const useHeaderStats = (): HeaderStatsState & { refresh: () => Promise<void> } => {
  const { user } = useAuthUser();
  const client = useQueryClient();
  useEffect(() => bindHeaderStatsClient(client), [client]);
  const query = useQuery(headerStatsQueries.options(user?.id));
  const userId = user?.id;
  return {
    ...headerStatsState(user, query),
    refresh: async () => {
      if (userId) await headerStatsQueries.refresh(client, userId);
    },
  };
};
