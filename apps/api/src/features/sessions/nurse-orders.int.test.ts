// Orders given to the nurse in chat are actions of the session (ADR 0111): recorded like panel
// requests, once each, with their results after the case's delay, and the nurse follows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishFixtureCase, signedInTrainee, startSessionFor } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('orders given to the nurse', () => {
  let t: TestApp;
  let caseId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '50' } });
    caseId = await publishFixtureCase(t.db);
  });
  afterAll(() => t.close());

  it('records an investigation ordered in chat once, and the nurse reports it pending until it is back', async () => {
    const { browser } = await signedInTrainee(t);
    const session = await startSessionFor(browser, caseId);
    const ask = async (message: string) =>
      (await browser.post(`/api/v1/chat/nurse/${session.id}`, { message })).body.data.reply.text as string;

    expect(await ask('Could you book a CT KUB please?')).toMatch(/CT KUB.*about 5 minutes/);
    expect(await ask("Don't send a urine dipstick.")).not.toMatch(/Blood 3\+/);
    await ask('Please request the CT KUB again.');
    expect(await ask('Is the CT KUB back?')).toMatch(/isn't back yet/);

    const detail = await browser.get(`/api/v1/sessions/${session.id}/details`);
    const actions = detail.body.data.actions as { kind: string; itemId: string; result: string | null }[];
    expect(actions.filter((a) => a.itemId === 'ct-kub')).toEqual([
      expect.objectContaining({ kind: 'investigation', itemId: 'ct-kub', result: null }),
    ]);
    expect(actions.some((a) => a.itemId === 'urine-dip')).toBe(false);
  });
});
