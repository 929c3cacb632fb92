import { jobQueues } from '@urosim/contracts';
import { runSessionSweep, startJobQueue, startWorker } from '@urosim/worker';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCase } from '../../test/case-fixture.ts';
import { publishFixtureCase, rewindSession, signedInTrainee, startSessionFor } from '../../test/factories.ts';
import { createTestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { importCase } from '../cases/service.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('timed sessions', () => {
  let t: TestApp;
  let caseId: string;

  /** A trainee logged in on `target` (by default this file's app). */
  const newTrainee = async (target: TestApp = t) => {
    const { user, browser } = await signedInTrainee(target);
    return { browser, userId: user.id };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '50' } });
    caseId = await publishFixtureCase(t.db);
  });
  afterAll(() => t.close());

  it('gives the session the length the trainee chose, else the case’s own, and refuses other lengths', async () => {
    const { browser } = await newTrainee();
    const odd = await browser.post('/api/v1/sessions/start', { caseId, minutes: 7 });
    expect(odd.status).toBe(400);
    expect(odd.body.errors[0].path).toBe('minutes');
    const chosen = await browser.post('/api/v1/sessions/start', { caseId, minutes: 15 });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.session.clock).toMatchObject({ durationSeconds: 900, remainingSeconds: 900 });
    const ended = await browser.post(`/api/v1/sessions/${chosen.body.data.session.id}/end`, {});
    expect(ended.status).toBe(200);
    const own = await startSessionFor(browser, caseId);
    expect(own.clock).toMatchObject({ durationSeconds: 600 });
  });

  it('starts a session, stores every message before answering, and brings everything back on reload', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    expect(session.clock).toMatchObject({ phase: 'active', remainingSeconds: 600 });

    const turn = await browser.post(`/api/v1/patient/chat/${session.id}`, {
      message: '  Have you had a fever or any shivers?  ',
    });
    expect(turn.status).toBe(200);
    expect(turn.body.data.message).toMatchObject({
      sender: 'trainee',
      text: 'Have you had a fever or any shivers?',
    });
    expect(turn.body.data.reply).toMatchObject({ sender: 'patient', revealedFactIds: ['fever'] });

    const nurse = await browser.post(`/api/v1/chat/nurse/${session.id}`, {
      message: 'Can I have the latest obs please?',
    });
    expect(nurse.status).toBe(200);
    expect(nurse.body.data.reply.sender).toBe('nurse');
    expect(nurse.body.data.reply.text).toContain('HR 96');

    const exam = await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'examination',
      examinationId: 'abdomen',
    });
    expect(exam.body.data.action).toMatchObject({ kind: 'examination', result: 'Soft, tender right loin.' });
    const dip = await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'investigation',
      investigationId: 'urine-dip',
    });
    expect(dip.body.data.action).toMatchObject({ name: 'Urine dipstick', result: 'Blood 3+' });
    const ct = await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'investigation',
      investigationId: 'ct-kub',
    });
    expect(ct.body.data.action).toMatchObject({
      name: 'CT KUB',
      result: null,
      availableAtSeconds: expect.any(Number),
    });
    expect(ct.body.data.action.availableAtSeconds).toBeGreaterThanOrEqual(300);
    await browser.send('put', `/api/v1/sessions/${session.id}/notes`, { notes: 'Right loin pain, febrile.' });

    const rows = await t.db('session_messages').where({ session_id: session.id }).orderBy('id');
    expect(rows.map((r: { sender: string }) => r.sender)).toEqual(['trainee', 'patient', 'trainee', 'nurse']);

    const reload = await browser.get(`/api/v1/sessions/${session.id}/details`);
    expect(reload.status).toBe(200);
    expect(reload.body.data.transcript).toHaveLength(4);
    expect(reload.body.data.actions.map((a: { itemId: string }) => a.itemId)).toEqual([
      'abdomen',
      'urine-dip',
      'ct-kub',
    ]);
    expect(reload.body.data.notes).toBe('Right loin pain, febrile.');
    expect(reload.body.data.clock.phase).toBe('active');
    expect(reload.body.data.clock.remainingSeconds).toBeLessThanOrEqual(600);
    // The page never receives the case's facts or answers.
    expect(JSON.stringify(reload.body.data.case)).not.toMatch(/Right ureteric colic|rubric|cues/);
  });

  it('lets the nurse report results that are back, and say which are not', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const ask = async (message: string) =>
      (await browser.post(`/api/v1/chat/nurse/${session.id}`, { message })).body.data.reply.text as string;
    expect(await ask('Is the urine dipstick result back?')).toMatch(/haven't sent a Urine dipstick/);
    await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'investigation',
      investigationId: 'urine-dip',
    });
    await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'investigation',
      investigationId: 'ct-kub',
    });
    expect(await ask('Is the urine dipstick result back?')).toBe('The Urine dipstick is back: Blood 3+');
    expect(await ask('Has the CT KUB come back yet?')).toMatch(
      /CT KUB has been sent but isn't back yet — about 5 minutes/,
    );
  });

  it('reads only the last lines of a transcript, but remembers everything the channel established', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const ask = async (message: string) =>
      (await browser.post(`/api/v1/patient/chat/${session.id}`, { message })).body.data.reply;
    expect((await ask('Have you had a fever or any shivers?')).revealedFactIds).toEqual(['fever']);
    // Far more lines than a turn reads (RECENT_LINES), none of them about the fever; the nurse's
    // channel is apart and must not count as the patient's turns.
    for (let i = 0; i < 12; i++) await ask('Okay.');
    await browser.post(`/api/v1/chat/nurse/${session.id}`, { message: 'Could you get a set of obs?' });
    const again = await ask('Sorry, did you say you had a fever?');
    expect(again.text).toMatch(/^As I said,/);
    expect(again.revealedFactIds).toEqual(['fever']);

    // A turn costs the app's pool two statements: the turn's context, and the turn's insert (the
    // rate limit's hit comes from a block claimed earlier; the user is cached).
    const statements: string[] = [];
    const count = (q: { sql: string }) => statements.push(q.sql);
    t.db.on('query', count);
    await ask('Thank you.');
    t.db.off('query', count);
    expect(statements).toHaveLength(2);

    const detail = await browser.get(`/api/v1/sessions/${session.id}/details`);
    const lines = detail.body.data.transcript as { sender: string }[];
    // Every line was stored, trainee before reply, in order.
    expect(lines.filter((l) => l.sender === 'trainee')).toHaveLength(16);
    expect(lines.map((l) => l.sender).slice(-2)).toEqual(['trainee', 'patient']);
  });

  it('answers through /ai/response for the patient and the nurse', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const patient = await browser.post('/api/v1/ai/response', {
      sessionId: session.id,
      message: 'Any fever?',
    });
    expect(patient.body.data.reply).toMatchObject({ sender: 'patient', revealedFactIds: ['fever'] });
    const nurse = await browser.post('/api/v1/ai/response', {
      sessionId: session.id,
      message: 'What are the observations?',
      channel: 'nurse',
    });
    expect(nurse.body.data.reply.sender).toBe('nurse');
  });

  it('streams a reply as server-sent events when asked', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const res = await browser.agent
      .post(`/api/v1/patient/chat/${session.id}`)
      .set('X-XSRF-TOKEN', browser.token)
      .set('Accept', 'text/event-stream')
      .send({ message: 'Where exactly is the pain?' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.text.split('\n\n').filter(Boolean);
    expect(events[0]).toMatch(/^event: text/);
    const done = events.find((e) => e.startsWith('event: done'))!;
    const turn = JSON.parse(done.split('data: ')[1]!);
    expect(turn.reply.revealedFactIds).toContain('pain-site');
  });

  it('refuses a 10,000-character message with 400 and stores nothing', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const res = await browser.post(`/api/v1/patient/chat/${session.id}`, { message: 'x'.repeat(10_000) });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].path).toBe('message');
    expect(
      await t
        .db('session_messages')
        .where({ session_id: session.id })
        .count<{ count: string }[]>('* as count'),
    ).toEqual([{ count: '0' }]);
  });

  it("answers 404 for another user's session", async () => {
    const { browser: owner } = await newTrainee();
    const session = await startSessionFor(owner, caseId);
    const { browser: other } = await newTrainee();
    expect((await other.get(`/api/v1/sessions/${session.id}/details`)).status).toBe(404);
    const chat = await other.post(`/api/v1/patient/chat/${session.id}`, { message: 'hello' });
    expect(chat.status).toBe(404);
    expect((await other.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(404);
    expect((await t.db('session_messages').where({ session_id: session.id })).length).toBe(0);
  });

  it('answers 409 with its own code before the countdown ends and after the end', async () => {
    const counting = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '30' } });
    try {
      await importCase(counting.db, fixtureCase(caseId), { status: 'published' });
      const { browser } = await newTrainee(counting);
      const started = await browser.post('/api/v1/sessions/start', { caseId });
      const session = started.body.data.session;
      expect(session.clock).toMatchObject({
        phase: 'countdown',
        countdownSeconds: 30,
        remainingSeconds: 600,
      });
      const early = await browser.post(`/api/v1/patient/chat/${session.id}`, { message: 'hello' });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('SESSION_NOT_STARTED');
    } finally {
      await counting.close();
    }

    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const summaryEarly = await browser.post(`/api/v1/sessions/${session.id}/summary`, {
      diagnosis: 'Right ureteric colic',
      management: 'Analgesia and CT KUB',
    });
    expect(summaryEarly.body.error.code).toBe('SESSION_RUNNING');
    const end = await browser.post(`/api/v1/sessions/${session.id}/end`);
    expect(end.body.data.clock).toMatchObject({
      phase: 'ended',
      endReason: 'completed',
      remainingSeconds: 0,
    });
    const late = await browser.post(`/api/v1/sessions/${session.id}/interact`, {
      type: 'message',
      text: 'one more thing',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_ENDED');
    const summary = await browser.post(`/api/v1/sessions/${session.id}/summary`, {
      diagnosis: 'Right ureteric colic',
      differentials: 'Pyelonephritis',
      investigations: 'CT KUB, urine dip',
      management: 'NSAID analgesia, CT KUB within 24 hours',
      escalation: 'Urgent decompression if infected and obstructed',
    });
    expect(summary.status).toBe(200);
    expect(summary.body.data.summary.diagnosis).toBe('Right ureteric colic');
    const again = await browser.post(`/api/v1/sessions/${session.id}/summary`, {
      diagnosis: 'x y',
      management: 'x y',
    });
    expect(again.body.error.code).toBe('SUMMARY_EXISTS');
  });

  it('gives exactly 3 sessions to 20 parallel starts with 3 left', async () => {
    const limited = await createTestApp({
      env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '5' },
    });
    try {
      const { browser, userId } = await newTrainee(limited);
      await limited.db('usage_counters').insert({
        user_id: userId,
        period: new Date().toISOString().slice(0, 7),
        resource: 'sessions',
        used: 2,
      });
      // Twenty cases: one running session per case, so each start here could only fail on the quota.
      const caseIds: string[] = [];
      for (let i = 0; i < 20; i += 1) caseIds.push(await publishFixtureCase(limited.db, 'fixture-quota'));
      const results = await Promise.all(
        caseIds.map((id) => browser.post('/api/v1/sessions/start-with-quota', { caseId: id })),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 402)).toHaveLength(17);
      expect(results.find((r) => r.status === 402)!.body.error.code).toBe('QUOTA_EXCEEDED');
      expect(
        await limited
          .db('training_sessions')
          .where({ user_id: userId })
          .count<{ count: string }[]>('* as count'),
      ).toEqual([{ count: '3' }]);
      const last = results.filter((r) => r.status === 200).map((r) => r.body.data.quota.remaining);
      expect(Math.min(...last)).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('keeps one running session per trainee and case: a second start names the running one', async () => {
    const { browser } = await newTrainee();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => browser.post('/api/v1/sessions/start', { caseId })),
    );
    const started = results.filter((r) => r.status === 200);
    expect(started).toHaveLength(1);
    const runningId = started[0]!.body.data.session.id;
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({
        code: 'SESSION_ALREADY_RUNNING',
        details: { sessionId: runningId },
      });
    }
    // The refused starts spent no quota.
    const stats = await browser.get('/api/v1/dashboard/stats');
    expect(stats.body.data.quota.used).toBe(1);
    // Once it has ended, the case can be played again.
    await browser.post(`/api/v1/sessions/${runningId}/end`);
    expect((await browser.post('/api/v1/sessions/start', { caseId })).status).toBe(200);
  });

  it('ends by itself when its time is up, with no browser', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    const logger = pino({ level: 'silent' });
    const boss = await startJobQueue({ databaseUrl: testDatabaseUrl(), logger, schedule: false });
    try {
      const [job] = await boss.findJobs(jobQueues.endSession, { key: session.id });
      expect(job, 'start scheduled the end job').toBeDefined();
      const row = await t.db('training_sessions').where({ id: session.id }).first();
      expect(new Date(job!.startAfter).getTime()).toBe(new Date(row.ends_at).getTime());

      // Let ten minutes pass: the clock's end and the job's start move into the past together.
      await rewindSession(t.db, session.id, 11);
      await t.db.raw(`update pgboss.job set start_after = now() - interval '1 second' where id = ?`, [
        job!.id,
      ]);

      const worker = await startWorker({
        boss,
        db: t.db,
        logger,
        logRetentionDays: 30,
        mail: { from: 'test@urosim.local' },
        schedule: false,
        pollingIntervalSeconds: 0.5,
      });
      let ended: { ended_at: Date | null; end_reason: string | null } | undefined;
      for (let i = 0; i < 40 && !ended?.ended_at; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        ended = await t.db('training_sessions').where({ id: session.id }).first('ended_at', 'end_reason');
      }
      await worker.stop();
      expect(ended).toMatchObject({ end_reason: 'timeout' });
      expect(ended!.ended_at).not.toBeNull();
      const details = await browser.get(`/api/v1/sessions/${session.id}/details`);
      expect(details.body.data.clock).toMatchObject({
        phase: 'ended',
        endReason: 'timeout',
        remainingSeconds: 0,
      });
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('is ended by the minute sweep when its job was lost', async () => {
    const { browser } = await newTrainee();
    const session = await startSessionFor(browser, caseId);
    await rewindSession(t.db, session.id, 20);
    const result = await runSessionSweep(t.db);
    expect(result.ended).toBeGreaterThanOrEqual(1);
    const row = await t.db('training_sessions').where({ id: session.id }).first('end_reason', 'ended_at');
    expect(row.end_reason).toBe('timeout');
    // The recorded end is the clock's end, not the moment the sweep noticed.
    const ends = await t.db('training_sessions').where({ id: session.id }).first('ends_at');
    expect(new Date(row.ended_at).getTime()).toBe(new Date(ends.ends_at).getTime());
  });
});
