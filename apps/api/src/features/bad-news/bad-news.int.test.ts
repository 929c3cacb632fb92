import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../../test/agent.ts';
import { signedInAdmin, signedInTrainee } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const SCENARIO = 'bladder-cancer-biopsy-result';

describe('breaking bad news', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists at least three scenarios, for signed-in users only', async () => {
    const visitor = await createBrowser(t.app);
    expect((await visitor.get('/api/v1/bab/scenarios')).status).toBe(401);
    expect((await visitor.post('/api/v1/bab/sessions', { scenarioId: SCENARIO })).status).toBe(401);
    const { browser } = await signedInTrainee(t);
    const list = await browser.get('/api/v1/bab/scenarios');
    expect(list.status).toBe(200);
    expect(list.body.data.scenarios.length).toBeGreaterThanOrEqual(3);
    expect(list.body.data.scenarios.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining([SCENARIO, 'raised-psa-needs-biopsy', 'complication-after-ureteroscopy']),
    );
    expect((await browser.get('/api/v1/bab/scenarios/no-such-scenario')).status).toBe(404);
    expect((await browser.post('/api/v1/bab/sessions', { scenarioId: 'no-such-scenario' })).status).toBe(404);
  });

  it('starts, takes turns with a changing emotion, ends and reviews with SPIKES scores and evidence', async () => {
    const { browser } = await signedInTrainee(t);
    const started = await browser.post('/api/v1/bab/sessions', { scenarioId: SCENARIO });
    expect(started.status).toBe(200);
    const session = started.body.data;
    expect(session).toMatchObject({ emotion: 'calm', clock: { phase: 'active' } });
    expect(session.transcript).toHaveLength(1);
    expect(session.transcript[0]).toMatchObject({ sender: 'patient', emotion: 'calm' });

    const say = async (message: string) => {
      const res = await browser.post(`/api/v1/bab/sessions/${session.id}/turns`, { message });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const warned = await say("Hello, my name is Dr Patel. I'm afraid the results are not what we hoped.");
    expect(warned.emotion).toBe('anxious');
    expect(warned.message.reactions).toContain('warning-shot');
    const news = await say('The growth in your bladder is a cancer.');
    expect(news.emotion).toBe('tearful');
    const moved = await say('You will need a second operation.');
    expect(moved.emotion).toBe('angry');
    expect(moved.message.reactions).toEqual(['no-empathy', 'plan']);
    const empathy = await say("I'm so sorry. This must be a shock. Take your time.");
    expect(empathy.emotion).toBe('settling');

    const detail = await browser.get(`/api/v1/bab/sessions/${session.id}`);
    expect(detail.body.data.emotion).toBe('settling');
    expect(detail.body.data.transcript).toHaveLength(9);

    // The review waits for the end.
    const early = await browser.get(`/api/v1/bab/sessions/${session.id}/review`);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SESSION_RUNNING');

    const ended = await browser.post(`/api/v1/bab/sessions/${session.id}/end`);
    expect(ended.status).toBe(200);
    const review = ended.body.data;
    expect(review.emotionPath).toEqual(['calm', 'anxious', 'tearful', 'angry', 'settling']);
    expect(review.score.items.map((i: { step: string }) => i.step)).toEqual([
      'setting',
      'perception',
      'invitation',
      'knowledge',
      'emotions',
      'strategy',
    ]);
    const knowledge = review.score.items.find((i: { step: string }) => i.step === 'knowledge');
    expect(knowledge.score).toBe(2);
    expect(knowledge.evidence.map((e: { quote: string }) => e.quote)).toContain(
      'The growth in your bladder is a cancer.',
    );
    const emotions = review.score.items.find((i: { step: string }) => i.step === 'emotions');
    expect(emotions.score).toBe(1);
    expect(review.score.pitfalls).toEqual([
      expect.objectContaining({ reaction: 'no-empathy', quote: 'You will need a second operation.' }),
    ]);

    // Stored: the review reads the same score; the scenario shows the latest session with it.
    const stored = await t.db('bab_sessions').where({ id: session.id }).first();
    expect(Number(stored.overall)).toBe(review.score.overall);
    const again = await browser.get(`/api/v1/bab/sessions/${session.id}/review`);
    expect(again.body.data.score).toEqual(review.score);
    const card = await browser.get(`/api/v1/bab/scenarios/${SCENARIO}`);
    expect(card.body.data.latest).toMatchObject({
      sessionId: session.id,
      phase: 'ended',
      overall: review.score.overall,
    });

    // An ended conversation takes no more turns; ending again changes nothing.
    const late = await browser.post(`/api/v1/bab/sessions/${session.id}/turns`, {
      message: 'Any questions?',
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('SESSION_ENDED');
    expect((await browser.post(`/api/v1/bab/sessions/${session.id}/end`)).body.data.score).toEqual(
      review.score,
    );
  });

  it('ends a conversation whose time ran out', async () => {
    const { browser } = await signedInTrainee(t);
    const { id } = (await browser.post('/api/v1/bab/sessions', { scenarioId: SCENARIO })).body.data;
    await t
      .db('bab_sessions')
      .where({ id })
      .update({
        started_at: t.db.raw("started_at - interval '11 minutes'"),
        ends_at: t.db.raw("ends_at - interval '11 minutes'"),
      });
    const late = await browser.post(`/api/v1/bab/sessions/${id}/turns`, { message: 'Hello' });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/time is up/);
    expect((await browser.get(`/api/v1/bab/sessions/${id}/review`)).status).toBe(200);
  });

  it('belongs to its trainee: another trainee, and an admin, get 404 and change nothing', async () => {
    const owner = await signedInTrainee(t);
    const { id } = (await owner.browser.post('/api/v1/bab/sessions', { scenarioId: SCENARIO })).body.data;
    await owner.browser.post(`/api/v1/bab/sessions/${id}/turns`, { message: 'Hello, my name is Dr Patel.' });
    for (const other of [(await signedInTrainee(t)).browser, (await signedInAdmin(t)).browser]) {
      for (const res of [
        await other.get(`/api/v1/bab/sessions/${id}`),
        await other.post(`/api/v1/bab/sessions/${id}/turns`, { message: 'You have cancer.' }),
        await other.post(`/api/v1/bab/sessions/${id}/end`),
        await other.get(`/api/v1/bab/sessions/${id}/review`),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, message: 'No such conversation' });
      }
    }
    const row = await t.db('bab_sessions').where({ id }).first();
    expect(row.ended_at).toBeNull();
    expect(await t.db('bab_messages').where({ session_id: id })).toHaveLength(3);
    // An unknown id answers the same.
    const missing = await owner.browser.get('/api/v1/bab/sessions/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such conversation');
  });

  it('refuses an empty or oversized message without storing it', async () => {
    const { browser } = await signedInTrainee(t);
    const { id } = (await browser.post('/api/v1/bab/sessions', { scenarioId: SCENARIO })).body.data;
    expect((await browser.post(`/api/v1/bab/sessions/${id}/turns`, { message: '   ' })).status).toBe(400);
    expect(
      (await browser.post(`/api/v1/bab/sessions/${id}/turns`, { message: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect(await t.db('bab_messages').where({ session_id: id })).toHaveLength(1);
  });
});
