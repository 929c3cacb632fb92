import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEYGEN_CHECK_LINE } from '@urosim/contracts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { publishFixtureCase, signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Call = { path: string; key: string | undefined; body: Record<string, unknown> };

const KEY = 'hg_test_secret_key_never_in_a_response';

/** A HeyGen-shaped streaming api on loopback: records each call and answers as HeyGen's v1 does. */
const startFakeHeygen = async () => {
  const calls: Call[] = [];
  let counter = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}') as Record<string, unknown>;
    const key = req.headers['x-api-key'] as string | undefined;
    calls.push({ path: req.url ?? '', key, body });
    res.setHeader('content-type', 'application/json');
    if (key !== KEY) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ code: 401, message: 'Unauthorized' }));
    }
    const data: Record<string, object> = {
      '/v1/streaming.create_token': { token: `session-token-${++counter}` },
      '/v1/streaming.new': {
        session_id: `hg-${++counter}`,
        url: 'wss://livekit.test',
        access_token: 'lk-token',
      },
    };
    res.end(JSON.stringify({ code: 100, data: data[req.url ?? ''] ?? null, message: 'success' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    calls,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('HeyGen avatar routes', () => {
  let t: TestApp;
  let heygen: Awaited<ReturnType<typeof startFakeHeygen>>;
  let caseId: string;

  beforeAll(async () => {
    heygen = await startFakeHeygen();
    t = await createTestApp({
      env: {
        SESSION_COUNTDOWN_SECONDS: '0',
        FREE_SESSIONS_PER_MONTH: '50',
        HEYGEN_API_KEY: KEY,
        HEYGEN_BASE_URL: heygen.url,
      },
    });
    await plansSeeder(t.config).run(t.db);
    caseId = await publishFixtureCase(t.db);
  });
  afterAll(async () => {
    await t.close();
    await heygen.close();
  });
  beforeEach(() => {
    heygen.calls.length = 0;
  });

  /** A Standard subscriber whose period began a day ago (so earlier avatar sessions fall in it). */
  const standardTrainee = async () => {
    const signed = await signedInTrainee(t, { plan: 'standard' });
    await t
      .db('subscriptions')
      .where({ user_id: signed.user.id })
      .update({ current_period_start: new Date(Date.now() - 86_400_000) });
    return signed;
  };
  const start = async (browser: Awaited<ReturnType<typeof createBrowser>>) => {
    const res = await browser.post('/api/v1/sessions/start', { caseId, mode: 'Avatar' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.session.id as string;
  };

  it('refuses a visitor with 401', async () => {
    const visitor = await createBrowser(t.app);
    for (const path of ['create-session', 'send-text', 'close-session']) {
      expect((await visitor.post(`/api/v1/heygen/${path}`, {})).status).toBe(401);
    }
    expect((await request(t.app).get('/api/v1/heygen/status')).status).toBe(401);
  });

  it('creates, speaks a patient reply and closes; the key never reaches the browser', async () => {
    const { browser } = await standardTrainee();
    const status = await browser.get('/api/v1/heygen/status');
    expect(status.body.data).toEqual({
      configured: true,
      minutes: { included: 60, usedSeconds: 0, remainingSeconds: 3600 },
    });
    const sessionId = await start(browser);
    const created = await browser.post('/api/v1/heygen/create-session', { sessionId });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      heygenSessionId: expect.stringMatching(/^hg-/),
      url: 'wss://livekit.test',
      basePath: heygen.url,
      timeoutMinutes: 30,
    });
    expect(JSON.stringify(created.body)).not.toContain(KEY);
    expect(JSON.stringify(created.headers)).not.toContain(KEY);
    // The browser's SDK starts the stream with the session token: the api does not.
    expect(heygen.calls.map((c) => c.path)).toEqual(['/v1/streaming.create_token', '/v1/streaming.new']);
    // The page may connect to HeyGen's api (the SDK), and nothing else of it.
    expect(created.headers['content-security-policy']).toContain(heygen.url);
    expect(heygen.calls.every((c) => c.key === KEY)).toBe(true);
    const { avatarSessionId } = created.body.data;

    const turn = await browser.post(`/api/v1/patient/chat/${sessionId}`, {
      message: 'Have you had a fever?',
    });
    const reply = turn.body.data.reply;
    const spoken = await browser.post('/api/v1/heygen/send-text', { avatarSessionId, messageId: reply.id });
    expect(spoken.status, JSON.stringify(spoken.body)).toBe(200);
    expect(JSON.stringify(spoken.body)).not.toContain(KEY);
    expect(heygen.calls.at(-1)).toMatchObject({
      path: '/v1/streaming.task',
      body: { text: reply.text, task_type: 'repeat', session_id: created.body.data.heygenSessionId },
    });
    // Only the patient engine's replies are spoken: not the trainee's own line.
    const own = await browser.post('/api/v1/heygen/send-text', {
      avatarSessionId,
      messageId: turn.body.data.message.id,
    });
    expect(own.status).toBe(404);

    const closed = await browser.post('/api/v1/heygen/close-session', { avatarSessionId });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ closed: true, seconds: expect.any(Number) });
    expect(heygen.calls.at(-1)?.path).toBe('/v1/streaming.stop');
    const after = await browser.post('/api/v1/heygen/send-text', { avatarSessionId, messageId: reply.id });
    expect(after.status).toBe(409);
  });

  it('answers 404 for another user’s training session or avatar session', async () => {
    const owner = await standardTrainee();
    const other = await standardTrainee();
    const sessionId = await start(owner.browser);
    expect((await other.browser.post('/api/v1/heygen/create-session', { sessionId })).status).toBe(404);
    const created = await owner.browser.post('/api/v1/heygen/create-session', { sessionId });
    const { avatarSessionId } = created.body.data;
    expect((await other.browser.post('/api/v1/heygen/close-session', { avatarSessionId })).status).toBe(404);
    expect(
      (await other.browser.post('/api/v1/heygen/send-text', { avatarSessionId, messageId: '1' })).status,
    ).toBe(404);
    expect((await owner.browser.post('/api/v1/heygen/create-session', { sessionId: 'nope' })).status).toBe(
      400,
    );
  });

  it('closes the HeyGen session when the consultation ends', async () => {
    const { browser } = await standardTrainee();
    const sessionId = await start(browser);
    const created = await browser.post('/api/v1/heygen/create-session', { sessionId });
    heygen.calls.length = 0;
    expect((await browser.post(`/api/v1/sessions/${sessionId}/end`)).status).toBe(200);
    expect(heygen.calls.map((c) => c.path)).toEqual(['/v1/streaming.stop']);
    const row = await t.db('avatar_sessions').where({ id: created.body.data.avatarSessionId }).first();
    expect(row).toMatchObject({ close_reason: 'session-ended' });
    expect(row.closed_at).not.toBeNull();
  });

  it('closes a session open past the timeout, counting only up to it', async () => {
    const { browser, user } = await standardTrainee();
    const sessionId = await start(browser);
    const created = await browser.post('/api/v1/heygen/create-session', { sessionId });
    await t
      .db('avatar_sessions')
      .where({ id: created.body.data.avatarSessionId })
      .update({ started_at: new Date(Date.now() - 45 * 60_000) });
    const status = await browser.get('/api/v1/heygen/status');
    expect(status.body.data.minutes.usedSeconds).toBe(30 * 60);
    const row = await t.db('avatar_sessions').where({ user_id: user.id }).first();
    expect(row).toMatchObject({ close_reason: 'timeout', seconds: 1800 });
  });

  it('counts the minutes in the usage summary and on the subscription page', async () => {
    const { browser, user } = await standardTrainee();
    const summary = async () => (await browser.get('/api/v1/subscription/usage-summary')).body.data;
    expect((await summary()).usage.avatar_minutes).toMatchObject({
      label: 'Avatar minutes',
      used: 0,
      allowance: 60,
      remaining: 60,
      unlimited: false,
    });
    const sessionId = await start(browser);
    const created = await browser.post('/api/v1/heygen/create-session', { sessionId });
    // The session ran 10 min 30 s: 11 minutes counted (a started minute counts).
    await t
      .db('avatar_sessions')
      .where({ id: created.body.data.avatarSessionId })
      .update({ started_at: new Date(Date.now() - 630_000) });
    const closed = await browser.post('/api/v1/heygen/close-session', {
      avatarSessionId: created.body.data.avatarSessionId,
    });
    expect(closed.body.data.seconds).toBeGreaterThanOrEqual(630);
    expect(closed.body.data.minutes.usedSeconds).toBe(closed.body.data.seconds);
    expect((await summary()).usage.avatar_minutes).toMatchObject({ used: 11, remaining: 49 });
    const page = (await browser.get('/api/v1/subscription')).body.data;
    expect(page.usage.avatar_minutes).toMatchObject({ label: 'Avatar minutes', used: 11, allowance: 60 });
    expect(page.usage.avatar_minutes.period_start).toBe(page.usage.sessions.period_start);
    // An open session counts so far, at most up to the timeout (30 minutes here).
    const again = await browser.post('/api/v1/heygen/create-session', { sessionId });
    await t
      .db('avatar_sessions')
      .where({ id: again.body.data.avatarSessionId })
      .update({ started_at: new Date(Date.now() - 50 * 60_000) });
    expect((await summary()).usage.avatar_minutes).toMatchObject({ used: 41, remaining: 19 });
    expect(await t.db('avatar_sessions').where({ user_id: user.id }).whereNull('closed_at')).toHaveLength(1);
  });

  it('leaves avatar minutes out of the summary of a plan without them', async () => {
    const free = await signedInTrainee(t);
    const summary = (await free.browser.get('/api/v1/subscription/usage-summary')).body.data;
    expect(summary.usage.sessions).toBeDefined();
    expect(summary.usage.avatar_minutes).toBeUndefined();
  });

  it('refuses with 402 AVATAR_MINUTES_EXHAUSTED when the minutes are spent or the plan has none', async () => {
    const free = await signedInTrainee(t);
    const freeSession = await start(free.browser);
    const refused = await free.browser.post('/api/v1/heygen/create-session', { sessionId: freeSession });
    expect(refused.status).toBe(402);
    expect(refused.body.error.code).toBe('AVATAR_MINUTES_EXHAUSTED');

    const { browser, user } = await standardTrainee();
    const sessionId = await start(browser);
    const created = await browser.post('/api/v1/heygen/create-session', { sessionId });
    expect(created.status).toBe(200);
    const turn = await browser.post(`/api/v1/patient/chat/${sessionId}`, { message: 'Any fever?' });
    // An earlier session this period used the whole hour.
    await t.db('avatar_sessions').insert({
      user_id: user.id,
      training_session_id: sessionId,
      provider_session_id: 'hg-old',
      started_at: new Date(Date.now() - 70 * 60_000),
      closed_at: new Date(Date.now() - 10 * 60_000),
      close_reason: 'closed',
      seconds: 3600,
    });
    const spoken = await browser.post('/api/v1/heygen/send-text', {
      avatarSessionId: created.body.data.avatarSessionId,
      messageId: turn.body.data.reply.id,
    });
    expect(spoken.status).toBe(402);
    expect(spoken.body.error.code).toBe('AVATAR_MINUTES_EXHAUSTED');
    const again = await browser.post('/api/v1/heygen/create-session', { sessionId });
    expect(again.status).toBe(402);
  });
});

describe('the admins’ HeyGen check (/heygen-test)', () => {
  let t: TestApp;
  let heygen: Awaited<ReturnType<typeof startFakeHeygen>>;
  beforeAll(async () => {
    heygen = await startFakeHeygen();
    t = await createTestApp({ env: { HEYGEN_API_KEY: KEY, HEYGEN_BASE_URL: heygen.url } });
  });
  afterAll(async () => {
    await t.close();
    await heygen.close();
  });

  it('creates, starts, speaks a line and closes against the server; admins only; no key', async () => {
    const { browser } = await signedInTrainee(t);
    expect((await browser.post('/api/v1/heygen/check', {})).status).toBe(403);
    expect((await (await createBrowser(t.app)).post('/api/v1/heygen/check', {})).status).toBe(401);
    heygen.calls.length = 0;
    const admin = await signedInAdmin(t);
    const res = await admin.browser.post('/api/v1/heygen/check', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ configured: true, ok: true, baseUrl: heygen.url });
    expect(res.body.data.steps.map((s: { step: string; ok: boolean }) => [s.step, s.ok])).toEqual([
      ['token', true],
      ['create', true],
      ['start', true],
      ['speak', true],
      ['close', true],
    ]);
    expect(heygen.calls.map((c) => c.path)).toEqual([
      '/v1/streaming.create_token',
      '/v1/streaming.new',
      '/v1/streaming.start',
      '/v1/streaming.task',
      '/v1/streaming.stop',
    ]);
    expect(heygen.calls[3]?.body).toMatchObject({ text: HEYGEN_CHECK_LINE, task_type: 'repeat' });
    expect(JSON.stringify(res.body)).not.toContain(KEY);
    expect(await t.db('avatar_sessions').where({ user_id: admin.user.id })).toEqual([]);
  });

  it('reports the failing step when HeyGen refuses the key, and still closes nothing it did not open', async () => {
    const wrong = await createTestApp({ env: { HEYGEN_API_KEY: 'wrong', HEYGEN_BASE_URL: heygen.url } });
    try {
      const admin = await signedInAdmin(wrong);
      const res = await admin.browser.post('/api/v1/heygen/check', {});
      expect(res.body.data.ok).toBe(false);
      expect(res.body.data.steps).toEqual([
        expect.objectContaining({ step: 'token', ok: false, detail: expect.stringMatching(/not reachable/) }),
      ]);
    } finally {
      await wrong.close();
    }
  });
});

describe('HeyGen not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
  });
  afterAll(() => t.close());

  it('says so, and refuses to create a session with 503', async () => {
    const { browser } = await signedInTrainee(t);
    const status = await browser.get('/api/v1/heygen/status');
    expect(status.body.data.configured).toBe(false);
    // The in-browser avatar is not metered: no avatar minutes to show without HeyGen.
    const summary = (await browser.get('/api/v1/subscription/usage-summary')).body.data;
    expect(summary.usage.avatar_minutes).toBeUndefined();
    const caseId = await publishFixtureCase(t.db);
    const started = await browser.post('/api/v1/sessions/start', { caseId, mode: 'Avatar' });
    const res = await browser.post('/api/v1/heygen/create-session', {
      sessionId: started.body.data.session.id,
    });
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('AVATAR_UNAVAILABLE');
    const admin = await signedInAdmin(t);
    const check = await admin.browser.post('/api/v1/heygen/check', {});
    expect(check.body.data).toMatchObject({ configured: false, ok: false, steps: [] });
  });
});
