import { describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  AUTH_FAILURE_RETRY,
  COOKIE_ADVICE_HEADERS,
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  GET_CACHE_MAX_ENTRIES,
  GET_CACHE_MS,
  isAuthFailure,
} from './client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ok = (data: unknown) => json(200, { success: true, data });
const unauthenticated = () =>
  json(401, { success: false, message: 'Please log in to continue', error: { code: 'UNAUTHENTICATED' } });

describe('constants of section 9', () => {
  it('has the specified values', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(GET_CACHE_MS).toBe(3_000);
    expect(GET_CACHE_MAX_ENTRIES).toBe(50);
    expect(AUTH_FAILURE_RETRY).toEqual({ max: 3, baseDelayMs: 1_000 });
    expect(COOKIE_ADVICE_HEADERS).toEqual(['cookie-missing-cross-origin', 'session-missing']);
  });
});

describe('the GET cache', () => {
  it('reuses a GET for 3 s, and any other method empties it', async () => {
    let now = 0;
    let served = 0;
    const fetch = vi.fn(async () => ok({ served: ++served }));
    const client = createApiClient({
      fetch,
      now: () => now,
      getCacheMs: GET_CACHE_MS,
      readCookie: () => undefined,
    });
    expect(await client.unchecked.get('/things')).toEqual({ served: 1 });
    now = 2_999;
    expect(await client.unchecked.get('/things')).toEqual({ served: 1 });
    now = 3_000;
    expect(await client.unchecked.get('/things')).toEqual({ served: 2 });
    await client.unchecked.post('/things', {});
    expect(await client.unchecked.get('/things')).toEqual({ served: 4 });
    expect(await client.unchecked.get('/things', { cache: 'no-store' })).toEqual({ served: 5 });
  });

  it('is pruned above 50 entries and off by default', async () => {
    let now = 0;
    const fetch = vi.fn(async () => ok({}));
    const client = createApiClient({ fetch, now: () => now, getCacheMs: GET_CACHE_MS });
    for (let n = 0; n < 60; n += 1) await client.unchecked.get(`/things/${n}`);
    now = 10;
    await client.unchecked.get('/things/0'); // pruned: fetched again
    expect(fetch).toHaveBeenCalledTimes(61);
    await client.unchecked.get('/things/59'); // kept
    expect(fetch).toHaveBeenCalledTimes(61);
    const plain = createApiClient({ fetch });
    await plain.unchecked.get('/x');
    await plain.unchecked.get('/x');
    expect(fetch).toHaveBeenCalledTimes(63);
  });
});

describe('auth failures', () => {
  it('counts 401 UNAUTHENTICATED and session 403s, not other refusals', () => {
    expect(isAuthFailure(new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'x' }))).toBe(true);
    expect(isAuthFailure(new ApiError({ status: 401, code: 'WRONG_PASSWORD', message: 'x' }))).toBe(false);
    expect(
      isAuthFailure(new ApiError({ status: 403, code: 'X', message: 'm', serverMessage: 'Session expired' })),
    ).toBe(true);
    expect(
      isAuthFailure(
        new ApiError({ status: 403, code: 'FORBIDDEN', message: 'm', serverMessage: 'Not yours' }),
      ),
    ).toBe(false);
  });

  it('refreshes the session and retries with 1 s, 2 s, 4 s, at most 3 times', async () => {
    const waits: number[] = [];
    const fetch = vi.fn(async () => unauthenticated());
    const isSessionAlive = vi.fn(async () => true);
    const client = createApiClient({
      fetch,
      authRefresh: { isSessionAlive, onSessionExpired: vi.fn(), sleep: async (ms) => void waits.push(ms) },
    });
    await expect(client.unchecked.get('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry, and reports a session that has gone', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(unauthenticated())
      .mockResolvedValue(ok({ fine: true }));
    const client = createApiClient({
      fetch,
      authRefresh: {
        isSessionAlive: async () => true,
        onSessionExpired: vi.fn(),
        sleep: async () => undefined,
      },
    });
    expect(await client.unchecked.get('/dashboard')).toEqual({ fine: true });

    const onSessionExpired = vi.fn();
    const gone = createApiClient({
      fetch: vi.fn(async () => unauthenticated()),
      authRefresh: { isSessionAlive: async () => false, onSessionExpired, sleep: async () => undefined },
    });
    await expect(gone.unchecked.get('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('decides on expiry when the failure arrives, before the refresh signs out locally', async () => {
    let signedIn = true;
    const expired = vi.fn();
    const client = createApiClient({
      fetch: vi.fn(async () => unauthenticated()),
      authRefresh: {
        isSessionAlive: async () => {
          signedIn = false; // the auth state cleared the local user meanwhile
          return false;
        },
        onSessionExpired: vi.fn(),
        prepareExpiry: () => {
          const was = signedIn;
          return () => was && expired();
        },
        sleep: async () => undefined,
      },
    });
    await expect(client.unchecked.get('/dashboard')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
  });

  it('leaves auth endpoints alone', async () => {
    const isSessionAlive = vi.fn(async () => true);
    const client = createApiClient({
      fetch: vi.fn(async () => unauthenticated()),
      authRefresh: { isSessionAlive, onSessionExpired: vi.fn(), sleep: async () => undefined },
    });
    await expect(client.unchecked.post('/auth/login', {})).rejects.toMatchObject({ status: 401 });
    expect(isSessionAlive).not.toHaveBeenCalled();
  });

  it('passes on the cookie advice headers', async () => {
    const onCookieAdvice = vi.fn();
    const client = createApiClient({
      fetch: vi
        .fn(async () => ok({}))
        .mockResolvedValueOnce(json(200, { success: true, data: {} }, { 'session-missing': '1' })),
      onCookieAdvice,
    });
    await client.unchecked.get('/x');
    expect(onCookieAdvice).toHaveBeenCalledWith('session-missing');
  });
});

describe('the default timeout', () => {
  it('gives up on a call after 30 s without an answer, not before (fake clock)', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const client = createApiClient({
        fetch: fetch as typeof globalThis.fetch,
        readCookie: () => undefined,
      });
      let settled: unknown;
      const call = client.unchecked.get('/slow').then(
        () => 'answered',
        (error: unknown) => error,
      );
      void call.then((value) => {
        settled = value;
      });
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      const error = await call;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('TIMEOUT');
    } finally {
      vi.useRealTimers();
    }
  });
});
