// `pnpm loadtest`: simulated trainees against the api on 127.0.0.1 only, for a bounded time. Each
// one logs in, starts a session, asks 30 questions at a human pace, ends it, submits a summary and
// opens the feedback, then starts again until the time is up. Reports errors, p50/p99 of each step
// and the most database connections in use.
//   node bench/loadtest.ts [--trainees 500] [--seconds 600] [--think-ms 8000-16000]
import { parseArgs } from 'node:util';
import { seedUser } from '@urosim/api';
import { createDb } from '@urosim/db';
import { openBenchDatabase, startServer } from './harness.ts';

const { values } = parseArgs({
  options: {
    trainees: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '600' },
    'think-ms': { type: 'string', default: '8000-16000' },
    questions: { type: 'string', default: '30' },
  },
});
const trainees = Number(values.trainees);
const seconds = Number(values.seconds);
const [thinkMin, thinkMax] = values['think-ms'].split('-').map(Number) as [number, number];
const questionsPerSession = Number(values.questions);
const password = 'Load-Test-Trainee-2026!';
const caseId = 'loin-to-groin-pain';
const questions = [
  'Hello, I am one of the doctors. Can you tell me what brought you in today?',
  'Where exactly is the pain?',
  'When did it start?',
  'Does the pain go anywhere else?',
  'Have you had any fever or shivers?',
  'Have you noticed any blood in your urine?',
  'Any nausea or vomiting?',
  'Have you had anything like this before?',
  'Do you take any regular medicines?',
  'Any allergies?',
];

type Step = 'login' | 'start' | 'turn' | 'end' | 'summary' | 'feedback';
const steps: Step[] = ['login', 'start', 'turn', 'end', 'summary', 'feedback'];
const timings = new Map<Step, number[]>(steps.map((s) => [s, []]));
// Calls made once the time is up: every trainee then ends, summarises and opens feedback within the
// same think time, a burst the steady state never sees; reported apart.
const timingsAtStop = new Map<Step, number[]>(steps.map((s) => [s, []]));
const errors = new Map<string, number>();
const stopAt = Date.now() + seconds * 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(thinkMin + Math.random() * (thinkMax - thinkMin));

