import type { QueryClient } from '@tanstack/react-query';

/**
 * The header stats cache (specification, section 9): per user, 5 minutes. The stats live in the
 * app's TanStack Query cache (header-stats-query.ts); a copy in session storage lets a reload in
 * the same tab start from them instead of asking again. Login and logout clear both.
 */

export type HeaderStats = {
  name: string;
  casesCompleted: number;
  currentLevel: string;
  quotaRemaining: number;
};

/** Header stats are cached this long. */
export const HEADER_STATS_CACHE_MS = 5 * 60_000;
const STORAGE_PREFIX = 'headerStats:';

/** TanStack Query keys of the header stats: one query per user id. */
export const headerStatsKeys = {
  all: ['header-stats'] as const,
  user: (userId: string) => [...headerStatsKeys.all, userId] as const,
};

type Entry = { stats: HeaderStats; storedAt: number };

const storage = () => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** The tab's copy of a user's stats and when they arrived, when younger than 5 minutes. */
export const readHeaderStatsCache = (userId: string, now = Date.now()): Entry | null => {
  try {
    const raw = storage()?.getItem(STORAGE_PREFIX + userId);
    const entry = raw ? (JSON.parse(raw) as Entry) : null;
    return entry && now - entry.storedAt < HEADER_STATS_CACHE_MS ? entry : null;
  } catch {
    return null;
  }
};

export const writeHeaderStatsCache = (userId: string, stats: HeaderStats, now = Date.now()) => {
  try {
    storage()?.setItem(STORAGE_PREFIX + userId, JSON.stringify({ stats, storedAt: now }));
  } catch {
    // The query cache still holds them.
  }
};

/** Removes the tab's copy of one user's stats, or of everyone's. */
export const clearStoredHeaderStats = (userId?: string) => {
  try {
    const store = storage();
    if (!store) return;
    if (userId !== undefined) return store.removeItem(STORAGE_PREFIX + userId);
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // nothing stored
  }
};

// The app's query client, once the header has asked for stats: the only client holding them.
let boundClient: QueryClient | null = null;

export const bindHeaderStatsClient = (client: QueryClient) => {
  boundClient = client;
};

export const headerStatsClient = () => boundClient;

/** Clears one user's cached stats, or everyone's without an id (login and logout do). */
export const clearHeaderStatsCache = (userId?: string, client: QueryClient | null = boundClient) => {
  clearStoredHeaderStats(userId);
  client?.removeQueries({
    queryKey: userId === undefined ? headerStatsKeys.all : headerStatsKeys.user(userId),
  });
};
