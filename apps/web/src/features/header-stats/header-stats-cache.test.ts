import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearHeaderStatsCache,
  HEADER_STATS_CACHE_MS,
  readHeaderStatsCache,
  writeHeaderStatsCache,
} from './header-stats-cache';

const stats = (name: string) => ({ name, casesCompleted: 3, currentLevel: 'Growing', quotaRemaining: 7 });

beforeEach(() => clearHeaderStatsCache());

describe('header stats cache', () => {
  it('keeps a user’s stats for 5 minutes', () => {
    writeHeaderStatsCache('u-1', stats('Alex'), 1_000);
    expect(readHeaderStatsCache('u-1', 1_000 + HEADER_STATS_CACHE_MS - 1)).toEqual(stats('Alex'));
    expect(readHeaderStatsCache('u-1', 1_000 + HEADER_STATS_CACHE_MS)).toBeNull();
    expect(readHeaderStatsCache('u-2', 1_000)).toBeNull();
  });

  it('clears one user or everyone', () => {
    writeHeaderStatsCache('u-1', stats('Alex'), 0);
    writeHeaderStatsCache('u-2', stats('Sam'), 0);
    clearHeaderStatsCache('u-1');
    expect(readHeaderStatsCache('u-1', 0)).toBeNull();
    expect(readHeaderStatsCache('u-2', 0)).toEqual(stats('Sam'));
    clearHeaderStatsCache();
    expect(readHeaderStatsCache('u-2', 0)).toBeNull();
  });
});
