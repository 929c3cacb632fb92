import { randomUUID } from 'node:crypto';
import { allRoutes } from '@urosim/contracts';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../test/agent.ts';
import { signedInAdmin } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** Every (method, path) the Express app routes, read from its router stack. */
const listRoutes = (app: Express) => {
  const found: { method: string; path: string }[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') found.push({ method, path: layer.route.path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack);
  return found;
};

const mutating = new Set(['post', 'put', 'patch', 'delete']);
const fillParams = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, () => randomUUID());

describe('CSRF protection', () => {
  let app: Express;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp());
  });
  afterAll(() => close());

  it('refuses a missing or foreign token on every state-changing route of the router', async () => {
    // The payment provider's webhook is verified by its signature instead (see the billing tests).
    const exempt = allRoutes.filter((r) => r.csrf === false);
    expect(exempt.map((r) => r.path)).toEqual(['/api/v1/subscription/webhook']);
    const routes = listRoutes(app).filter(
      (r) => mutating.has(r.method) && !exempt.some((e) => e.method === r.method && e.path === r.path),
    );
    // The router's list covers every state-changing route the contracts declare.
    const declared = allRoutes.filter((r) => mutating.has(r.method) && r.csrf !== false);
    for (const route of declared) {
      expect(routes, `${route.method} ${route.path}`).toContainEqual({
        method: route.method,
        path: route.path,
      });
    }
    expect(routes.length).toBeGreaterThanOrEqual(declared.length);

    const { browser: admin } = await signedInAdmin({ app, db }, { fullName: 'Csrf Admin' });
    const stranger = await createBrowser(app);
    const foreignToken = stranger.token;
    expect(foreignToken).not.toBe(admin.token);

    for (const route of routes) {
      const path = fillParams(route.path);
      const method = route.method as 'post' | 'put' | 'patch' | 'delete';
      const missing = await admin.agent[method](path).send({});
      expect(missing.status, `${route.method} ${route.path} without a token`).toBe(403);
      expect(missing.body.error?.code).toBe('CSRF_INVALID');
      const foreign = await admin.agent[method](path).set('X-XSRF-TOKEN', foreignToken).send({});
      expect(foreign.status, `${route.method} ${route.path} with another session's token`).toBe(403);
      expect(foreign.body.error?.code).toBe('CSRF_INVALID');
    }
    // The exempt webhook still refuses a request without a valid signature.
    const unsigned = await admin.agent.post('/api/v1/subscription/webhook').send({ id: 'evt_1' });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.error?.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // The admin's own token still works afterwards.
    expect((await admin.post('/api/v1/auth/logout')).status).toBe(200);
  });
});
