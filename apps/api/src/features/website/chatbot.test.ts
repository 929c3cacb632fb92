import { buildAssistantIndex } from '@urosim/domain';
import { describe, expect, it } from 'vitest';
import type { WebsiteAssistant } from '../../providers/ai/website-assistant.ts';
import { answerWebsiteChat } from './chatbot.ts';

describe('a website chat turn', () => {
  it('answers the visitor without the model usage, which goes to be recorded', async () => {
    const usage = { model: 'local', promptTokens: 10, completionTokens: 5, costUsd: 0.001 };
    const assistant: WebsiteAssistant = {
      engine: 'llm',
      answer: async (_index, message, history) => ({
        kind: 'answer',
        response: `${message} (${history.length} earlier)`,
        sources: [],
        usage,
      }),
    };
    const index = buildAssistantIndex([]);
    const logged: unknown[] = [];
    const reply = await answerWebsiteChat(
      { indexCache: { get: async () => index }, assistant },
      { message: 'Hi', history: [{ role: 'user', content: 'Hello' }] },
      (u, latencyMs) => {
        logged.push(u);
        expect(latencyMs).toBeGreaterThanOrEqual(0);
      },
    );
    expect(reply).toEqual({ kind: 'answer', response: 'Hi (1 earlier)', sources: [] });
    expect(logged).toEqual([usage]);
  });
});
