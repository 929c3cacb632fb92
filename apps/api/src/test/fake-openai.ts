import { createServer, type Server } from 'node:http';

type ChatBody = { model: string; stream?: boolean; messages: { role: string; content: string }[] };

/** The chunks of a streamed answer, as the real API sends them (server-sent events). */
const streamed = (model: string, content: string) => {
  const chunk = (delta: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model, ...delta, ...extra })}\n\n`;
  const pieces = content.match(/.{1,9}/gs) ?? [];
  return [
    ...pieces.map((piece) =>
      chunk({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }),
    ),
    chunk({ choices: [] }, { usage: { prompt_tokens: 400, completion_tokens: 90, total_tokens: 490 } }),
    'data: [DONE]\n\n',
  ].join('');
};

/**
 * An OpenAI-compatible chat completions server on 127.0.0.1 that answers every call with a fixed
 * message or status (streamed when the call asks for a stream; after `delayMs` when set), and
 * records the requests and their Authorization headers (the real `openai` client talks to it).
 */
export const startFakeOpenAi = async () => {
  let answer: { status: number; content?: string; delayMs?: number } = { status: 200, content: '{}' };
  const requests: ChatBody[] = [];
  const authorizations: (string | undefined)[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatBody;
    requests.push(body);
    authorizations.push(req.headers.authorization);
    if (answer.delayMs) {
      const delay = answer.delayMs;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (res.destroyed || req.destroyed) return;
    }
    if (answer.status !== 200) {
      res
        .writeHead(answer.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'x' } }));
      return;
    }
    if (body.stream) {
      res
        .writeHead(200, { 'content-type': 'text/event-stream' })
        .end(streamed(body.model, answer.content ?? ''));
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
    requests,
    authorizations,
    /** The system prompt of each call. */
    get prompts() {
      return requests.map((r) => r.messages[0]?.content ?? '');
    },
    answer: (next: { status: number; content?: string; delayMs?: number }) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Model settings pointing at a fake server (or nowhere, without a url: no key). */
export const fakeAiSettings = (url?: string) => ({
  ...(url ? { AI_BASE_URL: url, AI_API_KEY: 'k' } : {}),
  AI_MODEL: 'local',
  AI_PROMPT_COST_PER_1K: 0.001,
  AI_COMPLETION_COST_PER_1K: 0.002,
  AI_TIMEOUT_SECONDS: 5,
});
