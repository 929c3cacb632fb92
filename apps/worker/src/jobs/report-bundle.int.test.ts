import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { jobQueues } from '@urosim/contracts';
import { createDb, findReportBundle } from '@urosim/db';
import { type BundleStorage, createFolderStorage } from '@urosim/documents';
import { fixtureBundleContent } from '@urosim/documents/test/fixtures';
import { readZip } from '@urosim/documents/test/zip';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { requestBundle, seedEndedSession } from '../test/report-bundles.ts';
import { startJobQueue, startWorker } from '../worker.ts';
import { bundleFailureReasons, runReportBundle, runReportBundleRetention } from './report-bundle.ts';

const dayMs = 24 * 60 * 60 * 1000;
const workerMain = path.resolve(import.meta.dirname, '../main.ts');

/** The files under the storage folder, temporary ones included. */
const filesIn = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

const waitFor = async <T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('report bundle job', () => {
  const url = inject('databaseUrl');
  const db = createDb({ url, poolMax: 4 });
  let dir: string;
  let storage: ReturnType<typeof createFolderStorage>;
  const attempt = (sessionId: string, generation: number, retryCount = 0) => ({
    data: { sessionId, generation },
    retryCount,
    retryLimit: 3,
  });
  const run = (sessionId: string, generation: number, on: BundleStorage = storage, retryCount = 0) =>
    runReportBundle(db, on, attempt(sessionId, generation, retryCount), { retentionDays: 7 });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'urosim-bundles-'));
    storage = createFolderStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  afterAll(() => db.destroy());

  it('builds the zip, stores it and marks the bundle ready with its size and expiry', async () => {
    const ids = await seedEndedSession(db);
    const { row } = await requestBundle(db, ids, fixtureBundleContent(ids.sessionId));
    const result = await run(ids.sessionId, row.generation);
    expect(result.status).toBe('ready');

    const ready = (await findReportBundle(db, ids.sessionId))!;
    expect(ready).toMatchObject({ state: 'ready', progress: 100, builds: 1, error: null });
    expect(ready.expires_at!.getTime() - ready.ready_at!.getTime()).toBeGreaterThan(7 * dayMs - 60_000);
    const zip = await buffer((await storage.open(ready.storage_key!))!);
    expect(Number(ready.size_bytes)).toBe(zip.length);
    const entries = await readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual([
      'README.txt',
      'feedback.pdf',
      'handoff.pdf',
      'transcript.pdf',
      'transcript.txt',
      'scores.json',
      'analyses.json',
    ]);
    for (const entry of entries.filter((e) => e.name.endsWith('.pdf'))) {
      expect(entry.data.subarray(0, 5).toString(), entry.name).toBe('%PDF-');
    }
    expect(JSON.parse(entries.find((e) => e.name === 'scores.json')!.data.toString()).overall).toBe(78);
  });

  it('run twice, builds once; two triggers make one generation', async () => {
    const ids = await seedEndedSession(db);
    const content = fixtureBundleContent(ids.sessionId);
    const first = await requestBundle(db, ids, content);
    const second = await requestBundle(db, ids, content);
    expect([first.queued, second.queued]).toEqual([true, false]);
    expect((await run(ids.sessionId, 1)).status).toBe('ready');
    expect((await run(ids.sessionId, 1)).status).toBe('superseded-or-done');
    expect((await requestBundle(db, ids, content)).queued).toBe(false);
    expect((await findReportBundle(db, ids.sessionId))!.builds).toBe(1);
    expect(await filesIn(dir)).toHaveLength(1);
  });

  it('two attempts at once (an expired job retried while the first still runs) finish once', async () => {
    const ids = await seedEndedSession(db);
    await requestBundle(db, ids, fixtureBundleContent(ids.sessionId));
    const results = await Promise.all([run(ids.sessionId, 1), run(ids.sessionId, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual(['ready', 'superseded-or-done']);
    expect((await findReportBundle(db, ids.sessionId))!.builds).toBe(1);
    expect(await filesIn(dir)).toHaveLength(1);
  });

  it('a stale generation’s job does nothing; the new one replaces the old file', async () => {
    const ids = await seedEndedSession(db);
    await requestBundle(db, ids, fixtureBundleContent(ids.sessionId), 'handoff-1:scoring-7');
    await run(ids.sessionId, 1);
    const oldKey = (await findReportBundle(db, ids.sessionId))!.storage_key;
    const changed = await requestBundle(db, ids, fixtureBundleContent(ids.sessionId), 'handoff-2:scoring-7');
    expect(changed.row.generation).toBe(2);

    expect((await run(ids.sessionId, 1)).status).toBe('superseded-or-done');
    expect(await findReportBundle(db, ids.sessionId)).toMatchObject({ generation: 2, state: 'queued' });

    expect((await run(ids.sessionId, 2)).status).toBe('ready');
    const row = (await findReportBundle(db, ids.sessionId))!;
    expect(row.storage_key).not.toBe(oldKey);
    expect(await storage.open(oldKey!)).toBeUndefined();
    expect(await filesIn(dir)).toEqual([path.basename(row.storage_key!)]);
  });

  it('a failure is thrown for a retry; on the last attempt the bundle is failed with a reason', async () => {
    const ids = await seedEndedSession(db);
    await requestBundle(db, ids, fixtureBundleContent(ids.sessionId));
    const broken: BundleStorage = {
      ...storage,
      put: (key, write) =>
        storage.put(key, async (out) => {
          await write(out);
          throw new Error('ENOSPC: no space left on device');
        }),
    };
    await expect(run(ids.sessionId, 1, broken, 0)).rejects.toThrow('ENOSPC');
    expect(await findReportBundle(db, ids.sessionId)).toMatchObject({ state: 'building', error: null });
    await expect(run(ids.sessionId, 1, broken, 3)).rejects.toThrow('ENOSPC');
    expect(await findReportBundle(db, ids.sessionId)).toMatchObject({
      state: 'failed',
      error: bundleFailureReasons.retries,
    });
    expect(await filesIn(dir)).toEqual([]);
  });

  it('content that does not parse fails at once, without retries', async () => {
    const ids = await seedEndedSession(db);
    await requestBundle(db, ids, { sessionId: ids.sessionId } as never);
    expect((await run(ids.sessionId, 1)).status).toBe('failed');
    expect(await findReportBundle(db, ids.sessionId)).toMatchObject({
      state: 'failed',
      error: bundleFailureReasons.content,
    });
  });

  it('retention deletes expired bundles (file, then row), old temporary files and stuck builds', async () => {
    const [expired, fresh, stuck] = [
      await seedEndedSession(db),
      await seedEndedSession(db),
      await seedEndedSession(db),
    ];
    for (const ids of [expired, fresh]) {
      await requestBundle(db, ids, fixtureBundleContent(ids.sessionId));
      await run(ids.sessionId, 1);
    }
    await requestBundle(db, stuck, fixtureBundleContent(stuck.sessionId));
    await db('report_bundles')
      .where({ session_id: stuck.sessionId })
      .update({ state: 'building', updated_at: new Date(Date.now() - 2 * 60 * 60 * 1000) });
    const expiredKey = (await findReportBundle(db, expired.sessionId))!.storage_key!;
    await db('report_bundles')
      .where({ session_id: expired.sessionId })
      .update({ expires_at: new Date(Date.now() - 60_000) });
    const leftover = path.join(dir, expired.sessionId, '.tmp-9-dead.zip-1-ffff');
    await writeFile(leftover, 'half');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(leftover, longAgo, longAgo);

    const result = await runReportBundleRetention(db, storage);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(result.temporaryFiles).toBe(1);
    expect(await findReportBundle(db, expired.sessionId)).toBeUndefined();
    expect(await storage.open(expiredKey)).toBeUndefined();
    expect((await findReportBundle(db, fresh.sessionId))!.state).toBe('ready');
    expect(await findReportBundle(db, stuck.sessionId)).toMatchObject({
      state: 'failed',
      error: bundleFailureReasons.retries,
    });
    expect(await filesIn(dir)).toEqual([
      path.basename((await findReportBundle(db, fresh.sessionId))!.storage_key!),
    ]);
  });

  it('retention deletes day-old files that no bundle or export names, and nothing else', async () => {
    const held = await seedEndedSession(db);
    await requestBundle(db, held, fixtureBundleContent(held.sessionId));
    await run(held.sessionId, 1);
    const heldKey = (await findReportBundle(db, held.sessionId))!.storage_key!;
    // Files no row names: an old bundle and an old export of accounts deleted before their rows
    // named their files, and a file just stored whose row is about to be committed.
    const orphans = [
      '0b1d2c3e-0000-4000-8000-000000000001/1-aaaaaaaaaaaa.zip',
      'data-exports/u1/1-bbbbbbbbbbbb.zip',
    ];
    const justStored = '0b1d2c3e-0000-4000-8000-000000000002/1-cccccccccccc.zip';
    // And a file the storage never names so (a folder shared by mistake): never touched.
    const notOurs = 'notes/readme.txt';
    for (const key of [...orphans, justStored, notOurs])
      await storage.put(key, async (out) => void out.end('zip'));
    const twoDaysAgo = new Date(Date.now() - 2 * dayMs);
    for (const key of [...orphans, heldKey, notOurs])
      await utimes(path.join(dir, ...key.split('/')), twoDaysAgo, twoDaysAgo);

    const exists = async (key: string) => {
      const stream = (await storage.open(key)) as
        | (NodeJS.ReadableStream & { destroy: () => void })
        | undefined;
      stream?.destroy();
      return stream !== undefined;
    };

    const result = await runReportBundleRetention(db, storage);
    expect(result.unreferencedFiles).toBe(2);
    for (const key of orphans) expect(await exists(key), key).toBe(false);
    expect(await exists(heldKey)).toBe(true);
    expect(await exists(justStored)).toBe(true);
    expect(await exists(notOurs)).toBe(true);
  });

  it('runs through pg-boss in a started worker, and fails the bundle after the job’s last retry', async () => {
    const logger = pino({ level: 'silent' });
    const boss = await startJobQueue({ databaseUrl: url, logger, schedule: false });
    const worker = await startWorker({
      boss,
      db,
      logger,
      logRetentionDays: 30,
      reportBundleDir: dir,
      mail: { from: 'test@urosim.local' },
      schedule: false,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const good = await seedEndedSession(db);
      await requestBundle(db, good, fixtureBundleContent(good.sessionId));
      await boss.send(
        jobQueues.reportBundle,
        { sessionId: good.sessionId, generation: 1 },
        { singletonKey: `${good.sessionId}:1` },
      );
      await waitFor(
        'ready',
        () => findReportBundle(db, good.sessionId),
        (row) => row?.state === 'ready',
        20_000,
      );

      // A bundle whose folder cannot be made (a file is in the way) fails every attempt.
      const bad = await seedEndedSession(db);
      await writeFile(path.join(dir, bad.sessionId), 'in the way');
      await requestBundle(db, bad, fixtureBundleContent(bad.sessionId));
      await boss.send(
        jobQueues.reportBundle,
        { sessionId: bad.sessionId, generation: 1 },
        { retryLimit: 1, retryDelay: 0 },
      );
      const failed = await waitFor(
        'failed',
        () => findReportBundle(db, bad.sessionId),
        (row) => row?.state === 'failed',
        20_000,
      );
      expect(failed!.error).toBe(bundleFailureReasons.retries);
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false });
    }
  });
});

