// `pnpm bench`: load on 127.0.0.1 only, bounded in time, against servers in child processes.
//  1. GET /health: the api beside a bare node:http + pg baseline (same query), same run.
//  2. A chat turn with the scripted engine, authenticated and stored, in sessions played as
//     trainees play them (40 at once, at most 30 questions each, then a fresh one): the api beside a
//     bare node:http + pg handler making the same two inserts into sessions of its own; at a fixed
//     200 requests/s (latency) and flat out (throughput ratio).
//  3. The scripted engine's answer quality on the library's paraphrased questions.
//  4. The hand-off PDF: p50/p95 of a 3-page report beside a one-page one (handoff-pdf.ts).
//  5. 1,000 report bundles through two worker processes: 0 lost, 0 duplicated (bundles.ts).
//  6. Live-room fan-out: 100 watching sockets, one api instance and two (fanout.ts).
// Figures go to stdout and bench/results/*.json. BENCH_SECONDS sets the length of each run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedUser } from '@urosim/api';
import { createDb, findCase, insertTrainingSession } from '@urosim/db';
import autocannon from 'autocannon';
import { type CpuShare, countCpu, cpuShareOf } from './cpu.ts';
import { logIn, openBenchDatabase, startServer } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const only = process.argv[2]; // health | chat | engine | handoff-pdf | bundles | fanout

/** One load's figures; `cpu` is the CPU milliseconds one request cost each process group. */
type Figures = { label: string; rps: number; p50: number; p99: number; errors: number; cpu: CpuShare };
type LoadOptions = {
  connections: number;
  duration: number;
  overallRate?: number;
  requests?: autocannon.Request[];
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
};

const measure = async (
  label: string,
  server: { url: string; pid: number | undefined },
  options: LoadOptions,
  path = '',
): Promise<Figures> => {
  const stop = countCpu(server.pid);
  const result = await autocannon({ url: `${server.url}${path}`, pipelining: 1, ...options });
  const used = stop();
  const served = Math.max(1, result.requests.total);
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: cpuShareOf((group) => used[group] / served),
  };
};

const mean = (rows: Figures[], label: string): Figures => {
  const mine = rows.filter((r) => r.label === label);
  const avg = (pick: (r: Figures) => number) => mine.reduce((sum, r) => sum + pick(r), 0) / mine.length;
  return {
    label,
    rps: avg((r) => r.rps),
    p50: avg((r) => r.p50),
    p99: avg((r) => r.p99),
    errors: mine.reduce((s, r) => s + r.errors, 0),
    cpu: cpuShareOf((group) => avg((r) => r.cpu[group])),
  };
};

