import { HANDOFF_CHECKS } from '@urosim/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../test/agent.ts';
import { rewindSession, signedInTrainee, startSessionFor } from '../../test/factories.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const blank = { situation: '', background: '', assessment: '', recommendation: '' };

describe('SBAR hand-off: the owner’s routes and scoring', () => {
  let t: TestApp;
  let caseId: string;
  const handoffPath = (id: string) => `/api/v1/reporting/sessions/${id}/handoff`;
  const trainee = async () => (await signedInTrainee(t)).browser;
  const save = (browser: Browser, id: string, sbar: object) => browser.send('put', handoffPath(id), sbar);
  const feedbackOf = async (browser: Browser, id: string) =>
    (await browser.get(`/api/v1/sessions/${id}/feedback`)).body.data;

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(() => t.close());

  it('saves, scores and hints as it is written; the revision goes up only on a change', async () => {
    const browser = await trainee();
    const id = await summarisedSessionFor(browser, caseId);

    const empty = await browser.get(handoffPath(id));
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({
      sessionId: id,
      caseId,
      caseTitle: 'Loin pain in a delivery driver',
      sbar: blank,
      revision: 0,
      updatedAt: null,
      wordCount: 0,
      score: null,
      share: null,
      copilot: { engine: 'scripted', ready: false },
    });
    expect(empty.body.data.copilot.hints).toHaveLength(HANDOFF_CHECKS.length);

    const partial = await save(browser, id, { ...blank, situation: goodHandoff.situation });
    expect(partial.status).toBe(200);
    expect(partial.body.data).toMatchObject({
      revision: 1,
      score: { metWeight: 1, totalWeight: 6, percent: 16.7 },
    });
    expect(partial.body.data.copilot.sections[0]).toMatchObject({ section: 'situation', status: 'complete' });
    expect(partial.body.data.copilot.hints.some((h: { section: string }) => h.section === 'situation')).toBe(
      false,
    );
    const situation = partial.body.data.score.items.find(
      (i: { itemId: string }) => i.itemId === 'handoff-situation',
    );
    expect(situation.evidence).toMatchObject({ kind: 'phrase', field: 'handoff' });
    expect(situation.evidence.sentence).toContain('right loin pain');

    // The same text again (an autosave with nothing typed) changes nothing.
    const again = await save(browser, id, { ...blank, situation: goodHandoff.situation });
    expect(again.body.data.revision).toBe(1);
    expect(again.body.data.updatedAt).toBe(partial.body.data.updatedAt);

    const full = await save(browser, id, goodHandoff);
    expect(full.body.data).toMatchObject({
      revision: 2,
      sbar: goodHandoff,
      score: { percent: 100, metWeight: 6, totalWeight: 6 },
      copilot: { hints: [], ready: true },
    });
    expect(full.body.data.wordCount).toBeGreaterThan(80);
    expect(full.body.data.score.sections.map((s: { verdict: string }) => s.verdict)).toEqual([
      'strong',
      'strong',
      'strong',
      'strong',
    ]);
    expect((await browser.get(handoffPath(id))).body.data.revision).toBe(2);
    expect(await t.db('handoffs').where({ session_id: id }).pluck('revision')).toEqual([2]);
  });

  it('refresh scores again: a stored score is replaced, not trusted', async () => {
    const browser = await trainee();
    const id = await summarisedSessionFor(browser, caseId);
    await save(browser, id, goodHandoff);
    expect((await feedbackOf(browser, id)).overall).toBe(100);
    // A stored score that is stale in a way the checks cannot see (say, a fixed scoring bug).
    const stored = await t.db('feedback').where({ session_id: id }).first();
    await t
      .db('feedback')
      .where({ session_id: id })
      .update({ score: JSON.stringify({ ...stored.score, overall: 12 }) });
    expect((await feedbackOf(browser, id)).overall).toBe(12);
    const refreshed = await browser.post(`${handoffPath(id)}/refresh`);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.data).toMatchObject({ revision: 1, score: { percent: 100 } });
    expect((await feedbackOf(browser, id)).overall).toBe(100);
  });

  it('exists only once the session has ended and has its summary; refuses oversized text', async () => {
    const browser = await trainee();
    const running = await startSessionFor(browser, caseId);
    for (const res of [
      await browser.get(handoffPath(running.id)),
      await save(browser, running.id, goodHandoff),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('SESSION_RUNNING');
    }
    await browser.post(`/api/v1/sessions/${running.id}/end`);
    const early = await save(browser, running.id, goodHandoff);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('SUMMARY_REQUIRED');
    expect(early.body.message).toBe('Write your summary first: the hand-off comes after it.');
    expect(await t.db('handoffs').where({ session_id: running.id })).toHaveLength(0);

    // Its summary window closed without one: there never will be a hand-off.
    await rewindSession(t.db, running.id, 45);
    const never = await browser.get(handoffPath(running.id));
    expect(never.body.error.code).toBe('SUMMARY_REQUIRED');
    expect(never.body.message).toBe('This session ended without a summary, so it has no hand-off.');

    const id = await summarisedSessionFor(browser, caseId);
    const long = await save(browser, id, { ...blank, assessment: 'x'.repeat(3001) });
    expect(long.status).toBe(400);
    expect(await t.db('handoffs').where({ session_id: id })).toHaveLength(0);
  });

  it('the feedback shows the verdict, scores again after an edit, and marks a change made after it was opened', async () => {
    const browser = await trainee();
    const id = await summarisedSessionFor(browser, caseId);
    // Scoring on submitting the summary is not an opening of the feedback.
    expect((await t.db('feedback').where({ session_id: id }).first()).first_viewed_at).toBeNull();

    await save(browser, id, goodHandoff);
    const first = await feedbackOf(browser, id);
    expect(first.overall).toBe(100);
    expect(first.handoff).toMatchObject({
      state: 'written',
      revisedAfterFeedback: false,
      updatedAt: expect.any(String),
      score: { percent: 100 },
    });
    expect(
      first.handoff.score.sections.find((s: { section: string }) => s.section === 'recommendation'),
    ).toMatchObject({
      verdict: 'strong',
      met: ['Hand-off recommendation point'],
      missed: [],
      gaps: [],
    });

    await save(browser, id, { ...goodHandoff, recommendation: '' });
    const second = await feedbackOf(browser, id);
    // The recommendation's point (weight 2 of 11) is missed now: the overall score follows.
    expect(second.overall).toBe(81.8);
    expect(second.handoff.revisedAfterFeedback).toBe(true);
    const recommendation = second.handoff.score.sections.find(
      (s: { section: string }) => s.section === 'recommendation',
    );
    expect(recommendation).toMatchObject({
      verdict: 'missing',
      met: [],
      missed: ['Hand-off recommendation point'],
    });
    expect(recommendation.gaps).toHaveLength(3);
    expect(await t.db('feedback').where({ session_id: id }).pluck('handoff_revision')).toEqual([2]);
  });

  it('counts an unwritten hand-off as missed, except for sessions ended before the hand-off step', async () => {
    const browser = await trainee();
    const offered = await summarisedSessionFor(browser, caseId);
    const skipped = await feedbackOf(browser, offered);
    // 5 of 11: the consultation's items met, the four hand-off points missed.
    expect(skipped.overall).toBe(45.5);
    expect(skipped.handoff).toMatchObject({ state: 'missing', updatedAt: null, score: { percent: 0 } });
    const missed = skipped.results.filter((r: { category: string }) => r.category === 'handoff');
    expect(missed.map((r: { missing: { what: string } }) => r.missing.what)).toEqual(
      Array(4).fill('No hand-off was written.'),
    );

    const older = await summarisedSessionFor(browser, caseId);
    // As a session ended before this release: no hand-off step (its stored score is of an older version).
    await t.db('training_sessions').where({ id: older }).update({ handoff_offered: false });
    await t.db('feedback').where({ session_id: older }).update({ scoring_version: 0 });
    const old = await feedbackOf(browser, older);
    expect(old.overall).toBe(100);
    expect(old.handoff).toEqual({
      state: 'notOffered',
      score: null,
      updatedAt: null,
      revisedAfterFeedback: false,
    });
    expect(old.results.some((r: { category: string }) => r.category === 'handoff')).toBe(false);

    // Written after all, it is scored like any other.
    await save(browser, older, { ...goodHandoff, recommendation: '' });
    const written = await feedbackOf(browser, older);
    expect(written.handoff.state).toBe('written');
    expect(written.overall).toBe(81.8);
  });

  it('lists an ended, summarised session without a hand-off on the dashboard until it is written', async () => {
    const browser = await trainee();
    const id = await summarisedSessionFor(browser, caseId);
    const waiting = async () => (await browser.get('/api/v1/dashboard/stats')).body.data.handoffsWaiting;
    expect(await waiting()).toEqual([
      { sessionId: id, caseTitle: 'Loin pain in a delivery driver', endedAt: expect.any(String) },
    ]);
    await save(browser, id, { ...blank, situation: '   ' });
    expect(await waiting(), 'whitespace is not a hand-off').toHaveLength(1);
    await save(browser, id, goodHandoff);
    expect(await waiting()).toEqual([]);
  });
});