/** One trainee's browser: a cookie jar, the CSRF header and an address of its own. */
const createTrainee = (baseUrl: string, index: number) => {
  const jar = new Map<string, string>();
  const ip = `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  const call = async (step: Step | undefined, method: string, route: string, body?: unknown) => {
    const started = performance.now();
    const afterStop = Date.now() >= stopAt;
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-forwarded-for': ip,
        'content-type': 'application/json',
        ...(jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')!) } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const text = await res.text();
    if (step) (afterStop ? timingsAtStop : timings).get(step)!.push(performance.now() - started);
    if (!res.ok) {
      const body = (() => {
        try {
          return JSON.parse(text) as { error?: { code?: string; details?: { sessionId?: string } } };
        } catch {
          return {};
        }
      })();
      // The case page resumes a running session (ADR 0109): that is how the product answers a start
      // after a lost answer, not an error.
      const resumable = res.status === 409 && body.error?.code === 'SESSION_ALREADY_RUNNING';
      const key = `${step ?? route} ${res.status}`;
      if (!resumable) errors.set(key, (errors.get(key) ?? 0) + 1);
      throw new CallError(key, res.status, body.error?.details?.sessionId);
    }
    return JSON.parse(text) as { data: { session?: { id: string } } };
  };
  const logIn = async () => {
    await call(undefined, 'GET', '/api/v1/auth/status');
    await call('login', 'POST', '/api/v1/auth/login', { email: `load-${index}@example.test`, password });
  };
  return { call, logIn };
};

/** A failed call: its status, and the running session a refused start names. */
class CallError extends Error {
  readonly status: number;
  readonly runningSessionId: string | undefined;
  constructor(message: string, status: number, runningSessionId?: string) {
    super(message);
    this.status = status;
    this.runningSessionId = runningSessionId;
  }
}

const playUntilTimeIsUp = async (baseUrl: string, index: number) => {
  const trainee = createTrainee(baseUrl, index);
  // Arrivals spread over the first two minutes (or the first fifth of a short run), as a class
  // arrives: every trainee logging in within the same second is not how the product is used.
  await sleep(Math.random() * Math.min(120_000, seconds * 200));
  let signedIn = false;
  while (Date.now() < stopAt) {
    try {
      // Like the browser: a trainee whose login failed, or whose session was lost, signs in again.
      if (!signedIn) {
        await trainee.logIn();
        signedIn = true;
      }
      let id: string;
      try {
        id = (await trainee.call('start', 'POST', '/api/v1/sessions/start', { caseId })).data.session!.id;
      } catch (error) {
        if (!(error instanceof CallError) || !error.runningSessionId) throw error;
        id = error.runningSessionId;
      }
      for (let q = 0; q < questionsPerSession && Date.now() < stopAt; q += 1) {
        await think();
        await trainee.call('turn', 'POST', `/api/v1/patient/chat/${id}`, {
          message: questions[q % questions.length],
        });
      }
      await trainee.call('end', 'POST', `/api/v1/sessions/${id}/end`);
      await think();
      await trainee.call('summary', 'POST', `/api/v1/sessions/${id}/summary`, {
        diagnosis: 'Right ureteric colic, likely a stone',
        differentials: 'Pyelonephritis; appendicitis',
        investigations: 'Urinalysis, bloods, CT KUB',
        management: 'Analgesia with NSAIDs, antiemetic, CT KUB, urology review if infected or obstructed',
        escalation: 'Urgent decompression if infected and obstructed',
      });
      await trainee.call('feedback', 'GET', `/api/v1/sessions/${id}/feedback`);
    } catch (error) {
      if (error instanceof CallError && (error.status === 401 || error.status === 403)) signedIn = false;
      // A person tries again after a moment, not in a tight loop.
      await think();
    }
  }
};

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const main = async () => {
  const database = await openBenchDatabase();
  const db = createDb({ url: database.url, poolMax: 2 });
  let api: Awaited<ReturnType<typeof startServer>> | undefined;
  let maxConnections = 0;
  try {
    console.log(`Seeding ${trainees} trainees…`);
    for (let i = 0; i < trainees; i += 8) {
      await Promise.all(
        Array.from({ length: Math.min(8, trainees - i) }, (_, j) =>
          seedUser(db, { email: `load-${i + j}@example.test`, password, fullName: `Load Trainee ${i + j}` }),
        ),
      );
    }
    api = await startServer('api', database.url, {
      TRUST_PROXY_HOPS: '1',
      FREE_SESSIONS_PER_MONTH: '10000',
    });
    console.log(`${trainees} trainees for ${seconds} s, thinking ${thinkMin}–${thinkMax} ms between steps`);
    const sampler = setInterval(async () => {
      const row = await db('pg_stat_activity')
        .whereRaw('datname = current_database()')
        .count<{ count: string }[]>('* as count');
      maxConnections = Math.max(maxConnections, Number(row[0]?.count ?? 0));
    }, 1_000);
    await Promise.all(Array.from({ length: trainees }, (_, i) => playUntilTimeIsUp(api!.url, i)));
    clearInterval(sampler);
  } finally {
    api?.stop();
    await db.destroy();
    await database.close();
  }
  const table = (title: string, from: Map<Step, number[]>) => {
    console.log(`\n${title}\nstep        count    p50 ms    p99 ms`);
    for (const step of steps) {
      const values = from.get(step)!;
      if (values.length === 0) continue;
      console.log(
        `${step.padEnd(10)} ${String(values.length).padStart(6)}  ${percentile(values, 50).toFixed(1).padStart(8)}  ${percentile(values, 99).toFixed(1).padStart(8)}`,
      );
    }
  };
  table('While the trainees play', timings);
  table('Once the time is up (every trainee ends, summarises and opens feedback at once)', timingsAtStop);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(
    `\nerrors: ${errorCount}${errorCount ? ` (${[...errors].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}`,
  );
  console.log(
    `database connections in use, at most: ${maxConnections} (the api's pool, pg-boss, this script's 2)`,
  );
  if (errorCount > 0) process.exitCode = 1;
};

await main();
