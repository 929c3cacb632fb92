import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { caseEndpoints, opsEndpoints } from '@urosim/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDebug, createApiClient, isApiError } from './client';
import { installDebugLog, isDebugMode } from './debug-log';

type Seen = { method: string; url: URL; headers: IncomingMessage['headers']; body: string };

const envelope = (data: unknown, overrides: Record<string, unknown> = {}) => ({
  success: true,
  message: 'OK',
  errors: [],
  timestamp: '2026-11-22T10:00:00.000Z',
  data,
  ...overrides,
});

const failure = (message: string, code: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  message,
  errors: [],
  timestamp: '2026-11-22T10:00:00.000Z',
  data: null,
  error: { code },
  ...extra,
});

let server: Server;
let origin: string;
let seen: Seen[] = [];

/** Each path answers with a fixed status and body; `/hang` never answers. */
const routes: Record<
  string,
  { status: number; body?: unknown; raw?: string; headers?: Record<string, string> }
> = {
  '/api/v1/things': { status: 200, body: envelope([{ id: 1 }]) },
  '/api/v1/subscription/active': { status: 200, body: envelope({ subscription: null }) },
  '/api/v1/cases/a%2Fb': { status: 200, body: envelope({ id: 'a/b' }) },
  '/api/v1/echo': { status: 201, body: envelope({ created: true }) },
  '/api/version': { status: 200, body: envelope({ version: '1.24.9', buildTime: 'then' }) },
  '/health': {
    status: 200,
    body: envelope({ status: 'ok', database: { status: 'up', latencyMs: 1, embedded: true } }),
  },
  '/api/v1/invalid': {
    status: 400,
    body: {
      ...failure('Invalid input', 'VALIDATION_FAILED'),
      errors: [{ path: 'email', message: 'Required' }],
      error: { code: 'VALIDATION_FAILED', details: { field: 'email' }, requestId: 'req-123' },
    },
  },
  '/api/v1/401': { status: 401, body: failure('', 'UNAUTHENTICATED') },
  '/api/v1/403': { status: 403, body: failure('', 'FORBIDDEN') },
  '/api/v1/404': { status: 404, raw: '' },
  '/api/v1/500': {
    status: 500,
    raw: '<html>Internal Server Error</html>',
    headers: { 'x-request-id': 'hdr-9' },
  },
  '/api/v1/502': { status: 502, raw: '' },
  '/api/v1/418': { status: 418, raw: '' },
  '/api/v1/503': {
    status: 503,
    body: {
      ...failure('Database unavailable', 'DATABASE_UNAVAILABLE'),
      data: { status: 'degraded', database: { status: 'down' } },
    },
  },
  '/api/v1/soft-failure': { status: 200, body: failure('Login failed', 'UNAUTHENTICATED') },
  '/api/v1/no-content': { status: 204 },
  '/api/v1/not-json': { status: 200, raw: '<!doctype html><html></html>' },
  '/api/v1/plain-json': { status: 200, body: { openapi: '3.1.0' } },
  '/api/v1/auth/login': { status: 401, body: failure('Invalid e-mail or password', 'INVALID_CREDENTIALS') },
  '/api/v1/auth/status': { status: 200, body: envelope({ isLoggedIn: false, user: null }) },
};

