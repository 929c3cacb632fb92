import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../test/agent.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { createTestApp, testDatabaseUrl } from '../test/test-app.ts';

const expectEnvelope = (body: Record<string, unknown>, code: string) => {
  expect(body).toMatchObject({ success: false, errors: expect.any(Array), data: null, error: { code } });
  expect(typeof body.message).toBe('string');
  expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
};

describe('the one error path', () => {
  let app: Express;
  let close: () => Promise<void>;
  let browser: Browser;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({
      env: { JSON_BODY_LIMIT_BYTES: '2048' },
      mount: (a) => {
        a.get('/api/test/explode', () => {
          throw new Error('secret internal detail at /srv/app.ts:12');
        });
      },
    }));
    browser = await createBrowser(app);
  });
  afterAll(() => close());

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await browser.agent
      .post('/api/logs/client')
      .set('content-type', 'application/json')
      .set('X-XSRF-TOKEN', browser.token)
      .send('{"logs": [');
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'MALFORMED_JSON');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await browser.post('/api/monitoring/version-mismatch', {
      clientVersion: '1',
      serverVersion: '2',
      url: 'x'.repeat(4000),
    });
    expect(res.status).toBe(413);
    expectEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
    expect(res.body.error.details).toEqual({ limitBytes: 2048 });
  });

  it('answers an unknown api route with 404 ROUTE_NOT_FOUND', async () => {
    const res = await request(app).get('/api/v1/does-not-exist');
    expect(res.status).toBe(404);
    expectEnvelope(res.body, 'ROUTE_NOT_FOUND');
  });

  it('answers a validation failure with 400 and names each field', async () => {
    const res = await browser.post('/api/logs/client', {
      logs: [{ level: 'shout', message: 42 }],
      delayed: 'soon',
    });
    expect(res.status).toBe(400);
    expectEnvelope(res.body, 'VALIDATION_FAILED');
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['logs.0.level', 'logs.0.message', 'delayed']));
  });

  it('answers an unexpected error with a generic 500, a request id and no stack', async () => {
    const res = await request(app).get('/api/test/explode').set('x-request-id', 'req-abcdef123456');
    expect(res.status).toBe(500);
    expectEnvelope(res.body, 'INTERNAL_ERROR');
    expect(res.body.message).toBe('An unexpected error occurred');
    expect(res.body.error.requestId).toBe('req-abcdef123456');
    expect(JSON.stringify(res.body)).not.toMatch(/secret internal detail|srv\/app\.ts|at /);
  });

  it('sends security headers', async () => {
    const res = await request(app).get('/api/version');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a database that stops and comes back', () => {
  it('answers 503 while it is down and recovers without a restart', async () => {
    const target = new URL(testDatabaseUrl());
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const { app, close } = await createTestApp({ databaseUrl: viaProxy.toString() });
    const browser = await createBrowser(app);
    try {
      const before = await request(app).get('/health');
      expect(before.status).toBe(200);
      expect(before.body.data.database.status).toBe('up');

      proxy.cut();
      const health = await request(app).get('/health');
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({
        success: false,
        error: { code: 'DATABASE_UNAVAILABLE' },
        data: { status: 'degraded', database: { status: 'down', latencyMs: null } },
      });
      const write = await browser.post('/api/logs/client', {
        logs: [{ level: 'info', message: 'while down' }],
        sessionId: randomUUID(),
      });
      expect(write.status).toBe(503);
      expectEnvelope(write.body, 'DATABASE_UNAVAILABLE');
      expect(write.headers['retry-after']).toBe('5');

      proxy.restore();
      const after = await request(app).get('/health');
      expect(after.status).toBe(200);
      expect(after.body.data.database.status).toBe('up');
      const writeAgain = await browser.post('/api/logs/client', {
        logs: [{ level: 'info', message: 'after recovery' }],
      });
      expect(writeAgain.status).toBe(200);
    } finally {
      await close();
      await proxy.close();
    }
  });
});

describe('serving the built web app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'urosim-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>UroSim</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  let app: Express;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await createTestApp({ env: { WEB_DIST_DIR: dist } }));
  });
  afterAll(() => close());

  it('falls back to index.html for app routes', async () => {
    const res = await request(app).get('/case-selection').set('accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>UroSim</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await request(app).get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown api routes as 404 envelopes', async () => {
    const res = await request(app).get('/api/unknown').set('accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('ROUTE_NOT_FOUND');
  });
});
