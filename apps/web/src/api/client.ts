import {
  type ContractAt,
  defaultMessageForStatus,
  type Endpoint,
  type FieldError,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
  type RouteBody,
  type RouteContract,
  type RouteData,
  type RouteQuery,
} from '@urosim/contracts';
import {
  AUTH_401_EVENT,
  createAuth401Notifier,
  dispatchWindowEvent,
  isAuthEndpoint,
  SESSION_EXPIRED_EVENT,
} from './auth-events';
import { createSseParser, type SseEvent } from './sse';

/** Where feature calls live unless their path says otherwise (specification, section 7). */
export const API_BASE_PATH = '/api/v1';
/** Default time a request may take, headers and body included (specification, section 9). */
export const DEFAULT_TIMEOUT_MS = 30_000;

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type ApiErrorInit = {
  status: number;
  code: string;
  message: string;
  /** The message the server wrote, when it wrote one (not a default of the client). */
  serverMessage?: string | undefined;
  errors?: FieldError[];
  details?: unknown;
  requestId?: string | undefined;
  data?: unknown;
  cause?: unknown;
};

/**
 * Every failed call rejects with this. `status` is 0 when no response arrived (network error or
 * timeout); `code` is the server's error code, or `HTTP_<status>`, `NETWORK_ERROR`, `TIMEOUT` or
 * `INVALID_RESPONSE` when the server gave none.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** The message the server wrote, or undefined when `message` is the client's default for the status. */
  readonly serverMessage: string | undefined;
  readonly errors: FieldError[];
  readonly details: unknown;
  readonly requestId: string | undefined;
  /** The envelope's `data` of the failed response, when it carried any (e.g. `/health` on 503). */
  readonly data: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.errors = init.errors ?? [];
    this.details = init.details;
    this.requestId = init.requestId;
    this.data = init.data;
  }
}

/** True for an `ApiError` (also across bundles, where `instanceof` may not hold). */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof ApiError || (error instanceof Error && error.name === 'ApiError');

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type RequestOptions = {
  method?: HttpMethod | Uppercase<HttpMethod>;
  query?: QueryParams;
  /** Sent as JSON, or as is for `FormData` and a `Blob` (a file: its bytes, with its type). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  cache?: RequestCache;
};

export type ApiClientOptions = {
  /** Prefix for paths outside `/api/` and `/health`. Default `/api/v1`. */
  basePath?: string;
  /** Put before every path; empty in the browser (same origin), a full origin in tests. */
  origin?: string;
  timeoutMs?: number;
  /** Reads a cookie by name; the browser's `document.cookie` by default. */
  readCookie?: (name: string) => string | undefined;
  fetch?: typeof fetch;
  /** Clock for the cache-busting `timestamp` parameter. */
  now?: () => number;
  /**
   * Where a fresh CSRF cookie comes from. A mutating call refused with 403 `CSRF_INVALID` fetches
   * this once and is sent again with the new token. `null` turns the retry off.
   */
  csrfRefreshPath?: string | null;
  /** Told of every 401 answered to an auth endpoint (`auth-401-received`, specification section 8). */
  onAuth401?: (path: string) => void;
  /**
   * Section 8: an auth failure of any other call (401, or a 403 whose message speaks of
   * authentication or the session) refreshes the session through the status call and, while it is
   * alive, retries — at most 3 times, waiting 1 s, then 2 s, then 4 s. `null` turns it off.
   */
  authRefresh?: {
    /** Whether the session is still alive (the status call). */
    isSessionAlive: () => Promise<boolean>;
    /** The session has gone: the shell shows 'Session Expired'. */
    onSessionExpired: () => void;
    /** Called when the failure arrives, before the refresh; returns what to do if the session has gone. */
    prepareExpiry?: () => () => void;
    sleep?: (ms: number) => Promise<void>;
  } | null;
  /** GET answers are reused for this long (0, the default, turns the cache off): section 9's 3 s. */
  getCacheMs?: number;
  /** Told when a response carries the cookie-missing-cross-origin or session-missing header. */
  onCookieAdvice?: (header: string) => void;
};

/** Section 9: auth-failure retries, and the GET cache's size before it is pruned. */
export const AUTH_FAILURE_RETRY = { max: 3, baseDelayMs: 1_000 } as const;
export const GET_CACHE_MS = 3_000;
export const GET_CACHE_MAX_ENTRIES = 50;
/** Section 8: the response headers that advise enabling third-party cookies. */
export const COOKIE_ADVICE_HEADERS = ['cookie-missing-cross-origin', 'session-missing'] as const;
export const COOKIE_ADVICE =
  'Your browser did not send the session cookie. Enable third-party cookies for this site (or leave private browsing) and sign in again.';