const print = (title: string, rows: Figures[]) => {
  console.log(`\n${title}`);
  console.log(
    'server                          req/s    p50 ms   p99 ms  errors   CPU ms/request: server  postgres  load',
  );
  const ms = (n: number) => n.toFixed(3).padStart(7);
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(30)} ${r.rps.toFixed(0).padStart(6)}  ${r.p50.toFixed(1).padStart(7)}  ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(6)}                   ${ms(r.cpu.server)}   ${ms(r.cpu.postgres)} ${ms(r.cpu.loadGenerator)}`,
    );
  }
};

const save = (name: string, data: unknown) => {
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, `bench/results/${name}.json`),
    `${JSON.stringify({ at: new Date().toISOString(), ...(data as object) }, null, 2)}\n`,
  );
};

/** /health: two alternating rounds each, so machine drift touches both alike. */
const benchHealth = async (databaseUrl: string) => {
  const api = await startServer('api', databaseUrl);
  const bare = await startServer('bare-health', databaseUrl);
  const rows: Figures[] = [];
  try {
    const load = { connections: 50, duration: seconds / 2 };
    await measure('warm-up', api, { ...load, duration: 2 }, '/health');
    await measure('warm-up', bare, { ...load, duration: 2 }, '/health');
    for (let round = 0; round < 2; round += 1) {
      rows.push(await measure('api GET /health', api, load, '/health'));
      rows.push(await measure('bare node:http + pg', bare, load, '/health'));
    }
  } finally {
    api.stop();
    bare.stop();
  }
  const a = mean(rows, 'api GET /health');
  const b = mean(rows, 'bare node:http + pg');
  print(`GET /health, 50 connections, ${seconds} s each (two alternating rounds)`, [a, b]);
  const ratio = a.rps / b.rps;
  console.log(`throughput ratio api / bare: ${ratio.toFixed(2)}`);
  save('health', { api: a, bare: b, ratio });
  return a.errors + b.errors;
};

/** Questions a trainee asks in the benchmark's sessions: each one the case answers. */
const questions = [
  'Where is the pain?',
  'Have you had any fever?',
  'Do you take any regular medicines?',
  'Any allergies?',
  'When did it start?',
  'Have you noticed any blood in your urine?',
];

/** The most questions one benchmark session gets before a fresh one takes its place. */
const TURNS_PER_SESSION = 30;
/** Sessions being played at once, as that many trainees would. */
const LIVE_SESSIONS = 40;

/**
 * Sessions as trainees play them: `LIVE_SESSIONS` at once, each asked at most `TURNS_PER_SESSION`
 * questions (about 60 stored lines), then replaced by a fresh one. Created in the database up front
 * (a real start goes through the api, which would add its own load to the measurement).
 */
const createSessionPool = async (databaseUrl: string, userId: string, count: number) => {
  const db = createDb({ url: databaseUrl });
  try {
    const caseRow = await findCase(db, 'loin-to-groin-pain');
    if (!caseRow?.current_version_id) throw new Error('the case loin-to-groin-pain is not seeded');
    const startedAt = new Date();
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const row = await insertTrainingSession(db, {
        user_id: userId,
        case_id: caseRow.id,
        case_version_id: caseRow.current_version_id,
        mode: 'Chat',
        started_at: startedAt,
        ends_at: new Date(startedAt.getTime() + 60 * 60_000),
      });
      ids.push(row.id);
    }
    return ids;
  } finally {
    await db.destroy();
  }
};

/** Hands out session ids: live ones round-robin, each retired after its last turn. */
const sessionDealer = (pool: string[]) => {
  const live = pool.slice(0, LIVE_SESSIONS).map((id) => ({ id, turns: 0 }));
  let next = live.length;
  let turn = 0;
  return () => {
    const slot = live[turn % live.length]!;
    turn += 1;
    if (slot.turns >= TURNS_PER_SESSION) {
      const id = pool[next];
      if (id === undefined) throw new Error('the benchmark ran out of sessions: raise its pool');
      next += 1;
      slot.id = id;
      slot.turns = 0;
    }
    slot.turns += 1;
    return { sessionId: slot.id, question: questions[slot.turns % questions.length]! };
  };
};

/**
 * A chat turn: sessions played as trainees play them (see `sessionDealer`), each turn a POST to the
 * patient with a question the case answers; the bare baseline makes the same two inserts into
 * sessions of its own, dealt the same way.
 */
const benchChat = async (databaseUrl: string) => {
  const db = createDb({ url: databaseUrl });
  const email = 'bench-admin@urosim.local';
  const password = 'Bench-Password-2026!';
  let userId: string;
  try {
    userId = await seedUser(db, { email, password, fullName: 'Bench Admin', isAdmin: true });
  } finally {
    await db.destroy();
  }
  // Enough sessions for every turn of the run at up to 3,000 turns a second.
  const poolSize = LIVE_SESSIONS + Math.ceil((3_000 * (seconds + 4)) / TURNS_PER_SESSION);
  const [apiPool, barePool] = [
    await createSessionPool(databaseUrl, userId, poolSize),
    await createSessionPool(databaseUrl, userId, poolSize),
  ];
  const api = await startServer('api', databaseUrl);
  const bare = await startServer('bare-chat', databaseUrl);
  const rows: Figures[] = [];
  try {
    const auth = await logIn(api.url, email, password);
    const headers = { 'content-type': 'application/json', cookie: auth.cookie, 'x-xsrf-token': auth.token };
    const requests = (prefix: string, deal: ReturnType<typeof sessionDealer>): autocannon.Request[] => [
      {
        method: 'POST',
        setupRequest: (request) => {
          const { sessionId, question } = deal();
          return { ...request, path: `${prefix}${sessionId}`, body: JSON.stringify({ message: question }) };
        },
      },
    ];
    const apiDeal = sessionDealer(apiPool);
    const bareDeal = sessionDealer(barePool);
    const apiLoad = (extra: Partial<LoadOptions>) => ({
      connections: 20,
      duration: seconds / 2,
      headers,
      requests: requests('/api/v1/patient/chat/', apiDeal),
      ...extra,
    });
    const bareLoad = (extra: Partial<LoadOptions>) => ({
      connections: 20,
      duration: seconds / 2,
      headers: { 'content-type': 'application/json' },
      requests: requests('/chat/', bareDeal),
      ...extra,
    });
    await measure('warm-up', api, apiLoad({ duration: 2 }));
    await measure('warm-up', bare, bareLoad({ duration: 2 }));
    rows.push(await measure('api chat turn @200/s', api, apiLoad({ overallRate: 200 })));
    rows.push(await measure('bare two inserts @200/s', bare, bareLoad({ overallRate: 200 })));
    for (let round = 0; round < 2; round += 1) {
      rows.push(await measure('api chat turn, flat out', api, apiLoad({})));
      rows.push(await measure('bare two inserts, flat out', bare, bareLoad({})));
    }
  } finally {
    api.stop();
    bare.stop();
  }
  const fixed = [mean(rows, 'api chat turn @200/s'), mean(rows, 'bare two inserts @200/s')];
  const flat = [mean(rows, 'api chat turn, flat out'), mean(rows, 'bare two inserts, flat out')];
  print(`Chat turn at a fixed 200 requests/s, 20 connections, ${seconds / 2} s`, fixed);
  print(`Chat turn flat out, 20 connections, ${seconds} s each (two alternating rounds)`, flat);
  const ratio = flat[0]!.rps / flat[1]!.rps;
  console.log(
    `throughput ratio api / bare: ${ratio.toFixed(2)}; p99 at 200/s: ${fixed[0]!.p99.toFixed(1)} ms (budget 50 ms)`,
  );
  console.log(`sessions: ${LIVE_SESSIONS} played at once, ${TURNS_PER_SESSION} questions each at most`);
  save('chat', { fixed, flat, ratio, liveSessions: LIVE_SESSIONS, turnsPerSession: TURNS_PER_SESSION });
  return [...fixed, ...flat].reduce((s, r) => s + r.errors, 0);
};

const main = async () => {
  let errors = 0;
  if (!only || only === 'health' || only === 'chat') {
    const database = await openBenchDatabase();
    try {
      if (!only || only === 'health') errors += await benchHealth(database.url);
      if (!only || only === 'chat') errors += await benchChat(database.url);
    } finally {
      await database.close();
    }
  }
  if (!only || only === 'engine') {
    console.log('\nScripted engine on the paraphrased question sets');
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, 'engine-quality.ts')], {
      stdio: 'inherit',
    });
    if (result.status !== 0) errors += 1;
  }
  // Each in a process of its own: the PDF timings are not disturbed by the servers above, and the
  // bundle run opens (and closes) the bench database itself.
  for (const script of ['handoff-pdf', 'bundles', 'fanout']) {
    if (only && only !== script) continue;
    const result = spawnSync(process.execPath, [path.join(import.meta.dirname, `${script}.ts`)], {
      stdio: 'inherit',
    });
    if (result.status !== 0) errors += 1;
  }
  if (errors > 0) {
    console.error(`\n${errors} failed requests or checks`);
    process.exitCode = 1;
  }
};

await main();
