// Bad input is answered as bad input (4xx in the envelope), never as a 500.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../test/agent.ts';
import { createTestApp } from '../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('bad input', () => {
  let t: TestApp;
  let app: Express;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
  });
  afterAll(() => t.close());

  // The account rate limits read the e-mail before validation; a key longer than the counters'
  // column once made these a 500.
  it.each([
    '/api/v1/auth/login',
    '/api/v1/admin/auth/login',
    '/api/v1/auth/forgot-password',
    '/api/v1/auth/signup/resend-verification',
  ])('%s refuses an e-mail of 300 characters with a field error', async (path) => {
    const browser = await createBrowser(app);
    const email = `${'a'.repeat(288)}@example.test`;
    const res = await browser.post(path, { email, password: 'Cystoscope-Lantern-42' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_FAILED' } });
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('email');
    const stored = await t.db('rate_limits').whereILike('key', `%${'a'.repeat(40)}%`);
    expect(stored).toEqual([]);
  });

  it('answers a malformed percent-encoding in a path with 400, on any route', async () => {
    const browser = await createBrowser(app);
    for (const path of [
      '/api/v1/sessions/%/details',
      '/api/v1/cases/%E0%A4%A',
      '/api/v1/sessions/%zz/feedback',
    ]) {
      const res = await browser.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'MALFORMED_URL' } });
    }
  });

  it('answers a body that says it is compressed and is not with 400', async () => {
    const browser = await createBrowser(app);
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const res = await browser.agent
        .post('/api/v1/contact')
        .set('X-XSRF-TOKEN', browser.token)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"not": "compressed"}');
      expect(res.status, encoding).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'MALFORMED_BODY' } });
    }
  });

  it('refuses a NUL or a lone surrogate in any string with a field error, before it reaches PostgreSQL', async () => {
    const browser = await createBrowser(app);
    for (const text of ['pain\u0000', 'stone \uD83D', '\uDC00']) {
      const res = await browser.post('/api/v1/contact', {
        name: 'Sam',
        email: 'sam@example.test',
        topic: 'general',
        message: `A message long enough to be accepted: ${text}`,
      });
      expect(res.status, JSON.stringify(text)).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect(res.body.errors).toContainEqual(expect.objectContaining({ path: 'message' }));
    }
    const key = await browser.post('/api/logs/client', {
      logs: [{ level: 'info', message: 'x', 'k\u0000': 1 }],
    });
    expect(key.status).toBe(400);
  });

  it('names the path the client asked for in a 404', async () => {
    const res = await (await createBrowser(app)).get('/api/v1/no-such-route?x=1');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No route for GET /api/v1/no-such-route');
  });
});