/** An auth failure of section 8: 401/403, or a message mentioning unauthorized, authentication or session. */
export const isAuthFailure = (error: unknown) =>
  isApiError(error) &&
  // A 401 for another reason (a wrong current password) is an answer, not a lost session.
  ((error.status === 401 && (error.code === 'UNAUTHENTICATED' || error.code === 'HTTP_401')) ||
    (error.status === 403 &&
      error.code !== 'CSRF_INVALID' &&
      /unauthori[sz]ed|authenticat|session/i.test(error.serverMessage ?? '')));

/**
 * Where the api client tells each request (method and body) and response (status and body) when
 * debug mode is on: `debug-log.ts` sets it (specification, section 7). Empty by default, so the
 * landing page's entry carries only this hook.
 */
export const apiDebug: { log?: (url: string, ...what: unknown[]) => void } = {};

/** Reads a cookie from `document.cookie`; undefined outside a browser. */
export const readDocumentCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
};

// A call names its route by an endpoint of `@urosim/contracts` (`sessionEndpoints.details`, …):
// zod-free, so the route's schemas are not bundled; its types come from the contract declared
// there (`ContractAt`), which is `never` for a method and path the api does not have (ADR 0107).

/** The endpoint itself when the api has a contract there; `never` (a type error) otherwise. */
type KnownEndpoint<E extends Endpoint> = [ContractAt<E>] extends [never] ? never : E;

type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: PathParams<E['path']> };

type BodyInput<C extends RouteContract> = [RouteBody<C>] extends [never]
  ? { body?: never }
  : // A body whose every field is optional (or defaulted) may be left out, as the server reads `{}`.
    object extends RouteBody<C>
    ? { body?: RouteBody<C> }
    : { body: RouteBody<C> };

type QueryInput<C extends RouteContract> = [RouteQuery<C>] extends [never]
  ? { query?: never }
  : { query?: RouteQuery<C> };

/** What a call to an endpoint takes: its path's values, its body and query as the contract types them. */
export type CallInput<E extends Endpoint> = Omit<RequestOptions, 'method' | 'body' | 'query'> &
  ParamsInput<E> &
  BodyInput<ContractAt<E>> &
  QueryInput<ContractAt<E>>;

/** The input is optional only when nothing in it is required. */
type CallArgs<E extends Endpoint> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

export type StreamOptions = Omit<RequestOptions, 'cache'> & {
  /** Receives each server-sent event as it arrives. */
  onEvent: (event: SseEvent) => void;
};

/** How a streaming call ended: the stream closed, or the server answered with a plain envelope. */
export type StreamResult<T> = { isStreamed: true } | { isStreamed: false; data: T };

export type { SseEvent };

type Envelope = {
  success: boolean;
  message?: unknown;
  errors?: unknown;
  data?: unknown;
  error?: { code?: unknown; details?: unknown; requestId?: unknown };
};

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { success?: unknown }).success === 'boolean';

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * Paths under `/api/`, `/health` or `/diagnostics/` are the server's own; any other is relative to
 * the base path.
 */
const isServerPath = (path: string) =>
  path.startsWith('/api/') ||
  path.startsWith('/diagnostics/') ||
  path === '/health' ||
  path.startsWith('/health?');

const appendQuery = (search: URLSearchParams, query: QueryParams | undefined) => {
  if (!query) return;
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      if (value === undefined || value === null) continue;
      search.append(key, String(value));
    }
  }
};

type PathValues = Record<string, string | number>;

const fillParams = (path: string, params: PathValues | undefined) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });

type ParsedBody = { kind: 'empty' } | { kind: 'json'; value: unknown } | { kind: 'text'; value: string };

const readBody = async (response: Response): Promise<ParsedBody> => {
  const text = await response.text();
  if (text === '') return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { kind: 'text', value: text };
  }
};

