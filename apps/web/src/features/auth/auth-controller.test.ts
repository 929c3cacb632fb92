import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { AUTH_RECHECK_MIN_INTERVAL_MS, bindAuthWindowEvents, createAuthController } from './auth-controller';
import { createMemoryStorage } from './auth-storage';

const trainee = {
  id: 'u-1',
  email: 'alex@example.org',
  role: 'user',
  is_admin: false,
  isAdmin: false,
  fullName: 'Alex Morgan',
  firstName: 'Alex',
  name: 'Alex Morgan',
};
const profile = { ...trainee, institution: 'St Elsewhere', grade: 'Consultant' };

type StatusData = { isLoggedIn: boolean; user: typeof trainee | null };

/** A promise with its resolve and reject in hand, to hold a call open. */
const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const setup = (
  options: {
    local?: Record<string, string>;
    session?: Record<string, string>;
    status?: () => Promise<StatusData>;
    profile?: () => Promise<unknown>;
    logout?: () => Promise<unknown>;
  } = {},
) => {
  const local = createMemoryStorage(options.local);
  const session = createMemoryStorage(options.session);
  const events: string[] = [];
  const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const clearHeaderStatsCache = vi.fn();
  const api = {
    status: vi.fn(options.status ?? (async () => ({ isLoggedIn: false, user: null }))),
    profile: vi.fn(options.profile ?? (async () => profile)),
    logout: vi.fn(options.logout ?? (async () => ({ loggedOut: true as const }))),
  };
  const controller = createAuthController({
    // The fakes return looser shapes than the contract's; the controller only reads what it needs.
    api: api as never,
    local,
    session,
    dispatchEvent: (name) => events.push(name),
    clearHeaderStatsCache,
    logger,
  });
  return { controller, api, local, session, events, logger, clearHeaderStatsCache };
};

