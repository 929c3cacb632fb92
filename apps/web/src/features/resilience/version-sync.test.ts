import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from './constants';
import {
  applyForceLatest,
  decideVersionSync,
  isPushWorker,
  isSafari,
  reloadUrl,
  removeServiceWorkers,
  syncVersion,
} from './version-sync';

const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
    map,
  };
};

describe('version sync', () => {
  it('tells Safari from Chrome', () => {
    expect(isSafari(SAFARI)).toBe(true);
    expect(isSafari(CHROME)).toBe(false);
  });

  it('adds v on Safari only', () => {
    expect(reloadUrl('https://x.test/dashboard?a=1', '2.0.0', SAFARI)).toBe(
      'https://x.test/dashboard?a=1&v=2.0.0',
    );
    expect(reloadUrl('https://x.test/dashboard?a=1', '2.0.0', CHROME)).toBe('https://x.test/dashboard?a=1');
  });

  it('reloads once for a new server version, then only reports', () => {
    expect(decideVersionSync({ serverVersion: '1', bundleVersion: '1', storedVersion: null })).toBe(
      'up-to-date',
    );
    expect(decideVersionSync({ serverVersion: '2', bundleVersion: '1', storedVersion: '1' })).toBe('reload');
    expect(decideVersionSync({ serverVersion: '2', bundleVersion: '1', storedVersion: null })).toBe('reload');
    expect(decideVersionSync({ serverVersion: '2', bundleVersion: '1', storedVersion: '2' })).toBe('report');
  });

  it('clears caches, stores the version and reloads', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.appVersion]: '1.0.0' });
    const order: string[] = [];
    const clearCaches = vi.fn(async () => void order.push('clear'));
    const reload = vi.fn(() => order.push(`reload:${storage.getItem(STORAGE_KEYS.appVersion)}`));
    const navigate = vi.fn();
    const deps = { storage, clearCaches, reload, navigate, href: 'https://x.test/a', userAgent: CHROME };
    expect(await syncVersion('1.1.0', '1.0.0', deps)).toBe('reload');
    expect(order).toEqual(['clear', 'reload:1.1.0']);
    expect(navigate).not.toHaveBeenCalled();
    // After the reload the old bundle still runs (a cache between): no second reload.
    expect(await syncVersion('1.1.0', '1.0.0', deps)).toBe('report');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('navigates to the v address on Safari and stores an equal version without reloading', async () => {
    const storage = memoryStorage();
    const navigate = vi.fn();
    const reload = vi.fn();
    const deps = {
      storage,
      clearCaches: async () => undefined,
      reload,
      navigate,
      href: 'https://x.test/a',
      userAgent: SAFARI,
    };
    await syncVersion('3.0.0', '2.0.0', deps);
    expect(navigate).toHaveBeenCalledWith('https://x.test/a?v=3.0.0');
    const other = memoryStorage();
    expect(await syncVersion('2.0.0', '2.0.0', { ...deps, storage: other })).toBe('up-to-date');
    expect(other.getItem(STORAGE_KEYS.appVersion)).toBe('2.0.0');
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('service workers and forceLatest', () => {
  it('keeps only the push service worker', async () => {
    const make = (url: string) => ({ active: { scriptURL: url }, unregister: vi.fn(async () => true) });
    const push = make('https://x.test/push-sw.js');
    const old = make('https://x.test/sw.js');
    const workbox = make('https://x.test/service-worker.js?v=2');
    const removed = await removeServiceWorkers({ getRegistrations: async () => [push, old, workbox] });
    expect(removed).toBe(2);
    expect(push.unregister).not.toHaveBeenCalled();
    expect(old.unregister).toHaveBeenCalled();
    expect(isPushWorker('https://x.test/push-sw.js?v=1')).toBe(true);
    expect(isPushWorker('https://x.test/not-push-sw.json')).toBe(false);
    expect(isPushWorker(undefined)).toBe(false);
    expect(await removeServiceWorkers(undefined)).toBe(0);
  });

  it('forceLatest clears both storages and the caches, then reloads without the parameter', async () => {
    const local = memoryStorage({ a: '1' });
    const session = memoryStorage({ b: '2' });
    const clearCaches = vi.fn(async () => undefined);
    const replace = vi.fn();
    expect(
      await applyForceLatest('https://x.test/case/1?forceLatest=1&x=2', {
        local,
        session,
        clearCaches,
        replace,
      }),
    ).toBe(true);
    expect(local.map.size).toBe(0);
    expect(session.map.size).toBe(0);
    expect(clearCaches).toHaveBeenCalled();
    expect(replace).toHaveBeenCalledWith('https://x.test/case/1?x=2');
    expect(await applyForceLatest('https://x.test/case/1', { local, session, clearCaches, replace })).toBe(
      false,
    );
  });
});
