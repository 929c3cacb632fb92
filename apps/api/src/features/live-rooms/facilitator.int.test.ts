import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { publishFixtureCase, signedInTrainee, startFreshSessionFor } from '../../test/factories.ts';
import { listenLive, liveOrigin, openLiveClient, sessionCookieOf } from '../../test/live.ts';
import { createTestApp } from '../../test/test-app.ts';
import { plansSeeder } from '../plans/seed.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const env = {
  SESSION_COUNTDOWN_SECONDS: '0',
  FREE_SESSIONS_PER_MONTH: '100',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  APP_BASE_URL: liveOrigin,
};

const base = (sessionId: string) => `/api/v1/facilitator-sessions/${sessionId}`;

const ask = async (browser: Browser, sessionId: string, message: string) => {
  const res = await browser.post(`/api/v1/patient/chat/${sessionId}`, { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { message: { id: string }; reply: { id: string } };
};

const invite = async (browser: Browser, sessionId: string) => {
  const res = await browser.post('/api/v1/facilitator-sessions/create', { sessionId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { inviteId: string; token: string };
};

const joinAsGuest = async (t: TestApp, token: string, name = 'Dr Ada Guest') => {
  const guest = await createBrowser(t.app);
  const res = await guest.post('/api/v1/facilitator-sessions/join', { token, name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { guest, cookie: sessionCookieOf(res), watcherId: res.body.data.watcherId as string };
};

const feedbackBody = {
  overall: 4,
  domains: { history: 4, reasoning: 3, communication: 5, management: 3, handoff: 2 },
  comments: 'Good history; think about sepsis earlier.',
};

/** Every facilitator route of a session, as a request of `browser`: its status. */
const everyRoute = async (browser: Browser, sessionId: string) => ({
  dashboard: (await browser.get(`${base(sessionId)}/dashboard`)).status,
  ready: (await browser.post(`${base(sessionId)}/ready`, { ready: true })).status,
  addNote: (await browser.post(`${base(sessionId)}/notes`, { text: 'A note' })).status,
  saveFeedback: (await browser.send('put', `${base(sessionId)}/feedback`, feedbackBody)).status,
  facilitatorFeedback: (await browser.get(`${base(sessionId)}/feedback`)).status,
  chat: (await browser.post('/api/v1/facilitator/chat', { sessionId, message: 'Hello' })).status,
});
const all404 = {
  dashboard: 404,
  ready: 404,
  addNote: 404,
  saveFeedback: 404,
  facilitatorFeedback: 404,
  chat: 404,
};

/** Facilitator observation is a feature of the plan: the trainees of these tests are on Premium. */
const premium = { plan: 'premium' };

describe('live rooms: the facilitator’s dashboard, Ready, notes, ratings and chat', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listenLive>>;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp({ env });
    live = await listenLive(t.app);
    caseId = await publishFixtureCase(t.db, 'fac');
    await plansSeeder(t.config).run(t.db);
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
  });

  it('shows the transcript, the facts revealed and an item turning met after the question that meets it; open turns missed at the end', async () => {
    const { browser } = await signedInTrainee(t, { ...premium, fullName: 'Grace Hopper Smith' });
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { guest, watcherId } = await joinAsGuest(t, created.token);

    const before = await guest.get(`${base(session.id)}/dashboard`);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const dash0 = before.body.data;
    expect(dash0).toMatchObject({
      sessionId: session.id,
      caseId,
      caseTitle: 'Loin pain in a delivery driver',
      traineeName: 'Grace',
      watcher: { id: watcherId, name: 'Dr Ada Guest', ready: false },
      revealedFacts: [],
      notes: [],
      chat: [],
    });
    expect(JSON.stringify(dash0)).not.toMatch(/Hopper|Smith|@/);
    expect(dash0.lastSeq).toBeGreaterThan(0); // the watchers event of the join
    const item = (d: typeof dash0, id: string) =>
      d.marking.items.find((i: { itemId: string }) => i.itemId === id);
    expect(item(dash0, 'asks-fever')).toMatchObject({ status: 'open', evidence: null, critical: true });
    expect(dash0.marking.metWeight).toBe(0);

    const turn = await ask(browser, session.id, 'Have you had a fever?');
    const after = (await guest.get(`${base(session.id)}/dashboard`)).body.data;
    expect(after.transcript.map((m: { text: string }) => m.text)).toEqual([
      'Have you had a fever?',
      expect.stringMatching(/shivery/),
    ]);
    expect(after.revealedFacts).toEqual([
      {
        id: 'fever',
        text: 'I have felt shivery and hot since this morning.',
        revealedAtSeconds: expect.any(Number),
        messageId: turn.reply.id,
      },
    ]);
    expect(item(after, 'asks-fever')).toMatchObject({
      status: 'met',
      evidence: { kind: 'fact', factId: 'fever' },
    });
    expect(after.marking.metWeight).toBe(3);
    expect(item(after, 'orders-ct')).toMatchObject({ status: 'open' });
    expect(after.lastSeq).toBeGreaterThan(dash0.lastSeq);

    expect((await browser.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(200);
    const ended = (await guest.get(`${base(session.id)}/dashboard`)).body.data;
    expect(ended.clock.phase).toBe('ended');
    expect(item(ended, 'asks-fever')).toMatchObject({ status: 'met' });
    expect(item(ended, 'orders-ct')).toMatchObject({ status: 'missed', evidence: null });
    expect(ended.marking.items.some((i: { status: string }) => i.status === 'open')).toBe(false);
  });

  it('Ready reaches the trainee’s socket; a session runs with nobody ready; facilitators cannot chat as the trainee', async () => {
    const { browser, user } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { guest, watcherId } = await joinAsGuest(t, created.token);
    const login = await (await createBrowser(t.app)).login(user.email, user.password);
    const owner = openLiveClient(live.url, { cookie: sessionCookieOf(login) });
    await owner.connected;
    expect((await owner.join(session.id)).ok).toBe(true);

    // Nobody ready: the countdown runs out and the session starts all the same (the clock is set
    // back into its countdown here, as if it had been started with one).
    await t
      .db('training_sessions')
      .where({ id: session.id })
      .update({
        started_at: t.db.raw("now() + interval '1 second'"),
        ends_at: t.db.raw("now() + interval '1 second' + interval '20 minutes'"),
      });
    const dash = (await guest.get(`${base(session.id)}/dashboard`)).body.data;
    expect(dash.watcher.ready).toBe(false);
    expect(dash.clock.phase).toBe('countdown');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await guest.get(`${base(session.id)}/dashboard`)).body.data.clock.phase).toBe('active');
    await ask(browser, session.id, 'Where is the pain?');

    const ready = await guest.post(`${base(session.id)}/ready`, { ready: true });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body.data).toEqual({ ready: true });
    await owner.waitFor((events) =>
      events.some(
        (e) => e.type === 'facilitatorReady' && e.payload.watcherId === watcherId && e.payload.ready,
      ),
    );
    expect((await guest.get(`${base(session.id)}/dashboard`)).body.data.watcher.ready).toBe(true);

    // A facilitator's cookie opens neither the patient's nor the nurse's chat, and changes nothing.
    const lines = (await guest.get(`${base(session.id)}/dashboard`)).body.data.transcript.length;
    expect([401, 404]).toContain(
      (await guest.post(`/api/v1/patient/chat/${session.id}`, { message: 'I am the doctor' })).status,
    );
    expect([401, 404]).toContain(
      (await guest.post(`/api/v1/chat/nurse/${session.id}`, { message: 'Give morphine' })).status,
    );
    expect([401, 404]).toContain(
      (
        await guest.post(`/api/v1/sessions/${session.id}/interact`, {
          type: 'message',
          channel: 'patient',
          text: 'Hi',
        })
      ).status,
    );
    expect((await guest.get(`${base(session.id)}/dashboard`)).body.data.transcript).toHaveLength(lines);
    owner.close();
  });

  it('keeps notes with and without a line of the session, and refuses a line of another', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const other = await startFreshSessionFor((await signedInTrainee(t, premium)).browser, caseId);
    const created = await invite(browser, session.id);
    const { guest } = await joinAsGuest(t, created.token);
    const turn = await ask(browser, session.id, 'Have you had a fever?');

    const plain = await guest.post(`${base(session.id)}/notes`, { text: '  Good opening  ' });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.data).toMatchObject({
      text: 'Good opening',
      messageId: null,
      elapsedSeconds: expect.any(Number),
    });
    const linked = await guest.post(`${base(session.id)}/notes`, {
      text: 'Asked early',
      messageId: turn.message.id,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.messageId).toBe(turn.message.id);

    const foreignTurn = await t.db('session_messages').where({ session_id: other.id }).first('id');
    const foreignId = String(foreignTurn?.id ?? '999999999');
    for (const messageId of [foreignId, '999999999', 'not-a-number']) {
      const res = await guest.post(`${base(session.id)}/notes`, { text: 'x', messageId });
      expect(res.status, messageId).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    const dash = (await guest.get(`${base(session.id)}/dashboard`)).body.data;
    expect(dash.notes.map((n: { text: string }) => n.text)).toEqual(['Good opening', 'Asked early']);
    // Private: not in the session's events.
    const events = await t.db('session_events').where({ session_id: session.id });
    expect(JSON.stringify(events)).not.toMatch(/Good opening|Asked early/);
  });

  it('saves feedback (a second save replaces it); the trainee reads it, others do not', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { guest, watcherId } = await joinAsGuest(t, created.token, 'Dr Feed Back');
    await guest.post(`${base(session.id)}/notes`, { text: 'Note for later' });

    const first = await guest.send('put', `${base(session.id)}/feedback`, { ...feedbackBody, overall: 2 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const saved = await guest.send('put', `${base(session.id)}/feedback`, feedbackBody);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ...feedbackBody, watcherId, facilitatorName: 'Dr Feed Back' });
    const out = (await guest.send('put', `${base(session.id)}/feedback`, { ...feedbackBody, overall: 6 }))
      .status;
    expect(out).toBe(400);

    const own = await guest.get(`${base(session.id)}/feedback`);
    expect(own.status).toBe(200);
    expect(own.body.data.feedback).toHaveLength(1);

    // A second facilitator: each reads their own; the trainee reads both, with the notes.
    const second = await joinAsGuest(t, created.token, 'Dr Second');
    await second.guest.send('put', `${base(session.id)}/feedback`, { ...feedbackBody, overall: 5 });
    expect((await second.guest.get(`${base(session.id)}/feedback`)).body.data.feedback).toEqual([
      expect.objectContaining({ facilitatorName: 'Dr Second', overall: 5 }),
    ]);
    const trainee = await browser.get(`${base(session.id)}/feedback`);
    expect(trainee.status).toBe(200);
    // The trainee was notified once per facilitator (a second save does not notify again; ADR 0126).
    const notes = (await browser.get('/api/v1/notifications')).body.data.notifications as {
      kind: string;
      body: string;
    }[];
    expect(notes.filter((n) => n.kind === 'feedback').map((n) => n.body)).toEqual([
      'Dr Second left feedback on your session.',
      'Dr Feed Back left feedback on your session.',
    ]);
    expect(trainee.body.data.feedback).toEqual([
      expect.objectContaining({
        facilitatorName: 'Dr Feed Back',
        overall: 4,
        comments: feedbackBody.comments,
        notes: [expect.objectContaining({ text: 'Note for later' })],
      }),
      expect.objectContaining({ facilitatorName: 'Dr Second', overall: 5, notes: [] }),
    ]);

    // The trainee's dashboard counts the reviews, newest first, and leads to them.
    const reviews = (await browser.get('/api/v1/dashboard/stats')).body.data.facilitatorReviews;
    expect(reviews.total).toBe(2);
    expect(reviews.recent).toEqual([
      expect.objectContaining({ sessionId: session.id, reviewer: 'Dr Second', overall: 5 }),
      expect.objectContaining({ sessionId: session.id, reviewer: 'Dr Feed Back', overall: 4 }),
    ]);
    expect(reviews.recent[0].caseTitle).toBe('Loin pain in a delivery driver');
    const strangerStats = (await (await signedInTrainee(t)).browser.get('/api/v1/dashboard/stats')).body.data;
    expect(strangerStats.facilitatorReviews).toEqual({ total: 0, recent: [] });

    // The trainee does not get the facilitator's routes.
    expect(await everyRoute(browser, session.id)).toEqual({ ...all404, facilitatorFeedback: 200 });
    // Another user, a visitor, and another session's facilitator: 404 on every route.
    const { browser: stranger } = await signedInTrainee(t, premium);
    expect(await everyRoute(stranger, session.id)).toEqual(all404);
    expect(await everyRoute(await createBrowser(t.app), session.id)).toEqual(all404);
    const { browser: otherOwner } = await signedInTrainee(t, premium);
    const otherOwnSession = await startFreshSessionFor(otherOwner, caseId);
    const { guest: otherGuest } = await joinAsGuest(t, (await invite(otherOwner, otherOwnSession.id)).token);
    expect(await everyRoute(otherGuest, session.id)).toEqual(all404);
  });

  it('chat reaches the trainee’s socket with the facilitator’s name; refused once the session has ended', async () => {
    const { browser, user } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const created = await invite(browser, session.id);
    const { guest, watcherId } = await joinAsGuest(t, created.token, 'Dr Chatty');
    const login = await (await createBrowser(t.app)).login(user.email, user.password);
    const owner = openLiveClient(live.url, { cookie: sessionCookieOf(login) });
    await owner.connected;
    expect((await owner.join(session.id)).ok).toBe(true);

    const sent = await guest.post('/api/v1/facilitator/chat', {
      sessionId: session.id,
      message: ' Check the vitals ',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      watcherId,
      facilitatorName: 'Dr Chatty',
      text: 'Check the vitals',
    });
    await owner.waitFor((events) =>
      events.some(
        (e) =>
          e.type === 'facilitatorChat' &&
          e.payload.message.facilitatorName === 'Dr Chatty' &&
          e.payload.message.text === 'Check the vitals',
      ),
    );
    const dash = (await guest.get(`${base(session.id)}/dashboard`)).body.data;
    expect(dash.chat).toEqual([expect.objectContaining({ id: sent.body.data.id, text: 'Check the vitals' })]);

    // Limited per watcher (and per address): a burst is answered 429 in the envelope.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await guest.post('/api/v1/facilitator/chat', { sessionId: session.id, message: `Burst ${i}` }))
          .status,
      );
    }
    expect(statuses.slice(0, 9).every((s) => s === 200)).toBe(true);
    const limited = await guest.post('/api/v1/facilitator/chat', { sessionId: session.id, message: 'More' });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(statuses.at(-1)).toBe(429);

    expect((await browser.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(200);
    const late = await guest.post('/api/v1/facilitator/chat', { sessionId: session.id, message: 'Too late' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_ENDED');
    owner.close();
  });

  it('a revoked or an expired invite opens no facilitator route', async () => {
    const { browser } = await signedInTrainee(t, premium);
    const session = await startFreshSessionFor(browser, caseId);
    const revoked = await invite(browser, session.id);
    const expired = await invite(browser, session.id);
    const a = await joinAsGuest(t, revoked.token);
    const b = await joinAsGuest(t, expired.token);
    expect((await a.guest.get(`${base(session.id)}/dashboard`)).status).toBe(200);
    expect((await b.guest.get(`${base(session.id)}/dashboard`)).status).toBe(200);
    await a.guest.send('put', `${base(session.id)}/feedback`, feedbackBody);

    expect(
      (await browser.send('delete', `/api/v1/facilitator-sessions/invites/${revoked.inviteId}`)).status,
    ).toBe(200);
    await t
      .db('facilitator_invites')
      .where({ id: expired.inviteId })
      .update({ expires_at: t.db.raw("now() - interval '1 second'") });
    expect(await everyRoute(a.guest, session.id)).toEqual(all404);
    expect(await everyRoute(b.guest, session.id)).toEqual(all404);
    // What a facilitator saved stays the trainee's to read.
    expect((await browser.get(`${base(session.id)}/feedback`)).body.data.feedback).toHaveLength(1);
  });
});
