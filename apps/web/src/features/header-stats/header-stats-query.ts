import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { headerFirstName, type UserLike } from '../auth/user-rules';
import {
  clearStoredHeaderStats,
  HEADER_STATS_CACHE_MS,
  type HeaderStats,
  headerStatsKeys,
  readHeaderStatsCache,
  writeHeaderStatsCache,
} from './header-stats-cache';

/** A fetch of the header stats starting within this long of the previous one is skipped (section 9). */
export const HEADER_STATS_DEBOUNCE_MS = 2_000;
/** The code of a skipped fetch: silent, never shown (specification, section 8). */
export const REQUEST_DEBOUNCED = 'REQUEST_DEBOUNCED';

/** Defaults of the header stats (specification, sections 3, 4 and 9). */
export const HEADER_STATS_DEFAULTS: HeaderStats = {
  name: 'User',
  casesCompleted: 0,
  currentLevel: 'Starting',
  quotaRemaining: 0,
};

export type HeaderStatsState = HeaderStats & { isLoading: boolean; error: string | null };

export const DEFAULT_HEADER_STATS_STATE: HeaderStatsState = {
  ...HEADER_STATS_DEFAULTS,
  isLoading: false,
  error: null,
};

/** Thrown by the stats query for a fetch it skipped. */
export class HeaderStatsDebouncedError extends Error {
  readonly code = REQUEST_DEBOUNCED;
  constructor() {
    super('Header stats were requested less than 2 s ago');
  }
}

const isDebounced = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === REQUEST_DEBOUNCED;

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'An unexpected error occurred';

export type StatsUser = (UserLike & { id?: string | null }) | null | undefined;

/**
 * The user-stats service on TanStack Query: one query per user id, fresh for 5 minutes, started
 * from the tab's copy when there is one, never retried. A network fetch starting within 2 s of the
 * previous start for that user is refused with `REQUEST_DEBOUNCED`; a fresh cached read never
 * reaches the network.
 */
export const createHeaderStatsQueries = (fetchStats: (userId: string) => Promise<HeaderStats>) => {
  const lastStart = new Map<string, number>();
  const fetchFresh = async (userId: string): Promise<HeaderStats> => {
    const startedAt = Date.now();
    const previous = lastStart.get(userId);
    if (previous !== undefined && startedAt - previous < HEADER_STATS_DEBOUNCE_MS) {
      throw new HeaderStatsDebouncedError();
    }
    lastStart.set(userId, startedAt);
    const stats = await fetchStats(userId);
    writeHeaderStatsCache(userId, stats);
    return stats;
  };

  return {
    /** The query of a user's stats; without an id, none. */
    options: (userId: string | null | undefined) =>
      queryOptions({
        queryKey: headerStatsKeys.user(userId ?? ''),
        queryFn: userId ? () => fetchFresh(userId) : skipToken,
        staleTime: HEADER_STATS_CACHE_MS,
        gcTime: HEADER_STATS_CACHE_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        initialData: () => (userId ? readHeaderStatsCache(userId)?.stats : undefined),
        initialDataUpdatedAt: () => (userId ? readHeaderStatsCache(userId)?.storedAt : undefined),
      }),
    /**
     * Manual refresh: the user's cached stats no longer count as fresh and are asked for again;
     * the values shown stay until the answer (or the error) arrives.
     */
    refresh: async (client: QueryClient, userId: string) => {
      clearStoredHeaderStats(userId);
      await client.invalidateQueries({ queryKey: headerStatsKeys.user(userId) }, { cancelRefetch: false });
    },
  };
};

export type HeaderStatsQueries = ReturnType<typeof createHeaderStatsQueries>;

/**
 * What the header shows (specification, sections 4 and 8). Logged out or without an id: the
 * defaults. Logged in: loading, then the stats (a stats name wins unless it is exactly 'User'), or
 * the defaults with the message stored; a failed refresh keeps the values and stores the message.
 * `REQUEST_DEBOUNCED` is never shown.
 */
export const headerStatsState = (
  user: StatsUser,
  query: { data?: HeaderStats | undefined; error: unknown; isFetching: boolean },
): HeaderStatsState => {
  if (!user?.id) return DEFAULT_HEADER_STATS_STATE;
  const error = query.error && !isDebounced(query.error) ? messageOf(query.error) : null;
  const stats = query.data;
  if (!stats) {
    return { ...HEADER_STATS_DEFAULTS, name: headerFirstName(user), isLoading: query.isFetching, error };
  }
  return {
    name: headerFirstName(user, stats.name),
    casesCompleted: stats.casesCompleted,
    currentLevel: stats.currentLevel || HEADER_STATS_DEFAULTS.currentLevel,
    quotaRemaining: stats.quotaRemaining,
    isLoading: query.isFetching,
    error,
  };
};
