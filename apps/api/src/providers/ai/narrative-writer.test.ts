import { scoreSession } from '@urosim/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCase } from '../../test/case-fixture.ts';
import { fakeAiSettings, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createLlmNarrativeWriter, templateNarrativeWriter } from './narrative-writer.ts';

describe('feedback narrative writers', () => {
  const caseDef = fixtureCase();
  const score = scoreSession(caseDef, { transcript: [], actions: [], summary: null });
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const writer = () => createLlmNarrativeWriter(fakeAiSettings(provider.url));
  beforeAll(async () => {
    provider = await startFakeOpenAi();
  });
  afterAll(() => provider.close());

  it('template: grounded in the results', async () => {
    const { narrative } = await templateNarrativeWriter.write(caseDef, score);
    expect(narrative.headline).toMatch(/^You scored 0 out of 100/);
  });

  it('model: structured, validated, costed, and told the score without the transcript', async () => {
    provider.answer({
      status: 200,
      content: JSON.stringify({
        headline: 'You scored 0 out of 100 and missed the fever question.',
        strengths: [],
        improvements: ['Ask about fever in every case of colic.'],
        nextStep: 'Replay the case.',
      }),
    });
    const { narrative, usage } = await writer().write(caseDef, score);
    expect(narrative.improvements).toEqual(['Ask about fever in every case of colic.']);
    expect(usage).toMatchObject({ model: 'local', promptTokens: 400, completionTokens: 90 });
    const prompt = provider.prompts.at(-1)!;
    expect(prompt).toContain('The score is 0 out of 100');
    expect(prompt).toContain('[missed, critical] red-flags: Asks about fever');
  });

  it('model: a different score, invalid JSON or an upstream failure is refused', async () => {
    provider.answer({
      status: 200,
      content: JSON.stringify({
        headline: 'You scored 85 out of 100!',
        strengths: [],
        improvements: [],
        nextStep: 'x',
      }),
    });
    await expect(writer().write(caseDef, score)).rejects.toMatchObject({ code: 'invalid_ai_output' });
    provider.answer({ status: 200, content: '{"headline": ' });
    await expect(writer().write(caseDef, score)).rejects.toMatchObject({ code: 'invalid_ai_output' });
    provider.answer({ status: 401 });
    await expect(writer().write(caseDef, score)).rejects.toMatchObject({ code: 'ai_unauthorized' });
  });
});
