import { adminEndpoints } from '@urosim/contracts';
import { apiClient, isApiError } from '../../api/client';

/** The specification's timeout of the upload (section 7: 3 s). */
export const ADMIN_LOG_TIMEOUT_MS = 3_000;

/**
 * Sends a browser error to `POST /api/admin/logs` (specification, sections 6 and 7): only for an
 * admin, only error level, 3 s timeout, silent on failure. A failed api call's request id goes
 * with it, so the logs screen links the browser's error to the server's line of that request.
 */
export const sendAdminErrorLog = async (
  isAdmin: boolean,
  level: 'error' | 'warn' | 'info' | 'debug',
  error: unknown,
  context: { url?: string } = {},
) => {
  if (!isAdmin || level !== 'error') return false;
  const known = error instanceof Error ? error : undefined;
  try {
    await apiClient.call(adminEndpoints.clientErrorLog, {
      body: {
        level: 'error',
        message: (known?.message ?? String(error)).slice(0, 5000) || 'Unknown error',
        timestamp: new Date().toISOString(),
        url: (context.url ?? window.location.href).slice(0, 2000),
        ...(known?.stack ? { stack: known.stack.slice(0, 20_000) } : {}),
        ...(isApiError(error) && error.requestId ? { requestId: error.requestId.slice(0, 64) } : {}),
      },
      timeoutMs: ADMIN_LOG_TIMEOUT_MS,
    });
    return true;
  } catch {
    // silent by specification: a log upload never raises a second error
    return false;
  }
};
