import { isApiError } from '../../api/client';

/** Retry rules of the auth client (specification, section 9). */
export const AUTH_RETRY = {
  /** Network error or 5xx: this many retries, waiting 500 ms, then 1 s, then 2 s. */
  serverRetries: 3,
  serverBaseDelayMs: 500,
  /** 429: one retry after 1200 ms. */
  rateLimitRetries: 1,
  rateLimitDelayMs: 1_200,
} as const;

export type Sleep = (ms: number) => Promise<void>;

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long to wait before the next try, or null to give up. A timeout is not retried: the call
 * already waited 30 s, and three more would keep a person waiting two minutes.
 */
export const retryDelay = (
  error: unknown,
  tries: { server: number; rateLimit: number },
): { delayMs: number; kind: 'server' | 'rateLimit' } | null => {
  if (!isApiError(error)) return null;
  const isNetwork = error.status === 0 && error.code === 'NETWORK_ERROR';
  if (isNetwork || error.status >= 500) {
    if (tries.server >= AUTH_RETRY.serverRetries) return null;
    return { delayMs: AUTH_RETRY.serverBaseDelayMs * 2 ** tries.server, kind: 'server' };
  }
  if (error.status === 429) {
    if (tries.rateLimit >= AUTH_RETRY.rateLimitRetries) return null;
    return { delayMs: AUTH_RETRY.rateLimitDelayMs, kind: 'rateLimit' };
  }
  return null;
};

/** Runs `call`, retrying it by the auth client's rules; the last error is thrown. */
export const withAuthRetry = async <T>(call: () => Promise<T>, wait: Sleep = sleep): Promise<T> => {
  const tries = { server: 0, rateLimit: 0 };
  for (;;) {
    try {
      return await call();
    } catch (error) {
      const next = retryDelay(error, tries);
      if (!next) throw error;
      tries[next.kind] += 1;
      await wait(next.delayMs);
    }
  }
};
