import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

const SECRET_PASSWORD = 'Hunter2-Sup3rSecret!';
const SECRET_COOKIE = 'connect.sid=s%3Aabcdef0123456789.signature';
const SECRET_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEyMyJ9.c2lnbmF0dXJlLXNlY3JldA';

const report = (marker: string) => ({
  comprehensiveDataText: `Diagnostics ${marker}\nlogin failed password=${SECRET_PASSWORD}\nCookie: ${SECRET_COOKIE}\nAuthorization: Bearer ${SECRET_TOKEN}`,
  comprehensiveDataObject: {
    form: { email: 'a@b.test', password: SECRET_PASSWORD },
    headers: { cookie: SECRET_COOKIE },
  },
  capturedConsoleLogs: [{ level: 'error', args: [`token=${SECRET_TOKEN}`] }],
  consoleLogsDump: `[error] {"password":"${SECRET_PASSWORD}"}`,
  consoleSummary: { errors: 2, warnings: 1 },
  browserInfo: { cookies: SECRET_COOKIE, language: 'en-GB' },
  comprehensiveDiagnostics: { localStorage: { authToken: SECRET_TOKEN, userId: 'u1' } },
  url: 'http://127.0.0.1/dashboard',
  userAgent: 'vitest-agent',
  timestamp: new Date().toISOString(),
});

describe('emergency diagnostics (issue 20)', () => {
  let app: Express;
  let db: Awaited<ReturnType<typeof createTestApp>>['db'];
  let close: () => Promise<void>;
  let adminBrowser: Browser;
  let traineeBrowser: Browser;
  beforeAll(async () => {
    ({ app, db, close } = await createTestApp());
    ({ browser: adminBrowser } = await signedInAdmin({ app, db }, { emailPrefix: 'diag-admin' }));
    ({ browser: traineeBrowser } = await signedInTrainee({ app, db }, { emailPrefix: 'diag-trainee' }));
  });
  afterAll(() => close());

  it('stores a report without passwords, tokens or cookies, and an admin lists it', async () => {
    const marker = `m-${Date.now()}`;
    const res = await traineeBrowser.post('/diagnostics/emergency', report(marker));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.id).toEqual(expect.any(String));

    const list = await adminBrowser.get('/api/v1/admin/diagnostics');
    expect(list.status).toBe(200);
    const stored = list.body.data.reports.find((r: { text: string }) => r.text.includes(marker));
    expect(stored).toMatchObject({
      channel: 'emergency',
      url: 'http://127.0.0.1/dashboard',
      userEmail: expect.stringContaining('diag-trainee'),
    });
    expect(stored.text).toContain('[REDACTED]');

    const row = await db('diagnostics_reports').where({ id: res.body.data.id }).first();
    const everything = JSON.stringify(row);
    for (const secret of [SECRET_PASSWORD, SECRET_TOKEN, 's%3Aabcdef0123456789']) {
      expect(everything).not.toContain(secret);
      expect(JSON.stringify(list.body)).not.toContain(secret);
    }
    expect(everything).toContain('u1');
    expect(everything).toContain('en-GB');
  });

  it('refuses an invalid report', async () => {
    const browser = await createBrowser(app);
    expect((await browser.post('/diagnostics/emergency', {})).status).toBe(400);
    expect((await browser.post('/diagnostics/emergency', { comprehensiveDataText: 42 })).status).toBe(400);
    expect(
      (await browser.post('/diagnostics/emergency', { comprehensiveDataText: 'x'.repeat(200_001) })).status,
    ).toBe(400);
  });

  it('needs the CSRF token', async () => {
    const browser = await createBrowser(app);
    const res = await browser.agent.post('/diagnostics/emergency').send(report('no-csrf'));
    expect(res.status).toBe(403);
  });

  it('the e-mail fallback stores a redacted report too', async () => {
    const browser = await createBrowser(app);
    const res = await browser.post('/api/v1/email-diagnostics', {
      to: 'support@urosim.local',
      subject: 'UroSim diagnostics',
      diagnostics: `fallback password: ${SECRET_PASSWORD}`,
      userInfo: { email: 'x@y.test', sessionToken: SECRET_TOKEN },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await db('diagnostics_reports').where({ id: res.body.data.id }).first();
    expect(row.channel).toBe('email');
    expect(JSON.stringify(row)).not.toContain(SECRET_PASSWORD);
    expect(JSON.stringify(row)).not.toContain(SECRET_TOKEN);
  });

  it('lists reports only for admins', async () => {
    const anonymous = await createBrowser(app);
    expect((await anonymous.get('/api/v1/admin/diagnostics')).status).toBe(401);
    expect((await traineeBrowser.get('/api/v1/admin/diagnostics')).status).toBe(403);
  });

  it('limits reports per address', async () => {
    const browser = await createBrowser(app);
    const statuses: number[] = [];
    for (let sent = 0; sent < 12; sent += 1) {
      statuses.push(
        (await browser.post('/diagnostics/emergency', { comprehensiveDataText: `n ${sent}` })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
