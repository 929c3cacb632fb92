import { clearCaches, safeLocalStorage } from './chunk-reload';
import { STORAGE_KEYS } from './constants';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Safari keeps serving a cached page on a plain reload: it gets a `v` parameter (section 4). */
export const isSafari = (userAgent: string) =>
  /safari/i.test(userAgent) && !/chrome|chromium|crios|fxios|edg|android/i.test(userAgent);

/** The address a reload goes to: the same one, with `v={version}` on Safari. */
export const reloadUrl = (href: string, version: string, userAgent: string) => {
  if (!isSafari(userAgent)) return href;
  const url = new URL(href);
  url.searchParams.set('v', version);
  return url.toString();
};

/**
 * What to do with the server's version (section 4): the bundle's own version equal to it needs
 * nothing but storing; a different one clears the caches, stores it and reloads — once: when the
 * stored version already is the server's, this browser reloaded for it and still got an older
 * bundle, so it only reports.
 */
export const decideVersionSync = ({
  serverVersion,
  bundleVersion,
  storedVersion,
}: {
  serverVersion: string;
  bundleVersion: string;
  storedVersion: string | null;
}): 'up-to-date' | 'reload' | 'report' => {
  if (serverVersion === bundleVersion) return 'up-to-date';
  return storedVersion === serverVersion ? 'report' : 'reload';
};

export type VersionSyncDeps = {
  storage?: StorageLike | undefined;
  clearCaches?: () => Promise<void>;
  navigate?: (url: string) => void;
  reload?: () => void;
  href?: string;
  userAgent?: string;
};

/** Applies `decideVersionSync`; returns the decision. */
export const syncVersion = async (
  serverVersion: string,
  bundleVersion: string,
  deps: VersionSyncDeps = {},
): Promise<'up-to-date' | 'reload' | 'report'> => {
  const storage = deps.storage ?? safeLocalStorage();
  let stored: string | null = null;
  try {
    stored = storage?.getItem(STORAGE_KEYS.appVersion) ?? null;
  } catch {
    stored = null;
  }
  const decision = decideVersionSync({ serverVersion, bundleVersion, storedVersion: stored });
  if (decision === 'report') return decision;
  try {
    storage?.setItem(STORAGE_KEYS.appVersion, serverVersion);
  } catch {
    // storage off: the reload below still fetches the new bundle
  }
  if (decision === 'reload') {
    await (deps.clearCaches ?? clearCaches)();
    const href = deps.href ?? window.location.href;
    const userAgent = deps.userAgent ?? navigator.userAgent;
    const target = reloadUrl(href, serverVersion, userAgent);
    if (target === href) (deps.reload ?? (() => window.location.reload()))();
    else (deps.navigate ?? ((url: string) => window.location.replace(url)))(target);
  }
  return decision;
};

/** The script a push service worker runs: the one registration kept on load. */
export const isPushWorker = (scriptUrl: string | undefined) =>
  !!scriptUrl && /push-sw\.js(\?.*)?$/.test(scriptUrl);

type Registration = {
  active?: { scriptURL: string } | null;
  waiting?: { scriptURL: string } | null;
  installing?: { scriptURL: string } | null;
  unregister: () => Promise<boolean>;
};

/** Removes every service worker but the push worker (section 4); returns how many it removed. */
export const removeServiceWorkers = async (
  container: { getRegistrations: () => Promise<readonly Registration[]> } | undefined = typeof navigator ===
  'undefined'
    ? undefined
    : navigator.serviceWorker,
) => {
  if (!container) return 0;
  let removed = 0;
  try {
    const registrations = await container.getRegistrations();
    for (const registration of registrations) {
      const script = (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL;
      if (isPushWorker(script)) continue;
      if (await registration.unregister()) removed += 1;
    }
  } catch {
    // not allowed (private mode): nothing to remove
  }
  return removed;
};

/**
 * `?forceLatest`: clears local and session storage and the caches, then reloads without the
 * parameter (so it runs once). Returns true when it is reloading.
 */
export const applyForceLatest = async (
  href: string = window.location.href,
  deps: {
    local?: Pick<Storage, 'clear'> | undefined;
    session?: Pick<Storage, 'clear'> | undefined;
    clearCaches?: () => Promise<void>;
    replace?: (url: string) => void;
  } = {},
) => {
  const url = new URL(href);
  if (!url.searchParams.has('forceLatest')) return false;
  for (const storage of [
    deps.local ?? safeStore('localStorage'),
    deps.session ?? safeStore('sessionStorage'),
  ]) {
    try {
      storage?.clear();
    } catch {
      // storage off
    }
  }
  await (deps.clearCaches ?? clearCaches)();
  url.searchParams.delete('forceLatest');
  (deps.replace ?? ((to: string) => window.location.replace(to)))(url.toString());
  return true;
};

const safeStore = (name: 'localStorage' | 'sessionStorage') => {
  try {
    return window[name];
  } catch {
    return undefined;
  }
};

/** On load: `forceLatest`, then service workers (bar the push worker) and caches removed. */
export const cleanUpOnLoad = async () => {
  if (await applyForceLatest()) return;
  await removeServiceWorkers();
  await clearCaches();
};
