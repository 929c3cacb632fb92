import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_EXPIRED_EVENT } from '../../api/auth-events';
import type { RedirectState } from '../auth/access-rules';
import { showToast } from './toast-store';

/** The Session Expired toast hides after 10 s (specification, section 8). */
export const SESSION_EXPIRED_TOAST_MS = 10_000;

/**
 * Toasts the shell raises: 'Session Expired' on the `session-expired` event, and the notice of a
 * refused admin page (the `adminAccessDenied` router state, consumed so a reload does not repeat it).
 */
export const useShellNotices = () => {
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const handleExpired = () =>
      showToast({
        id: 'session-expired',
        type: 'warning',
        title: 'Session Expired',
        message: 'Your session has expired. Please log in again to continue.',
        duration: SESSION_EXPIRED_TOAST_MS,
        actions: [
          {
            label: 'Go to Login',
            // Back to where they were once logged in again.
            onClick: () => {
              const { pathname, search, hash } = window.location;
              // Already sent to the login page by the auth gate: it knows where they were.
              if (pathname === '/login') return;
              navigate('/login', { state: { from: `${pathname}${search}${hash}` } });
            },
          },
          { label: 'Dismiss' },
        ],
      });
    window.addEventListener(SESSION_EXPIRED_EVENT, handleExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handleExpired);
  }, [navigate]);

  const isAdminDenied = (location.state as RedirectState | null)?.adminAccessDenied === true;
  useEffect(() => {
    if (!isAdminDenied) return;
    showToast({
      id: 'admin-access-denied',
      type: 'warning',
      title: 'Admin access required',
      message: 'Your account cannot open the admin area, so you are back on your dashboard.',
    });
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [isAdminDenied, navigate, location.pathname, location.search, location.hash]);
};
