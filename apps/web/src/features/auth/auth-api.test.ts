import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { AUTH_FALLBACK_MESSAGES, createAuthApi } from './auth-api';

type Reply = { status: number; body?: unknown };

const ok = (data: unknown): Reply => ({
  status: 200,
  body: { success: true, message: 'OK', errors: [], timestamp: 't', data },
});
const fail = (status: number, message: string, code: string, errors: unknown[] = []): Reply => ({
  status,
  body: { success: false, message, errors, timestamp: 't', data: null, error: { code } },
});

const user = { id: 'u-1', email: 'alex@example.org', role: 'user', is_admin: false, isAdmin: false };

/** An auth api over a fake fetch that answers each call with the next reply for its path. */
const setup = (replies: Record<string, Reply[]>) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const waits: number[] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    calls.push({
      method: init?.method ?? 'GET',
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const reply = replies[url.pathname]?.shift();
    if (!reply) throw new TypeError('fetch failed');
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const client = createApiClient({ fetch: fakeFetch, readCookie: () => 'tok', csrfRefreshPath: null });
  const api = createAuthApi(client, async (ms) => {
    waits.push(ms);
  });
  return { api, calls, waits };
};

describe('auth api', () => {
  it('logs in and returns the user', async () => {
    const { api, calls } = setup({ '/api/v1/auth/login': [ok({ user })] });
    await expect(api.login({ email: 'alex@example.org', password: 'pw' })).resolves.toEqual(user);
    expect(calls).toEqual([
      { method: 'POST', path: '/api/v1/auth/login', body: { email: 'alex@example.org', password: 'pw' } },
    ]);
  });

  it('fails with the fallback message when the user is missing', async () => {
    const { api } = setup({
      '/api/v1/auth/login': [ok({})],
      '/api/v1/admin/auth/login': [ok({ user: null })],
      '/api/v1/auth/signup': [ok(null)],
      '/api/v1/auth/verify-email': [ok({})],
      '/api/v1/auth/forgot-password': [ok({})],
      '/api/v1/auth/reset-password': [ok({})],
      '/api/v1/auth/signup/resend-verification': [ok({})],
    });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: 'Login failed',
    });
    await expect(api.adminLogin({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      message: 'Admin login failed',
    });
    await expect(
      api.signup({
        fullName: 'A B',
        email: 'a@b.c',
        password: 'long enough',
        grade: 'Other',
        years_of_practice: null,
        institution: '',
        country: 'United Kingdom',
        acceptTerms: true,
      }),
    ).rejects.toMatchObject({ message: 'Signup failed' });
    await expect(api.verifyEmail('t'.repeat(20))).rejects.toMatchObject({
      message: 'Email verification failed',
    });
    await expect(api.forgotPassword('a@b.c')).rejects.toMatchObject({
      message: 'Password reset request failed',
    });
    await expect(
      api.resetPassword({ token: 't'.repeat(20), newPassword: 'x'.repeat(10) }),
    ).rejects.toMatchObject({
      message: 'Password reset failed',
    });
    await expect(api.resendVerification('a@b.c')).rejects.toMatchObject({
      message: 'Failed to resend verification email',
    });
  });

  it('fails with the fallback message when a 2xx says success false without a message', async () => {
    const { api } = setup({ '/api/v1/auth/login': [fail(200, '', 'UNKNOWN')] });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 200,
      message: AUTH_FALLBACK_MESSAGES.login,
    });
  });

  it('keeps the server’s message and code on a refusal', async () => {
    const { api } = setup({
      '/api/v1/auth/login': [
        fail(401, 'Invalid e-mail or password', 'INVALID_CREDENTIALS'),
        fail(403, 'Please verify your e-mail address first', 'EMAIL_NOT_VERIFIED'),
      ],
    });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid e-mail or password',
    });
    await expect(api.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('passes field errors of a 400 through, without retrying', async () => {
    const { api, calls } = setup({
      '/api/v1/auth/reset-password': [
        fail(400, 'Invalid input', 'VALIDATION_FAILED', [{ path: 'newPassword', message: 'Too common' }]),
      ],
    });
    await expect(
      api.resetPassword({ token: 't'.repeat(20), newPassword: 'password1' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'newPassword', message: 'Too common' }],
    });
    expect(calls).toHaveLength(1);
  });

  it('retries 5xx and network errors, then 429 once, with the waits of section 9', async () => {
    const { api, calls, waits } = setup({
      '/api/v1/auth/status': [
        fail(503, 'Database unavailable', 'DATABASE_UNAVAILABLE'),
        // no reply: a network error
        ...[undefined as unknown as Reply],
        ok({ isLoggedIn: false, user: null }),
      ],
    });
    // The second reply is missing, so the fake fetch throws (network error) on that try.
    const status = await api.status().catch((error: unknown) => error);
    expect(status).toEqual({ isLoggedIn: false, user: null });
    expect(calls).toHaveLength(3);
    expect(waits).toEqual([500, 1_000]);

    const limited = setup({
      '/api/v1/auth/login': [
        fail(429, 'Too many attempts. Try again in 60 seconds.', 'RATE_LIMITED'),
        fail(429, 'Too many attempts. Try again in 60 seconds.', 'RATE_LIMITED'),
      ],
    });
    await expect(limited.api.login({ email: 'a@b.c', password: 'x' })).rejects.toMatchObject({
      status: 429,
      message: 'Too many attempts. Try again in 60 seconds.',
    });
    expect(limited.calls).toHaveLength(2);
    expect(limited.waits).toEqual([1_200]);
  });

  it('asks the outbox for one address', async () => {
    const { api, calls } = setup({ '/api/v1/admin/outbox': [ok({ messages: [] })] });
    await expect(api.outbox('new@x.y')).resolves.toEqual({ messages: [] });
    expect(calls[0]?.path).toBe('/api/v1/admin/outbox');
  });
});
