import type { Endpoint } from '../route.ts';

/** Method and path of each route of `adminCaseAuthoringRoutes` (issue 17: case authoring). */
export const adminCaseAuthoringEndpoints = {
  list: { method: 'get', path: '/api/v1/admin/cases' },
  create: { method: 'post', path: '/api/v1/admin/cases' },
  qualityGate: { method: 'post', path: '/api/v1/admin/cases/quality-gate' },
  get: { method: 'get', path: '/api/v1/admin/cases/:id' },
  saveDraft: { method: 'put', path: '/api/v1/admin/cases/:id/draft' },
  publish: { method: 'post', path: '/api/v1/admin/cases/:id/publish' },
  rollback: { method: 'post', path: '/api/v1/admin/cases/:id/rollback' },
  archive: { method: 'post', path: '/api/v1/admin/cases/:id/archive' },
  versions: { method: 'get', path: '/api/v1/admin/cases/:id/versions' },
  version: { method: 'get', path: '/api/v1/admin/cases/:id/versions/:version' },
  diff: { method: 'get', path: '/api/v1/admin/cases/:id/diff' },
  testSession: { method: 'post', path: '/api/v1/admin/cases/:id/test-session' },
} as const satisfies Record<string, Endpoint>;
