import { describe, expect, it, vi } from 'vitest';
import { createAuth401Notifier, isAuthEndpoint } from './auth-events';

describe('auth 401 notifier', () => {
  it('dispatches at most once per 5 s', () => {
    let clock = 1_000_000;
    const dispatch = vi.fn();
    const notify = createAuth401Notifier(dispatch, { now: () => clock });
    expect(notify()).toBe(true);
    clock += 1_000;
    expect(notify()).toBe(false);
    clock += 3_999;
    expect(notify()).toBe(false);
    expect(dispatch).toHaveBeenCalledTimes(1);
    clock += 1; // exactly 5 s after the first
    expect(notify()).toBe(true);
    expect(dispatch).toHaveBeenCalledTimes(2);
    clock += 4_999;
    expect(notify()).toBe(false);
    expect(dispatch).toHaveBeenCalledTimes(2);
  });

  it('knows the auth endpoints, leaving the status check out', () => {
    expect(isAuthEndpoint('/api/v1/auth/login')).toBe(true);
    expect(isAuthEndpoint('/api/v1/admin/auth/login')).toBe(true);
    expect(isAuthEndpoint('/auth/session-diagnostics?timestamp=1')).toBe(true);
    expect(isAuthEndpoint('/api/v1/auth/status')).toBe(false);
    expect(isAuthEndpoint('/api/v1/auth/status?timestamp=1')).toBe(false);
    expect(isAuthEndpoint('/api/v1/user/profile')).toBe(false);
    expect(isAuthEndpoint('/api/v1/cases')).toBe(false);
  });
});