/** The token the test server accepts on `/api/v1/guarded`; `/api/v1/auth/status` "issues" it. */
let serverToken = 'fresh';
let browserCookies: Record<string, string> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      seen.push({
        method: req.method ?? '',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (url.pathname === '/api/v1/hang') return; // never answers
      if (url.pathname === '/api/v1/sse') {
        // A reply streamed in pieces that split events and lines.
        res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
        const pieces = [
          'event: text\ndata: {"chunk":"Hel',
          'lo"}\n\nevent: te',
          'xt\ndata: {"chunk":" there"}\n\n',
        ];
        pieces.push('event: done\ndata: {"reply":"Hello there"}\n\n');
        let index = 0;
        const next = () => {
          const piece = pieces[index++];
          if (piece === undefined) return res.end();
          res.write(piece);
          setTimeout(next, 5);
        };
        next();
        return;
      }
      if (url.pathname === '/api/v1/sse-stall') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('event: text\ndata: {"chunk":"Hi"}\n\n');
        return; // then nothing more
      }
      if (url.pathname === '/api/v1/auth/status') browserCookies['XSRF-TOKEN'] = serverToken;
      if (url.pathname === '/api/v1/guarded') {
        const ok = req.headers['x-xsrf-token'] === serverToken;
        res.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(ok ? envelope({ done: true }) : failure('Invalid CSRF token', 'CSRF_INVALID')),
        );
        return;
      }
      const route = routes[url.pathname];
      if (!route) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify(failure('No route', 'ROUTE_NOT_FOUND')));
        return;
      }
      res.writeHead(route.status, {
        ...(route.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...route.headers,
      });
      res.end(route.body === undefined ? (route.raw ?? '') : JSON.stringify(route.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
});

const cookieJar = (cookies: Record<string, string>) => (name: string) => cookies[name];

const client = (overrides: Parameters<typeof createApiClient>[0] = {}) =>
  createApiClient({ origin, now: () => 1_700_000_000_000, readCookie: cookieJar({}), ...overrides });

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (isApiError(error)) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
};

describe('api client: success', () => {
  it('unwraps the envelope and returns data from the /api/v1 base path', async () => {
    await expect(client().unchecked.get('/things')).resolves.toEqual([{ id: 1 }]);
    expect(seen[0]?.url.pathname).toBe('/api/v1/things');
    expect(seen[0]?.headers.accept).toBe('application/json');
  });

  it('adds a timestamp query parameter to GETs and keeps the caller’s parameters', async () => {
    await client().unchecked.get('/things?sort=name', {
      query: { page: 2, tag: ['a', 'b'], skip: undefined },
    });
    const { searchParams } = seen[0]!.url;
    expect(searchParams.get('timestamp')).toBe('1700000000000');
    expect(searchParams.get('sort')).toBe('name');
    expect(searchParams.get('page')).toBe('2');
    expect(searchParams.getAll('tag')).toEqual(['a', 'b']);
    expect(searchParams.has('skip')).toBe(false);
  });

  it('uses /api/... and /health paths as they are', async () => {
    await expect(client().unchecked.get('/api/version')).resolves.toEqual({
      version: '1.24.9',
      buildTime: 'then',
    });
    await client().unchecked.get('/health');
    expect(seen.map((s) => s.url.pathname)).toEqual(['/api/version', '/health']);
  });

  it('does not add a timestamp to mutating requests', async () => {
    await client().unchecked.post('/echo', { a: 1 });
    expect(seen[0]?.url.searchParams.has('timestamp')).toBe(false);
  });

  it('treats any 2xx as success: 201 returns data, 204 returns undefined', async () => {
    await expect(client().unchecked.post('/echo', {})).resolves.toEqual({ created: true });
    await expect(client().unchecked.delete('/no-content')).resolves.toBeUndefined();
  });

  it('returns a JSON body that is not an envelope as it is', async () => {
    await expect(client().unchecked.get('/plain-json')).resolves.toEqual({ openapi: '3.1.0' });
  });

  it('calls contract endpoints, typed by their contract, with encoded path values', async () => {
    const data = await client().call(opsEndpoints.health);
    expect(data.database.status).toBe('up');
    await expect(client().call(caseEndpoints.detail, { params: { id: 'a/b' } })).resolves.toEqual({
      id: 'a/b',
    });
    expect(seen[1]?.url.pathname).toBe('/api/v1/cases/a%2Fb');
  });
});

