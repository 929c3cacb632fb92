// The scaled topology on one machine: two api processes and one separate worker process on loopback
// ports, against one database. Nothing one instance needs may live only in another's memory: a
// login, a session, the rate limits and the quota hold across both, the worker ends sessions that
// either started, and killing one api mid-turn loses nothing that was acknowledged.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, findFreePort, type Knex } from '@urosim/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from './features/auth/seed.ts';
import { importCase } from './features/cases/service.ts';
import { randomTestIp } from './test/agent.ts';
import { fixtureCase } from './test/case-fixture.ts';
import { testDatabaseUrl } from './test/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const password = 'Two-Instances-Nephron-31';
const caseId = `scaled-${randomUUID().slice(0, 8)}`;
const quotaCaseIds: string[] = [];

type Instance = { url: string; process: ChildProcess; output: string[] };
// The envelope's data, read field by field by each test (the routes' own tests check their types).
// biome-ignore lint/suspicious/noExplicitAny: a test reads the answers of many routes
type Answer = { data?: any; error?: { code: string } };

const commonEnv = (databaseUrl: string) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  SESSION_SECRET: 'scaled-topology-test-secret-0123456789abcdef',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  TRUST_PROXY_HOPS: '1',
  SESSION_COUNTDOWN_SECONDS: '0',
  FREE_SESSIONS_PER_MONTH: '3',
  CHAT_RATE_LIMIT_PER_MINUTE: '10',
  AUTH_RESPONSE_FLOOR_MS: '0',
  WEB_DIST_DIR: path.join(tmpdir(), 'urosim-no-web-dist'),
});

