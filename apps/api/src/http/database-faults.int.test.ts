// The database's faults, played by a TCP proxy in front of it: refused, hanging (accepts and never
// answers), dropped mid-query, or not there at all. Each is an outage the caller is told about
// (503 DATABASE_UNAVAILABLE with Retry-After) within seconds, and nothing queued is lost.
import { jobQueues } from '@urosim/contracts';
import { createDb, findMailById, insertMail } from '@urosim/db';
import { startJobQueue, startWorker } from '@urosim/worker';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, throughProxy } from '../test/tcp-proxy.ts';
import { createTestApp, testDatabaseUrl } from '../test/test-app.ts';

type Proxy = Awaited<ReturnType<typeof startTcpProxy>>;
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A route that reads the database, without logging in (the login itself needs the database).
const READ = '/api/v1/config/case-filters';

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
};

const expectOutage = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body).toMatchObject({ success: false, error: { code: 'DATABASE_UNAVAILABLE' } });
  expect(res.headers['retry-after']).toBe('5');
};

describe('database faults', () => {
  let proxy: Proxy;
  let t: TestApp;
  beforeAll(async () => {
    const target = new URL(testDatabaseUrl());
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({ databaseUrl: throughProxy(testDatabaseUrl(), proxy.port) });
  });
  afterAll(async () => {
    await t.close();
    await proxy.close();
  });

  it('a refused connection is a 503 at once, and the next request after it is back succeeds', async () => {
    expect((await request(t.app).get(READ)).status).toBe(200);
    proxy.cut();
    const { result, ms } = await timed(() => request(t.app).get(READ));
    expectOutage(result);
    expect(ms).toBeLessThan(5_000);
    proxy.restore();
    expect((await request(t.app).get(READ)).status).toBe(200);
  });

  it('a database that accepts connections and never answers is a 503 within 5 s, not a hang', async () => {
    expect((await request(t.app).get(READ)).status).toBe(200);
    proxy.hang();
    try {
      // On a pooled connection (the query is sent and never answered) and on new ones (the
      // connection is accepted and the handshake never answered), several at once.
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => timed(() => request(t.app).get(READ))));
      for (const { result, ms } of answers) {
        expectOutage(result);
        expect(ms).toBeLessThan(5_000);
      }
    } finally {
      proxy.restore();
    }
    // Connections that timed out are thrown away: the pool recovers by itself.
    await expect.poll(async () => (await request(t.app).get(READ)).status, { timeout: 10_000 }).toBe(200);
  });

  it('a connection dropped mid-query is a 503, and the next request succeeds', async () => {
    expect((await request(t.app).get(READ)).status).toBe(200);
    proxy.dropNextReply();
    expectOutage(await request(t.app).get(READ));
    await expect.poll(async () => (await request(t.app).get(READ)).status, { timeout: 10_000 }).toBe(200);
  });

  it('a database that does not exist (SQL state 3D000) is a 503', async () => {
    const url = new URL(testDatabaseUrl());
    url.pathname = '/urosim_no_such_database';
    const missing = await createTestApp({ databaseUrl: url.toString() });
    try {
      expectOutage(await request(missing.app).get(READ));
    } finally {
      await missing.close();
    }
  });
});

describe('queued jobs and an outage', () => {
  it('a job queued while the worker cannot reach the database runs once it is back', async () => {
    const logger = pino({ level: 'silent' });
    const target = new URL(testDatabaseUrl());
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = throughProxy(testDatabaseUrl(), proxy.port);
    const direct = createDb({ url: testDatabaseUrl(), poolMax: 2 });
    const sender = await startJobQueue({ databaseUrl: testDatabaseUrl(), logger, schedule: false });
    const workerBoss = await startJobQueue({ databaseUrl: viaProxy, logger, schedule: false });
    const workerDb = createDb({ url: viaProxy, poolMax: 2 });
    const worker = await startWorker({
      boss: workerBoss,
      db: workerDb,
      logger,
      logRetentionDays: 30,
      mail: { from: 'UroSim <no-reply@urosim.local>' },
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      proxy.cut();
      const messageId = await insertMail(direct, {
        to: 'trainee@example.test',
        subject: 'Queued during an outage',
        text: 'Hello',
        html: '<p>Hello</p>',
        template: 'test',
      });
      await sender.send(jobQueues.sendMail, { messageId });
      // The worker polls and fails for a while; the job waits in PostgreSQL.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect((await findMailById(direct, messageId))?.status).not.toBe('sent');
      proxy.restore();
      await expect
        .poll(async () => (await findMailById(direct, messageId))?.status, { timeout: 20_000, interval: 250 })
        .toBe('sent');
    } finally {
      await worker.stop();
      await workerBoss.stop({ graceful: false });
      await sender.stop({ graceful: false });
      await workerDb.destroy();
      await direct.destroy();
      await proxy.close();
    }
  });
});
