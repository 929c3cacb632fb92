import { describe, expect, it } from 'vitest';
import {
  decideAdmin,
  decideProtected,
  decidePublicOnly,
  decideUnknownPath,
  returnPathAfterLogin,
  safeReturnPath,
} from './access-rules';

const trainee = { id: 'u-1', email: 'alex@example.org', role: 'user' };
const admin = { id: 'a-1', email: 'admin@urosim.local', role: 'admin' };
const settled = { isLoading: false, isInitialized: true };

describe('protected routes', () => {
  it('waits while the session is unknown', () => {
    expect(decideProtected({ user: null, isLoading: true, isInitialized: false }, '/settings')).toEqual({
      kind: 'loading',
    });
    // A stored user is not trusted before the server answered.
    expect(decideProtected({ user: trainee, isLoading: true, isInitialized: false }, '/settings').kind).toBe(
      'loading',
    );
    expect(decideProtected({ user: null, isLoading: true, isInitialized: true }, '/settings').kind).toBe(
      'loading',
    );
  });

  it('renders for a user, also while a later re-check runs', () => {
    expect(decideProtected({ user: trainee, ...settled }, '/settings')).toEqual({ kind: 'render' });
    expect(decideProtected({ user: trainee, isLoading: true, isInitialized: true }, '/x')).toEqual({
      kind: 'render',
    });
  });

  it('sends a visitor to /login, remembering the origin', () => {
    expect(decideProtected({ user: null, ...settled }, '/settings?tab=a#b')).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/settings?tab=a#b' },
    });
  });

  it('sends a user who has just signed out home, not to /login', () => {
    expect(decideProtected({ user: null, ...settled, hasSignedOut: true }, '/settings')).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(
      decideAdmin({ user: null, ...settled, hasSignedOut: true, isRechecking: false }, '/admin/x'),
    ).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
});

describe('admin routes', () => {
  it('waits for the re-check before deciding', () => {
    expect(decideAdmin({ user: admin, ...settled, isRechecking: true }, '/admin/dashboard').kind).toBe(
      'loading',
    );
  });

  it('lets an admin in, by is_admin, isAdmin or role', () => {
    for (const user of [admin, { id: 'x', is_admin: true }, { id: 'y', isAdmin: true }]) {
      expect(decideAdmin({ user, ...settled, isRechecking: false }, '/admin/dashboard')).toEqual({
        kind: 'render',
      });
    }
  });

  it('sends a logged-in non-admin to /dashboard with adminAccessDenied', () => {
    expect(decideAdmin({ user: trainee, ...settled, isRechecking: false }, '/admin/dashboard')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      state: { adminAccessDenied: true },
    });
  });

  it('sends a visitor to /login with adminRequired', () => {
    expect(decideAdmin({ user: null, ...settled, isRechecking: false }, '/admin/outbox')).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: '/admin/outbox', adminRequired: true },
    });
  });
});

describe('public-only and unknown paths', () => {
  it('sends a logged-in user from /, /signup and /signup/platform to /dashboard', () => {
    expect(decidePublicOnly({ user: trainee, ...settled })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decidePublicOnly({ user: null, ...settled })).toEqual({ kind: 'render' });
    // Not before the server confirmed the stored user.
    expect(decidePublicOnly({ user: trainee, isLoading: true, isInitialized: false })).toEqual({
      kind: 'render',
    });
  });

  it('sends an unknown path to /dashboard when logged in, else to /', () => {
    expect(decideUnknownPath({ user: trainee, ...settled })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideUnknownPath({ user: null, ...settled })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideUnknownPath({ user: null, isLoading: true, isInitialized: false })).toEqual({
      kind: 'loading',
    });
  });
});

describe('return after login', () => {
  it('accepts only paths of this app', () => {
    expect(safeReturnPath('/settings')).toBe('/settings');
    expect(safeReturnPath('/case/12?preview=true#top')).toBe('/case/12?preview=true#top');
    expect(safeReturnPath('//evil.example/x')).toBeUndefined();
    expect(safeReturnPath('/\\evil.example')).toBeUndefined();
    expect(safeReturnPath('https://evil.example')).toBeUndefined();
    expect(safeReturnPath('settings')).toBeUndefined();
    expect(safeReturnPath('/login')).toBeUndefined();
    expect(safeReturnPath('/login?x=1')).toBeUndefined();
    expect(safeReturnPath('/signup/platform/')).toBeUndefined();
    expect(safeReturnPath('/x\n')).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
  });

  it('prefers the router state, then the stored redirect, then the default', () => {
    expect(returnPathAfterLogin({ from: '/settings' }, '/modules')).toBe('/settings');
    expect(returnPathAfterLogin(null, '/modules')).toBe('/modules');
    expect(returnPathAfterLogin({ from: '//evil' }, null)).toBe('/dashboard');
    expect(returnPathAfterLogin(undefined, undefined, '/admin/dashboard')).toBe('/admin/dashboard');
  });
});
