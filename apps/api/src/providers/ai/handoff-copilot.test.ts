import type { Sbar } from '@urosim/contracts';
import { HANDOFF_CHECKS } from '@urosim/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAiSettings, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createModelHandoffCopilot, scriptedHandoffCopilot } from './handoff-copilot.ts';

const draft: Sbar = {
  situation: "I'm the SHO calling about a 58-year-old woman with fever; I'm worried she is septic.",
  background: 'Type 2 diabetes, on metformin, allergic to penicillin.',
  assessment: 'Lactate 4.1, tender loin.',
  recommendation: '',
};
const caseTitle = 'Fever, rigors and left loin pain in a school cook';

describe('hand-off copilot by model', () => {
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const fallbacks: unknown[] = [];
  const copilot = () => createModelHandoffCopilot(fakeAiSettings(provider.url), (e) => fallbacks.push(e));
  beforeAll(async () => {
    provider = await startFakeOpenAi();
  });
  afterAll(() => provider.close());

  it('turns the codes it answers into the catalogue’s hints, told only the title, the draft and the checks', async () => {
    provider.answer({ status: 200, content: JSON.stringify({ lacking: ['assessment.observations'] }) });
    const { copilot: reading, usage } = await copilot().read({ caseTitle, sbar: draft });
    const observations = HANDOFF_CHECKS.find((c) => c.code === 'assessment.observations')!;
    expect(reading.engine).toBe('model');
    // The empty Recommendation lacks all its checks whatever the model says.
    expect(reading.hints.map((h) => h.code)).toEqual([
      'assessment.observations',
      'recommendation.request',
      'recommendation.timeframe',
      'recommendation.plan',
    ]);
    expect(reading.hints[0]).toEqual({
      section: 'assessment',
      code: observations.code,
      message: observations.message,
    });
    expect(reading.sections.map((s) => s.status)).toEqual(['complete', 'complete', 'partial', 'empty']);
    expect(usage).toMatchObject({ model: 'local', promptTokens: 400 });
    const request = provider.requests.at(-1)!;
    expect(request.messages[0]!.content).toContain(`Case title: ${caseTitle}.`);
    expect(request.messages[0]!.content).toContain('assessment.observations (Assessment)');
    // The draft goes as data in its own message, and nothing of the case but its title is sent.
    expect(request.messages[1]!.content).toContain('Lactate 4.1, tender loin.');
    expect(JSON.stringify(request.messages)).not.toMatch(/obstruct|nephrostomy|pyelonephritis/i);
  });

  it('answers the scripted checks when the model names an unknown code, sends bad JSON or fails', async () => {
    const scripted = (await scriptedHandoffCopilot.read({ caseTitle, sbar: draft })).copilot;
    for (const answer of [
      { status: 200, content: JSON.stringify({ lacking: ['assessment.diagnosis-is-pyelonephritis'] }) },
      { status: 200, content: '{"lacking": [' },
      { status: 500 },
    ]) {
      provider.answer(answer);
      const before = fallbacks.length;
      const { copilot: reading } = await copilot().read({ caseTitle, sbar: draft });
      expect(reading).toEqual(scripted);
      expect(reading.engine).toBe('scripted');
      expect(fallbacks.length).toBe(before + 1);
    }
  });

  it('makes no call for an empty draft', async () => {
    const calls = provider.requests.length;
    const empty = { situation: '', background: ' ', assessment: '', recommendation: '' };
    const { copilot: reading } = await copilot().read({ caseTitle, sbar: empty });
    expect(provider.requests.length).toBe(calls);
    expect(reading.hints).toHaveLength(HANDOFF_CHECKS.length);
  });
});
