// The schema fuzz: for every route of the contracts, requests generated from its own schemas and
// bent out of shape (request-arbitrary.ts) must never get a 5xx, and must always get the envelope.
// CI runs FUZZ_RUNS_PER_ROUTE (default 15) a route; `pnpm fuzz` runs 1,000.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { allRoutes, type RouteContract } from '@urosim/contracts';
import type { Express } from 'express';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../../features/auth/seed.ts';
import { importCase } from '../../features/cases/service.ts';
import { type Browser, createBrowser } from '../agent.ts';
import { fixtureCase } from '../case-fixture.ts';
import { createTestApp } from '../test-app.ts';
import { nastyStrings, nearValid } from './request-arbitrary.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const runs = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 15);
const password = 'Fuzzing-Cystoscope-77';

/** Percent-encodes as a client would; a lone surrogate, which has no UTF-8, as its raw bytes. */
const encodePathValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')).replaceAll(
      '%EF%BF%BD',
      '%ED%A0%80',
    );
  }
};

/** A path value: encoded as a client would, or raw (a malformed percent-encoding among them). */
const pathValue = (known: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...known), weight: 2 },
    { arbitrary: fc.constantFrom(...nastyStrings).map(encodePathValue), weight: 2 },
    { arbitrary: fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '%C0%AF'), weight: 1 },
    { arbitrary: fc.string({ minLength: 1, maxLength: 40 }).map(encodePathValue), weight: 1 },
  );

const fillPath = (path: string, values: Record<string, string>) =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => values[name] ?? 'x');

const isEnvelope = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

describe('schema fuzz: no route answers 5xx, every answer is the envelope', () => {
  let t: TestApp;
  let app: Express;
  const caseId = `fuzz-${randomUUID().slice(0, 8)}`;
  const known: string[] = [caseId];
  const browsers: Partial<Record<'anonymous' | 'user' | 'admin', Browser>> = {};

  /** A browser with the route's access, made afresh when a logout in the fuzz ended its session. */
  const browserFor = async (route: RouteContract, fresh = false) => {
    const role = route.auth ?? 'anonymous';
    if (browsers[role] && !fresh) return browsers[role];
    const browser = await createBrowser(app);
    if (role !== 'anonymous') {
      const email = `fuzz-${role}-${randomUUID().slice(0, 8)}@example.test`;
      await seedUser(t.db, { email, password, fullName: 'Fuzz Tester', isAdmin: role === 'admin' });
      expect((await browser.login(email, password)).status).toBe(200);
      if (role === 'user') {
        const started = await browser.post('/api/v1/sessions/start', { caseId });
        known.push(started.body.data.session.id as string);
      }
    }
    browsers[role] = browser;
    return browser;
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_SCALE: '1000', SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '999' },
    });
    app = t.app;
    await importCase(t.db, fixtureCase(caseId), { status: 'published' });
  });
  afterAll(() => t.close());

  it.each(allRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      const paramNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const params = fc.record(Object.fromEntries(paramNames.map((name) => [name, pathValue(known)])));
      await fc.assert(
        fc.asyncProperty(
          params,
          nearValid(route.query),
          nearValid(route.body),
          async (values, query, body) => {
            const browser = await browserFor(route);
            let call = browser.agent[route.method](fillPath(route.path, values));
            if (route.method !== 'get') call = call.set('X-XSRF-TOKEN', browser.token);
            if (query && typeof query === 'object') call = call.query(query as Record<string, unknown>);
            if (body !== undefined)
              call = call.set('Content-Type', 'application/json').send(JSON.stringify(body));
            const res = await call;
            expect(res.status, `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`).toBeLessThan(500);
            // A route that produces a file or a stream sends it, not the envelope, when it succeeds.
            if (route.produces && res.status < 300) {
              expect(res.headers['content-type'] ?? '').toContain(route.produces);
            } else {
              expect(isEnvelope(res.body), JSON.stringify(res.body).slice(0, 300)).toBe(true);
            }
            if (route.path.endsWith('/logout')) await browserFor(route, true);
          },
        ),
        { numRuns: runs },
      );
    },
    // A route's requests take about 30 ms each on a quiet machine, several times that on a busy one
    // (a 1,000-run route took over 60 s under a load of 20 on 2 cores): the time only bounds a hang.
    Math.max(30_000, runs * 250),
  );

  it.each(
    allRoutes
      .filter((route) => route.body)
      .map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const),
  )('%s refuses a body that says it is compressed and is not', async (_name, route) => {
    const browser = await browserFor(route);
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await browser.agent[route.method](
        fillPath(route.path, { id: known.at(-1) ?? 'x', type: 'x' }),
      )
        .set('X-XSRF-TOKEN', browser.token)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"this is": "not compressed"}');
      expect(res.status, `${encoding}: ${res.status} ${JSON.stringify(res.body)}`).toBe(400);
      expect(isEnvelope(res.body)).toBe(true);
    }
    // Really compressed, it is read.
    const ok = await browser.agent[route.method](fillPath(route.path, { id: known.at(-1) ?? 'x', type: 'x' }))
      .set('X-XSRF-TOKEN', browser.token)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync('{}'));
    expect(ok.status).toBeLessThan(500);
  });
});
