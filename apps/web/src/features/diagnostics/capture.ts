import { redactSecrets, redactText } from '@urosim/contracts';
import { CAPTURE_LIMITS, LOCAL_LOG_BUFFER_MAX, RATE_LIMIT_MAP } from './constants';

export type CapturedLog = { level: string; at: string; args: string[] };
export type CapturedRequest = {
  method: string;
  url: string;
  status: number | null;
  durationMs: number;
  at: string;
};
export type CapturedError = { message: string; stack?: string | undefined; at: string; source: string };

/** A ring buffer that keeps the newest `max` items. */
export const createRing = <T>(max: number) => {
  let items: T[] = [];
  return {
    push: (item: T) => {
      items.push(item);
      if (items.length > max) items = items.slice(items.length - max);
    },
    clear: () => {
      items = [];
    },
    all: () => [...items],
  };
};

/** One console argument as text, redacted and cut at 5000 characters (section 9). */
export const formatArg = (arg: unknown, maxChars: number = CAPTURE_LIMITS.argChars): string => {
  let text: string;
  if (typeof arg === 'string') text = arg;
  else if (arg instanceof Error) text = `${arg.name}: ${arg.message}${arg.stack ? `\n${arg.stack}` : ''}`;
  else {
    try {
      text = JSON.stringify(redactSecrets(arg));
    } catch {
      text = String(arg);
    }
  }
  text = redactText(text ?? String(arg));
  return text.length > maxChars ? `${text.slice(0, maxChars)}…` : text;
};

/** A URL without its query string's secrets (the path and harmless parameters stay). */
export const safeUrl = (url: string) =>
  redactText(url.replace(/([?&](?:token|code|key|password|session)[^=]*=)[^&#]*/gi, '$1[REDACTED]'));

/**
 * Remembers when each message was last sent, so a repeated message is not sent again within
 * `windowMs`; the map is trimmed from over 1000 to 800 entries (section 9).
 */
export const createRateLimitMap = (windowMs: number, now: () => number = Date.now) => {
  const seen = new Map<string, number>();
  return {
    allow: (key: string) => {
      const at = now();
      const last = seen.get(key);
      if (last !== undefined && at - last < windowMs) return false;
      seen.delete(key);
      seen.set(key, at);
      if (seen.size > RATE_LIMIT_MAP.trimAbove) {
        const drop = seen.size - RATE_LIMIT_MAP.trimTo;
        let dropped = 0;
        for (const oldest of seen.keys()) {
          if (dropped >= drop) break;
          seen.delete(oldest);
          dropped += 1;
        }
      }
      return true;
    },
    size: () => seen.size,
  };
};

/** What the diagnostics modal and the shortcuts read: the newest logs, requests and errors. */
export const captured = {
  logs: createRing<CapturedLog>(CAPTURE_LIMITS.logs),
  requests: createRing<CapturedRequest>(CAPTURE_LIMITS.requests),
  errors: createRing<CapturedError>(CAPTURE_LIMITS.errors),
  /** The local log buffer (1000 entries; debug and info only in verbose mode). */
  local: createRing<CapturedLog>(LOCAL_LOG_BUFFER_MAX),
};

export const clearCaptured = () => {
  captured.logs.clear();
  captured.requests.clear();
  captured.errors.clear();
  captured.local.clear();
};

/** Verbose mode: `localStorage.debug` set, or `?debug=true`. */
export const isVerbose = () => {
  try {
    return (
      localStorage.getItem('debug') === 'true' ||
      new URLSearchParams(window.location.search).get('debug') === 'true'
    );
  } catch {
    return false;
  }
};

const LEVELS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let isInstalled = false;

/**
 * Starts capturing: console calls, failed and finished fetches (method, address, status, time;
 * never headers or bodies), uncaught errors and rejections. `onEntry` gets each console warning
 * and error (the remote log queue). Installed once.
 */
export const installCapture = (onEntry?: (entry: CapturedLog) => void) => {
  if (isInstalled || typeof window === 'undefined') return;
  isInstalled = true;
  const verbose = isVerbose();
  for (const level of LEVELS) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      try {
        const entry = { level, at: new Date().toISOString(), args: args.map((arg) => formatArg(arg)) };
        captured.logs.push(entry);
        if (verbose || (level !== 'debug' && level !== 'info')) captured.local.push(entry);
        if (level === 'error')
          captured.errors.push({ message: entry.args.join(' '), at: entry.at, source: 'console' });
        if (level === 'warn' || level === 'error') onEntry?.(entry);
      } catch {
        // capturing must never break logging
      }
      original(...args);
    };
  }
  const originalFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const started = performance.now();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const record = (status: number | null) =>
      captured.requests.push({
        method,
        url: safeUrl(url).slice(0, 500),
        status,
        durationMs: Math.round(performance.now() - started),
        at: new Date().toISOString(),
      });
    try {
      const response = await originalFetch(input, init);
      record(response.status);
      return response;
    } catch (error) {
      record(null);
      throw error;
    }
  };
  window.addEventListener('error', (event) => {
    captured.errors.push({
      message: redactText(String(event.message)),
      stack: event.error instanceof Error ? redactText(event.error.stack ?? '') : undefined,
      at: new Date().toISOString(),
      source: 'window.onerror',
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    captured.errors.push({
      message: formatArg(event.reason),
      at: new Date().toISOString(),
      source: 'unhandledrejection',
    });
  });
};
