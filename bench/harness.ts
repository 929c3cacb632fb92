// What the benchmark and the load test share: a migrated, seeded database (DATABASE_URL, or an
// embedded PostgreSQL of their own), servers in child processes, and a login over HTTP.
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { plansSeeder, seedCaseLibrary } from '@urosim/api';
import { parseConfig } from '@urosim/config';
import {
  createDb,
  ensureDatabase,
  findFreePort,
  migrateLatest,
  portFromSetting,
  startEmbeddedPostgres,
} from '@urosim/db';

const root = path.resolve(import.meta.dirname, '..');

/** The benchmark's database: DATABASE_URL, or an embedded one in `.data/pg-bench`; migrated, with the cases and plans. */
export const openBenchDatabase = async () => {
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(root, '.data/pg-bench'),
        port: await portFromSetting(process.env.EMBEDDED_PG_BENCH_PORT),
        portSetting: 'EMBEDDED_PG_BENCH_PORT',
      });
  try {
    const url = process.env.DATABASE_URL ?? (await ensureDatabase(embedded!.url, 'urosim_bench'));
    const db = createDb({ url });
    try {
      await migrateLatest(db);
      await seedCaseLibrary(db);
      await plansSeeder(parseConfig()).run(db);
    } finally {
      await db.destroy();
    }
    return { url, close: async () => void (await embedded?.stop()) };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
};

/** A server of `servers.ts` in a child process of its own, on a free loopback port. */
export const startServer = async (kind: string, databaseUrl: string, env: Record<string, string> = {}) => {
  const port = await findFreePort();
  const child: ChildProcess = fork(
    path.join(import.meta.dirname, 'servers.ts'),
    [kind, databaseUrl, String(port)],
    {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
      // BENCH_PROFILE=1: each server writes a CPU profile into bench/results/profiles on SIGTERM.
      execArgv: process.env.BENCH_PROFILE
        ? ['--cpu-prof', '--cpu-prof-dir', path.join(import.meta.dirname, 'results', 'profiles')]
        : [],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill('SIGTERM') };
};

/** Logs in over HTTP like a browser and returns the cookie header and CSRF token. */
export const logIn = async (baseUrl: string, email: string, password: string) => {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${baseUrl}/api/v1/auth/status`));
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookieHeader(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN')!),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  keep(login);
  return { cookie: cookieHeader(), token: decodeURIComponent(jar.get('XSRF-TOKEN')!) };
};
