import { isAdminUser, type UserLike } from './user-rules';

/** The Web Storage methods the auth layer uses (`localStorage`, `sessionStorage` or a test map). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Local storage keys written on login (specification, section 3). */
export const LOCAL_KEYS = {
  userEmail: 'userEmail',
  userId: 'userId',
  userRole: 'userRole',
  isAdmin: 'isAdmin',
  user: 'user',
  userFullName: 'userFullName',
  userProfile: 'userProfile',
  /** A bearer token of an older client: never written, only removed. */
  authToken: 'authToken',
} as const;

/** Session storage keys cleared on logout. */
export const SESSION_KEYS = {
  sessionCleared: 'sessionCleared',
  redirectAfterLogin: 'redirectAfterLogin',
} as const;

/** What the auth layer keeps of a user: the api's `User`, of which it needs the id. */
export type StoredUser = UserLike & { id: string; email: string };

const safely = (action: () => void) => {
  try {
    action();
  } catch {
    // Storage can be full or switched off (private modes); the session cookie still works.
  }
};

/**
 * Writes the user on login or when the server confirms the session: userEmail, userId, userRole,
 * isAdmin only when true (else removed), user as JSON, userFullName only if present, userProfile.
 * authToken is only removed.
 */
export const saveUserLocally = (storage: StorageLike, user: StoredUser, profile?: unknown) => {
  safely(() => {
    storage.setItem(LOCAL_KEYS.userEmail, user.email);
    storage.setItem(LOCAL_KEYS.userId, String(user.id));
    storage.setItem(LOCAL_KEYS.userRole, user.role || 'user');
    if (isAdminUser(user)) storage.setItem(LOCAL_KEYS.isAdmin, 'true');
    else storage.removeItem(LOCAL_KEYS.isAdmin);
    storage.setItem(LOCAL_KEYS.user, JSON.stringify(user));
    if (user.fullName) storage.setItem(LOCAL_KEYS.userFullName, user.fullName);
    else storage.removeItem(LOCAL_KEYS.userFullName);
    storage.setItem(LOCAL_KEYS.userProfile, JSON.stringify(profile ?? user));
    storage.removeItem(LOCAL_KEYS.authToken);
  });
};

/** Stores the profile from `GET /user/profile`. */
export const saveProfileLocally = (storage: StorageLike, profile: unknown) => {
  safely(() => storage.setItem(LOCAL_KEYS.userProfile, JSON.stringify(profile)));
};

/** Removes every local auth key (logout, or the server says the session is gone). */
export const clearLocalAuthData = (storage: StorageLike) => {
  safely(() => {
    for (const key of Object.values(LOCAL_KEYS)) storage.removeItem(key);
  });
};

/** Clears the session-cleared flag and the redirect-after-login target (logout). */
export const clearSessionFlags = (storage: StorageLike) => {
  safely(() => {
    for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
  });
};

/** True for a value the auth layer accepts as a user: an object with a truthy id. */
export const isUserData = (value: unknown): value is StoredUser =>
  typeof value === 'object' && value !== null && !!(value as { id?: unknown }).id;

/** The user saved by an earlier visit, shown while the server is asked; null when none or unreadable. */
export const readLocalUser = (storage: StorageLike): StoredUser | null => {
  try {
    const raw = storage.getItem(LOCAL_KEYS.user);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isUserData(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

/** A Storage-like map in memory, for tests and for browsers without storage. */
export const createMemoryStorage = (initial: Record<string, string> = {}) => {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    snapshot: () => Object.fromEntries(map),
  };
};

/** The browser's storage, or memory when it is unavailable (blocked cookies, a test). */
export const browserStorage = (kind: 'localStorage' | 'sessionStorage'): StorageLike => {
  try {
    const storage = globalThis[kind];
    if (storage) return storage;
  } catch {
    // Accessing storage can throw when the browser blocks it.
  }
  return createMemoryStorage();
};
