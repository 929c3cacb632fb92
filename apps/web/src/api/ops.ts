import type { Health } from '@urosim/contracts';
import { opsEndpoints } from '@urosim/contracts';
import { apiClient, isApiError } from './client';

/** `/health`; a 503 that still reports the database state is an answer, not a failure. */
export const fetchHealth = async (signal?: AbortSignal): Promise<Health> => {
  try {
    return await apiClient.call(opsEndpoints.health, signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 503 && typeof error.data === 'object' && error.data !== null) {
      return error.data as Health;
    }
    throw error;
  }
};

export const fetchVersion = (signal?: AbortSignal) =>
  apiClient.call(opsEndpoints.version, signal ? { signal } : {});

/** The server's running version, never from a cache. */
export const fetchVersionCheck = () =>
  apiClient.call(opsEndpoints.versionCheck, { query: { ts: String(Date.now()) }, cache: 'no-store' });

// Reports are best effort: the specification wants them silent when they fail.

export const reportVersionMismatch = async (serverVersion: string) => {
  try {
    await apiClient.call(opsEndpoints.versionMismatch, {
      body: {
        clientVersion: __APP_VERSION__,
        serverVersion,
        buildTime: __BUILD_TIME__,
        userAgent: navigator.userAgent,
        url: window.location.href,
        timestamp: new Date().toISOString(),
      },
    });
  } catch {
    // silent by specification
  }
};

export type FrontendErrorReport = {
  error: unknown;
  componentStack?: string | undefined;
  errorBoundary: string;
};

/** Sends the report; resolves with the id the server logged it under (shown as the Error ID), if any. */
export const reportFrontendError = async ({
  error,
  componentStack,
  errorBoundary,
}: FrontendErrorReport): Promise<string | undefined> => {
  const known = error instanceof Error ? error : undefined;
  try {
    const { errorId } = await apiClient.call(opsEndpoints.frontendError, {
      body: {
        message: (known?.message ?? String(error)).slice(0, 5000) || 'Unknown error',
        ...(known?.stack ? { stack: known.stack.slice(0, 20000) } : {}),
        ...(componentStack ? { componentStack: componentStack.slice(0, 20000) } : {}),
        timestamp: new Date().toISOString(),
        url: window.location.href.slice(0, 2000),
        userAgent: navigator.userAgent.slice(0, 1000),
        errorBoundary,
      },
    });
    return errorId;
  } catch {
    // silent: reporting must never raise a second error
    return undefined;
  }
};
