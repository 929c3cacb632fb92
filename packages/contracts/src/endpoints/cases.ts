import type { Endpoint } from '../route.ts';

/** Method and path of each route of `adminCaseRoutes`. */
export const adminCaseEndpoints = {
  import: { method: 'post', path: '/api/v1/admin/cases/import' },
  export: { method: 'get', path: '/api/v1/admin/cases/:id/export' },
} as const satisfies Record<string, Endpoint>;
