import { adminEndpoints, opsEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';
import { browserStorage, readLocalUser } from '../auth/auth-storage';
import { isAdminUser } from '../auth/user-rules';
import { type CapturedLog, createRateLimitMap, installCapture } from './capture';
import { LOG_QUEUE, REMOTE_UPLOAD_TIMEOUT_MS } from './constants';
import { createLogQueue } from './log-queue';

/** The metadata of section 3 sent with each batch: browser, screen, time zone, page, referrer. */
export const clientMetadata = () => ({
  browser: navigator.userAgent.slice(0, 500),
  screen: `${window.screen.width}x${window.screen.height}`,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  url: window.location.href.slice(0, 2000),
  referrer: document.referrer.slice(0, 2000),
});

const newSessionId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;

let started = false;

/**
 * Starts the capture and the client log queue: console warnings and errors go to
 * `POST /api/logs/client` in batches of 10 every 5 s (5 s timeout); an admin's errors also go to
 * `POST /api/admin/logs` (3 s timeout). A message repeated within 5 s is sent once. Silent on failure.
 */
export const startRemoteLogging = () => {
  if (started) return;
  started = true;
  const queue = createLogQueue({
    sessionId: newSessionId(),
    metadata: clientMetadata,
    send: (batch) =>
      apiClient.call(opsEndpoints.clientLogs, {
        body: { ...batch, logs: batch.logs.map((log) => ({ ...log, message: log.message.slice(0, 5000) })) },
        timeoutMs: LOG_QUEUE.postTimeoutMs,
      }),
  });
  const limiter = createRateLimitMap(LOG_QUEUE.flushMs);
  const onEntry = (entry: CapturedLog) => {
    const message = entry.args.join(' ').slice(0, 5000) || '(empty)';
    if (!limiter.allow(`${entry.level}:${message}`)) return;
    const level = entry.level === 'error' ? 'error' : 'warn';
    queue.enqueue({ level, message, timestamp: entry.at });
    const user = readLocalUser(browserStorage('localStorage'));
    if (level === 'error' && user && isAdminUser(user)) {
      void apiClient
        .call(adminEndpoints.clientErrorLog, {
          body: { level: 'error', message, timestamp: entry.at, url: window.location.href.slice(0, 2000) },
          timeoutMs: REMOTE_UPLOAD_TIMEOUT_MS,
        })
        .catch(() => undefined);
    }
  };
  installCapture(onEntry);
  setInterval(() => void queue.flush(), LOG_QUEUE.flushMs);
};
