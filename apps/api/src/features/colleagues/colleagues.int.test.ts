import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser } from '../../test/agent.ts';
import { publishFixtureCase, signedInTrainee, startFreshSessionFor } from '../../test/factories.ts';
import { linesOf, listenLive, liveOrigin, openLiveClient, sessionCookieOf } from '../../test/live.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A countdown, so that the tests can also try a session before its start; they start the clock by
// moving `started_at` into the past.
const env = {
  SESSION_COUNTDOWN_SECONDS: '30',
  FREE_SESSIONS_PER_MONTH: '100',
  CHAT_RATE_LIMIT_PER_MINUTE: '1000',
  APP_BASE_URL: liveOrigin,
};

const rooms = '/api/v1/colleague-rooms';

const createRoom = async (browser: Browser, sessionId: string, role: 'watch' | 'patient') => {
  const res = await browser.post(rooms, { sessionId, role });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { roomId: string; token: string; link: string; expiresAt: string };
};

const joinAsGuest = async (t: TestApp, token: string, name = 'Sam Colleague') => {
  const guest = await createBrowser(t.app);
  const res = await guest.post('/api/v1/colleague-links/join', { token, name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { guest, cookie: sessionCookieOf(res), memberId: res.body.data.memberId as string };
};

const ask = async (browser: Browser, sessionId: string, message: string) => {
  const res = await browser.post(`/api/v1/patient/chat/${sessionId}`, { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    message: { id: string; text: string };
    reply: { id: string; text: string; sender: string } | null;
    awaiting?: string | null;
  };
};

describe('colleague rooms: watching, and a colleague playing the patient', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listenLive>>;
  let caseId: string;

  const startClock = (sessionId: string) =>
    t
      .db('training_sessions')
      .where({ id: sessionId })
      .update({ started_at: new Date(Date.now() - 1000) });

  /** A trainee with a session not started yet, and a colleague-patient room joined by a guest. */
  const patientRoom = async () => {
    const { browser, user } = await signedInTrainee(t, { fullName: 'Grace Hopper' });
    const session = await startFreshSessionFor(browser, caseId);
    const room = await createRoom(browser, session.id, 'patient');
    const colleague = await joinAsGuest(t, room.token);
    await startClock(session.id);
    return { browser, user, session, room, ...colleague };
  };

  beforeAll(async () => {
    t = await createTestApp({ env });
    live = await listenLive(t.app);
    caseId = await publishFixtureCase(t.db, 'colleague');
  });
  afterAll(async () => {
    await t?.close();
    await live?.close();
  });

  it('creates a room told once (only the hash stored), previews, joins as a guest; revoked and expired links are one 404', async () => {
    const { browser } = await signedInTrainee(t, { fullName: 'Grace Hopper' });
    const session = await startFreshSessionFor(browser, caseId);
    const room = await createRoom(browser, session.id, 'watch');
    expect(room.link).toBe(`/colleague/${room.token}`);
    expect(room.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.db('colleague_rooms').where({ id: room.roomId }).first();
    expect(JSON.stringify(stored)).not.toContain(room.token);

    const visitor = await createBrowser(t.app);
    const preview = await visitor.get(`/api/v1/colleague-links/${room.token}`);
    expect(preview.status).toBe(200);
    expect(preview.headers['referrer-policy']).toBe('no-referrer');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body.data).toMatchObject({
      role: 'watch',
      traineeName: 'Grace',
      caseTitle: expect.any(String),
    });
    expect(JSON.stringify(preview.body)).not.toContain('Hopper');

    const { guest, memberId } = await joinAsGuest(t, room.token);
    const seen = (await browser.get(`${rooms}/${room.roomId}`)).body.data;
    expect(seen).toMatchObject({ role: 'watch', state: 'active', isColleagueAnswering: false });
    expect(seen.members).toEqual([
      expect.objectContaining({ id: memberId, name: 'Sam Colleague', signedIn: false }),
    ]);
    expect((await guest.get(`${rooms}/${room.roomId}/view`)).status).toBe(200);

    // Another trainee cannot see or end the room.
    const { browser: stranger } = await signedInTrainee(t);
    expect((await stranger.get(`${rooms}/${room.roomId}`)).status).toBe(404);
    expect((await stranger.send('delete', `${rooms}/${room.roomId}`)).status).toBe(404);

    expect((await browser.send('delete', `${rooms}/${room.roomId}`)).body.data).toEqual({ revoked: true });
    for (const res of [
      await visitor.get(`/api/v1/colleague-links/${room.token}`),
      await visitor.post('/api/v1/colleague-links/join', { token: room.token, name: 'Late' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('LINK_NOT_VALID');
    }
    expect((await guest.get(`${rooms}/${room.roomId}/view`)).status).toBe(404);
    expect((await browser.get(`${rooms}/${room.roomId}`)).body.data.state).toBe('revoked');

    const second = await createRoom(browser, session.id, 'watch');
    const { guest: other } = await joinAsGuest(t, second.token);
    await t
      .db('colleague_rooms')
      .where({ id: second.roomId })
      .update({ expires_at: new Date(Date.now() - 1000) });
    expect((await other.get(`${rooms}/${second.roomId}/view`)).status).toBe(404);
    const expired = await visitor.get(`/api/v1/colleague-links/${second.token}`);
    expect(expired.body.error.code).toBe('LINK_NOT_VALID');
    expect((await browser.get(`${rooms}/${second.roomId}`)).body.data.state).toBe('expired');
  });

  it('allows the patient role only before the patient’s first line, one at a time, and not joined by the trainee or a second person', async () => {
    const { browser, user } = await signedInTrainee(t);
    const session = await startFreshSessionFor(browser, caseId);
    const room = await createRoom(browser, session.id, 'patient');
    expect((await browser.post(rooms, { sessionId: session.id, role: 'patient' })).status).toBe(409);
    const own = await (await createBrowser(t.app)).login(user.email, user.password);
    expect(own.status).toBe(200);
    expect((await browser.post('/api/v1/colleague-links/join', { token: room.token })).status).toBe(409);
    await joinAsGuest(t, room.token, 'First');
    const second = await (await createBrowser(t.app)).post('/api/v1/colleague-links/join', {
      token: room.token,
      name: 'Second',
    });
    expect(second.status).toBe(409);
    await startClock(session.id);
    // Revoked, a new patient room may be made while the patient has not spoken…
    expect((await browser.send('delete', `${rooms}/${room.roomId}`)).status).toBe(200);
    const again = await createRoom(browser, session.id, 'patient');
    expect((await browser.send('delete', `${rooms}/${again.roomId}`)).status).toBe(200);
    // …and not once they have (here the engine, since no colleague plays).
    expect((await ask(browser, session.id, 'Where is the pain?')).reply).not.toBeNull();
    const late = await browser.post(rooms, { sessionId: session.id, role: 'patient' });
    expect(late.status).toBe(409);
    expect((await browser.post(rooms, { sessionId: session.id, role: 'watch' })).status).toBe(200);
  });

  it('a colleague plays the patient: no engine reply, the reply with ticked facts is stored, published once, and scores', async () => {
    const { browser, user, session, room, guest, cookie } = await patientRoom();
    const login = await (await createBrowser(t.app)).login(user.email, user.password);
    const owner = openLiveClient(live.url, { cookie: sessionCookieOf(login) });
    const peer = openLiveClient(live.url, { cookie });
    await Promise.all([owner.connected, peer.connected]);
    expect((await owner.join(session.id)).ok).toBe(true);
    expect((await peer.join(session.id)).ok).toBe(true);

    const turn = await ask(browser, session.id, 'Have you had a fever?');
    expect(turn.reply).toBeNull();
    expect(turn.awaiting).toBe('colleague');
    await peer.waitFor((events) => linesOf(events).some(([, text]) => text === 'Have you had a fever?'));

    const view = (await guest.get(`${rooms}/${room.roomId}/view`)).body.data;
    expect(view.role).toBe('patient');
    expect(view.awaitingMessageIds).toEqual([turn.message.id]);
    expect(view.script.persona).toMatchObject({
      manner: 'anxious',
      pain: 'none',
      openingLine: expect.any(String),
    });
    expect(view.script.facts.map((f: { id: string }) => f.id)).toEqual(['pain-site', 'fever']);
    expect(view.script.negatives.map((n: { id: string }) => n.id)).toEqual(['no-vomit']);
    expect(JSON.stringify(view)).not.toMatch(/asks-fever|rubric|A model answer/);

    const unknownFact = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'Yes, hot and shivery.',
      revealedFactIds: ['fever', 'made-up'],
    });
    expect(unknownFact.status).toBe(400);
    const unknownNegative = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'No.',
      negativeIds: ['pain-site'],
    });
    expect(unknownNegative.status).toBe(400);

    const reply = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'Yes, I have felt hot and shivery since this morning.',
      revealedFactIds: ['fever'],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.message).toMatchObject({ sender: 'patient', revealedFactIds: ['fever'] });
    const again = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'And again.',
    });
    expect(again.status).toBe(409);
    await owner.waitFor((events) =>
      linesOf(events).some(
        ([sender, text]) => sender === 'patient' && text.startsWith('Yes, I have felt hot'),
      ),
    );
    expect(linesOf(owner.events).filter(([sender]) => sender === 'patient')).toHaveLength(1);

    // The nurse and the panel still answer by the engine.
    const nurse = await browser.post(`/api/v1/chat/nurse/${session.id}`, { message: 'Any observations?' });
    expect(nurse.status).toBe(200);
    expect(nurse.body.data.reply).toMatchObject({ sender: 'nurse' });
    const exam = await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'examination',
      examinationId: 'abdomen',
    });
    expect(exam.status).toBe(200);

    // The colleague cannot speak as the trainee or the nurse, nor end the session.
    expect((await guest.post(`/api/v1/patient/chat/${session.id}`, { message: 'Hi' })).status).toBe(401);
    expect((await guest.post(`/api/v1/chat/nurse/${session.id}`, { message: 'Hi' })).status).toBe(401);
    expect((await guest.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(401);
    expect((await peer.sendAny('session:end', { sessionId: session.id })).code).toBe('NOT_ALLOWED');

    expect((await browser.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(200);
    const late = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'Late',
    });
    expect(late.status).toBe(409);
    await browser.post(`/api/v1/sessions/${session.id}/summary`, {
      diagnosis: 'Ureteric colic',
      management: 'CT KUB',
    });
    const feedback = await browser.get(`/api/v1/sessions/${session.id}/feedback`);
    expect(feedback.status, JSON.stringify(feedback.body)).toBe(200);
    const item = feedback.body.data.results.find((r: { itemId: string }) => r.itemId === 'asks-fever');
    expect(item).toMatchObject({ met: true, evidence: { kind: 'fact', factId: 'fever' } });
    owner.close();
    peer.close();
  });

  it('the watch role reads no script and cannot reply; the trainee’s own routes never carry the script', async () => {
    const { browser, user } = await signedInTrainee(t);
    const session = await startFreshSessionFor(browser, caseId);
    const watch = await createRoom(browser, session.id, 'watch');
    const patient = await createRoom(browser, session.id, 'patient');
    const { guest: watcher } = await joinAsGuest(t, watch.token, 'Watcher');
    await joinAsGuest(t, patient.token, 'Patient');
    await startClock(session.id);
    const turn = await ask(browser, session.id, 'Where is the pain?');
    expect(turn.reply).toBeNull();

    const view = await watcher.get(`${rooms}/${watch.roomId}/view`);
    expect(view.status).toBe(200);
    expect(view.body.data.script).toBeNull();
    expect(view.body.data.awaitingMessageIds).toEqual([]);
    expect(JSON.stringify(view.body)).not.toMatch(/groin|no-vomit|asks-fever/);
    const reply = await watcher.post(`${rooms}/${watch.roomId}/replies`, {
      toMessageId: turn.message.id,
      text: 'On my right side.',
    });
    expect(reply.status).toBe(404);
    // Nor with the patient room's id: the grant is for the watch room only.
    expect(
      (await watcher.post(`${rooms}/${patient.roomId}/replies`, { toMessageId: turn.message.id, text: 'x' }))
        .status,
    ).toBe(404);

    // The trainee: their session, the room and even a grant-less view show no script.
    const owned = [
      await browser.get(`/api/v1/sessions/${session.id}/details`),
      await browser.get(`${rooms}/${patient.roomId}`),
      await browser.get(`${rooms}/${patient.roomId}/view`),
    ];
    expect(owned.map((r) => r.status)).toEqual([200, 200, 404]);
    for (const res of owned) expect(JSON.stringify(res.body)).not.toMatch(/groin|shivery|not been sick/);
    const login = await (await createBrowser(t.app)).login(user.email, user.password);
    expect(login.status).toBe(200);
  });

  it('a grant of one room reads nothing of another session, on the routes and at the socket', async () => {
    const a = await patientRoom();
    const b = await patientRoom();
    expect((await a.guest.get(`${rooms}/${b.room.roomId}/view`)).status).toBe(404);
    expect((await a.guest.get(`${rooms}/${b.room.roomId}`)).status).toBe(401);
    const socket = openLiveClient(live.url, { cookie: a.cookie });
    await socket.connected;
    expect(await socket.join(b.session.id)).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect((await socket.join(a.session.id)).ok).toBe(true);
    socket.close();
    // A visitor without a grant: no socket at all.
    const visitor = openLiveClient(live.url);
    await expect(visitor.connected).rejects.toThrow('UNAUTHENTICATED');
    // The link's token opens the socket of its own session only; a revoked one nothing.
    const byToken = openLiveClient(live.url, { token: a.room.token });
    await byToken.connected;
    expect((await byToken.join(b.session.id)).ok).toBe(false);
    expect((await byToken.join(a.session.id)).ok).toBe(true);
    const gone = byToken.disconnected();
    const peer = openLiveClient(live.url, { cookie: a.cookie });
    await peer.connected;
    const peerGone = peer.disconnected();
    expect((await a.browser.send('delete', `${rooms}/${a.room.roomId}`)).status).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(await peerGone).toBe('io server disconnect');
    const refused = openLiveClient(live.url, { token: a.room.token });
    await expect(refused.connected).rejects.toThrow('UNAUTHENTICATED');
  });

  it('falls back to the engine when the colleague is gone, and when the trainee hands back (a waiting line answered once)', async () => {
    const { browser, session, room, guest, memberId, cookie } = await patientRoom();
    const waiting = await ask(browser, session.id, 'Have you had a fever?');
    expect(waiting.reply).toBeNull();

    // No socket of the colleague for longer than COLLEAGUE.absentAfterSeconds: the engine answers.
    await t
      .db('colleague_members')
      .where({ id: memberId })
      .update({ last_seen_at: new Date(Date.now() - 60_000) });
    expect((await browser.get(`${rooms}/${room.roomId}`)).body.data.isColleagueAnswering).toBe(false);
    const absent = await ask(browser, session.id, 'Where is the pain?');
    expect(absent.reply).toMatchObject({ sender: 'patient', text: expect.stringMatching(/groin/) });

    // Back (a socket connects): the colleague answers again.
    const peer = openLiveClient(live.url, { cookie });
    await peer.connected;
    const back = await ask(browser, session.id, 'Any vomiting?');
    expect(back.reply).toBeNull();
    peer.close();

    // "Let the simulated patient answer": both waiting lines are answered by the engine, once.
    const handed = await browser.post(`${rooms}/${room.roomId}/hand-back`);
    expect(handed.status, JSON.stringify(handed.body)).toBe(200);
    const detail = (await browser.get(`/api/v1/sessions/${session.id}/details`)).body.data;
    const texts = detail.transcript.map((m: { sender: string; text: string }) => `${m.sender}: ${m.text}`);
    expect(texts.filter((line: string) => line.startsWith('patient:'))).toHaveLength(3);
    expect(texts.some((line: string) => /shivery/.test(line))).toBe(true);
    const late = await guest.post(`${rooms}/${room.roomId}/replies`, {
      toMessageId: waiting.message.id,
      text: 'Yes',
    });
    expect(late.status).toBe(409);
    const after = await ask(browser, session.id, 'Have you been sick?');
    expect(after.reply).toMatchObject({ sender: 'patient' });
    expect((await guest.get(`${rooms}/${room.roomId}/view`)).body.data.isColleagueAnswering).toBe(false);
  });
});
