import { randomUUID } from 'node:crypto';
import { allRoutes } from '@urosim/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { createTestApp } from '../../test/test-app.ts';

describe('operational endpoints', () => {
  let app: Express;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  let browser: Browser;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp());
    browser = await createBrowser(app);
  });
  afterAll(() => close());

  it('GET /health reports the database as up', async () => {
    const res = await request(app).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { status: 'ok', database: { status: 'up' } } });
    expect(res.body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/version gives the build info', async () => {
    const res = await request(app).get('/api/version');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ version: '1.24.9', buildTime: expect.any(String) });
    expect(Object.keys(res.body.data)).toEqual(
      expect.arrayContaining(['generatedAt', 'dirty', 'branch', 'shortHash', 'commitHash', 'buildNumber']),
    );
  });

  it('GET /api/version-check is never cached', async () => {
    const res = await request(app).get(`/api/version-check?ts=${Date.now()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.version).toBe('1.24.9');
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('POST /api/logs/client stores each entry with the batch facts', async () => {
    const sessionId = randomUUID();
    const res = await browser.agent
      .post('/api/logs/client')
      .set('user-agent', 'vitest-agent')
      .set('X-XSRF-TOKEN', browser.token)
      .send({
        logs: [
          { level: 'error', message: 'boom', timestamp: '2026-11-22T10:00:00.000Z' },
          { level: 'info', message: 'fine', metadata: { step: 2 } },
        ],
        sessionId,
        metadata: { browser: 'Chromium', timezone: 'Europe/London' },
        delayed: true,
        unknownField: 'dropped',
      });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ accepted: 2 });
    const rows = await db('client_logs').where({ client_session_id: sessionId }).orderBy('id');
    expect(
      rows.map((r: { level: string; message: string; delayed: boolean }) => [r.level, r.message, r.delayed]),
    ).toEqual([
      ['error', 'boom', true],
      ['info', 'fine', true],
    ]);
    expect(rows[1].metadata).toEqual({ browser: 'Chromium', timezone: 'Europe/London', step: 2 });
    expect(rows[0].user_agent).toBe('vitest-agent');
  });

  it('POST /api/logs/client refuses more than 100 entries and over-long messages', async () => {
    const many = Array.from({ length: 101 }, () => ({ level: 'info', message: 'x' }));
    expect((await browser.post('/api/logs/client', { logs: many })).status).toBe(400);
    const long = [{ level: 'info', message: 'x'.repeat(5001) }];
    expect((await browser.post('/api/logs/client', { logs: long })).status).toBe(400);
  });

  it('POST /api/errors/frontend stores the error and returns its id', async () => {
    const message = `TypeError ${randomUUID()}`;
    const res = await browser.post('/api/errors/frontend', {
      message,
      stack: 'at App (app.tsx:1)',
      componentStack: 'in App',
      url: 'http://localhost/dashboard',
      errorBoundary: 'RootBoundary',
    });
    expect(res.status).toBe(200);
    const row = await db('frontend_errors').where({ id: res.body.data.errorId }).first();
    expect(row).toMatchObject({ message, error_boundary: 'RootBoundary', component_stack: 'in App' });
  });

  it('POST /api/monitoring/version-mismatch records the report', async () => {
    const clientVersion = `0.${Date.now()}`;
    const res = await browser.post('/api/monitoring/version-mismatch', {
      clientVersion,
      serverVersion: '1.24.9',
      url: 'http://localhost/',
      timestamp: new Date().toISOString(),
    });
    expect(res.status).toBe(200);
    const row = await db('client_logs')
      .where({ source: 'version-mismatch' })
      .whereRaw("metadata->>'clientVersion' = ?", [clientVersion])
      .first();
    expect(row?.message).toContain(clientVersion);
  });

  it('network debug answers ping and shows what the server sees', async () => {
    const ping = await request(app).get('/api/v1/network-debug/ping');
    expect(ping.body.data.pong).toBe(true);
    const test = await request(app)
      .get('/api/v1/network-debug/network-test')
      .set('cookie', 'connect.sid=secret')
      .set('user-agent', 'net-test');
    expect(test.body.data.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(test.body.data.importantHeaders['user-agent']).toBe('net-test');
    expect(test.body.data.importantHeaders.cookie).toBeUndefined();
  });

  it('serves the OpenAPI document of every contract route, as JSON and as a page', async () => {
    const json = await request(app).get('/api/docs/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      const key = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(json.body.paths[key]?.[route.method], `${route.method} ${route.path}`).toBeDefined();
    }
    const page = await request(app).get('/api/docs').set('accept', 'text/html');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('/api/logs/client');
  });
});
