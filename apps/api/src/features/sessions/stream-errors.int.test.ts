import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PatientEngine } from '../../providers/ai/engine.ts';
import type { Browser } from '../../test/agent.ts';
import { publishFixtureCase, signedInTrainee, startFreshSessionFor } from '../../test/factories.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { createTestApp, testDatabaseUrl } from '../../test/test-app.ts';

// A streamed chat turn that fails after its stream opened can no longer answer with a status: it
// ends with an `error` event. Those events say what the one error handler would have said, and the
// failure is in the request's log.

type LogLine = {
  level: number;
  msg: string;
  req?: { id: string };
  err?: { message: string; stack?: string };
};

describe('a streamed chat turn that fails after the stream opened', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let browser: Browser;
  let caseId: string;
  const logs: LogLine[] = [];
  /** What the engine does on its next turn. */
  let failure: 'explode' | 'lose-the-database' = 'explode';
  const engine: PatientEngine = {
    name: 'scripted',
    reply: async () => {
      if (failure === 'explode') throw new Error('the engine exploded');
      // The database goes away while the model answers: storing the reply fails.
      proxy.cut();
      return { text: 'It hurts here.', revealedFactIds: [], negativeIds: [], engine: 'scripted' };
    },
  };

  const streamTurn = async (sessionId: string) => {
    const res = await browser.agent
      .post(`/api/v1/patient/chat/${sessionId}`)
      .set('X-XSRF-TOKEN', browser.token)
      .set('Accept', 'text/event-stream')
      .send({ message: 'Where is the pain?' });
    const events = res.text
      .split('\n\n')
      .filter(Boolean)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null'),
      }));
    return { status: res.status, requestId: res.headers['x-request-id'] as string, events };
  };

  beforeAll(async () => {
    const target = new URL(testDatabaseUrl());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(target);
    viaProxy.port = String(proxy.port);
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(JSON.parse(line)) });
    t = await createTestApp({
      databaseUrl: viaProxy.toString(),
      engine,
      logger,
      env: { SESSION_COUNTDOWN_SECONDS: '0', FREE_SESSIONS_PER_MONTH: '10' },
    });
    caseId = await publishFixtureCase(t.db, 'fixture-stream');
    browser = (await signedInTrainee(t)).browser;
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('ends an unexpected error with INTERNAL_ERROR and logs it, with its stack, for the request', async () => {
    failure = 'explode';
    const session = await startFreshSessionFor(browser, caseId);
    const turn = await streamTurn(session.id);
    expect(turn.status).toBe(200);
    expect(turn.events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'INTERNAL_ERROR', message: 'Sorry, something went wrong. Please try again.' },
    });
    const logged = logs.find((line) => line.err?.message === 'the engine exploded');
    expect(logged).toMatchObject({
      level: 50,
      msg: 'unhandled error in a stream',
      req: { id: turn.requestId },
    });
    expect(logged?.err?.stack).toContain('the engine exploded');
    // A failed turn leaves no line without its reply: the trainee can simply send it again.
    const detail = await browser.get(`/api/v1/sessions/${session.id}/details`);
    expect(detail.body.data.transcript.filter((l: { sender: string }) => l.sender === 'trainee')).toEqual([]);
  });

  it('ends a database outage with DATABASE_UNAVAILABLE, as the error handler answers 503', async () => {
    failure = 'lose-the-database';
    const session = await startFreshSessionFor(browser, caseId);
    try {
      const turn = await streamTurn(session.id);
      expect(turn.status).toBe(200);
      expect(turn.events.at(-1)).toEqual({
        event: 'error',
        data: {
          code: 'DATABASE_UNAVAILABLE',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
      expect(logs).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: 'database unavailable',
          req: expect.objectContaining({ id: turn.requestId }),
        }),
      );
    } finally {
      proxy.restore();
    }
  });
});
