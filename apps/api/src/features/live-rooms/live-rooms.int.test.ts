import { appendSessionEvents, listMessages } from '@urosim/db';
import { runEndSession } from '@urosim/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import {
  publishFixtureCase,
  rewindSession,
  signedInTrainee,
  startFreshSessionFor,
  subscribeTo,
} from '../../test/factories.ts';
import {
  handshakeOutcome,
  linesOf,
  listenLive,
  liveOrigin,
  openLiveClient,
  sessionCookieOf,
} from '../../test/live.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const env = {
  SESSION_COUNTDOWN_SECONDS: '0',
  FREE_SESSIONS_PER_MONTH: '100',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  APP_BASE_URL: liveOrigin,
};

const ask = async (browser: Browser, sessionId: string, message: string) => {
  const res = await browser.post(`/api/v1/patient/chat/${sessionId}`, { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const invite = async (browser: Browser, sessionId: string, expiresInHours?: number) => {
  const res = await browser.post('/api/v1/facilitator-sessions/create', {
    sessionId,
    ...(expiresInHours ? { expiresInHours } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    inviteId: string;
    code: string;
    token: string;
    inviteUrl: string;
    expiresAt: string;
  };
};

/** A guest browser that joined with `token` as `name`; its session cookie for sockets. */
const joinAsGuest = async (t: TestApp, token: string, name = 'Dr Ada Guest') => {
  const guest = await createBrowser(t.app);
  const res = await guest.post('/api/v1/facilitator-sessions/join', { token, name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { guest, cookie: sessionCookieOf(res), watcherId: res.body.data.watcherId as string };
};

/** Facilitator observation is a feature of the plan: the trainees of these tests are on Premium. */
const premium = { plan: 'premium' };

describe('live rooms: facilitator invites and the session room', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listenLive>>;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp({ env });
    live = await listenLive(t.app);
    caseId = await publishFixtureCase(t.db, 'live');
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
  });

  it('facilitator observation is a feature of the plan: Free is told to upgrade, and nothing is stored', async () => {
    const { browser, user } = await signedInTrainee(t);
    const session = await startFreshSessionFor(browser, caseId);
    const refused = await browser.post('/api/v1/facilitator-sessions/create', { sessionId: session.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: 'PLAN_UPGRADE_REQUIRED',
      details: { feature: 'facilitators' },
    });
    expect(await t.db('facilitator_invites').where({ session_id: session.id }).count('* as n')).toEqual([
      { n: '0' },
    ]);
    const summary = (await browser.get('/api/v1/subscription/usage-summary')).body.data;
    expect(summary.plan).toMatchObject({ slug: 'free', facilitatorIncluded: false });

    // Another user's session stays a 404 whatever the plan; Premium opens it for the owner.
    const { browser: premiumStranger } = await signedInTrainee(t, premium);
    const foreign = await premiumStranger.post('/api/v1/facilitator-sessions/create', {
      sessionId: session.id,
    });
    expect(foreign.status).toBe(404);
    await subscribeTo(t.db, user.id, 'premium');
    expect((await browser.get('/api/v1/subscription/usage-summary')).body.data.plan.facilitatorIncluded).toBe(
      true,
    );
    await invite(browser, session.id);
  });

  it('a guest joins by token with a name, and receives each turn, action and the end as events with consecutive seqs', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    expect(created.code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(created.inviteUrl).toBe(`/fac-controls/invite/${created.token}`);
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);

    // The code, typed in lower case without its dash, gives the token back (no login).
    const resolved = await (await createBrowser(t.app)).get(
      `/api/v1/facilitator-sessions/resolve/${created.code.replace('-', '').toLowerCase()}`,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({
      token: created.token,
      caseTitle: 'Loin pain in a delivery driver',
    });
    expect(resolved.headers['referrer-policy']).toBe('no-referrer');

    const { cookie, watcherId } = await joinAsGuest(t, created.token);
    const client = openLiveClient(live.url, { cookie });
    await client.connected;
    const ack = await client.join(session.id, 0);
    if (!ack.ok) throw new Error('join refused');

    await ask(browser, session.id, 'Where is the pain?');
    await ask(browser, session.id, 'Have you had a fever?');
    await client.waitFor((events) => linesOf(events).length === 4);
    expect(linesOf(client.events)).toEqual([
      ['trainee', 'Where is the pain?'],
      ['patient', expect.any(String)],
      ['trainee', 'Have you had a fever?'],
      ['patient', expect.stringMatching(/shivery/)],
    ]);

    expect(
      (
        await browser.post(`/api/v1/sessions/${session.id}/interact`, {
          type: 'examination',
          examinationId: 'abdomen',
        })
      ).status,
    ).toBe(200);
    await browser.post(`/api/v1/sessions/${session.id}/end`);
    await client.waitFor((events) => events.some((e) => e.type === 'phase'));
    const action = client.events.find((e) => e.type === 'action');
    expect(action?.type === 'action' && action.payload.action).toMatchObject({
      itemId: 'abdomen',
      result: 'Soft, tender right loin.',
    });
    const phase = client.events.find((e) => e.type === 'phase');
    expect(phase?.type === 'phase' && phase.payload.clock.phase).toBe('ended');

    // Every event of the room (the join's answer and those sent after, a seq kept once, as the
    // client does), in seq order from 1 without a gap; watchers events included.
    const all = new Map([...ack.events, ...client.events].map((e) => [e.seq, e]));
    const seqs = [...all.keys()].sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => 1 + i));
    expect(
      [...all.values()].some(
        (e) => e.type === 'watchers' && e.payload.watchers.some((w) => w.id === watcherId && w.connected),
      ),
    ).toBe(true);

    // The trainee sees who watches: the guest's name, connected now.
    const watchers = await browser.get(`/api/v1/facilitator-sessions/watchers/${session.id}`);
    expect(watchers.status).toBe(200);
    expect(watchers.body.data.invites).toEqual([
      expect.objectContaining({ id: created.inviteId, state: 'active' }),
    ]);
    expect(watchers.body.data.watchers).toEqual([
      expect.objectContaining({ id: watcherId, name: 'Dr Ada Guest', signedIn: false, connected: true }),
    ]);
    client.close();
  });

  it('events too large for a notification are read from the table, still in seq order', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const client = openLiveClient(live.url, { token: created.token });
    await client.connected;
    expect((await client.join(session.id)).ok).toBe(true);
    const line = (text: string) => ({
      type: 'message',
      payload: {
        message: {
          id: text.slice(0, 3),
          channel: 'patient',
          sender: 'patient',
          text,
          revealedFactIds: [],
          elapsedSeconds: 1,
          createdAt: new Date().toISOString(),
        },
      },
    });
    await appendSessionEvents(t.db, session.id, [line(`big${'x'.repeat(9000)}`)]);
    await appendSessionEvents(t.db, session.id, [line('small')]);
    await client.waitFor((events) => linesOf(events).length === 2);
    expect(linesOf(client.events).map(([, text]) => text.length)).toEqual([9003, 5]);
    client.close();
  });

  it('the worker ending a session on time tells its room (and an unwatched one’s nothing)', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const client = openLiveClient(live.url, { token: created.token });
    await client.connected;
    expect((await client.join(session.id)).ok).toBe(true);
    await rewindSession(t.db, session.id, 60);
    expect(await runEndSession(t.db, { sessionId: session.id })).toMatchObject({ ended: true });
    await client.waitFor((events) => events.some((e) => e.type === 'phase'));
    const phase = client.events.find((e) => e.type === 'phase');
    expect(phase?.type === 'phase' && phase.payload.clock).toMatchObject({
      phase: 'ended',
      endReason: 'timeout',
      countdownSeconds: 0,
      remainingSeconds: 0,
    });
    client.close();

    const unwatched = await startFreshSessionFor(browser, caseId);
    await rewindSession(t.db, unwatched.id, 60);
    expect(await runEndSession(t.db, { sessionId: unwatched.id })).toMatchObject({ ended: true });
    expect(await t.db('session_events').where({ session_id: unwatched.id })).toHaveLength(0);
  });

  it('an unwatched session stores no events; a turn before the invite is not an event', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    await ask(browser, session.id, 'Where is the pain?');
    await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'examination',
      examinationId: 'abdomen',
    });
    expect(await t.db('session_events').where({ session_id: session.id })).toHaveLength(0);
    expect((await t.db('training_sessions').where({ id: session.id }).first()).event_seq).toBe(0);
  });

  it('the trainee ends the watching: revoking disconnects the facilitator at once and closes every door', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { cookie } = await joinAsGuest(t, created.token, 'Mr Revoked');
    const byCookie = openLiveClient(live.url, { cookie });
    const byToken = openLiveClient(live.url, { token: created.token });
    await Promise.all([byCookie.connected, byToken.connected]);
    expect((await byCookie.join(session.id)).ok).toBe(true);
    const gone = [byCookie.disconnected(), byToken.disconnected()];

    const revoke = await browser.send('delete', `/api/v1/facilitator-sessions/invites/${created.inviteId}`);
    expect(revoke.status).toBe(200);
    expect(revoke.body.data).toEqual({ revoked: true });
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);

    // At the handshake, by cookie and by token.
    expect(await handshakeOutcome(openLiveClient(live.url, { cookie }))).toBe('UNAUTHENTICATED');
    expect(await handshakeOutcome(openLiveClient(live.url, { token: created.token }))).toBe(
      'UNAUTHENTICATED',
    );
    // And on every route.
    const stranger = await createBrowser(t.app);
    expect(
      (await stranger.post('/api/v1/facilitator-sessions/join', { token: created.token, name: 'X' })).status,
    ).toBe(404);
    expect((await stranger.get(`/api/v1/facilitator-sessions/resolve/${created.code}`)).status).toBe(404);
    const watchers = await browser.get(`/api/v1/facilitator-sessions/watchers/${session.id}`);
    expect(watchers.body.data.invites[0]).toMatchObject({ state: 'revoked' });
    expect(watchers.body.data.watchers).toEqual([]);
    // A turn now stores nothing more: the session is no longer watched.
    const lines = () => t.db('session_events').where({ session_id: session.id, type: 'message' });
    const before = (await lines()).length;
    await ask(browser, session.id, 'Where is the pain?');
    expect(await lines()).toHaveLength(before);
  });

  it('an expired invite is refused at the handshake and on every route, and a connected watcher is dropped when it expires', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { cookie } = await joinAsGuest(t, created.token);
    await t
      .db('facilitator_invites')
      .where({ id: created.inviteId })
      .update({ expires_at: t.db.raw("now() + interval '1500 milliseconds'") });
    const client = openLiveClient(live.url, { cookie });
    await client.connected;
    expect((await client.join(session.id)).ok).toBe(true);
    expect(await client.disconnected()).toBe('io server disconnect');

    expect(await handshakeOutcome(openLiveClient(live.url, { cookie }))).toBe('UNAUTHENTICATED');
    expect(await handshakeOutcome(openLiveClient(live.url, { token: created.token }))).toBe(
      'UNAUTHENTICATED',
    );
    const stranger = await createBrowser(t.app);
    expect(
      (await stranger.post('/api/v1/facilitator-sessions/join', { token: created.token, name: 'X' })).status,
    ).toBe(404);
    expect((await stranger.get(`/api/v1/facilitator-sessions/resolve/${created.code}`)).status).toBe(404);
    const watchers = await browser.get(`/api/v1/facilitator-sessions/watchers/${session.id}`);
    expect(watchers.body.data.invites[0]).toMatchObject({ state: 'expired' });
  });

  it('an invite opens its own session only: not another session’s room, not its watchers', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const watchedSession = await startFreshSessionFor(browser, caseId);
    const otherCase = await publishFixtureCase(t.db, 'live-other');
    const otherSession = await startFreshSessionFor(browser, otherCase);
    const created = await invite(browser, watchedSession.id);

    // A signed-in facilitator (another account) who joined the invite.
    const { browser: facilitator, user } = await signedInTrainee(t, { ...premium, fullName: 'Dr Signed In' });
    const joined = await facilitator.post('/api/v1/facilitator-sessions/join', { token: created.token });
    expect(joined.status).toBe(200);
    const client = openLiveClient(live.url, { cookie: sessionCookieOf(joined) });
    await client.connected;
    expect(await client.join(otherSession.id)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await client.join(watchedSession.id)).ok).toBe(true);
    const tokenClient = openLiveClient(live.url, { token: created.token });
    await tokenClient.connected;
    expect(await tokenClient.join(otherSession.id)).toEqual({ ok: false, code: 'NOT_FOUND' });

    // The owner's routes answer 404 to anyone else, the facilitator of that very session included.
    for (const path of [`watchers/${watchedSession.id}`, `watchers/${otherSession.id}`]) {
      expect((await facilitator.get(`/api/v1/facilitator-sessions/${path}`)).status).toBe(404);
    }
    expect(
      (await facilitator.post('/api/v1/facilitator-sessions/create', { sessionId: otherSession.id })).status,
    ).toBe(404);
    expect(
      (await facilitator.send('delete', `/api/v1/facilitator-sessions/invites/${created.inviteId}`)).status,
    ).toBe(404);
    const guest = await createBrowser(t.app);
    expect((await guest.get(`/api/v1/facilitator-sessions/watchers/${watchedSession.id}`)).status).toBe(401);

    const watchers = await browser.get(`/api/v1/facilitator-sessions/watchers/${watchedSession.id}`);
    expect(watchers.body.data.watchers).toEqual([
      expect.objectContaining({ name: user.fullName, signedIn: true, connected: true }),
    ]);
    client.close();
    tokenClient.close();
  });

  it('the owner follows their own room; another user’s socket cannot', async () => {
    const { browser, user } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const login = await (await createBrowser(t.app)).login(user.email, user.password);
    const owner = openLiveClient(live.url, { cookie: sessionCookieOf(login) });
    await owner.connected;
    expect((await owner.join(session.id)).ok).toBe(true);
    const { user: other } = await signedInTrainee(t, premium);
    const otherLogin = await (await createBrowser(t.app)).login(other.email, other.password);
    const stranger = openLiveClient(live.url, { cookie: sessionCookieOf(otherLogin) });
    await stranger.connected;
    expect(await stranger.join(session.id)).toEqual({ ok: false, code: 'NOT_FOUND' });
    owner.close();
    stranger.close();
  });

  it('refuses a socket without cookie or token, with a bad token, or from another origin', async () => {
    expect(await handshakeOutcome(openLiveClient(live.url, {}))).toBe('UNAUTHENTICATED');
    expect(await handshakeOutcome(openLiveClient(live.url, { token: 'not-a-token' }))).toBe(
      'UNAUTHENTICATED',
    );
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    expect(await handshakeOutcome(openLiveClient(live.url, { token: created.token }))).toBe('connected');
    expect(
      await handshakeOutcome(
        openLiveClient(live.url, { token: created.token, origin: 'https://evil.example' }),
      ),
    ).not.toBe('connected');
    expect(await handshakeOutcome(openLiveClient(live.url, { token: created.token, origin: null }))).not.toBe(
      'connected',
    );
  });

  it('a facilitator can send nothing that changes the session, and is limited and then dropped', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { cookie } = await joinAsGuest(t, created.token);
    const client = openLiveClient(live.url, { cookie });
    await client.connected;
    expect((await client.join(session.id)).ok).toBe(true);
    const before = await listMessages(t.db, session.id);
    for (const [event, payload] of [
      ['patient:message', { sessionId: session.id, text: 'I am the patient now' }],
      ['session:message', { sessionId: session.id, channel: 'patient', text: 'Hello' }],
      ['session:end', { sessionId: session.id }],
      ['facilitator:ready', { sessionId: session.id, ready: true }],
    ] as const) {
      expect(await client.sendAny(event, payload)).toEqual({ ok: false, code: 'NOT_ALLOWED' });
    }
    expect(await listMessages(t.db, session.id)).toEqual(before);
    expect((await t.db('training_sessions').where({ id: session.id }).first()).ended_at).toBeNull();

    // Past the budget (20 events in 10 s) joins are refused too; a socket that keeps on is dropped.
    const answers = [];
    for (let i = 0; i < 16; i += 1) answers.push(await client.join(session.id).catch(() => 'timeout'));
    expect(answers).toContainEqual({ ok: false, code: 'RATE_LIMITED' });
    const dropped = client.disconnected();
    for (let i = 0; i < 20; i += 1)
      client.socket.emit('session:join', { sessionId: session.id }, () => undefined);
    expect(await dropped).toBe('io server disconnect');
  });

  it('reconnect: three turns made while away arrive in the join’s answer, exactly once each', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { cookie } = await joinAsGuest(t, created.token);
    const first = openLiveClient(live.url, { cookie });
    await first.connected;
    await first.join(session.id);
    await ask(browser, session.id, 'First question, seen live');
    await first.waitFor((events) => linesOf(events).length === 2);
    const lastSeen = Math.max(...first.events.map((e) => e.seq));
    first.close();

    const away = ['Where is the pain?', 'Have you had a fever?', 'Have you been sick?'];
    for (const question of away) await ask(browser, session.id, question);

    const second = openLiveClient(live.url, { cookie });
    await second.connected;
    const ack = await second.join(session.id, lastSeen);
    if (!ack.ok) throw new Error('join refused');
    // One more turn after the join arrives live.
    await ask(browser, session.id, 'Any blood in the urine?');
    await second.waitFor((events) => linesOf(events).length === 2);
    const received = [...ack.events, ...second.events];
    // The client keeps a seq once (an event stored while the join ran, such as the watchers event of
    // this very connection, may come both ways); nothing is missing.
    const bySeq = new Map(received.map((e) => [e.seq, e]));
    const seqs = [...bySeq.keys()].sort((a, b) => a - b);
    // No line came twice: the turns made while away only in the answer, the later one only live.
    const lineIds = received.flatMap((e) => (e.type === 'message' ? [e.payload.message.id] : []));
    expect(new Set(lineIds).size).toBe(8);
    expect(lineIds).toHaveLength(8);
    expect(seqs[0]).toBe(lastSeen + 1);
    expect(seqs).toEqual(seqs.map((_, i) => lastSeen + 1 + i));
    expect(linesOf(ack.events).filter(([sender]) => sender === 'trainee')).toEqual(
      away.map((q) => ['trainee', q]),
    );
    expect(linesOf(ack.events)).toHaveLength(6);
    expect(linesOf(second.events)).toEqual([
      ['trainee', 'Any blood in the urine?'],
      ['patient', expect.any(String)],
    ]);
    expect(ack.lastSeq).toBeGreaterThanOrEqual(Math.max(...ack.events.map((e) => e.seq)));
    second.close();
  });

  it('validates the invite routes: hours 1–72, a name for a guest, a well-formed code', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    for (const expiresInHours of [0, 73]) {
      expect(
        (await browser.post('/api/v1/facilitator-sessions/create', { sessionId: session.id, expiresInHours }))
          .status,
      ).toBe(400);
    }
    const created = await invite(browser, session.id, 72);
    expect(new Date(created.expiresAt).getTime() - Date.now()).toBeGreaterThan(71.9 * 3_600_000);
    const guest = await createBrowser(t.app);
    expect((await guest.post('/api/v1/facilitator-sessions/join', { token: created.token })).status).toBe(
      400,
    );
    expect(
      (await guest.post('/api/v1/facilitator-sessions/join', { token: created.token, name: 'x'.repeat(61) }))
        .status,
    ).toBe(400);
    expect((await guest.get('/api/v1/facilitator-sessions/resolve/OOOO-IIII')).status).toBe(404);
    // Stored: hashes of the code and token, never either in the clear.
    const row = await t.db('facilitator_invites').where({ id: created.inviteId }).first();
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(created.token);
    expect(stored).not.toContain(created.code.replace('-', ''));
  });

  it('limits code look-ups per address', async () => {
    const guest = await createBrowser(t.app);
    const statuses = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await guest.get('/api/v1/facilitator-sessions/resolve/2222-2222')).status);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('live rooms across two api instances on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let liveA: Awaited<ReturnType<typeof listenLive>>;
  let liveB: Awaited<ReturnType<typeof listenLive>>;

  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    await plansSeeder(a.config).run(a.db);
    liveA = await listenLive(a.app);
    liveB = await listenLive(b.app);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all([liveA?.close(), liveB?.close()]);
  });

  it('a facilitator on instance B sees the turns made on A, and a revocation on A drops it on B', async () => {
    const caseId = await publishFixtureCase(a.db, 'live-two');
    const { browser } = await signedInTrainee(a, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { cookie, watcherId } = await joinAsGuest(b, created.token, 'Dr On B');
    const client = openLiveClient(liveB.url, { cookie });
    await client.connected;
    expect((await client.join(session.id)).ok).toBe(true);

    await ask(browser, session.id, 'Where is the pain?');
    await ask(browser, session.id, 'Have you had a fever?');
    await client.waitFor((events) => linesOf(events).length === 4);
    expect(linesOf(client.events).map(([sender]) => sender)).toEqual([
      'trainee',
      'patient',
      'trainee',
      'patient',
    ]);

    // A's watchers list knows the socket connected to B.
    const watchers = await browser.get(`/api/v1/facilitator-sessions/watchers/${session.id}`);
    expect(watchers.body.data.watchers).toEqual([
      expect.objectContaining({ id: watcherId, connected: true }),
    ]);

    const gone = client.disconnected();
    expect(
      (await browser.send('delete', `/api/v1/facilitator-sessions/invites/${created.inviteId}`)).status,
    ).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
