import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/loading-screen';
import {
  type AccessDecision,
  decideAdmin,
  decideProtected,
  decidePublicOnly,
  decideUnknownPath,
  safeReturnPath,
} from './access-rules';
import { useAuth } from './auth-provider';
import { browserStorage, SESSION_KEYS } from './auth-storage';

const originOf = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;

/**
 * The address to come back to after signing in, held from the moment the gate turns the visitor
 * away. It is the address the browser shows, not the page the router renders: a navigation is a
 * React transition, so while the next page's code loads the router still renders the page being
 * left, and a session lost in that moment must remember the page the user asked for. Held, because
 * once the redirect has begun the browser shows /login, which is no place to come back to.
 */
const useReturnOrigin = (isTurnedAway: boolean) => {
  const rendered = originOf(useLocation());
  const held = useRef<string | null>(null);
  if (!isTurnedAway) {
    held.current = null;
    return rendered;
  }
  const shown = typeof window === 'undefined' ? undefined : safeReturnPath(originOf(window.location));
  held.current ??= shown ?? rendered;
  return held.current;
};

const Redirect = ({ decision }: { decision: Extract<AccessDecision, { kind: 'redirect' }> }) => (
  <Navigate to={decision.to} replace state={decision.state} />
);

/** Logged-in only: 'Verifying Access' while the session is unknown, /login (origin remembered) when out. */
export const RequireAuth = () => {
  const auth = useAuth();
  const origin = useReturnOrigin(decideProtected(auth, '').kind === 'redirect');
  const decision = decideProtected(auth, origin);

  useEffect(() => {
    // Kept in the session too, so the origin survives a detour (sign-up, a reload of /login).
    if (decision.kind === 'redirect')
      browserStorage('sessionStorage').setItem(SESSION_KEYS.redirectAfterLogin, origin);
  }, [decision.kind, origin]);

  if (decision.kind === 'loading') {
    return (
      <LoadingScreen title="Verifying Access" message="Please wait while we authenticate your session" />
    );
  }
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  return <Outlet />;
};

/**
 * Admin only: the session is re-checked first ('Verifying admin privileges...'), then the admin
 * check decides; the admin page loads behind 'Loading admin panel...'.
 */
export const RequireAdmin = () => {
  const auth = useAuth();
  const [isRechecking, setIsRechecking] = useState(true);
  const { checkStatus } = auth;

  useEffect(() => {
    let isCurrent = true;
    checkStatus()
      .catch((error: unknown) => console.warn('The admin check failed', error))
      .finally(() => {
        if (isCurrent) setIsRechecking(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [checkStatus]);

  const origin = useReturnOrigin(decideAdmin({ ...auth, isRechecking }, '').kind === 'redirect');
  const decision = decideAdmin({ ...auth, isRechecking }, origin);
  if (decision.kind === 'loading') return <LoadingScreen title="Verifying admin privileges..." />;
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  return (
    <Suspense fallback={<LoadingScreen title="Loading admin panel..." />}>
      <Outlet />
    </Suspense>
  );
};

/** `/`, `/signup`, `/signup/platform`: a logged-in user goes to /dashboard. */
export const PublicOnly = () => {
  const decision = decidePublicOnly(useAuth());
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  return <Outlet />;
};

/** Any unknown path: /dashboard when logged in, otherwise /. */
export const UnknownPath = () => {
  const decision = decideUnknownPath(useAuth());
  if (decision.kind === 'redirect') return <Redirect decision={decision} />;
  return <LoadingScreen title="Loading..." />;
};
