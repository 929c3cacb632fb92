// `pnpm bench bundles`: 1,000 report bundles through real worker processes (apps/worker/src/main.ts,
// two of them competing for the jobs) on the bench database, every job sent twice. Counts what
// was lost (a bundle not ready, a file missing) and what was duplicated (a generation built more
// than once, a session with more than one file), and the throughput. Figures to stdout and
// bench/results/bundles.json; exits non-zero unless 0 lost and 0 duplicated.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jobQueues } from '@urosim/contracts';
import { createDb, type Knex } from '@urosim/db';
import { fixtureBundleContent } from '@urosim/documents/test/fixtures';
import { startJobQueue } from '@urosim/worker';
import { requestBundle, seedEndedSession } from '@urosim/worker/test/report-bundles';
import pino from 'pino';
import { openBenchDatabase } from './harness.ts';

const bundles = Number(process.env.BENCH_BUNDLES ?? 1000);
const workerCount = 2;
const root = path.resolve(import.meta.dirname, '..');

/** `count` ended sessions of one trainee and one case, each with a bundle requested. */
const seedSessions = async (db: Knex, count: number) => {
  const first = await seedEndedSession(db);
  const template = await db('training_sessions').where({ id: first.sessionId }).first();
  const rows = Array.from({ length: count - 1 }, () => ({
    user_id: template.user_id,
    case_id: template.case_id,
    case_version_id: template.case_version_id,
    mode: 'Chat',
    started_at: template.started_at,
    ends_at: template.ends_at,
    ended_at: template.ended_at,
    end_reason: 'completed',
  }));
  const ids = [first.sessionId];
  for (let start = 0; start < rows.length; start += 500) {
    const made: { id: string }[] = await db('training_sessions')
      .insert(rows.slice(start, start + 500))
      .returning('id');
    ids.push(...made.map((row) => row.id));
  }
  for (const sessionId of ids) {
    await requestBundle(db, { userId: first.userId, sessionId }, fixtureBundleContent(sessionId));
  }
  return ids;
};

const spawnWorker = (databaseUrl: string, bundleDir: string, dataDir: string): ChildProcess =>
  spawn(process.execPath, [path.join(root, 'apps/worker/src/main.ts')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      REPORT_BUNDLE_DIR: bundleDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const main = async () => {
  const database = await openBenchDatabase();
  const db = createDb({ url: database.url, poolMax: 4 });
  const bundleDir = await mkdtemp(path.join(tmpdir(), 'urosim-bench-bundles-'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'urosim-bench-data-'));
  const boss = await startJobQueue({
    databaseUrl: database.url,
    logger: pino({ level: 'silent' }),
    schedule: false,
  });
  const workers: ChildProcess[] = [];
  try {
    const sessionIds = await seedSessions(db, bundles);
    const jobs = sessionIds.map((sessionId) => ({
      data: { sessionId, generation: 1 },
      singletonKey: `${sessionId}:1`,
    }));
    for (let i = 0; i < workerCount; i += 1) workers.push(spawnWorker(database.url, bundleDir, dataDir));
    const started = performance.now();
    // Every job twice: the second copy is refused while the first waits (singletonKey), or runs
    // after it and finds the bundle built.
    await boss.insert(jobQueues.reportBundle, jobs);
    await boss.insert(jobQueues.reportBundle, jobs);
    let ready = 0;
    const deadline = Date.now() + 15 * 60 * 1000;
    while (ready < bundles && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const [row] = await db('report_bundles')
        .whereIn('session_id', sessionIds)
        .where({ state: 'ready' })
        .count<{ count: string }[]>('* as count');
      ready = Number(row?.count ?? 0);
    }
    const seconds = (performance.now() - started) / 1000;
    // Let any second copy of a job still running finish before counting files.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const rows = await db('report_bundles')
      .whereIn('session_id', sessionIds)
      .select('session_id', 'state', 'builds', 'storage_key');
    const files = (await readdir(bundleDir, { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    const zipsBySession = new Map<string, number>();
    for (const file of files.filter((f) => f.name.endsWith('.zip') && !f.name.startsWith('.'))) {
      const session = path.basename(file.parentPath);
      zipsBySession.set(session, (zipsBySession.get(session) ?? 0) + 1);
    }
    const lost =
      rows.filter((row) => row.state !== 'ready' || !zipsBySession.has(row.session_id)).length +
      (bundles - rows.length);
    const duplicated =
      rows.filter((row) => Number(row.builds) !== 1).length +
      [...zipsBySession.values()].filter((n) => n > 1).length;
    const temporary = files.filter((f) => f.name.startsWith('.tmp-')).length;
    const figures = {
      bundles,
      workers: workerCount,
      seconds,
      perSecond: bundles / seconds,
      ready: rows.filter((row) => row.state === 'ready').length,
      files: [...zipsBySession.values()].reduce((a, b) => a + b, 0),
      builds: rows.reduce((sum, row) => sum + Number(row.builds), 0),
      lost,
      duplicated,
      temporary,
    };
    console.log(`\nReport bundles: ${bundles} through ${workerCount} worker processes, each job sent twice`);
    console.log(
      `ready ${figures.ready}, files ${figures.files}, builds ${figures.builds}, temporary files left ${temporary}`,
    );
    console.log(
      `lost ${lost}, duplicated ${duplicated}; ${seconds.toFixed(1)} s, ${figures.perSecond.toFixed(1)} bundles/s`,
    );
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/bundles.json'),
      `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`,
    );
    if (lost > 0 || duplicated > 0 || temporary > 0) process.exitCode = 1;
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await Promise.all(
      workers.map(
        (w) => new Promise((resolve) => (w.exitCode === null ? w.once('exit', resolve) : resolve(null))),
      ),
    );
    await boss.stop({ graceful: false });
    await db.destroy();
    await database.close();
    await rm(bundleDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
};

await main();
