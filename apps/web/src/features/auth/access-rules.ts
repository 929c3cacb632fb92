import { isAdminUser, type UserLike } from './user-rules';

/**
 * Route access rules (specification, sections 2 and 6), pure so they are unit-tested; the guards
 * in `route-guards.tsx` only render what these decide.
 */

export type AccessInput = {
  user: UserLike | null;
  isLoading: boolean;
  isInitialized: boolean;
  /** The user has just signed out in this tab. */
  hasSignedOut?: boolean;
};

/** Router state a guard hands to the page it redirects to. */
export type RedirectState = { from?: string; adminRequired?: true; adminAccessDenied?: true };

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; state?: RedirectState };

/** Whether the server's answer is still awaited: nothing known yet, or a check runs with no user. */
const isUnknown = ({ user, isLoading, isInitialized }: AccessInput) => !isInitialized || (isLoading && !user);

/**
 * Logged-in only: spinner while unknown, the page when logged in, else /login remembering the
 * origin. Right after Sign Out the page goes home instead: Sign Out "logs out and goes to /", and
 * the router's navigation (a transition) can render after the user is already cleared.
 */
export const decideProtected = (input: AccessInput, origin: string): AccessDecision => {
  if (isUnknown(input)) return { kind: 'loading' };
  if (input.user) return { kind: 'render' };
  if (input.hasSignedOut) return { kind: 'redirect', to: '/' };
  return { kind: 'redirect', to: '/login', state: { from: origin } };
};

/**
 * Admin only, once the session has been re-checked: the page for an admin; a logged-in non-admin
 * goes to /dashboard with `adminAccessDenied`; a logged-out visitor to /login with `adminRequired`.
 */
export const decideAdmin = (
  input: AccessInput & { isRechecking: boolean },
  origin: string,
): AccessDecision => {
  if (input.isRechecking || isUnknown(input)) return { kind: 'loading' };
  if (!input.user && input.hasSignedOut) return { kind: 'redirect', to: '/' };
  if (!input.user) return { kind: 'redirect', to: '/login', state: { from: origin, adminRequired: true } };
  if (!isAdminUser(input.user))
    return { kind: 'redirect', to: '/dashboard', state: { adminAccessDenied: true } };
  return { kind: 'render' };
};

/** `/`, `/signup`, `/signup/platform`: a logged-in user goes to /dashboard; the page shows meanwhile. */
export const decidePublicOnly = (input: AccessInput): AccessDecision => {
  if (input.isInitialized && !input.isLoading && input.user) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'render' };
};

/** An unknown path: /dashboard when logged in, otherwise /. */
export const decideUnknownPath = (input: AccessInput): AccessDecision => {
  if (isUnknown(input)) return { kind: 'loading' };
  return { kind: 'redirect', to: input.user ? '/dashboard' : '/' };
};

/**
 * A return address is used only when it is a path of this app: it starts with one slash (not `//`
 * nor `/\`, which browsers treat as another host) and is not an auth page that would loop.
 */
export const safeReturnPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  const loops = ['/login', '/admin/login', '/signup', '/signup/platform', '/register', '/verify-email'];
  if (loops.includes(pathname.replace(/\/+$/, '') || '/')) return undefined;
  return value;
};

/**
 * Where to go after a login: the remembered origin (router state first, then the session's
 * redirectAfterLogin), else the default — /dashboard, or /admin/dashboard for the admin login.
 */
export const returnPathAfterLogin = (
  routerState: unknown,
  storedRedirect: string | null | undefined,
  fallback = '/dashboard',
): string => {
  const fromState =
    typeof routerState === 'object' && routerState !== null ? (routerState as RedirectState).from : undefined;
  return safeReturnPath(fromState) ?? safeReturnPath(storedRedirect) ?? fallback;
};
