import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import {
  playFixtureWell,
  publishFixtureCase,
  rewindSession,
  signedInTrainee,
  startSessionFor,
} from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('feedback', () => {
  let t: TestApp;
  let caseId: string;

  const trainee = async () => (await signedInTrainee(t, { fullName: 'Feedback Trainee' })).browser;
  const play = async (browser: Browser, turns: (id: string) => Promise<unknown>) => {
    const { id } = await startSessionFor(browser, caseId);
    await turns(id);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    caseId = await publishFixtureCase(t.db, 'fixture-feedback');
  });
  afterAll(() => t.close());

  it('scores a session played well clearly above one played badly, with the missed red flag first', async () => {
    const browser = await trainee();
    const good = await play(browser, (id) =>
      playFixtureWell(browser, id, {
        question: 'Have you had a fever or shivers?',
        summary: { diagnosis: 'Right ureteric colic', management: 'Analgesia and a CT KUB' },
      }),
    );
    const bad = await play(browser, async (id) => {
      await browser.post(`/api/v1/patient/chat/${id}`, { message: 'Any allergies?' });
      await browser.post(`/api/v1/sessions/${id}/end`);
      await browser.post(`/api/v1/sessions/${id}/summary`, { diagnosis: 'Not sure', management: 'Review' });
    });

    const goodFeedback = await browser.get(`/api/v1/sessions/${good}/feedback`);
    const badFeedback = await browser.get(`/api/v1/sessions/${bad}/feedback`);
    expect(goodFeedback.status).toBe(200);
    expect(goodFeedback.body.data).toMatchObject({
      overall: 100,
      flagged: false,
      caseTitle: 'Loin pain in a delivery driver',
      // After the session, the topic and objectives that the case screens keep back.
      debrief: {
        topic: 'stones',
        topicLabel: 'Stones and renal colic',
        learningObjectives: ['Assess acute loin pain'],
      },
    });
    expect(goodFeedback.body.data.level.label).toBe('Level 6 Expert');
    // The level comes from the scored sessions up to this one: only this one so far.
    expect(goodFeedback.body.data.levelBasis).toEqual({ scoredSessions: 1, averageScore: 100 });
    expect(goodFeedback.body.data.durationSeconds).toBe(600);
    const evidence = goodFeedback.body.data.results.find(
      (r: { itemId: string }) => r.itemId === 'asks-fever',
    ).evidence;
    expect(evidence.question.text).toBe('Have you had a fever or shivers?');

    expect(badFeedback.body.data.overall).toBe(0);
    // Two scored sessions now (100 and 0): the level of their average, not of this score alone.
    expect(badFeedback.body.data.levelBasis).toEqual({ scoredSessions: 2, averageScore: 50 });
    expect(badFeedback.body.data.level.label).toBe('Level 3 Growing');
    // The narrative names no level (the page's level line does).
    expect(badFeedback.body.data.narrative.headline).not.toMatch(/Level \d/);
    // The earlier session's level does not count the later one.
    expect((await browser.get(`/api/v1/sessions/${good}/feedback`)).body.data.levelBasis.scoredSessions).toBe(
      1,
    );
    expect(badFeedback.body.data.flagged).toBe(true);
    expect(badFeedback.body.data.missedOrder[0]).toBe('asks-fever');
    const missed = badFeedback.body.data.results.find((r: { itemId: string }) => r.itemId === 'asks-fever');
    expect(missed.missing.why).toBe('Infection with obstruction is an emergency.');
    expect(badFeedback.body.data.expected.modelAnswer).toBe('A model answer.');
    expect(badFeedback.body.data.narrative).toMatchObject({ engine: 'template' });
    expect(badFeedback.body.data.narrative.headline).toMatch(/^You scored 0 out of 100.*missed/);
    expect(goodFeedback.body.data.narrative.headline).toMatch(/^You scored 100 out of 100/);
    expect(await t.db('feedback').whereIn('session_id', [good, bad]).pluck('overall')).toHaveLength(2);
  });

  it('waits for the end and for the summary, and hides other users’ feedback', async () => {
    const browser = await trainee();
    const id = await play(browser, async () => undefined);
    const running = await browser.get(`/api/v1/sessions/${id}/feedback`);
    expect(running.status).toBe(409);
    expect(running.body.error.code).toBe('SESSION_RUNNING');

    await browser.post(`/api/v1/patient/chat/${id}`, { message: 'Do you have a temperature?' });
    await browser.post(`/api/v1/sessions/${id}/end`);
    // Nothing that gives the expected answers away before the summary is written.
    for (const path of [`/sessions/${id}/feedback`, `/sessions/${id}/analysis/clinical-reasoning`]) {
      const early = await browser.get(`/api/v1${path}`);
      expect(early.status, path).toBe(409);
      expect(early.body.error.code).toBe('SUMMARY_REQUIRED');
      expect(JSON.stringify(early.body)).not.toContain('A model answer');
    }
    expect((await browser.post('/api/v1/feedback-ai', { sessionId: id })).body.error.code).toBe(
      'SUMMARY_REQUIRED',
    );
    await browser.post(`/api/v1/sessions/${id}/summary`, {
      diagnosis: 'Ureteric colic',
      management: 'CT KUB',
    });
    const after = await browser.get(`/api/v1/sessions/${id}/feedback`);
    expect(after.body.data.summary.diagnosis).toBe('Ureteric colic');
    expect((await t.db('feedback').where({ session_id: id }).first()).with_summary).toBe(true);

    const stranger = await trainee();
    expect((await stranger.get(`/api/v1/sessions/${id}/feedback`)).status).toBe(404);
  });

  it('scores again a stored score that does not have the shape of a score, as an old scoring version', async () => {
    const browser = await trainee();
    const id = await play(browser, (sessionId) => playFixtureWell(browser, sessionId));
    const first = await browser.get(`/api/v1/sessions/${id}/feedback`);
    expect(first.body.data.overall).toBe(100);
    // Read back from the stored score: the same feedback.
    expect((await browser.get(`/api/v1/sessions/${id}/feedback`)).body.data).toEqual(first.body.data);

    await t
      .db('feedback')
      .where({ session_id: id })
      .update({ score: JSON.stringify({ overall: 'one hundred', results: 'all of them' }) });
    const rescored = await browser.get(`/api/v1/sessions/${id}/feedback`);
    expect(rescored.status).toBe(200);
    expect(rescored.body.data).toEqual(first.body.data);
    const stored = await t.db('feedback').where({ session_id: id }).first();
    expect(stored.score).toMatchObject({ overall: 100, flagged: false, caseId });
  });

  it('gives the feedback without a summary once its window has closed, and then locks the summary', async () => {
    const browser = await trainee();
    const id = await play(browser, async (sessionId) => {
      await browser.post(`/api/v1/sessions/${sessionId}/end`);
    });
    // The session ended more than SUMMARY_WINDOW_MINUTES ago.
    await rewindSession(t.db, id, 45);
    const feedback = await browser.get(`/api/v1/sessions/${id}/feedback`);
    expect(feedback.status).toBe(200);
    expect(feedback.body.data.summary).toBeNull();
    const late = await browser.post(`/api/v1/sessions/${id}/summary`, {
      diagnosis: feedback.body.data.expected.workingDiagnosis,
      management: 'CT KUB',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SUMMARY_WINDOW_CLOSED');
  });

  it('analyses communication, clinical reasoning and the timeline of an ended session', async () => {
    const browser = await trainee();
    const id = await play(browser, async (sessionId) => {
      await browser.post(`/api/v1/patient/chat/${sessionId}`, {
        message: 'Hello, I am Dr Lee, one of the urology doctors. Have you had a fever?',
      });
      await browser.post(`/api/v1/sessions/${sessionId}/interact`, {
        type: 'investigation',
        investigationId: 'ct-kub',
      });
      await browser.post(`/api/v1/sessions/${sessionId}/end`);
      await browser.post(`/api/v1/sessions/${sessionId}/summary`, { diagnosis: 'Colic', management: 'CT' });
    });
    const communication = await browser.get(`/api/v1/sessions/${id}/analysis/communication`);
    expect(communication.body.data.type).toBe('communication');
    expect(
      communication.body.data.behaviours.find((b: { behaviour: string }) => b.behaviour === 'introduces-self')
        .shown,
    ).toBe(true);
    const reasoning = await browser.get(`/api/v1/sessions/${id}/analysis/clinical-reasoning`);
    expect(reasoning.body.data.redFlags).toEqual({ total: 1, found: 1 });
    expect(reasoning.body.data.investigations.appropriateRequested).toEqual(['CT KUB']);
    const timeline = await browser.get(`/api/v1/sessions/${id}/analysis/timeline`);
    expect(timeline.body.data.events.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining(['fever', 'ct-kub']),
    );
    expect(timeline.body.data.timeToFirstRedFlagSeconds).toEqual(expect.any(Number));
    expect((await browser.get(`/api/v1/sessions/${id}/analysis/vibes`)).status).toBe(400);
  });

  it('writes the narrative through /feedback-ai with the template engine, once the session has ended', async () => {
    const browser = await trainee();
    const id = await play(browser, async () => undefined);
    const early = await browser.post('/api/v1/feedback-ai', { sessionId: id });
    expect(early.status).toBe(409);
    await browser.post(`/api/v1/sessions/${id}/end`);
    await browser.post(`/api/v1/sessions/${id}/summary`, { diagnosis: 'Not sure', management: 'Review' });
    const narrative = await browser.post('/api/v1/feedback-ai', { sessionId: id });
    expect(narrative.body.data).toMatchObject({
      engine: 'template',
      headline: expect.stringMatching(/^You scored 0 out of 100/),
    });
    const legacy = await browser.post('/api/v1/feedback/feedback-ai/analyze', { sessionId: id });
    expect(legacy.body.data.headline).toBe(narrative.body.data.headline);
  });
});
