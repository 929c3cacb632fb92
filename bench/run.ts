// `pnpm bench`: drives the api and a bare node:http baseline with autocannon on 127.0.0.1, one
// after the other in the same run and against the same database, and prints throughput, p50/p99
// latency and the ratio. Traffic goes to loopback only; every run is bounded in time.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureDatabase, startEmbeddedPostgres } from '@urosim/db';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const startServer = async (kind: string, databaseUrl: string) => {
  const port = await freePort();
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'servers.ts'),
    [kind, databaseUrl, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
};

type Figures = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

const measure = async (label: string, url: string, duration: number): Promise<Figures> => {
  const result = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
};

const main = async () => {
  let databaseUrl = process.env.DATABASE_URL;
  const embedded = databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(root, '.data/pg-bench'),
        port: Number(process.env.EMBEDDED_PG_BENCH_PORT ?? 54332),
      });
  databaseUrl ??= await ensureDatabase(embedded!.url, 'urosim_bench');
  const results: Figures[] = [];
  try {
    const api = await startServer('api', databaseUrl);
    const bare = await startServer('bare-health', databaseUrl);
    try {
      // Warm both up, then alternate so that drift of the machine touches both alike.
      await measure('warm-up', `${api.url}/health`, 2);
      await measure('warm-up', `${bare.url}/health`, 2);
      for (let round = 0; round < 2; round += 1) {
        results.push(await measure('api GET /health', `${api.url}/health`, seconds / 2));
        results.push(await measure('bare node:http + pg', `${bare.url}/health`, seconds / 2));
      }
    } finally {
      api.stop();
      bare.stop();
    }
  } finally {
    await embedded?.stop();
  }

  const combine = (label: string) => {
    const rows = results.filter((r) => r.label === label);
    const mean = (pick: (r: Figures) => number) => rows.reduce((sum, r) => sum + pick(r), 0) / rows.length;
    return {
      label,
      rps: mean((r) => r.rps),
      p50: mean((r) => r.p50),
      p99: mean((r) => r.p99),
      errors: rows.reduce((s, r) => s + r.errors + r.non2xx, 0),
    };
  };
  const api = combine('api GET /health');
  const bare = combine('bare node:http + pg');
  console.log(`\n/health, ${connections} connections, ${seconds} s each (two alternating rounds), 127.0.0.1`);
  console.log('server                      req/s     p50 ms  p99 ms  errors');
  for (const row of [api, bare]) {
    console.log(
      `${row.label.padEnd(26)} ${row.rps.toFixed(0).padStart(7)}  ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)}  ${row.errors}`,
    );
  }
  const ratio = api.rps / bare.rps;
  console.log(`ratio api / bare throughput: ${ratio.toFixed(2)}`);
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/health.json'),
    `${JSON.stringify({ at: new Date().toISOString(), connections, seconds, api, bare, ratio }, null, 2)}\n`,
  );
  if (api.errors > 0) process.exitCode = 1;
};

await main();
