import { dashboardEndpoints } from '@urosim/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { apiClient } from '../../api/client';
import { useAuthUser } from '../auth/auth-provider';
import { createHeaderStatsStore, createUserStatsService, type HeaderStatsState } from './header-stats-store';

export { HEADER_STATS_DEFAULTS, type HeaderStatsState } from './header-stats-store';

/** The one header-stats store of the app, shared by the header and the progress pages. */
export const headerStatsStore = createHeaderStatsStore(
  createUserStatsService(() => apiClient.call(dashboardEndpoints.userStats, { cache: 'no-store' })),
);

/** Something changed the caller's progress (a session ended, a summary was sent): ask again. */
export const refreshHeaderStats = () => headerStatsStore.refresh();

/** The header's name, cases completed, level and quota, following the signed-in user. */
export const useHeaderStats = (): HeaderStatsState & { refresh: () => Promise<void> } => {
  const { user } = useAuthUser();
  useEffect(() => {
    void headerStatsStore.setUser(user);
  }, [user]);
  const state = useSyncExternalStore(headerStatsStore.subscribe, headerStatsStore.getState);
  return { ...state, refresh: headerStatsStore.refresh };
};
