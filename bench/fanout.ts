// `pnpm bench fanout`: live-room fan-out (ADR 0117; architecture.md's budget: a message reaches 100
// watching sockets with p99 under 100 ms, across two api instances under 150 ms). A trainee's
// session is watched by 100 sockets (invite token, WebSocket, on loopback); the trainee makes turns
// one after another; each `session:event` is timed from the time the server stored it (its `at`) to
// its receipt here. Then the same across two api instances on one database: 50 sockets on each,
// the turns made on the first. Counts what was lost (an expected event that never arrived) and
// what came twice. Figures to stdout and bench/results/fanout.json; exits non-zero when anything
// was lost or a p99 is over its budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedSubscription, seedUser } from '@urosim/api';
import { LIVE, type LiveEvent, ZLiveEvent, ZSessionJoinAck } from '@urosim/contracts';
import { createDb, findCase, insertTrainingSession } from '@urosim/db';
import { io as connect, type Socket } from 'socket.io-client';
import { logIn, openBenchDatabase, startServer } from './harness.ts';

const root = path.resolve(import.meta.dirname, '..');
const turns = Number(process.env.BENCH_FANOUT_TURNS ?? 50);
const sockets = 100;
const origin = 'http://localhost:5173';
const serverEnv = { APP_BASE_URL: origin, RATE_LIMIT_SCALE: '100' };
const email = 'bench-fanout@urosim.local';
const password = 'Bench-Fanout-Password-2026!';

type Scenario = {
  label: string;
  budgetMs: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  duplicated: number;
  received: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const newSession = async (databaseUrl: string, userId: string) => {
  const db = createDb({ url: databaseUrl });
  try {
    const caseRow = await findCase(db, 'loin-to-groin-pain');
    if (!caseRow?.current_version_id) throw new Error('the case loin-to-groin-pain is not seeded');
    const startedAt = new Date();
    const row = await insertTrainingSession(db, {
      user_id: userId,
      case_id: caseRow.id,
      case_version_id: caseRow.current_version_id,
      mode: 'Chat',
      started_at: startedAt,
      ends_at: new Date(startedAt.getTime() + 60 * 60_000),
    });
    return row.id;
  } finally {
    await db.destroy();
  }
};

/** A watching socket: connected with the invite token, joined, every event kept with its latency. */
const watch = async (url: string, token: string, sessionId: string) => {
  const socket: Socket = connect(url, {
    path: LIVE.socketPath,
    transports: ['websocket'],
    extraHeaders: { origin },
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  const seen = new Map<number, number>();
  let duplicated = 0;
  const latencies: number[] = [];
  socket.on('session:event', (raw: unknown) => {
    const received = Date.now();
    const event: LiveEvent = ZLiveEvent.parse(raw);
    if (event.type !== 'message') return;
    if (seen.has(event.seq)) duplicated += 1;
    seen.set(event.seq, received);
    latencies.push(received - Date.parse(event.at));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = ZSessionJoinAck.parse(
    await socket.timeout(10_000).emitWithAck('session:join', { sessionId, afterSeq: 0 }),
  );
  if (!ack.ok) throw new Error(`join refused: ${ack.code}`);
  return {
    socket,
    seen,
    latencies,
    get duplicated() {
      return duplicated;
    },
  };
};

const run = async (
  label: string,
  budgetMs: number,
  databaseUrl: string,
  userId: string,
  turnUrl: string,
  watchUrls: string[],
): Promise<Scenario> => {
  const auth = await logIn(turnUrl, email, password);
  const headers = { 'content-type': 'application/json', cookie: auth.cookie, 'x-xsrf-token': auth.token };
  const sessionId = await newSession(databaseUrl, userId);
  const made = await fetch(`${turnUrl}/api/v1/facilitator-sessions/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ sessionId }),
  });
  if (!made.ok) throw new Error(`invite failed: ${made.status} ${await made.text()}`);
  const { token } = ((await made.json()) as { data: { token: string } }).data;
  const watchers = [];
  for (let i = 0; i < sockets; i += 1)
    watchers.push(await watch(watchUrls[i % watchUrls.length]!, token, sessionId));

  const expected: number[] = [];
  for (let turn = 0; turn < turns; turn += 1) {
    const res = await fetch(`${turnUrl}/api/v1/patient/chat/${sessionId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: turn % 2 ? 'Where is the pain?' : 'Have you had a fever?' }),
    });
    if (!res.ok) throw new Error(`turn failed: ${res.status} ${await res.text()}`);
    // Paced like a consultation played quickly: a turn every 100 ms.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const db = createDb({ url: databaseUrl });
  try {
    const rows: { seq: number }[] = await db('session_events')
      .where({ session_id: sessionId, type: 'message' })
      .select('seq');
    expected.push(...rows.map((r) => r.seq));
  } finally {
    await db.destroy();
  }
  // Let the last events arrive (bounded), then count.
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline && watchers.some((w) => w.seen.size < expected.length)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let lost = 0;
  for (const w of watchers) for (const seq of expected) if (!w.seen.has(seq)) lost += 1;
  const latencies = watchers.flatMap((w) => w.latencies).sort((a, b) => a - b);
  for (const w of watchers) w.socket.close();
  return {
    label,
    budgetMs,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    lost,
    duplicated: watchers.reduce((s, w) => s + w.duplicated, 0),
    received: latencies.length,
  };
};

const main = async () => {
  const database = await openBenchDatabase();
  const results: Scenario[] = [];
  try {
    const db = createDb({ url: database.url });
    let userId: string;
    try {
      userId = await seedUser(db, { email, password, fullName: 'Bench Fan-out Trainee', isAdmin: false });
      // Facilitator observation is a Premium feature.
      await seedSubscription(db, userId, 'premium');
    } finally {
      await db.destroy();
    }
    const a = await startServer('api', database.url, serverEnv);
    const b = await startServer('api', database.url, serverEnv);
    try {
      results.push(await run('100 sockets, one instance', 100, database.url, userId, a.url, [a.url]));
      results.push(
        await run('50 + 50 sockets, two instances', 150, database.url, userId, a.url, [a.url, b.url]),
      );
    } finally {
      a.stop();
      b.stop();
    }
  } finally {
    await database.close();
  }
  console.log(`\nLive-room fan-out: ${turns} turns (2 lines each), ${sockets} watching sockets`);
  console.log('scenario                          events    p50 ms   p99 ms   max ms  lost  dup  budget');
  for (const r of results) {
    console.log(
      `${r.label.padEnd(32)} ${String(r.received).padStart(7)}  ${r.p50.toFixed(0).padStart(7)}  ${r.p99.toFixed(0).padStart(7)}  ${r.max.toFixed(0).padStart(7)}  ${String(r.lost).padStart(4)}  ${String(r.duplicated).padStart(3)}  p99 < ${r.budgetMs}`,
    );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/fanout.json'),
    `${JSON.stringify({ at: new Date().toISOString(), turns, sockets, results }, null, 2)}\n`,
  );
  if (results.some((r) => r.lost > 0 || r.duplicated > 0 || !(r.p99 < r.budgetMs))) process.exitCode = 1;
};

await main();