describe('api client: CSRF header', () => {
  it('sends the XSRF-TOKEN cookie as X-XSRF-TOKEN on POST, PUT, PATCH and DELETE', async () => {
    const api = client({ readCookie: cookieJar({ 'XSRF-TOKEN': 'tok-abc' }) });
    await api.unchecked.post('/echo', { message: 'hi' });
    await api.unchecked.put('/echo', {});
    await api.unchecked.patch('/echo', {});
    await api.unchecked.delete('/echo');
    expect(seen.map((s) => [s.method, s.headers['x-xsrf-token']])).toEqual([
      ['POST', 'tok-abc'],
      ['PUT', 'tok-abc'],
      ['PATCH', 'tok-abc'],
      ['DELETE', 'tok-abc'],
    ]);
    expect(JSON.parse(seen[0]!.body)).toEqual({ message: 'hi' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
  });

  it('does not send the header on GET, nor when there is no cookie', async () => {
    await client({ readCookie: cookieJar({ 'XSRF-TOKEN': 'tok-abc' }) }).unchecked.get('/things');
    await client().unchecked.post('/echo', {});
    expect(seen[0]?.headers['x-xsrf-token']).toBeUndefined();
    expect(seen[1]?.headers['x-xsrf-token']).toBeUndefined();
  });
});

describe('api client: errors', () => {
  it('throws a typed ApiError with the server’s message, code, field errors, details and request id', async () => {
    const error = await rejection(client().unchecked.post('/invalid', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Invalid input',
      errors: [{ path: 'email', message: 'Required' }],
      details: { field: 'email' },
      requestId: 'req-123',
    });
  });

  it.each([
    ['/401', 401, 'Please log in to continue', 'UNAUTHENTICATED'],
    ['/403', 403, 'You do not have permission to access this resource', 'FORBIDDEN'],
    ['/404', 404, 'Resource not found', 'HTTP_404'],
    ['/500', 500, 'Server error. Please try again later.', 'HTTP_500'],
    ['/502', 502, 'Server error. Please try again later.', 'HTTP_502'],
    ['/418', 418, 'An error occurred', 'HTTP_418'],
  ])('GET %s without a server message gives the default message', async (path, status, message, code) => {
    const error = await rejection(client().unchecked.get(path));
    expect(error).toMatchObject({ status, message, code });
  });

  it('takes the request id from the response header when the body has none', async () => {
    const error = await rejection(client().unchecked.get('/500'));
    expect(error.requestId).toBe('hdr-9');
  });

  it('keeps the envelope’s data of a failed response', async () => {
    const error = await rejection(client().unchecked.get('/503'));
    expect(error).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'Database unavailable',
    });
    expect(error.data).toEqual({ status: 'degraded', database: { status: 'down' } });
  });

  it('treats a 2xx envelope that says success: false as a failure', async () => {
    const error = await rejection(client().unchecked.post('/soft-failure', {}));
    expect(error).toMatchObject({ status: 200, code: 'UNAUTHENTICATED', message: 'Login failed' });
  });

  it('rejects a 2xx body that is not JSON', async () => {
    const error = await rejection(client().unchecked.get('/not-json'));
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      message: 'Received an invalid response from the server.',
    });
  });

  it('times out a hanging request with the network message', async () => {
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 150 }).unchecked.get('/hang'));
    expect(error).toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Network error. Please check your connection.',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('allows a per-request timeout', async () => {
    const error = await rejection(client().unchecked.get('/hang', { timeoutMs: 100 }));
    expect(error.code).toBe('TIMEOUT');
  });

  it('reports a closed port as a network error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await rejection(client({ origin: `http://127.0.0.1:${port}` }).unchecked.get('/things'));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Network error. Please check your connection.',
    });
  });

  it('passes a caller’s abort through instead of turning it into an ApiError', async () => {
    const controller = new AbortController();
    const pending = client().unchecked.get('/hang', { signal: controller.signal });
    controller.abort(new DOMException('Navigated away', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('refuses full URLs, so cookies and the CSRF token never leave the app’s own server', async () => {
    await expect(client().unchecked.get('https://example.com/x')).rejects.toThrow(
      'only calls its own server',
    );
  });
});

describe('api client: stale CSRF token', () => {
  beforeEach(async () => {
    // Let a late request of an earlier test (the aborted /hang) arrive before this one starts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = [];
    serverToken = 'fresh';
    browserCookies = { 'XSRF-TOKEN': 'stale' };
  });

  it('fetches /auth/status once and sends the call again with the new token', async () => {
    const api = client({ readCookie: (name) => browserCookies[name] });
    await expect(api.unchecked.post('/guarded', { a: 1 })).resolves.toEqual({ done: true });
    expect(seen.map((s) => [s.method, s.url.pathname, s.headers['x-xsrf-token']])).toEqual([
      ['POST', '/api/v1/guarded', 'stale'],
      ['GET', '/api/v1/auth/status', undefined],
      ['POST', '/api/v1/guarded', 'fresh'],
    ]);
    expect(JSON.parse(seen[2]!.body)).toEqual({ a: 1 });
  });

  it('retries only once: a second refusal is the caller’s error', async () => {
    serverToken = 'never-matches';
    const api = client({ readCookie: () => 'stale' });
    const error = await rejection(api.unchecked.post('/guarded', {}));
    expect(error).toMatchObject({ status: 403, code: 'CSRF_INVALID' });
    expect(seen.map((s) => s.url.pathname)).toEqual([
      '/api/v1/guarded',
      '/api/v1/auth/status',
      '/api/v1/guarded',
    ]);
  });

  it('does not retry other 403s, GETs, or when the retry is turned off', async () => {
    await rejection(client().unchecked.post('/403', {}));
    await rejection(client({ readCookie: () => 'stale' }).unchecked.get('/guarded'));
    await rejection(
      client({ readCookie: () => 'stale', csrfRefreshPath: null }).unchecked.post('/guarded', {}),
    );
    expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'POST /api/v1/403',
      'GET /api/v1/guarded',
      'POST /api/v1/guarded',
    ]);
  });
});

