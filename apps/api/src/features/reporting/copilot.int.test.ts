import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTrainee } from '../../test/factories.ts';
import { fakeAiSettings, startFakeOpenAi } from '../../test/fake-openai.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('hand-off copilot with FEEDBACK_ENGINE=llm', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let caseId: string;

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    const ai = fakeAiSettings(provider.url);
    t = await createTestApp({
      env: {
        SESSION_COUNTDOWN_SECONDS: '0',
        FEEDBACK_ENGINE: 'llm',
        AI_BASE_URL: ai.AI_BASE_URL!,
        AI_API_KEY: ai.AI_API_KEY!,
        AI_MODEL: ai.AI_MODEL,
      },
    });
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('asks the model on reading and refresh (once per revision), not on autosave; scripted when it fails', async () => {
    const { browser } = await signedInTrainee(t);
    const id = await summarisedSessionFor(browser, caseId);
    const path = `/api/v1/reporting/sessions/${id}/handoff`;
    provider.answer({ status: 200, content: JSON.stringify({ lacking: ['recommendation.timeframe'] }) });

    const saved = await browser.send('put', path, goodHandoff);
    expect(saved.body.data.copilot).toMatchObject({ engine: 'scripted', hints: [] });
    const calls = provider.requests.length;

    const read = (await browser.get(path)).body.data.copilot;
    expect(read.engine).toBe('model');
    expect(read.hints).toEqual([
      { section: 'recommendation', code: 'recommendation.timeframe', message: 'Say how soon you need it.' },
    ]);
    expect(provider.requests.length).toBe(calls + 1);
    // Nothing of the case but its title reaches the model (the draft is the trainee's own text).
    const sent = JSON.stringify(provider.requests.at(-1));
    expect(sent).toContain('Loin pain in a delivery driver');
    expect(sent).not.toMatch(/ureteric colic|Daniel Hughes|A model answer|Infection with obstruction/);
    const usage = await t.db('ai_usage').where({ session_id: id, purpose: 'handoff' });
    expect(usage).toHaveLength(1);

    // Read again, and autosaved with nothing changed: the reading of this revision is kept.
    expect((await browser.get(path)).body.data.copilot.engine).toBe('model');
    expect((await browser.send('put', path, goodHandoff)).body.data.copilot.engine).toBe('model');
    expect(provider.requests.length).toBe(calls + 1);

    // Refresh asks again; a failing model leaves the scripted checks.
    provider.answer({ status: 500 });
    const refreshed = (await browser.post(`${path}/refresh`)).body.data.copilot;
    expect(refreshed).toMatchObject({ engine: 'scripted', hints: [], ready: true });
    expect(provider.requests.length).toBeGreaterThan(calls + 1);
  });
});
