import { headerFirstName, type UserLike } from '../auth/user-rules';
import {
  clearHeaderStatsCache,
  type HeaderStats,
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

/** Thrown by the stats service for a fetch it skipped. */
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

type Clock = () => number;

/**
 * The user-stats service: cached and uncached reads keyed by user id, and a per-user cache clear.
 * A network fetch starting within 2 s of the previous start for that user is refused with
 * `REQUEST_DEBOUNCED`; a cached read never reaches the network.
 */
export const createUserStatsService = (
  fetchStats: (userId: string) => Promise<HeaderStats>,
  now: Clock = Date.now,
) => {
  const lastStart = new Map<string, number>();
  const fetchFresh = async (userId: string): Promise<HeaderStats> => {
    const startedAt = now();
    const previous = lastStart.get(userId);
    if (previous !== undefined && startedAt - previous < HEADER_STATS_DEBOUNCE_MS) {
      throw new HeaderStatsDebouncedError();
    }
    lastStart.set(userId, startedAt);
    const stats = await fetchStats(userId);
    writeHeaderStatsCache(userId, stats, now());
    return stats;
  };
  return {
    get: async (userId: string) => readHeaderStatsCache(userId, now()) ?? fetchFresh(userId),
    getFresh: fetchFresh,
    clear: (userId: string) => clearHeaderStatsCache(userId),
  };
};

export type UserStatsService = ReturnType<typeof createUserStatsService>;
type StatsUser = (UserLike & { id?: string | null }) | null | undefined;

/**
 * The header stats state machine (specification, sections 4 and 8). Logged out or without an id:
 * the defaults. Logged in: loading, then the stats, or the defaults with the message stored. A
 * refresh clears that user's cache and refetches; its errors keep the values and stop loading.
 * `REQUEST_DEBOUNCED` only stops loading.
 */
export const createHeaderStatsStore = (service: UserStatsService) => {
  let state: HeaderStatsState = DEFAULT_HEADER_STATS_STATE;
  let user: StatsUser = null;
  let generation = 0;
  const listeners = new Set<() => void>();

  const set = (next: HeaderStatsState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const fallbackName = () => headerFirstName(user);
  const fromStats = (stats: HeaderStats): HeaderStatsState => ({
    name: headerFirstName(user, stats.name),
    casesCompleted: stats.casesCompleted,
    currentLevel: stats.currentLevel || HEADER_STATS_DEFAULTS.currentLevel,
    quotaRemaining: stats.quotaRemaining,
    isLoading: false,
    error: null,
  });

  const run = async (read: (userId: string) => Promise<HeaderStats>, isRefresh: boolean) => {
    const userId = user?.id;
    if (!userId) return;
    const mine = ++generation;
    set({ ...state, isLoading: true });
    try {
      const stats = await read(userId);
      if (mine === generation) set(fromStats(stats));
    } catch (error) {
      if (mine !== generation) return;
      if (isDebounced(error)) set({ ...state, isLoading: false });
      else if (isRefresh) set({ ...state, isLoading: false, error: messageOf(error) });
      else set({ ...HEADER_STATS_DEFAULTS, name: fallbackName(), isLoading: false, error: messageOf(error) });
    }
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Follows the signed-in user: a new id loads its stats; none gives the defaults. */
    setUser: (next: StatsUser) => {
      if ((next?.id ?? null) === (user?.id ?? null)) {
        user = next;
        return Promise.resolve();
      }
      user = next;
      generation += 1;
      if (!next?.id) {
        set(DEFAULT_HEADER_STATS_STATE);
        return Promise.resolve();
      }
      set({ ...HEADER_STATS_DEFAULTS, name: fallbackName(), isLoading: true, error: null });
      return run(service.get, false);
    },
    /** Manual refresh: clears the user's cached stats and asks again. */
    refresh: () => {
      const userId = user?.id;
      if (!userId) return Promise.resolve();
      service.clear(userId);
      return run(service.getFresh, true);
    },
  };
};

export type HeaderStatsStore = ReturnType<typeof createHeaderStatsStore>;
