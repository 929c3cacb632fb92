import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearHeaderStatsCache, HEADER_STATS_CACHE_MS, type HeaderStats } from './header-stats-cache';
import {
  createHeaderStatsQueries,
  DEFAULT_HEADER_STATS_STATE,
  HEADER_STATS_DEBOUNCE_MS,
  headerStatsState,
  REQUEST_DEBOUNCED,
  type StatsUser,
} from './header-stats-query';

const stats = (over: Partial<HeaderStats> = {}): HeaderStats => ({
  name: 'Alex',
  casesCompleted: 3,
  currentLevel: 'Growing',
  quotaRemaining: 7,
  ...over,
});
const alex = { id: 'u-1', email: 'alex.smith@example.test', fullName: 'Alexandra Smith' };

/**
 * The header as useHeaderStats runs it, without React: one observer of the signed-in user's query
 * (the hook's useQuery), the state read from it, and the refresh.
 */
const createStore = (client: QueryClient, queries: ReturnType<typeof createHeaderStatsQueries>) => {
  let user: StatsUser = null;
  const observer = new QueryObserver(client, queries.options(null));
  observer.subscribe(() => {});
  const settled = async () => {
    await observer.getCurrentQuery().promise?.catch(() => {});
  };
  return {
    getState: () => headerStatsState(user, observer.getCurrentResult()),
    setUser: (next: StatsUser) => {
      user = next;
      observer.setOptions(queries.options(next?.id));
      return settled();
    },
    refresh: () => (user?.id ? queries.refresh(client, user.id) : Promise.resolve()),
  };
};

const setup = (fetchStats = vi.fn(async (_userId: string) => stats())) => {
  const client = new QueryClient();
  const queries = createHeaderStatsQueries(fetchStats);
  const store = createStore(client, queries);
  return { fetchStats, client, queries, store };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('header stats: logged out', () => {
  it('gives the defaults without asking', async () => {
    const { store, fetchStats } = setup();
    await store.setUser(null);
    expect(store.getState()).toEqual({
      name: 'User',
      casesCompleted: 0,
      currentLevel: 'Starting',
      quotaRemaining: 0,
      isLoading: false,
      error: null,
    });
    await store.setUser({ email: 'x@example.test' });
    expect(store.getState()).toEqual(DEFAULT_HEADER_STATS_STATE);
    expect(fetchStats).not.toHaveBeenCalled();
  });
});

describe('header stats: logged in', () => {
  it('loads, then shows the stats; the stats name wins unless it is exactly "User"', async () => {
    const { store } = setup();
    const pending = store.setUser(alex);
    expect(store.getState().isLoading).toBe(true);
    await pending;
    expect(store.getState()).toEqual({ ...stats(), isLoading: false, error: null });

    const second = setup(vi.fn(async () => stats({ name: 'User' })));
    await second.store.setUser({ ...alex, id: 'u-2' });
    expect(second.store.getState().name).toBe('Alexandra');
  });

  it('keeps a user’s stats for 5 minutes, then asks again', async () => {
    const { store, fetchStats } = setup();
    await store.setUser(alex);
    await store.setUser(null);
    vi.advanceTimersByTime(HEADER_STATS_CACHE_MS - 1);
    await store.setUser(alex);
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(store.getState().casesCompleted).toBe(3);

    await store.setUser(null);
    vi.advanceTimersByTime(1);
    fetchStats.mockResolvedValueOnce(stats({ casesCompleted: 4 }));
    await store.setUser(alex);
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(store.getState().casesCompleted).toBe(4);
  });

  it('skips a fetch within 2 s of the previous start, silently', async () => {
    const { fetchStats, client, queries, store } = setup();
    const getFresh = (userId: string) => client.fetchQuery({ ...queries.options(userId), staleTime: 0 });
    await getFresh('u-1');
    vi.advanceTimersByTime(HEADER_STATS_DEBOUNCE_MS - 1);
    await expect(getFresh('u-1')).rejects.toMatchObject({ code: REQUEST_DEBOUNCED });
    // Another user is not held back.
    await getFresh('u-2');
    expect(fetchStats).toHaveBeenCalledTimes(2);

    await store.setUser(alex);
    await store.refresh();
    expect(store.getState()).toEqual({ ...stats(), isLoading: false, error: null });

    vi.advanceTimersByTime(1);
    fetchStats.mockResolvedValueOnce(stats({ casesCompleted: 5 }));
    await store.refresh();
    expect(fetchStats).toHaveBeenCalledTimes(3);
    expect(store.getState().casesCompleted).toBe(5);
  });

  it('a refresh clears that user’s cache and asks again', async () => {
    const { store, fetchStats } = setup();
    await store.setUser(alex);
    vi.advanceTimersByTime(HEADER_STATS_DEBOUNCE_MS);
    fetchStats.mockResolvedValueOnce(stats({ casesCompleted: 9, currentLevel: 'Skilled' }));
    const pending = store.refresh();
    expect(store.getState().isLoading).toBe(true);
    await pending;
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(store.getState()).toMatchObject({ casesCompleted: 9, currentLevel: 'Skilled', isLoading: false });

    // The refreshed stats are cached again.
    await store.setUser(null);
    await store.setUser(alex);
    expect(fetchStats).toHaveBeenCalledTimes(2);
    expect(store.getState().casesCompleted).toBe(9);
  });

  it('an error on the first load keeps the defaults and stores the message', async () => {
    const { store } = setup(
      vi.fn(async () => Promise.reject(new Error('Server error. Please try again later.'))),
    );
    await store.setUser(alex);
    expect(store.getState()).toEqual({
      name: 'Alexandra',
      casesCompleted: 0,
      currentLevel: 'Starting',
      quotaRemaining: 0,
      isLoading: false,
      error: 'Server error. Please try again later.',
    });
  });

  it('an error on a refresh keeps the values and stops loading', async () => {
    const { store, fetchStats } = setup();
    await store.setUser(alex);
    vi.advanceTimersByTime(HEADER_STATS_DEBOUNCE_MS);
    fetchStats.mockRejectedValueOnce(new Error('Network error. Please check your connection.'));
    await store.refresh();
    expect(store.getState()).toEqual({
      ...stats(),
      isLoading: false,
      error: 'Network error. Please check your connection.',
    });
  });

  it('a debounced first load is silent', async () => {
    const { fetchStats, client, store } = setup();
    await store.setUser(alex);
    clearHeaderStatsCache('u-1', client);
    await store.setUser(null);
    await store.setUser(alex);
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ isLoading: false, error: null, name: 'Alexandra' });
  });
});
