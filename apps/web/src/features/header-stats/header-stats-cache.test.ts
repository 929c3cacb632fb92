import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearHeaderStatsCache,
  HEADER_STATS_CACHE_MS,
  headerStatsKeys,
  readHeaderStatsCache,
  writeHeaderStatsCache,
} from './header-stats-cache';
import { createHeaderStatsQueries } from './header-stats-query';

const stats = (name: string) => ({ name, casesCompleted: 3, currentLevel: 'Growing', quotaRemaining: 7 });

/** The tab's session storage, in memory. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
};

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});

describe('header stats cache', () => {
  it('keeps a user’s stats for 5 minutes', () => {
    writeHeaderStatsCache('u-1', stats('Alex'), 1_000);
    expect(readHeaderStatsCache('u-1', 1_000 + HEADER_STATS_CACHE_MS - 1)?.stats).toEqual(stats('Alex'));
    expect(readHeaderStatsCache('u-1', 1_000 + HEADER_STATS_CACHE_MS)).toBeNull();
    expect(readHeaderStatsCache('u-2', 1_000)).toBeNull();
  });

  it('clears one user or everyone, in the tab and in the query cache', () => {
    const client = new QueryClient();
    for (const [id, name] of [
      ['u-1', 'Alex'],
      ['u-2', 'Sam'],
    ] as const) {
      writeHeaderStatsCache(id, stats(name), 0);
      client.setQueryData(headerStatsKeys.user(id), stats(name));
    }
    clearHeaderStatsCache('u-1', client);
    expect(readHeaderStatsCache('u-1', 0)).toBeNull();
    expect(client.getQueryData(headerStatsKeys.user('u-1'))).toBeUndefined();
    expect(readHeaderStatsCache('u-2', 0)?.stats).toEqual(stats('Sam'));
    expect(client.getQueryData(headerStatsKeys.user('u-2'))).toEqual(stats('Sam'));
    clearHeaderStatsCache(undefined, client);
    expect(readHeaderStatsCache('u-2', 0)).toBeNull();
    expect(client.getQueryData(headerStatsKeys.user('u-2'))).toBeUndefined();
  });

  it('a reload in the same tab starts from the stored stats, without asking, while they are fresh', async () => {
    const fetchStats = vi.fn(async () => stats('Alex'));
    const queries = createHeaderStatsQueries(fetchStats);
    writeHeaderStatsCache('u-1', stats('Sam'), Date.now() - 60_000);
    const client = new QueryClient();
    expect(await client.fetchQuery(queries.options('u-1'))).toEqual(stats('Sam'));
    expect(fetchStats).not.toHaveBeenCalled();

    writeHeaderStatsCache('u-2', stats('Sam'), Date.now() - HEADER_STATS_CACHE_MS);
    expect(await client.fetchQuery(queries.options('u-2'))).toEqual(stats('Alex'));
    expect(fetchStats).toHaveBeenCalledTimes(1);
    expect(readHeaderStatsCache('u-2')?.stats).toEqual(stats('Alex'));
  });
});
