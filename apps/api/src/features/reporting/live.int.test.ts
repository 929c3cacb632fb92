import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicHandoff } from '@urosim/contracts';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, randomTestIp } from '../../test/agent.ts';
import { signedInTrainee } from '../../test/factories.ts';
import { goodHandoff, publishHandoffCase, summarisedSessionFor } from '../../test/handoff-fixture.ts';
import { createTestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { createLiveHub } from './live.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type StreamEvent = { event: string; data: string };

const listen = async (handler: express.Express) => {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * An event stream read as a browser's EventSource reads it: `next()` waits for the next event (its
 * name and data; comments such as heartbeats are kept as `comment` events); `ended` once the
 * server closed the stream.
 */
const openStream = async (url: string) => {
  const abort = new AbortController();
  const res = await fetch(url, { signal: abort.signal, headers: { 'X-Forwarded-For': randomTestIp() } });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const pending: StreamEvent[] = [];
  const parse = () => {
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith(':')) pending.push({ event: 'comment', data: block.slice(1).trim() });
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) pending.push({ event, data: data ?? '' });
    }
  };
  const next = async (timeoutMs = 5000): Promise<StreamEvent | undefined> => {
    const deadline = Date.now() + timeoutMs;
    while (pending.length === 0 && !ended) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) =>
          setTimeout(() => resolve('timeout'), Math.max(1, deadline - Date.now())),
        ),
      ]);
      if (chunk === 'timeout') throw new Error('no event within the time');
      if (chunk.done) ended = true;
      else buffer += decoder.decode(chunk.value, { stream: true });
      parse();
    }
    return pending.shift();
  };
  /** The next `handoff` event's public view (heartbeats skipped). */
  const nextView = async (timeoutMs?: number): Promise<PublicHandoff> => {
    for (;;) {
      const event = await next(timeoutMs);
      if (!event) throw new Error('the stream ended');
      if (event.event === 'handoff') return JSON.parse(event.data) as PublicHandoff;
      if (event.event !== 'comment') throw new Error(`unexpected ${event.event} event`);
    }
  };
  return {
    res,
    next,
    nextView,
    get ended() {
      return ended;
    },
    close: () => abort.abort(),
  };
};

