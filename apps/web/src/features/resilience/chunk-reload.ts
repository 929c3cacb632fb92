import {
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_STALE_RECORD_MS,
  STORAGE_KEYS,
  UPDATE_REQUIRED_EVENT,
} from './constants';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A module that could not be downloaded, typically because a release replaced it. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Loading chunk|Loading CSS chunk|error loading dynamically/i.test(
      error.message,
    ));

/** Chunk, network, fetch, timeout or aborted: errors that may pass by themselves (section 4). */
export const isTransientError = (error: unknown) => {
  if (isChunkLoadError(error)) return true;
  if (!(error instanceof Error)) return false;
  if (error.name === 'AbortError' || error.name === 'TimeoutError') return true;
  if (
    (error as { code?: unknown }).code === 'NETWORK_ERROR' ||
    (error as { code?: unknown }).code === 'TIMEOUT'
  )
    return true;
  return /network|fetch|timeout|timed out|abort/i.test(error.message);
};

const readRecords = (storage: StorageLike | undefined, key: string): Record<string, number> => {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
};

const writeRecords = (storage: StorageLike | undefined, key: string, records: Record<string, number>) => {
  try {
    storage?.setItem(key, JSON.stringify(records));
  } catch {
    // storage full or off: the guard is then in memory only for this page
  }
};

/** Records of reloads per section, without those older than 5 minutes. */
export const freshReloadRecords = (storage: StorageLike | undefined, now: number) => {
  const records = readRecords(storage, STORAGE_KEYS.chunkReloads);
  const fresh: Record<string, number> = {};
  for (const [section, at] of Object.entries(records)) {
    if (typeof at === 'number' && now - at < CHUNK_STALE_RECORD_MS) fresh[section] = at;
  }
  return fresh;
};

/** Deletes every Cache Storage cache the page can see; failures are ignored. */
export const clearCaches = async (cacheStorage: CacheStorage | undefined = globalThis.caches) => {
  if (!cacheStorage) return;
  try {
    const names = await cacheStorage.keys();
    await Promise.all(names.map((name) => cacheStorage.delete(name)));
  } catch {
    // not allowed here (an opaque origin): nothing to clear
  }
};

export type ChunkErrorDeps = {
  storage?: StorageLike | undefined;
  now?: () => number;
  reload?: () => void;
  clearCaches?: () => Promise<void> | void;
  schedule?: (run: () => void, ms: number) => unknown;
  notify?: () => void;
};

/**
 * The chunk-load rule (section 4): the first chunk error of a section with no reload recorded in
 * the last 10 s records the reload, clears the caches and the retry markers and reloads after
 * 75 ms; otherwise only the caches are cleared (and the update banner is offered). Records older
 * than 5 minutes are dropped. Returns what it did.
 */
export const handleChunkLoadError = (section: string, deps: ChunkErrorDeps = {}): 'reload' | 'cleared' => {
  const storage = deps.storage ?? safeSessionStorage();
  const now = (deps.now ?? Date.now)();
  const clear = deps.clearCaches ?? (() => clearCaches());
  const records = freshReloadRecords(storage, now);
  const last = records[section];
  if (last !== undefined && now - last < CHUNK_RELOAD_GUARD_MS) {
    writeRecords(storage, STORAGE_KEYS.chunkReloads, records);
    void clear();
    (deps.notify ?? notifyUpdateRequired)();
    return 'cleared';
  }
  records[section] = now;
  writeRecords(storage, STORAGE_KEYS.chunkReloads, records);
  try {
    storage?.removeItem(STORAGE_KEYS.chunkRetries);
  } catch {
    // ignored
  }
  const reload = deps.reload ?? (() => window.location.reload());
  const schedule = deps.schedule ?? ((run, ms) => setTimeout(run, ms));
  void Promise.resolve(clear()).finally(() => schedule(reload, CHUNK_RELOAD_DELAY_MS));
  return 'reload';
};

/** Asks the shell to show the 'Application Update Required' banner. */
export const notifyUpdateRequired = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(UPDATE_REQUIRED_EVENT));
};

export const safeSessionStorage = (): StorageLike | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const safeLocalStorage = (): StorageLike | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

type RetryRecord = { attempts: number; at: number };

const readRetryRecords = (storage: StorageLike | undefined, now: number) => {
  const fresh: Record<string, RetryRecord> = {};
  try {
    const parsed = JSON.parse(storage?.getItem(STORAGE_KEYS.chunkRetries) ?? '{}') as Record<
      string,
      RetryRecord
    >;
    for (const [section, record] of Object.entries(parsed ?? {})) {
      if (record && typeof record.at === 'number' && now - record.at < CHUNK_STALE_RECORD_MS)
        fresh[section] = record;
    }
  } catch {
    // unreadable: start afresh
  }
  return fresh;
};

/** How many retries the panel of `section` has used (records older than 5 minutes are dropped). */
export const retryAttempts = (section: string, deps: Pick<ChunkErrorDeps, 'storage' | 'now'> = {}) => {
  const storage = deps.storage ?? safeSessionStorage();
  return readRetryRecords(storage, (deps.now ?? Date.now)())[section]?.attempts ?? 0;
};

/** Counts one more retry of `section`; returns the new count. */
export const recordRetryAttempt = (section: string, deps: Pick<ChunkErrorDeps, 'storage' | 'now'> = {}) => {
  const storage = deps.storage ?? safeSessionStorage();
  const now = (deps.now ?? Date.now)();
  const records = readRetryRecords(storage, now);
  const attempts = (records[section]?.attempts ?? 0) + 1;
  records[section] = { attempts, at: now };
  try {
    storage?.setItem(STORAGE_KEYS.chunkRetries, JSON.stringify(records));
  } catch {
    // ignored
  }
  return attempts;
};

/** Forgets the retries of `section` once it has loaded. */
export const clearRetryAttempts = (section: string, deps: Pick<ChunkErrorDeps, 'storage' | 'now'> = {}) => {
  const storage = deps.storage ?? safeSessionStorage();
  const records = readRetryRecords(storage, (deps.now ?? Date.now)());
  if (!(section in records)) return;
  delete records[section];
  try {
    storage?.setItem(STORAGE_KEYS.chunkRetries, JSON.stringify(records));
  } catch {
    // ignored
  }
};
