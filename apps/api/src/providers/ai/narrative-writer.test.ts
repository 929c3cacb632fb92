import { createServer, type Server } from 'node:http';
import { scoreSession } from '@urosim/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCase } from '../../test/case-fixture.ts';
import { createLlmNarrativeWriter, templateNarrativeWriter } from './narrative-writer.ts';

/** An OpenAI-compatible chat completions server on 127.0.0.1 answering with a fixed message or status. */
const startProvider = async () => {
  let answer: { status: number; content?: string } = { status: 200, content: '{}' };
  const prompts: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    prompts.push(body.messages[0].content);
    if (answer.status !== 200) {
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'x' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } },
        ],
        usage: { prompt_tokens: 400, completion_tokens: 90, total_tokens: 490 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`,
    prompts,
    answer: (next: { status: number; content?: string }) => {
      answer = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('feedback narrative writers', () => {
  const caseDef = fixtureCase();
  const score = scoreSession(caseDef, { transcript: [], actions: [], summary: null });
  let provider: Awaited<ReturnType<typeof startProvider>>;
  const writer = () =>
    createLlmNarrativeWriter({
      AI_BASE_URL: provider.url,
      AI_API_KEY: 'k',
      AI_MODEL: 'local',
      AI_PROMPT_COST_PER_1K: 0.001,
      AI_COMPLETION_COST_PER_1K: 0.002,
      AI_TIMEOUT_SECONDS: 5,
    });
  beforeAll(async () => {
    provider = await startProvider();
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
