import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFixtureCase, rewindSession, signedInTrainee, startSessionFor } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('training sessions in the activity log (issue 19, ADR 0130)', () => {
  let t: TestApp;
  let caseId: string;
  beforeAll(async () => {
    t = await createTestApp();
    caseId = await publishFixtureCase(t.db, 'training-activity');
  });
  afterAll(() => t.close());

  it('records a session started and completed, for its trainee only', async () => {
    const { browser } = await signedInTrainee(t);
    const stranger = await signedInTrainee(t);
    const session = await startSessionFor(browser, caseId);
    await rewindSession(t.db, session.id, 1);
    expect((await browser.post(`/api/v1/sessions/${session.id}/end`)).status).toBe(200);
    const summary = await browser.post(`/api/v1/sessions/${session.id}/summary`, {
      diagnosis: 'Ureteric colic',
      management: 'CT KUB',
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const events = (await browser.get('/api/v1/user/activity')).body.data.events as { kind: string }[];
    expect(events.map((e) => e.kind).slice(0, 2)).toEqual(['session_completed', 'session_started']);
    const theirs = (await stranger.browser.get('/api/v1/user/activity')).body.data.events as {
      kind: string;
    }[];
    expect(theirs.map((e) => e.kind)).not.toContain('session_started');
  });
});
