/**
 * The header stats cache: per user, 5 minutes (specification, section 9), kept in memory and in
 * session storage so a reload in the same tab does not ask again. The stats call itself comes with
 * the dashboard issue; login and logout already clear this cache.
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

type Entry = { stats: HeaderStats; storedAt: number };
type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const memory = new Map<string, Entry>();

const session = (): SessionLike | undefined => {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
};

/** The cached stats of a user, when younger than 5 minutes. */
export const readHeaderStatsCache = (userId: string, now = Date.now()): HeaderStats | null => {
  let entry = memory.get(userId);
  if (!entry) {
    try {
      const raw = session()?.getItem(STORAGE_PREFIX + userId);
      if (raw) entry = JSON.parse(raw) as Entry;
    } catch {
      entry = undefined;
    }
  }
  if (!entry || now - entry.storedAt >= HEADER_STATS_CACHE_MS) return null;
  memory.set(userId, entry);
  return entry.stats;
};

export const writeHeaderStatsCache = (userId: string, stats: HeaderStats, now = Date.now()) => {
  const entry = { stats, storedAt: now };
  memory.set(userId, entry);
  try {
    session()?.setItem(STORAGE_PREFIX + userId, JSON.stringify(entry));
  } catch {
    // memory only
  }
};

/** Clears one user's cached stats, or everyone's without an id (login and logout do). */
export const clearHeaderStatsCache = (userId?: string) => {
  const storage = session();
  if (userId !== undefined) {
    memory.delete(userId);
    try {
      storage?.removeItem(STORAGE_PREFIX + userId);
    } catch {
      // nothing stored
    }
    return;
  }
  memory.clear();
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing stored
  }
};