const spawnProcess = (script: string, env: Record<string, string>) => {
  const child = spawn(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'urosim-scaled-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, output };
};

const startApi = async (databaseUrl: string): Promise<Instance> => {
  const port = await findFreePort();
  const { child, output } = spawnProcess('apps/api/src/server.ts', {
    ...commonEnv(databaseUrl),
    PORT: String(port),
    HOST: '127.0.0.1',
    RUN_WORKER: 'false',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`api exited: ${output.join('')}`);
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, process: child, output };
    if (Date.now() > deadline) throw new Error(`api did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** A browser over plain HTTP: one cookie jar, the CSRF header, one address (for the rate limits). */
const createClient = () => {
  const jar = new Map<string, string>();
  const ip = randomTestIp();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1));
    }
    return res;
  };
  const headers = (): Record<string, string> => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-forwarded-for': ip,
    'content-type': 'application/json',
    ...(jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')!) } : {}),
  });
  const send = async (base: Instance, method: string, route: string, body?: unknown) => {
    const res = keep(
      await fetch(`${base.url}${route}`, {
        method,
        headers: headers(),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : {}) as Answer,
    };
  };
  return {
    get: (base: Instance, route: string) => send(base, 'GET', route),
    post: (base: Instance, route: string, body: unknown = {}) => send(base, 'POST', route, body),
  };
};

describe('two api instances and a worker on one database', () => {
  const databaseUrl = testDatabaseUrl();
  let db: Knex;
  let a: Instance;
  let b: Instance;
  let worker: ChildProcess | undefined;

  const newTrainee = async (on: Instance) => {
    const email = `scaled-${randomUUID().slice(0, 8)}@example.test`;
    await seedUser(db, { email, password, fullName: 'Scaled Trainee' });
    const client = createClient();
    await client.get(on, '/api/v1/auth/status');
    expect((await client.post(on, '/api/v1/auth/login', { email, password })).status).toBe(200);
    return client;
  };

  beforeAll(async () => {
    db = createDb({ url: databaseUrl, poolMax: 2 });
    await importCase(db, fixtureCase(caseId), { status: 'published' });
    for (let i = 0; i < 20; i += 1) {
      quotaCaseIds.push(`${caseId}-q${i}`);
      await importCase(db, fixtureCase(`${caseId}-q${i}`), { status: 'published' });
    }
    [a, b] = await Promise.all([startApi(databaseUrl), startApi(databaseUrl)]);
    worker = spawnProcess('apps/worker/src/main.ts', commonEnv(databaseUrl)).child;
  }, 120_000);
  afterAll(async () => {
    for (const child of [a?.process, b?.process, worker]) child?.kill('SIGTERM');
    await db.destroy();
  });

  it('a trainee logs in on one and goes on on the other', async () => {
    const client = await newTrainee(a);
    const status = await client.get(b, '/api/v1/auth/status');
    expect(status.body.data).toMatchObject({ isLoggedIn: true });
    const started = await client.post(b, '/api/v1/sessions/start', { caseId });
    expect(started.status).toBe(200);
    const id = started.body.data.session.id as string;
    const turn = await client.post(a, `/api/v1/patient/chat/${id}`, { message: 'Where is the pain?' });
    expect(turn.status).toBe(200);
    const details = await client.get(b, `/api/v1/sessions/${id}/details`);
    expect(details.body.data.transcript.map((m: { id: string }) => m.id)).toEqual(
      expect.arrayContaining([turn.body.data.message.id, turn.body.data.reply.id]),
    );
  });

  it('the separate worker ends a session that one instance started, when its time is up', async () => {
    const client = await newTrainee(a);
    const id = (await client.post(a, '/api/v1/sessions/start', { caseId })).body.data.session.id as string;
    // Time travel: the session's time is up, and so is its end job's start time.
    await db('training_sessions')
      .where({ id })
      .update({
        started_at: db.raw("now() - interval '11 minutes'"),
        ends_at: db.raw("now() - interval '1 second'"),
      });
    await db
      .withSchema('pgboss')
      .table('job')
      .where({ singleton_key: id })
      .update({ start_after: db.fn.now() });
    await expect
      .poll(async () => (await db('training_sessions').where({ id }).first())?.end_reason, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe('timeout');
    const details = await client.get(b, `/api/v1/sessions/${id}/details`);
    expect(details.body.data.clock.phase).toBe('ended');
  });

  it('the quota holds across both: 20 parallel starts with 3 sessions left give exactly 3', async () => {
    const client = await newTrainee(a);
    // Twenty cases: one running session per case, so each start could only fail on the quota.
    const answers = await Promise.all(
      quotaCaseIds.map((id, i) => client.post(i % 2 ? a : b, '/api/v1/sessions/start', { caseId: id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 402)).toBe(true);
  });

  it('the rate limits hold across both: 10 chat turns a minute, wherever they land', async () => {
    const client = await newTrainee(a);
    const id = (await client.post(a, '/api/v1/sessions/start', { caseId })).body.data.session.id as string;
    const answers = [];
    for (let i = 0; i < 14; i += 1) {
      answers.push(await client.post(i % 2 ? a : b, `/api/v1/patient/chat/${id}`, { message: 'Any fever?' }));
    }
    expect(answers.filter((r) => r.status === 200)).toHaveLength(10);
    expect(answers.slice(10).every((r) => r.status === 429)).toBe(true);
  });

  it('one api killed with kill -9 mid-turn: the other carries on, and nothing acknowledged is lost', async () => {
    const client = await newTrainee(a);
    const id = (await client.post(a, '/api/v1/sessions/start', { caseId })).body.data.session.id as string;
    const acknowledged: string[] = [];
    // Turns in flight on A when it dies; some are answered, some are cut off.
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      client.post(a, `/api/v1/patient/chat/${id}`, { message: `Question ${i}: where is the pain?` }).then(
        (res) => {
          if (res.status === 200) acknowledged.push(res.body.data.message.id, res.body.data.reply.id);
        },
        () => undefined,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 15));
    a.process.kill('SIGKILL');
    await Promise.all(inFlight);
    for (let i = 0; i < 3; i += 1) {
      const res = await client.post(b, `/api/v1/patient/chat/${id}`, { message: 'Any fever?' });
      expect(res.status).toBe(200);
      acknowledged.push(res.body.data.message.id, res.body.data.reply.id);
    }
    const transcript = (await client.get(b, `/api/v1/sessions/${id}/details`)).body.data.transcript as {
      id: string;
    }[];
    expect(transcript.map((m) => m.id)).toEqual(expect.arrayContaining(acknowledged));
  });
});