describe('live hand-off: server-sent events', () => {
  let t: TestApp;
  let other: TestApp;
  let server: Awaited<ReturnType<typeof listen>>;
  let otherServer: Awaited<ReturnType<typeof listen>>;
  let caseId: string;

  const sharedHandoff = async () => {
    const { browser } = await signedInTrainee(t);
    const id = await summarisedSessionFor(browser, caseId);
    await save(browser, id, { ...goodHandoff, recommendation: 'Please review him.' });
    const link = (await browser.post(`/api/v1/reporting/sessions/${id}/handoff/share`)).body.data;
    return { browser, id, token: link.token as string };
  };
  const save = (browser: Browser, id: string, sbar: object) =>
    browser.send('put', `/api/v1/reporting/sessions/${id}/handoff`, sbar);
  const eventsUrl = (base: string, token: string) => `${base}/api/v1/reporting/handoff/live/${token}/events`;

  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    // A second api instance on the same database (as behind a load balancer).
    other = await createTestApp({ env: { SESSION_COUNTDOWN_SECONDS: '0' } });
    server = await listen(t.app);
    otherServer = await listen(other.app);
    caseId = await publishHandoffCase(t.db);
  });
  afterAll(async () => {
    await server.close();
    await otherServer.close();
    await t.close();
    await other.close();
  });

  it('sends the hand-off on connect and again after each save; `gone` and the end once revoked', async () => {
    const { browser, id, token } = await sharedHandoff();
    const stream = await openStream(eventsUrl(server.url, token));
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(stream.res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await stream.nextView()).sbar.recommendation).toBe('Please review him.');

    await save(browser, id, goodHandoff);
    const changed = await stream.nextView();
    expect(changed.sbar).toEqual(goodHandoff);
    expect(changed.score?.percent).toBe(100);

    await browser.send('delete', `/api/v1/reporting/sessions/${id}/handoff/share`);
    expect(await stream.next()).toEqual({ event: 'gone', data: '{}' });
    expect(await stream.next()).toBeUndefined();
    expect(stream.ended).toBe(true);
  });

  it('reaches a reader on another api instance: a save and a revocation made on the first', async () => {
    const { browser, id, token } = await sharedHandoff();
    const stream = await openStream(eventsUrl(otherServer.url, token));
    await stream.nextView();
    await save(browser, id, { ...goodHandoff, situation: 'Calling about bed 4 again.' });
    expect((await stream.nextView()).sbar.situation).toBe('Calling about bed 4 again.');
    // A new link ends this one: its reader is told too.
    await browser.post(`/api/v1/reporting/sessions/${id}/handoff/share`);
    expect((await stream.next())?.event).toBe('gone');
    expect(await stream.next()).toBeUndefined();
  });

  it('sends `gone` when the link expires while the page is open', async () => {
    const { id, token } = await sharedHandoff();
    await t
      .db('handoff_shares')
      .where({ session_id: id })
      .update({ expires_at: new Date(Date.now() + 1500) });
    const stream = await openStream(eventsUrl(server.url, token));
    await stream.nextView();
    const started = Date.now();
    expect((await stream.next(5000))?.event).toBe('gone');
    expect(Date.now() - started).toBeGreaterThan(500);
  });

  it('catches up after its LISTEN connection was dropped (a database restart)', async () => {
    const { browser, id, token } = await sharedHandoff();
    const stream = await openStream(eventsUrl(server.url, token));
    await stream.nextView();
    // Both instances' LISTEN connections are cut; the change is made at once, while they are away.
    await t.db.raw(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'urosim-listen' and datname = current_database()",
    );
    await save(browser, id, { ...goodHandoff, background: 'Changed while the listener was away.' });
    let view = await stream.nextView(8000);
    // The reconnect sends the current view; a notification may have come first with the same text.
    while (view.sbar.background !== 'Changed while the listener was away.')
      view = await stream.nextView(8000);
    expect(view.sbar.background).toBe('Changed while the listener was away.');
    // Listening again: the next change arrives by notification.
    await save(browser, id, goodHandoff);
    expect((await stream.nextView()).sbar).toEqual(goodHandoff);
    stream.close();
  });
});

describe('live hub mechanics', () => {
  it('sends heartbeats, forgets a reader that left, and ends every stream on close', async () => {
    const view = { caseTitle: 'A case' } as PublicHandoff;
    const hub = createLiveHub({
      databaseUrl: testDatabaseUrl(),
      logger: pino({ level: 'silent' }),
      heartbeatMs: 50,
      resolve: async (token) => (token === 'known-token' ? 'session-1' : undefined),
      read: async () => ({ view, expiresAt: new Date(Date.now() + 60_000) }),
    });
    const app = express();
    app.get('/events/:token', (req, res, next) => {
      hub.open(res, req.params.token).catch(next);
    });
    const server = await listen(app);
    try {
      const first = await openStream(`${server.url}/events/known-token`);
      expect(await first.nextView()).toEqual(view);
      expect(await first.next()).toEqual({ event: 'comment', data: 'heartbeat' });
      expect(hub.readerCount).toBe(1);
      first.close();
      await expect.poll(() => hub.readerCount).toBe(0);

      const second = await openStream(`${server.url}/events/known-token`);
      await second.nextView();
      await hub.close();
      for (let event = await second.next(); event; event = await second.next()) {
        expect(event.event).toBe('comment');
      }
      expect(second.ended).toBe(true);
      expect(hub.readerCount).toBe(0);
    } finally {
      await hub.close();
      await server.close();
    }
  });
});
