import { useAuth } from '../auth/auth-provider';
import { headerFirstName } from '../auth/user-rules';
import { type HeaderStats, readHeaderStatsCache } from './header-stats-cache';

export type HeaderStatsState = HeaderStats & { isLoading: boolean; error: string | null };

/** Defaults of the header stats (specification, sections 3 and 4). */
export const HEADER_STATS_DEFAULTS: HeaderStats = {
  name: 'User',
  casesCompleted: 0,
  currentLevel: 'Starting',
  quotaRemaining: 0,
};

/**
 * The header's name, cases completed and level. Logged out or without an id: the defaults. The
 * stats call arrives with the dashboard issue; until then a logged-in user sees the cached stats,
 * if any, else the defaults with their own first name.
 */
export const useHeaderStats = (): HeaderStatsState => {
  const { user } = useAuth();
  if (!user?.id) return { ...HEADER_STATS_DEFAULTS, isLoading: false, error: null };
  const cached = readHeaderStatsCache(user.id);
  return {
    ...HEADER_STATS_DEFAULTS,
    ...cached,
    name: headerFirstName(user, cached?.name),
    isLoading: false,
    error: null,
  };
};