describe('api client: 401 on an auth endpoint', () => {
  it('tells onAuth401 about a 401 from /auth/..., not about other 401s', async () => {
    const paths: string[] = [];
    const api = client({ onAuth401: (path) => paths.push(path) });
    await rejection(api.unchecked.post('/auth/login', { email: 'a@b.c', password: 'x' }));
    await rejection(api.unchecked.get('/401'));
    await api.unchecked.get('/auth/status');
    expect(paths).toEqual(['/auth/login']);
  });
});

describe('api client: streamed answers', () => {
  it('sends Accept: text/event-stream, cookies’ CSRF token and the body, and delivers each event in order', async () => {
    const events: { event: string; data: string }[] = [];
    const api = client({ readCookie: cookieJar({ 'XSRF-TOKEN': 'tok-abc' }) });
    const result = await api.unchecked.stream('/sse', {
      method: 'POST',
      body: { message: 'hi' },
      onEvent: (e) => events.push(e),
    });
    expect(result).toEqual({ isStreamed: true });
    expect(events).toEqual([
      { event: 'text', data: '{"chunk":"Hello"}' },
      { event: 'text', data: '{"chunk":" there"}' },
      { event: 'done', data: '{"reply":"Hello there"}' },
    ]);
    expect(seen[0]?.headers.accept).toBe('text/event-stream');
    expect(seen[0]?.headers['x-xsrf-token']).toBe('tok-abc');
    expect(JSON.parse(seen[0]!.body)).toEqual({ message: 'hi' });
  });

  it('resolves with the data of a server that answers with a plain envelope', async () => {
    const events: unknown[] = [];
    await expect(
      client().unchecked.stream('/echo', { method: 'POST', body: {}, onEvent: (e) => events.push(e) }),
    ).resolves.toEqual({ isStreamed: false, data: { created: true } });
    expect(events).toEqual([]);
  });

  it('rejects with the ApiError of a refused call, keeping the server’s message', async () => {
    const error = await rejection(
      client().unchecked.stream('/invalid', { method: 'POST', body: {}, onEvent: () => {} }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', serverMessage: 'Invalid input' });
    const bare = await rejection(
      client().unchecked.stream('/502', { method: 'POST', body: {}, onEvent: () => {} }),
    );
    expect(bare).toMatchObject({ status: 502, serverMessage: undefined });
  });

  it('times out a stream that stops sending, after what it delivered', async () => {
    const events: unknown[] = [];
    const error = await rejection(
      client({ timeoutMs: 150 }).unchecked.stream('/sse-stall', {
        method: 'POST',
        body: {},
        onEvent: (e) => events.push(e),
      }),
    );
    expect(error.code).toBe('TIMEOUT');
    expect(events).toHaveLength(1);
  });

  it('retries once with a fresh CSRF token, like every mutating call', async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = [];
    serverToken = 'fresh';
    browserCookies = { 'XSRF-TOKEN': 'stale' };
    const api = client({ readCookie: (name) => browserCookies[name] });
    await expect(
      api.unchecked.stream('/guarded', { method: 'POST', body: {}, onEvent: () => {} }),
    ).resolves.toEqual({
      isStreamed: false,
      data: { done: true },
    });
    expect(seen.map((s) => s.url.pathname)).toEqual([
      '/api/v1/guarded',
      '/api/v1/auth/status',
      '/api/v1/guarded',
    ]);
  });
});

describe('api client: debug mode (specification, section 7)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  // Importing debug-log.ts installed it; each test starts from that.
  beforeEach(() => installDebugLog());
  const debugLines = () => {
    const spy = vi.spyOn(console, 'debug').mockImplementation(() => {});
    return () => spy.mock.calls.map((args) => args.map((arg) => JSON.stringify(arg) ?? '').join(' '));
  };

  it('is on with debug=true in the address or debug=true in local storage, off otherwise', () => {
    vi.stubGlobal('location', { search: '?a=1&debug=true' });
    vi.stubGlobal('localStorage', {});
    expect(isDebugMode()).toBe(true);
    vi.stubGlobal('location', { search: '?debug=false' });
    expect(isDebugMode()).toBe(false);
    vi.stubGlobal('localStorage', { debug: 'true' });
    expect(isDebugMode()).toBe(true);
    vi.unstubAllGlobals();
    vi.stubGlobal('location', undefined);
    expect(isDebugMode()).toBe(false);
  });

  it('logs the request and the response of subscription and credit calls only', async () => {
    vi.stubGlobal('location', { search: '?debug=true' });
    vi.stubGlobal('localStorage', {});
    const lines = debugLines();
    await client().unchecked.get('/subscription/active');
    await client().unchecked.get('/things');
    await rejection(client().unchecked.post('/credits/spend', { amount: 1 }));
    const logged = lines();
    expect(logged).toHaveLength(4);
    expect(logged[0]).toContain('/api/v1/subscription/active');
    expect(logged[0]).toContain('"GET"');
    expect(logged[1]).toContain('200');
    expect(logged[1]).toContain('"subscription":null');
    expect(logged[2]).toContain('/api/v1/credits/spend');
    expect(logged[2]).toContain('"amount":1');
    expect(logged[3]).toContain('404');
    expect(logged.join('\n')).not.toContain('/things');
  });

  it('logs nothing until debug-log.ts is installed', async () => {
    vi.stubGlobal('location', { search: '?debug=true' });
    vi.stubGlobal('localStorage', {});
    apiDebug.log = undefined;
    const lines = debugLines();
    await client().unchecked.get('/subscription/active');
    expect(lines()).toEqual([]);
  });

  it('logs nothing when debug mode is off', async () => {
    vi.stubGlobal('location', { search: '' });
    vi.stubGlobal('localStorage', {});
    const lines = debugLines();
    await client().unchecked.get('/subscription/active');
    expect(lines()).toEqual([]);
  });
});
