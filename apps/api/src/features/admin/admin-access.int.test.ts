import { randomUUID } from 'node:crypto';
import { allRoutes, type RouteContract } from '@urosim/contracts';
import type { Express } from 'express';
import type request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

/** Routes under /api/v1/admin/ that anyone may call (the admin login itself). */
const publicAdminPaths = new Set(['/api/v1/admin/auth/login']);

/**
 * Every admin route of the contracts, read when the test runs: a route another feature adds later
 * (with `auth: 'admin'` or under /api/v1/admin/) is walked without editing this test.
 */
const adminRoutes = allRoutes.filter(
  (route) =>
    route.auth === 'admin' || (route.path.startsWith('/api/v1/admin/') && !publicAdminPaths.has(route.path)),
);

/** The path with each `:param` filled (an id that passes most schemas; the guard answers first). */
const pathOf = (route: RouteContract) => route.path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID());

const call = (
  agent: ReturnType<typeof request.agent> | ReturnType<typeof request>,
  route: RouteContract,
  token?: string,
) => {
  const req = agent[route.method](pathOf(route));
  if (token) req.set('X-XSRF-TOKEN', token);
  return route.method === 'get' ? req : req.send({});
};

describe('admin routes refuse everyone but admins (issue 17)', () => {
  let app: Express;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  let trainee: Browser;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp());
    ({ browser: trainee } = await signedInTrainee({ app, db }, { emailPrefix: 'admin-walk' }));
  });
  afterAll(() => close());

  it('finds the admin routes in the contracts, each saying auth admin', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
    for (const route of adminRoutes) expect(route.auth, `${route.method} ${route.path}`).toBe('admin');
    expect(adminRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/v1/admin/users/:userId/admin',
        '/api/admin/logs',
        '/api/v1/admin/outbox',
      ]),
    );
  });

  it('answers a trainee 403 on every admin route', async () => {
    for (const route of adminRoutes) {
      const res = await call(trainee.agent, route, trainee.token);
      expect(res.status, `${route.method.toUpperCase()} ${route.path}`).toBe(403);
      expect(res.body.success, `${route.method} ${route.path}`).toBe(false);
    }
  });

  it('answers a logged-out visitor 401 on every admin route', async () => {
    const visitor = await createBrowser(app);
    for (const route of adminRoutes) {
      const res = await call(visitor.agent, route, visitor.token);
      expect(res.status, `${route.method.toUpperCase()} ${route.path}`).toBe(401);
    }
  });
});