/** Lets pending promise callbacks run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth state: start-up', () => {
  it('tells its subscribers only of real changes: a visitor’s start-up is one new state', async () => {
    const { controller } = setup();
    const first = controller.getState();
    const seen: unknown[] = [];
    controller.subscribe(() => seen.push(controller.getState()));
    await controller.initialize();
    // Loading was already on and there was no user: only the end of the check changed anything.
    expect(seen).toHaveLength(1);
    expect(seen[0]).not.toBe(first);
    expect(controller.getState()).toMatchObject({ user: null, isLoading: false, isInitialized: true });
  });

  it('starts loading, with the user an earlier visit stored, until the server answers', async () => {
    const pending = deferred<StatusData>();
    const { controller, local } = setup({
      status: () => pending.promise,
      local: { user: JSON.stringify(trainee), userId: 'u-1' },
    });
    expect(controller.getState()).toMatchObject({ user: trainee, isLoading: true, isInitialized: false });

    const done = controller.initialize();
    expect(controller.getState().isLoading).toBe(true);
    pending.resolve({ isLoggedIn: false, user: null });
    await done;
    expect(controller.getState()).toMatchObject({ user: null, isLoading: false, isInitialized: true });
    expect(local.snapshot()).toEqual({});
  });

  it('saves the user locally and fetches the profile when the server says logged in', async () => {
    const { controller, local, api } = setup({ status: async () => ({ isLoggedIn: true, user: trainee }) });
    await controller.initialize();
    expect(controller.getState()).toMatchObject({ user: trainee, isLoading: false, isInitialized: true });
    expect(local.getItem('userId')).toBe('u-1');
    expect(local.getItem('userEmail')).toBe('alex@example.org');
    await flush();
    expect(api.profile).toHaveBeenCalledTimes(1);
    expect(controller.getState().profile).toEqual(profile);
    expect(JSON.parse(local.getItem('userProfile') ?? 'null')).toEqual(profile);
  });

  it('only warns when the profile fails, and stays logged in', async () => {
    const { controller, logger } = setup({
      status: async () => ({ isLoggedIn: true, user: trainee }),
      profile: async () => {
        throw new ApiError({ status: 500, code: 'HTTP_500', message: 'boom' });
      },
    });
    await controller.initialize();
    await flush();
    expect(controller.getState().user).toEqual(trainee);
    expect(logger.warn).toHaveBeenCalledWith('Could not load the user profile', expect.any(ApiError));
  });

  it('treats logged in without a user id as logged out', async () => {
    const { controller } = setup({
      status: async () => ({ isLoggedIn: true, user: { ...trainee, id: '' } }),
      local: { user: JSON.stringify(trainee) },
    });
    await controller.initialize();
    expect(controller.getState().user).toBeNull();
  });

  it('clears the user and raises session-expired on a 401', async () => {
    const { controller, events, local } = setup({
      status: async () => {
        throw new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please log in to continue' });
      },
      local: { user: JSON.stringify(trainee), userId: 'u-1' },
    });
    await controller.initialize();
    expect(controller.getState()).toMatchObject({ user: null, isLoading: false, isInitialized: true });
    expect(events).toEqual(['session-expired']);
    expect(local.snapshot()).toEqual({});
  });

  it('keeps the current state on any other error', async () => {
    const { controller, events, local, logger } = setup({
      status: async () => {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error' });
      },
      local: { user: JSON.stringify(trainee), userId: 'u-1' },
    });
    await controller.initialize();
    expect(controller.getState()).toMatchObject({ user: trainee, isLoading: false, isInitialized: true });
    expect(events).toEqual([]);
    expect(local.getItem('userId')).toBe('u-1');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('sends one request for overlapping checks', async () => {
    const pending = deferred<StatusData>();
    const { controller, api } = setup({ status: () => pending.promise });
    const first = controller.initialize();
    const second = controller.checkStatus();
    pending.resolve({ isLoggedIn: true, user: trainee });
    await Promise.all([first, second]);
    expect(api.status).toHaveBeenCalledTimes(1);
    await expect(second).resolves.toMatchObject({ user: trainee, isLoading: false });
  });

  it('drops the answer of a check that started before a login', async () => {
    const pending = deferred<StatusData>();
    const { controller } = setup({ status: () => pending.promise });
    const check = controller.initialize();
    controller.login(trainee);
    pending.resolve({ isLoggedIn: false, user: null });
    await check;
    expect(controller.getState()).toMatchObject({ user: trainee, isLoading: false });
  });

  it('tells subscribers of each change', async () => {
    const { controller } = setup({ status: async () => ({ isLoggedIn: true, user: trainee }) });
    const seen: boolean[] = [];
    const unsubscribe = controller.subscribe(() => seen.push(controller.getState().isLoading));
    await controller.initialize();
    unsubscribe();
    expect(seen[0]).toBe(true);
    expect(seen.at(-1)).toBe(false);
  });
});

describe('auth state: login', () => {
  it('accepts an object with a truthy id: sets the user, saves it, clears the stats cache', async () => {
    const { controller, local, clearHeaderStatsCache } = setup();
    await controller.initialize();
    expect(controller.login({ ...trainee, is_admin: true, role: 'admin' })).toBe(true);
    expect(controller.getState().user).toMatchObject({ id: 'u-1' });
    expect(local.snapshot()).toMatchObject({ userId: 'u-1', userRole: 'admin', isAdmin: 'true' });
    expect(clearHeaderStatsCache).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no id', { email: 'a@b.c' }],
    ['an empty id', { id: '', email: 'a@b.c' }],
    ['null', null],
    ['a string', 'u-1'],
  ])('clears the user with a warning for %s', async (_, data) => {
    const { controller, logger, local } = setup({ local: { user: JSON.stringify(trainee), userId: 'u-1' } });
    expect(controller.login(data)).toBe(false);
    expect(controller.getState().user).toBeNull();
    expect(local.snapshot()).toEqual({});
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('auth state: logout', () => {
  it('clears the user and local data before calling the server, the session flags after', async () => {
    const seenAtCall: Record<string, unknown> = {};
    const setupResult = setup({
      session: { sessionCleared: 'true', redirectAfterLogin: '/settings' },
      logout: async () => {
        seenAtCall.user = setupResult.controller.getState().user;
        seenAtCall.local = setupResult.local.snapshot();
        seenAtCall.session = setupResult.session.snapshot();
        seenAtCall.statsCleared = setupResult.clearHeaderStatsCache.mock.calls.length;
        return { loggedOut: true };
      },
    });
    const { controller, session, clearHeaderStatsCache } = setupResult;
    controller.login(trainee);
    clearHeaderStatsCache.mockClear();

    await expect(controller.logout()).resolves.toEqual({ success: true });
    expect(seenAtCall).toEqual({
      user: null,
      local: {},
      session: { sessionCleared: 'true', redirectAfterLogin: '/settings' },
      statsCleared: 0,
    });
    expect(session.snapshot()).toEqual({});
    expect(clearHeaderStatsCache).toHaveBeenCalledTimes(1);
  });

  it('reports success even when the server fails, and only logs it', async () => {
    const { controller, logger, session } = setup({
      session: { redirectAfterLogin: '/settings' },
      logout: async () => {
        throw new ApiError({ status: 500, code: 'HTTP_500', message: 'boom' });
      },
    });
    controller.login(trainee);
    await expect(controller.logout()).resolves.toEqual({ success: true });
    expect(controller.getState().user).toBeNull();
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(session.snapshot()).toEqual({});
  });

  it('is logged out at once, before the server answers, and remembers it was by the user', () => {
    const pending = deferred<unknown>();
    const { controller } = setup({ logout: () => pending.promise });
    controller.login(trainee);
    expect(controller.getState().hasSignedOut).toBe(false);
    void controller.logout();
    expect(controller.getState()).toMatchObject({
      user: null,
      isLoading: false,
      isInitialized: true,
      hasSignedOut: true,
    });
    pending.resolve({ loggedOut: true });
    controller.login(trainee);
    expect(controller.getState().hasSignedOut).toBe(false);
  });
});

describe('auth state: window events', () => {
  it('re-checks on auth-401-received only when not loading and 2 s after the last check', async () => {
    const pending = deferred<StatusData>();
    const { controller, api } = setup({ status: () => pending.promise });
    const target = new EventTarget();
    const unbind = bindAuthWindowEvents(controller, target);

    void controller.initialize();
    target.dispatchEvent(new Event('auth-401-received')); // loading: ignored
    expect(api.status).toHaveBeenCalledTimes(1);
    pending.resolve({ isLoggedIn: true, user: trainee });
    await flush();

    api.status.mockImplementation(async () => ({ isLoggedIn: true, user: trainee }));
    await vi.advanceTimersByTimeAsync(AUTH_RECHECK_MIN_INTERVAL_MS - 1);
    target.dispatchEvent(new Event('auth-401-received')); // 1999 ms after the last: ignored
    expect(api.status).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    target.dispatchEvent(new Event('auth-401-received')); // 2000 ms: re-check
    expect(api.status).toHaveBeenCalledTimes(2);
    await flush();

    target.dispatchEvent(new Event('auth-401-received')); // right after that check: ignored
    expect(api.status).toHaveBeenCalledTimes(2);

    unbind();
    await vi.advanceTimersByTimeAsync(5_000);
    target.dispatchEvent(new Event('auth-401-received'));
    expect(api.status).toHaveBeenCalledTimes(2);
  });

  it('re-checks on features-updated', async () => {
    const { controller, api } = setup({ status: async () => ({ isLoggedIn: true, user: trainee }) });
    const target = new EventTarget();
    bindAuthWindowEvents(controller, target);
    await controller.initialize();
    target.dispatchEvent(new Event('features-updated'));
    expect(api.status).toHaveBeenCalledTimes(2);
    expect(controller.getState().isLoading).toBe(true);
    await flush();
    expect(controller.getState().isLoading).toBe(false);
  });
});
