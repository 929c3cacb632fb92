/** Limits of the client's logging and diagnostics (specification, section 9). */
export const LOG_QUEUE = { max: 100, batch: 10, flushMs: 5_000, postTimeoutMs: 5_000 } as const;
export const LOCAL_LOG_BUFFER_MAX = 1_000;
export const RATE_LIMIT_MAP = { trimAbove: 1_000, trimTo: 800 } as const;
export const CAPTURE_LIMITS = {
  logs: 600,
  requests: 300,
  errors: 200,
  argChars: 5_000,
  outputLines: 1_000,
} as const;
export const REMOTE_UPLOAD_TIMEOUT_MS = 3_000;
export const NETWORK_PING_TIMEOUT_MS = 5_000;
export const NETWORK_TEST_TIMEOUT_MS = 10_000;
export const HEALTH_RECHECK_MS = 30_000;
export const COPY_FEEDBACK_MS = 2_000;
export const MULTI_CLICK = { clicks: 5, withinMs: 2_000 } as const;

/** Window event that opens the emergency diagnostics modal. */
export const OPEN_DIAGNOSTICS_EVENT = 'open-emergency-diagnostics';
