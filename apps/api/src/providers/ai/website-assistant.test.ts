import { helpArticles } from '@urosim/content/help';
import { buildAssistantIndex, helpDoc, MEDICAL_REFUSAL } from '@urosim/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAiSettings, startFakeOpenAi } from '../../test/fake-openai.ts';
import { createLlmAssistant, retrievalAssistant } from './website-assistant.ts';

const index = buildAssistantIndex(helpArticles.map(helpDoc));

describe('website assistants', () => {
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const assistant = () => createLlmAssistant(fakeAiSettings(provider.url));
  beforeAll(async () => {
    provider = await startFakeOpenAi();
  });
  afterAll(() => provider.close());

  it('retrieval answers with the help article itself', async () => {
    const reply = await retrievalAssistant.answer(index, 'Does it work on Safari?', []);
    expect(reply.sources[0]?.url).toBe('/faq#does-it-work-on-safari');
  });

  it('model: grounded in the retrieved passages, with the history, citing only what it was given', async () => {
    provider.answer({
      status: 200,
      content: JSON.stringify({
        response: 'Yes, it works in Safari 17 and later.',
        sourceIds: ['does-it-work-on-safari', 'made-up-page'],
      }),
    });
    const reply = await assistant().answer(index, 'and on a Mac?', [
      { role: 'user', content: 'Does it work on Safari?' },
      { role: 'assistant', content: 'Yes.' },
    ]);
    expect(reply).toMatchObject({
      kind: 'answer',
      response: 'Yes, it works in Safari 17 and later.',
      sources: [{ title: 'Does UroSim work on Safari?', url: '/faq#does-it-work-on-safari' }],
      usage: { model: 'local', promptTokens: 400 },
    });
    const request = provider.requests.at(-1)!;
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(request.messages[0]?.content).toContain('[does-it-work-on-safari] Does UroSim work on Safari?');
    expect(request.messages[0]?.content).toContain('Never give medical advice');
  });

  it('model: a medical question is refused without calling the model', async () => {
    const calls = provider.requests.length;
    const reply = await assistant().answer(index, 'What dose of tamsulosin should I take?', []);
    expect(reply).toEqual({ kind: 'medical-refusal', response: MEDICAL_REFUSAL, sources: [] });
    expect(provider.requests.length).toBe(calls);
  });

  it('model: invalid output and upstream failures map to the AI error catalogue', async () => {
    provider.answer({ status: 200, content: '{"response": ' });
    await expect(assistant().answer(index, 'How long is a session?', [])).rejects.toMatchObject({
      code: 'invalid_ai_output',
    });
    provider.answer({ status: 200, content: JSON.stringify({ reply: 'wrong field', sourceIds: [] }) });
    await expect(assistant().answer(index, 'How long is a session?', [])).rejects.toMatchObject({
      code: 'invalid_ai_output',
    });
    provider.answer({ status: 503 });
    await expect(assistant().answer(index, 'How long is a session?', [])).rejects.toMatchObject({
      code: 'ai_service_unavailable',
    });
    const keyless = createLlmAssistant(fakeAiSettings());
    await expect(keyless.answer(index, 'How long is a session?', [])).rejects.toMatchObject({
      code: 'missing_api_key',
    });
  });
});
