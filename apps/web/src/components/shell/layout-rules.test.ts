import { describe, expect, it } from 'vitest';
import { isAdminPath, isSideNavCollapsedByDefault, showsFooter, showsSideNav } from './layout-rules';

const trainee = { isLoggedIn: true, isAdmin: false, isMobile: false };

describe('side navigation', () => {
  it('shows for a logged-in, non-admin user on desktop', () => {
    expect(showsSideNav({ ...trainee, pathname: '/dashboard' })).toBe(true);
    expect(showsSideNav({ ...trainee, pathname: '/case/12' })).toBe(true);
  });

  it('hides when logged out, for admins and in mobile mode', () => {
    expect(showsSideNav({ ...trainee, isLoggedIn: false, pathname: '/dashboard' })).toBe(false);
    expect(showsSideNav({ ...trainee, isAdmin: true, pathname: '/dashboard' })).toBe(false);
    expect(showsSideNav({ ...trainee, isMobile: true, pathname: '/dashboard' })).toBe(false);
  });

  it('hides on feedback and hand-off pages', () => {
    for (const pathname of ['/feedback/s-1', '/feedback/fm/s-1', '/feedback-legacy/s-1', '/handoff/s-1']) {
      expect(showsSideNav({ ...trainee, pathname })).toBe(false);
    }
  });

  it('starts collapsed on case, feedback and facilitator paths only', () => {
    for (const pathname of [
      '/case/12',
      '/modules/bab/case/3',
      '/cases/abc',
      '/feedback/s-1',
      '/fac-controls',
      '/fac-controls/s-1',
      '/facilitator/s-1',
    ]) {
      expect(isSideNavCollapsedByDefault(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/dashboard', '/case-selection', '/case-preview', '/modules', '/settings']) {
      expect(isSideNavCollapsedByDefault(pathname), pathname).toBe(false);
    }
  });
});

describe('footer', () => {
  it('hides on admin pages, /feedback/, /handoff/ and /case/', () => {
    for (const pathname of [
      '/admin/dashboard',
      '/admin',
      '/admin-logs',
      '/feedback/1',
      '/handoff/live/t',
      '/case/9',
    ]) {
      expect(showsFooter(pathname), pathname).toBe(false);
    }
  });

  it('shows elsewhere, the admin login included', () => {
    for (const pathname of [
      '/',
      '/login',
      '/dashboard',
      '/case-selection',
      '/admin/login',
      '/administration',
    ]) {
      expect(showsFooter(pathname), pathname).toBe(true);
    }
  });

  it('knows the admin paths', () => {
    expect(isAdminPath('/admin/outbox')).toBe(true);
    expect(isAdminPath('/admin/login')).toBe(false);
    expect(isAdminPath('/administration')).toBe(false);
  });
});
