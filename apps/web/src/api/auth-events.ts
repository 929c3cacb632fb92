/** Window events the auth layer and the shell exchange (specification, sections 4 and 8). */
export const AUTH_401_EVENT = 'auth-401-received';
export const SESSION_EXPIRED_EVENT = 'session-expired';
export const FEATURES_UPDATED_EVENT = 'features-updated';

/** A 401 on an auth endpoint raises `auth-401-received` at most once in this many ms (section 9). */
export const AUTH_401_DEBOUNCE_MS = 5_000;

/**
 * An auth endpoint: `/auth/...` under the api (`/api/v1/admin/auth/login` too). The status check is
 * left out: its 401 is handled by the auth state itself (user cleared, `session-expired`), and
 * raising the event from it would make every failed check schedule the next one.
 */
export const isAuthEndpoint = (path: string) => {
  const pathname = path.split('?', 1)[0] ?? '';
  return /\/auth\//.test(pathname) && !/\/auth\/status$/.test(pathname);
};

/**
 * Calls `dispatch` at most once per `intervalMs`; the first call always goes through. The api
 * client calls the result for every 401 on an auth endpoint.
 */
export const createAuth401Notifier = (
  dispatch: () => void,
  { now = Date.now, intervalMs = AUTH_401_DEBOUNCE_MS }: { now?: () => number; intervalMs?: number } = {},
) => {
  let last: number | undefined;
  return () => {
    const at = now();
    if (last !== undefined && at - last < intervalMs) return false;
    last = at;
    dispatch();
    return true;
  };
};

/** Raises a window event; a no-op outside a browser. */
export const dispatchWindowEvent = (name: string) => {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new Event(name));
};
