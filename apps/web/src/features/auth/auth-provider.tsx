import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { dispatchWindowEvent } from '../../api/auth-events';
import { clearHeaderStatsCache } from '../header-stats/header-stats-cache';
import { authApi } from './auth-api';
import {
  type AuthController,
  type AuthState,
  bindAuthWindowEvents,
  createAuthController,
} from './auth-controller';
import { browserStorage } from './auth-storage';
import { isAdminUser } from './user-rules';

export type AuthContextValue = AuthState & {
  isLoggedIn: boolean;
  isAdmin: boolean;
  login: AuthController['login'];
  logout: AuthController['logout'];
  checkStatus: AuthController['checkStatus'];
};

const AuthContext = createContext<AuthContextValue | null>(null);

export type AuthUserValue = Pick<AuthContextValue, 'user' | 'isLoggedIn' | 'isAdmin'>;

/** Who is signed in, apart from the loading flags: it changes only when the user does. */
const AuthUserContext = createContext<AuthUserValue | null>(null);

export type AuthActions = Pick<AuthContextValue, 'login' | 'logout' | 'checkStatus'>;

/** The auth actions, which never change. */
const AuthActionsContext = createContext<AuthActions | null>(null);

const createBrowserAuthController = () =>
  createAuthController({
    api: authApi,
    local: browserStorage('localStorage'),
    session: browserStorage('sessionStorage'),
    dispatchEvent: dispatchWindowEvent,
    clearHeaderStatsCache: () => clearHeaderStatsCache(),
  });

/**
 * Holds the auth state for the app: asks the server at start-up (which also delivers the CSRF
 * cookie before any mutating call), and re-checks on `auth-401-received` and `features-updated`.
 */
export const AuthProvider = ({
  children,
  controller,
}: {
  children: ReactNode;
  controller?: AuthController;
}) => {
  const [auth] = useState(() => controller ?? createBrowserAuthController());
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);

  useEffect(() => {
    void auth.initialize();
    return bindAuthWindowEvents(auth, window);
  }, [auth]);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isLoggedIn: !!state.user,
      isAdmin: isAdminUser(state.user),
      login: auth.login,
      logout: auth.logout,
      checkStatus: auth.checkStatus,
    }),
    [state, auth],
  );
  const { user } = state;
  const userValue = useMemo<AuthUserValue>(
    () => ({ user, isLoggedIn: !!user, isAdmin: isAdminUser(user) }),
    [user],
  );
  const actions = useMemo<AuthActions>(
    () => ({ login: auth.login, logout: auth.logout, checkStatus: auth.checkStatus }),
    [auth],
  );
  return (
    <AuthContext.Provider value={value}>
      <AuthUserContext.Provider value={userValue}>
        <AuthActionsContext.Provider value={actions}>{children}</AuthActionsContext.Provider>
      </AuthUserContext.Provider>
    </AuthContext.Provider>
  );
};

/** The auth state and actions; only inside `AuthProvider`. */
export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
};

/**
 * Who is signed in, for components that do not wait on the status check: they re-render when the
 * user changes, not each time a check starts or ends (the shell and the pages of a pre-rendered
 * site would otherwise render again, synchronously, once the start-up check has answered).
 */
export const useAuthUser = (): AuthUserValue => {
  const value = useContext(AuthUserContext);
  if (!value) throw new Error('useAuthUser must be used inside AuthProvider');
  return value;
};

/** Log in, log out and re-check the session, without re-rendering when the auth state changes. */
export const useAuthActions = (): AuthActions => {
  const value = useContext(AuthActionsContext);
  if (!value) throw new Error('useAuthActions must be used inside AuthProvider');
  return value;
};
