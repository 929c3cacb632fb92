import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthActions } from './auth-provider';

/**
 * Sign Out and Logout: log out and go to /. The user is cleared before the server is called, and
 * the navigation happens in the same update, so no guard sees a logged-out visitor on a protected
 * page (which would send them to /login).
 */
export const useSignOut = () => {
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  return useCallback(() => {
    const done = logout();
    navigate('/');
    return done;
  }, [logout, navigate]);
};
