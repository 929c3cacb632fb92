import { AUTH_401_EVENT, FEATURES_UPDATED_EVENT, SESSION_EXPIRED_EVENT } from '../../api/auth-events';
import { isApiError } from '../../api/client';
import type { AuthApi } from './auth-api';
import {
  clearLocalAuthData,
  clearSessionFlags,
  isUserData,
  readLocalUser,
  type StorageLike,
  type StoredUser,
  saveProfileLocally,
  saveUserLocally,
} from './auth-storage';

/** Re-checks raised by `auth-401-received` are at least this far apart (specification, section 9). */
export const AUTH_RECHECK_MIN_INTERVAL_MS = 2_000;

export type AuthState = {
  /** The logged-in user; before the first answer, the one an earlier visit stored (may be stale). */
  user: StoredUser | null;
  /** What `GET /user/profile` returned for this user, once it has. */
  profile: unknown;
  /** A status check is running. */
  isLoading: boolean;
  /** The server has been asked at least once (or login/logout settled the question). */
  isInitialized: boolean;
  /** The user signed out in this tab (and has not logged in since): guards send them home, not to /login. */
  hasSignedOut: boolean;
};

export type AuthControllerDeps = {
  api: Pick<AuthApi, 'status' | 'profile' | 'logout'>;
  local: StorageLike;
  session: StorageLike;
  dispatchEvent: (name: string) => void;
  clearHeaderStatsCache: () => void;
  now?: () => number;
  logger?: Pick<Console, 'info' | 'warn' | 'error'>;
};

/**
 * The client's auth state and its transitions (specification, sections 4, 5 and 9), without React:
 * the provider subscribes to it, the tests drive it with a fake api and fake timers.
 */
export const createAuthController = (deps: AuthControllerDeps) => {
  const { api, local, session } = deps;
  const now = deps.now ?? Date.now;
  const logger = deps.logger ?? console;

  let state: AuthState = {
    user: readLocalUser(local),
    profile: null,
    isLoading: true,
    isInitialized: false,
    hasSignedOut: false,
  };
  const listeners = new Set<() => void>();
  let lastCheckAt: number | undefined;
  let inFlight: Promise<AuthState> | undefined;
  // Login and logout bump this; a status check that started before one of them drops its answer,
  // so a slow start-up check cannot log out a person who has just logged in.
  let generation = 0;

  // A patch that changes nothing keeps the state object: every subscriber re-renders on a new one
  // (the whole app shell, synchronously, just after a pre-rendered page has been taken over).
  const set = (patch: Partial<AuthState>) => {
    const keys = Object.keys(patch) as (keyof AuthState)[];
    if (keys.every((key) => Object.is(state[key], patch[key]))) return;
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  const fetchProfile = async (userId: string) => {
    try {
      const profile = await api.profile();
      if (state.user?.id !== userId) return;
      saveProfileLocally(local, profile);
      set({ profile });
    } catch (error) {
      logger.warn('Could not load the user profile', error);
    }
  };

  const runCheck = async (): Promise<AuthState> => {
    const startedIn = generation;
    try {
      const status = await api.status();
      if (generation !== startedIn) return state;
      if (status.isLoggedIn && isUserData(status.user)) {
        const user = status.user;
        if (state.user && state.user.id !== user.id) deps.clearHeaderStatsCache();
        saveUserLocally(local, user);
        set({ user, hasSignedOut: false, ...(state.user?.id === user.id ? {} : { profile: null }) });
        void fetchProfile(user.id);
      } else {
        clearLocalAuthData(local);
        set({ user: null, profile: null });
      }
    } catch (error) {
      if (generation !== startedIn) return state;
      if (isApiError(error) && error.status === 401) {
        clearLocalAuthData(local);
        set({ user: null, profile: null });
        logger.info('Session expired: the status check answered 401');
        deps.dispatchEvent(SESSION_EXPIRED_EVENT);
      } else {
        logger.warn('The auth status check failed; keeping the current state', error);
      }
    }
    return state;
  };

  /** Asks the server whether the session is alive; one request at a time. */
  const checkStatus = (): Promise<AuthState> => {
    if (inFlight) return inFlight;
    lastCheckAt = now();
    set({ isLoading: true });
    inFlight = runCheck()
      .finally(() => {
        inFlight = undefined;
        set({ isLoading: false, isInitialized: true });
      })
      .then(() => state);
    return inFlight;
  };

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /**
     * Start-up: compares what this browser stored with the server's session. Logged in there: the
     * user is saved and the profile fetched; not: the local auth data is cleared.
     */
    initialize: () => checkStatus(),
    checkStatus,

    /** Accepts only an object with a truthy id; anything else clears the user, with a warning. */
    login: (data: unknown): boolean => {
      generation += 1;
      if (!isUserData(data)) {
        logger.warn('Login returned no user id; the user is cleared');
        clearLocalAuthData(local);
        set({ user: null, profile: null, isLoading: false, isInitialized: true });
        return false;
      }
      saveUserLocally(local, data);
      deps.clearHeaderStatsCache();
      set({ user: data, profile: null, isLoading: false, isInitialized: true, hasSignedOut: false });
      void fetchProfile(data.id);
      return true;
    },

    /**
     * Empties the user and local data first, then tells the server; a server failure is only
     * logged and logout still succeeds. Then session flags, the redirect target and the header
     * stats cache are cleared.
     */
    logout: async (): Promise<{ success: true }> => {
      generation += 1;
      clearLocalAuthData(local);
      set({ user: null, profile: null, isLoading: false, isInitialized: true, hasSignedOut: true });
      try {
        await api.logout();
      } catch (error) {
        logger.error('The server did not confirm the logout; the local session is cleared anyway', error);
      }
      clearSessionFlags(session);
      deps.clearHeaderStatsCache();
      return { success: true };
    },

    /** `auth-401-received`: re-check unless a check runs or the last one began under 2 s ago. */
    handleAuth401: (): boolean => {
      if (state.isLoading) return false;
      if (lastCheckAt !== undefined && now() - lastCheckAt < AUTH_RECHECK_MIN_INTERVAL_MS) return false;
      void checkStatus();
      return true;
    },

    /** `features-updated`: what the user may do changed; ask again. */
    handleFeaturesUpdated: () => {
      void checkStatus();
    },
  };
};

export type AuthController = ReturnType<typeof createAuthController>;

/** Wires the window events to the controller; returns the clean-up. */
export const bindAuthWindowEvents = (controller: AuthController, target: EventTarget) => {
  const onAuth401 = () => controller.handleAuth401();
  const onFeaturesUpdated = () => controller.handleFeaturesUpdated();
  target.addEventListener(AUTH_401_EVENT, onAuth401);
  target.addEventListener(FEATURES_UPDATED_EVENT, onFeaturesUpdated);
  return () => {
    target.removeEventListener(AUTH_401_EVENT, onAuth401);
    target.removeEventListener(FEATURES_UPDATED_EVENT, onFeaturesUpdated);
  };
};
