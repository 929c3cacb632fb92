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
});
