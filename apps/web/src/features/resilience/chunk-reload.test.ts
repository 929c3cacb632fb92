import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearRetryAttempts,
  freshReloadRecords,
  handleChunkLoadError,
  isChunkLoadError,
  isTransientError,
  recordRetryAttempt,
  retryAttempts,
} from './chunk-reload';
import {
  AUTO_RECOVER_MS,
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RETRY_MAX,
  CHUNK_STALE_RECORD_MS,
  DEFAULT_APP_VERSION,
  ERROR_THRESHOLD,
  HEALTH_RECHECK_MS,
  RECOVERING_MS,
  STORAGE_KEYS,
  UPDATE_BANNER_MAX_RETRIES,
  UPDATE_BANNER_MS,
  VERSION_CHECK_INTERVAL_MS,
} from './constants';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
};

describe('constants of section 9', () => {
  it('has the specified values', () => {
    expect(ERROR_THRESHOLD).toBe(3);
    expect(RECOVERING_MS).toBe(500);
    expect(AUTO_RECOVER_MS).toBe(3_000);
    expect(CHUNK_RETRY_MAX).toBe(3);
    expect(CHUNK_STALE_RECORD_MS).toBe(300_000);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(CHUNK_RELOAD_DELAY_MS).toBe(75);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(UPDATE_BANNER_MS).toBe(30_000);
    expect(UPDATE_BANNER_MAX_RETRIES).toBe(3);
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
    expect(DEFAULT_APP_VERSION).toBe('1.0.0');
    expect(HEALTH_RECHECK_MS).toBe(30_000);
  });
});

describe('error kinds', () => {
  it('recognises chunk load errors of each browser', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 3 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk')).toBe(false);
  });

  it('counts chunk, network, fetch, timeout and aborted errors as transient', () => {
    expect(isTransientError(new TypeError('Failed to fetch dynamically imported module: /a.js'))).toBe(true);
    expect(isTransientError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransientError(new Error('Network error. Please check your connection.'))).toBe(true);
    expect(isTransientError(new Error('The request timed out'))).toBe(true);
    expect(isTransientError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(true);
    expect(isTransientError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isTransientError(null)).toBe(false);
  });
});

describe('the chunk-load reload rule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('records the reload, clears caches and retry markers, and reloads after 75 ms', async () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.chunkRetries, JSON.stringify({ x: { attempts: 2, at: 0 } }));
    const reload = vi.fn();
    const clearCaches = vi.fn(async () => undefined);
    const now = 1_000_000;
    expect(handleChunkLoadError('page:/status', { storage, now: () => now, reload, clearCaches })).toBe(
      'reload',
    );
    expect(clearCaches).toHaveBeenCalledOnce();
    expect(storage.getItem(STORAGE_KEYS.chunkRetries)).toBeNull();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.chunkReloads) ?? '{}')).toEqual({ 'page:/status': now });
    await vi.advanceTimersByTimeAsync(CHUNK_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload the same section again within 10 s: caches cleared and the banner offered', async () => {
    const storage = memoryStorage();
    let now = 5_000_000;
    const reload = vi.fn();
    const notify = vi.fn();
    const clearCaches = vi.fn(async () => undefined);
    const deps = { storage, now: () => now, reload, clearCaches, notify };
    expect(handleChunkLoadError('s', deps)).toBe('reload');
    now += CHUNK_RELOAD_GUARD_MS - 1;
    expect(handleChunkLoadError('s', deps)).toBe('cleared');
    expect(notify).toHaveBeenCalledOnce();
    expect(clearCaches).toHaveBeenCalledTimes(2);
    // another section has its own record
    expect(handleChunkLoadError('other', deps)).toBe('reload');
    now += 1;
    expect(handleChunkLoadError('s', deps)).toBe('reload');
    await vi.runAllTimersAsync();
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('drops records older than 5 minutes', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.chunkReloads, JSON.stringify({ old: 0, recent: CHUNK_STALE_RECORD_MS }));
    expect(freshReloadRecords(storage, CHUNK_STALE_RECORD_MS)).toEqual({ recent: CHUNK_STALE_RECORD_MS });
    expect(freshReloadRecords(storage, CHUNK_STALE_RECORD_MS * 2)).toEqual({});
  });

  it('survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.chunkReloads, '{not json');
    expect(freshReloadRecords(storage, 1)).toEqual({});
  });
});

describe('retry records of the Loading Error panel', () => {
  it('counts retries per section, forgets them after 5 minutes or on success', () => {
    const storage = memoryStorage();
    let now = 1_000;
    const deps = { storage, now: () => now };
    expect(retryAttempts('a', deps)).toBe(0);
    expect(recordRetryAttempt('a', deps)).toBe(1);
    expect(recordRetryAttempt('a', deps)).toBe(2);
    expect(recordRetryAttempt('b', deps)).toBe(1);
    expect(retryAttempts('a', deps)).toBe(2);
    clearRetryAttempts('b', deps);
    expect(retryAttempts('b', deps)).toBe(0);
    now += CHUNK_STALE_RECORD_MS;
    expect(retryAttempts('a', deps)).toBe(0);
  });
});
