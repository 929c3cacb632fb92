import type { Endpoint } from '../route.ts';

/** Method and path of each route of `opsRoutes`. */
export const opsEndpoints = {
  health: { method: 'get', path: '/health' },
  version: { method: 'get', path: '/api/version' },
  versionCheck: { method: 'get', path: '/api/version-check' },
  versionMismatch: { method: 'post', path: '/api/monitoring/version-mismatch' },
  frontendError: { method: 'post', path: '/api/errors/frontend' },
  clientLogs: { method: 'post', path: '/api/logs/client' },
  ping: { method: 'get', path: '/api/v1/network-debug/ping' },
  networkTest: { method: 'get', path: '/api/v1/network-debug/network-test' },
} as const satisfies Record<string, Endpoint>;