const errorFromResponse = (response: Response, body: ParsedBody): ApiError => {
  const { status } = response;
  const value = body.kind === 'json' ? body.value : undefined;
  const envelope = isEnvelope(value) ? value : undefined;
  const plainMessage =
    typeof value === 'object' && value !== null ? (value as { message?: unknown }).message : undefined;
  const message = nonEmptyString(envelope?.message) ?? nonEmptyString(plainMessage);
  return new ApiError({
    status,
    code: nonEmptyString(envelope?.error?.code) ?? `HTTP_${status}`,
    message: message ?? defaultMessageForStatus(status),
    serverMessage: message,
    errors: Array.isArray(envelope?.errors) ? (envelope.errors as FieldError[]) : [],
    details: envelope?.error?.details,
    requestId:
      nonEmptyString(envelope?.error?.requestId) ?? response.headers.get('x-request-id') ?? undefined,
    data: envelope?.data ?? undefined,
  });
};

/**
 * The web app's one http client: sends cookies, adds the CSRF header to mutating requests and a
 * cache-busting `timestamp` to GETs, times out, unwraps the envelope and rejects with `ApiError`.
 */
export const createApiClient = (options: ApiClientOptions = {}) => {
  const basePath = options.basePath ?? API_BASE_PATH;
  const csrfRefreshPath =
    options.csrfRefreshPath === undefined ? `${API_BASE_PATH}/auth/status` : options.csrfRefreshPath;
  const origin = options.origin ?? '';
  const readCookie = options.readCookie ?? readDocumentCookie;
  const now = options.now ?? Date.now;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const buildUrl = (path: string, method: string, query: QueryParams | undefined) => {
    if (/^https?:\/\//.test(path)) throw new Error('The api client only calls its own server');
    const [pathname = '', existing = ''] = path.split('?', 2);
    const fullPath = isServerPath(pathname)
      ? pathname
      : `${basePath}${pathname.startsWith('/') ? '' : '/'}${pathname}`;
    const search = new URLSearchParams(existing);
    appendQuery(search, query);
    if (method === 'GET') search.set('timestamp', String(now()));
    const queryString = search.toString();
    return `${origin}${fullPath}${queryString ? `?${queryString}` : ''}`;
  };

  /** Method, URL, headers and body of a call as `fetch` takes them, CSRF header included. */
  const prepare = (path: string, init: RequestOptions, accept: string) => {
    const method = (init.method ?? 'get').toUpperCase();
    const url = buildUrl(path, method, init.query);
    const headers: Record<string, string> = { Accept: accept, ...init.headers };
    let body: BodyInit | undefined;
    if (init.body instanceof FormData || init.body instanceof Blob) {
      body = init.body;
    } else if (init.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    if (MUTATING_METHODS.has(method)) {
      const token = readCookie(XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    return { method, url, init: { method, headers, body: body ?? null, credentials: 'include' as const } };
  };

  /**
   * Runs a fetch with the caller's signal and the timeout. `touch` restarts the timeout (a stream
   * only times out when nothing arrives for that long). Failures without a response become
   * `ApiError`s; a caller's abort is rethrown as it is.
   */
  const withTimeout = async <T>(
    init: RequestOptions,
    run: (signal: AbortSignal, touch: () => void) => Promise<T>,
  ): Promise<T> => {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const touch = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, init.timeoutMs ?? defaultTimeoutMs);
    };
    touch();
    const callerSignal = init.signal;
    const handleCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) handleCallerAbort();
    else callerSignal?.addEventListener('abort', handleCallerAbort, { once: true });
    try {
      return await run(controller.signal, touch);
    } catch (error) {
      if (isApiError(error)) throw error;
      if (timedOut) {
        throw new ApiError({ status: 0, code: 'TIMEOUT', message: defaultMessageForStatus(0), cause: error });
      }
      // The caller gave up (a route change, a cancelled query): not an api failure.
      if (callerSignal?.aborted) throw callerSignal.reason ?? error;
      throw new ApiError({
        status: 0,
        code: 'NETWORK_ERROR',
        message: defaultMessageForStatus(0),
        cause: error,
      });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', handleCallerAbort);
    }
  };

  /** The envelope's `data` of a 2xx, or the failure it reports. */
  const unwrap = <T>(response: Response, parsed: ParsedBody): T => {
    if (parsed.kind === 'empty') return undefined as T;
    if (parsed.kind === 'text') {
      throw new ApiError({
        status: response.status,
        code: 'INVALID_RESPONSE',
        message: 'Received an invalid response from the server.',
      });
    }
    const value = parsed.value;
    if (!isEnvelope(value)) return value as T;
    // A 2xx whose envelope still says it failed is treated as the failure it reports.
    if (!value.success) throw errorFromResponse(response, parsed);
    return value.data as T;
  };

  const send = async <T = unknown>(path: string, init: RequestOptions = {}): Promise<T> => {
    const prepared = prepare(path, init, 'application/json');
    const fetchImpl = options.fetch ?? fetch;
    const { log } = apiDebug;
    log?.(prepared.url, prepared.method, init.body);
    const { response, parsed } = await withTimeout(init, async (signal) => {
      const answer = await fetchImpl(prepared.url, {
        ...prepared.init,
        signal,
        ...(init.cache ? { cache: init.cache } : {}),
      });
      return { response: answer, parsed: await readBody(answer) };
    });
    log?.(prepared.url, response.status, parsed);
    for (const header of COOKIE_ADVICE_HEADERS) {
      if (response.headers.get(header)) options.onCookieAdvice?.(header);
    }
    if (response.status < 200 || response.status > 299) {
      if (response.status === 401 && isAuthEndpoint(prepared.url)) options.onAuth401?.(path);
      throw errorFromResponse(response, parsed);
    }
    return unwrap<T>(response, parsed);
  };

  const openStream = async <T = unknown>(path: string, init: StreamOptions): Promise<StreamResult<T>> => {
    const prepared = prepare(path, init, 'text/event-stream');
    const fetchImpl = options.fetch ?? fetch;
    return withTimeout(init, async (signal, touch) => {
      const response = await fetchImpl(prepared.url, { ...prepared.init, signal });
      if (response.status < 200 || response.status > 299) {
        const parsed = await readBody(response);
        if (response.status === 401 && isAuthEndpoint(prepared.url)) options.onAuth401?.(path);
        throw errorFromResponse(response, parsed);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream') || !response.body) {
        // The server answered in one piece: the usual envelope.
        return { isStreamed: false, data: unwrap<T>(response, await readBody(response)) };
      }
      const parser = createSseParser(init.onEvent);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        touch();
        parser.push(decoder.decode(value, { stream: true }));
      }
      parser.push(decoder.decode());
      parser.end();
      return { isStreamed: true };
    });
  };

  /**
   * A mutating call refused with 403 `CSRF_INVALID` (a token rotated by a login in another tab, an
   * expired session) fetches a fresh cookie and is sent once more.
   */
  const withCsrfRetry = async <T>(init: RequestOptions, attempt: () => Promise<T>): Promise<T> => {
    try {
      return await attempt();
    } catch (error) {
      const method = (init.method ?? 'get').toUpperCase();
      const isStaleToken =
        isApiError(error) &&
        error.status === 403 &&
        error.code === 'CSRF_INVALID' &&
        MUTATING_METHODS.has(method);
      if (!isStaleToken || !csrfRefreshPath) throw error;
      await send(csrfRefreshPath, { method: 'GET', ...(init.signal ? { signal: init.signal } : {}) });
      return attempt();
    }
  };

  const cacheMs = options.getCacheMs ?? 0;
  const getCache = new Map<string, { at: number; value: Promise<unknown> }>();
  /** A GET answered less than `getCacheMs` ago is reused; any other method empties the cache. */
  const cached = <T>(path: string, init: RequestOptions, run: () => Promise<T>): Promise<T> => {
    const method = (init.method ?? 'get').toUpperCase();
    if (method !== 'GET') getCache.clear();
    if (cacheMs <= 0 || method !== 'GET' || init.cache === 'no-store' || init.cache === 'reload')
      return run();
    const key = `${path}?${JSON.stringify(init.query ?? {})}`;
    const at = now();
    const hit = getCache.get(key);
    if (hit && at - hit.at < cacheMs) return hit.value as Promise<T>;
    const value = run();
    getCache.set(key, { at, value });
    value.catch(() => getCache.delete(key));
    if (getCache.size > GET_CACHE_MAX_ENTRIES) {
      for (const [name, entry] of getCache) if (at - entry.at >= cacheMs) getCache.delete(name);
      while (getCache.size > GET_CACHE_MAX_ENTRIES) getCache.delete(getCache.keys().next().value as string);
    }
    return value;
  };

  const authRefresh = options.authRefresh;
  /** Section 8's refresh-and-retry of a call refused for its session (see `authRefresh`). */
  const withAuthRefresh = async <T>(path: string, attempt: () => Promise<T>): Promise<T> => {
    let tries = 0;
    for (;;) {
      try {
        return await attempt();
      } catch (error) {
        if (
          !authRefresh ||
          !isAuthFailure(error) ||
          isAuthEndpoint(path) ||
          tries >= AUTH_FAILURE_RETRY.max
        ) {
          throw error;
        }
        // Asked before the refresh: the auth state may sign out locally meanwhile.
        const expire = authRefresh.prepareExpiry?.() ?? authRefresh.onSessionExpired;
        let alive = false;
        try {
          alive = await authRefresh.isSessionAlive();
        } catch (statusError) {
          // A status check refused with 401 says the same: the session has gone.
          if (!(isApiError(statusError) && statusError.status === 401)) throw error;
        }
        if (!alive) {
          expire();
          throw error;
        }
        const wait = authRefresh.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
        await wait(AUTH_FAILURE_RETRY.baseDelayMs * 2 ** tries);
        tries += 1;
      }
    }
  };

  const request = <T = unknown>(path: string, init: RequestOptions = {}): Promise<T> =>
    cached(path, init, () => withAuthRefresh(path, () => withCsrfRetry(init, () => send<T>(path, init))));

  /**
   * A call whose answer streams as server-sent events (`Accept: text/event-stream`): each event goes
   * to `onEvent` as it arrives, and the promise settles when the stream ends. A server that answers
   * with a plain envelope instead resolves with its data. Cookies, the CSRF header (and its one
   * retry) and the error handling are those of every call; the timeout counts from the last chunk.
   */
  const stream = <T = unknown>(path: string, init: StreamOptions): Promise<StreamResult<T>> =>
    withCsrfRetry(init, () => openStream<T>(path, init));

  return {
    /**
     * Calls by a raw path, unchecked by the contracts: for the client's own tests and for paths
     * that are not api routes. Feature code calls `call` and `callStream` with an endpoint.
     */
    unchecked: {
      request,
      stream,
      get: <T = unknown>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
        request<T>(path, { ...opts, method: 'GET' }),
      post: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
        request<T>(path, { ...opts, method: 'POST', body }),
      put: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
        request<T>(path, { ...opts, method: 'PUT', body }),
      patch: <T = unknown>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
        request<T>(path, { ...opts, method: 'PATCH', body }),
      delete: <T = unknown>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
        request<T>(path, { ...opts, method: 'DELETE' }),
    },
    /**
     * Calls the route at a contract endpoint: its path's values, body and query are checked against
     * the contract at compile time, and the result is typed by the contract's `data` schema.
     */
    call: <const E extends Endpoint>(
      endpoint: KnownEndpoint<E>,
      ...[input]: CallArgs<E>
    ): Promise<RouteData<ContractAt<E>>> => {
      const { params, ...rest } = (input ?? {}) as RequestOptions & { params?: PathValues };
      return request(fillParams(endpoint.path, params), { ...rest, method: endpoint.method });
    },
    /** Calls the route at a contract endpoint whose answer can stream (see `stream`). */
    callStream: <const E extends Endpoint>(
      endpoint: KnownEndpoint<E>,
      input: CallInput<E> & { onEvent: (event: SseEvent) => void },
    ): Promise<StreamResult<RouteData<ContractAt<E>>>> => {
      const { params, ...rest } = input as StreamOptions & { params?: PathValues };
      return stream(fillParams(endpoint.path, params), { ...rest, method: endpoint.method });
    },
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

const hasLocalUser = () => {
  try {
    return typeof localStorage !== 'undefined' && !!localStorage.getItem('user');
  } catch {
    return false;
  }
};

/** The browser's client: same origin, `document.cookie`, `auth-401-received` at most every 5 s. */
export const apiClient: ApiClient = createApiClient({
  onAuth401: createAuth401Notifier(() => dispatchWindowEvent(AUTH_401_EVENT)),
  authRefresh: {
    isSessionAlive: async () =>
      (await apiClient.unchecked.get<{ isLoggedIn?: boolean }>(`${API_BASE_PATH}/auth/status`))
        ?.isLoggedIn === true,
    // Only a browser that believed it was signed in has a session to lose: 'Session Expired', and
    // the auth state checks again (and signs out locally).
    onSessionExpired: () => {
      dispatchWindowEvent(SESSION_EXPIRED_EVENT);
      dispatchWindowEvent(AUTH_401_EVENT);
    },
    prepareExpiry: () => {
      const wasSignedIn = hasLocalUser();
      return () => {
        if (!wasSignedIn) return;
        dispatchWindowEvent(SESSION_EXPIRED_EVENT);
        dispatchWindowEvent(AUTH_401_EVENT);
      };
    },
  },
  onCookieAdvice: (header) => console.warn(`${COOKIE_ADVICE} (${header})`),
});