describe('a worker killed with kill -9 mid-bundle', () => {
  const url = inject('databaseUrl');
  const db = createDb({ url, poolMax: 2 });
  const children: ChildProcess[] = [];
  let dir: string;
  let dataDir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'urosim-bundles-kill-'));
    dataDir = await mkdtemp(path.join(tmpdir(), 'urosim-data-kill-'));
  });
  afterEach(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });
  afterAll(() => db.destroy());

  /** A worker process as deployed (apps/worker/src/main.ts), on the test database and folder. */
  const spawnWorker = () => {
    const child = spawn(process.execPath, [workerMain], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        REPORT_BUNDLE_DIR: dir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };

  it('leaves no file to serve; the job is retried by a second worker and completes once', {
    timeout: 90_000,
  }, async () => {
    const logger = pino({ level: 'silent' });
    const boss = await startJobQueue({ databaseUrl: url, logger, schedule: false });
    try {
      const ids = await seedEndedSession(db);
      // A long consultation (about 150 transcript pages): slow enough to be caught mid-build.
      await requestBundle(db, ids, fixtureBundleContent(ids.sessionId, { transcriptTurns: 2500 }));
      await boss.send(
        jobQueues.reportBundle,
        { sessionId: ids.sessionId, generation: 1 },
        { singletonKey: `${ids.sessionId}:1` },
      );

      const first = spawnWorker();
      await waitFor(
        'building',
        () => findReportBundle(db, ids.sessionId),
        (row) => row?.state === 'building' && row.progress > 0,
        30_000,
      );
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect((await findReportBundle(db, ids.sessionId))!.state).toBe('building');
      const afterKill = await filesIn(dir);
      expect(afterKill.every((name) => name.startsWith('.tmp-'))).toBe(true);

      const killedAt = Date.now();
      spawnWorker();
      const row = await waitFor(
        'ready',
        () => findReportBundle(db, ids.sessionId),
        (r) => r?.state === 'ready',
        60_000,
      );
      const recoverySeconds = (Date.now() - killedAt) / 1000;
      expect(row!.builds).toBe(1);
      expect(recoverySeconds).toBeLessThan(45);
      const zips = (await filesIn(dir)).filter((name) => !name.startsWith('.tmp-'));
      expect(zips).toEqual([path.basename(row!.storage_key!)]);
      const entries = await readZip(await buffer((await createFolderStorage(dir).open(row!.storage_key!))!));
      expect(entries.map((e) => e.name)).toContain('transcript.pdf');
      // What the killed build left is never a key `open` accepts, and the sweep deletes it.
      expect(await createFolderStorage(dir).sweepTemporaryFiles(0)).toBe(afterKill.length);
      console.log(`kill -9 recovery: ready ${recoverySeconds.toFixed(1)} s after the kill`);
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
