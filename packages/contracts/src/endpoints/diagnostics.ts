import type { Endpoint } from '../route.ts';

/** Method and path of each route of `diagnosticsRoutes` (specification, section 7). */
export const diagnosticsEndpoints = {
  emergency: { method: 'post', path: '/diagnostics/emergency' },
  emailDiagnostics: { method: 'post', path: '/api/v1/email-diagnostics' },
  adminList: { method: 'get', path: '/api/v1/admin/diagnostics' },
} as const satisfies Record<string, Endpoint>;
