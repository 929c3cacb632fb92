import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { jobQueues } from '@urosim/contracts';
import { createDb, findDataExport, type Knex, requestDataExport } from '@urosim/db';
import { type BundleStorage, createFolderStorage } from '@urosim/documents';
import { readZip } from '@urosim/documents/test/zip';
import pino from 'pino';
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { startJobQueue, startWorker } from '../worker.ts';
import { dataExportFailureReason, runDataExport, runDataExportRetention } from './data-export.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** No rate limit in these tests: each asks again whenever it needs a new generation. */
const anyTime = { afterReady: 0, afterFailed: 0 };

const seedUser = async (db: Knex) => {
  const tag = randomUUID().slice(0, 8);
  const [user] = await db('users')
    .insert({ email: `export-${tag}@example.test`, password_hash: 'not-a-hash', full_name: 'Export Trainee' })
    .returning(['id', 'email']);
  return user as { id: string; email: string };
};

const request = (db: Knex, userId: string) => requestDataExport(db, userId, anyTime, async () => undefined);

const waitFor = async <T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, ms: number) => {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('privacy export job (ADR 0133)', () => {
  const url = inject('databaseUrl');
  const db = createDb({ url, poolMax: 4 });
  let dir: string;
  let storage: ReturnType<typeof createFolderStorage>;
  const run = (userId: string, generation: number, on: BundleStorage = storage, retryCount = 0) =>
    runDataExport(db, on, { data: { userId, generation }, retryCount, retryLimit: 3 }, { retentionDays: 7 });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'urosim-exports-'));
    storage = createFolderStorage(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));
  afterAll(() => db.destroy());

  it('reads the data with progress, stores the zip, and marks the export ready with size and expiry', async () => {
    const user = await seedUser(db);
    const { row } = await request(db, user.id);
    let progressWhenWriting = -1;
    // The row's progress as the zip is written: the queries are done by then.
    const watching: BundleStorage = {
      ...storage,
      put: async (key, write) => {
        progressWhenWriting = (await findDataExport(db, user.id))!.progress;
        return storage.put(key, write);
      },
    };
    expect((await run(user.id, row.generation, watching)).status).toBe('ready');
    expect(progressWhenWriting).toBe(90);
    const ready = (await findDataExport(db, user.id))!;
    expect(ready).toMatchObject({ state: 'ready', progress: 100, builds: 1, error: null });
    expect(ready.expires_at!.getTime() - ready.ready_at!.getTime()).toBeGreaterThan(7 * dayMs - 60_000);
    expect(ready.storage_key).toMatch(new RegExp(`^data-exports/${user.id}/1-[0-9a-f]+\\.zip$`));
    const zip = await buffer((await storage.open(ready.storage_key!))!);
    expect(Number(ready.size_bytes)).toBe(zip.length);
    const entries = await readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['README.json', 'account.json', 'emails-sent-to-you.json']);
    const account = JSON.parse(entries[1]!.data.toString('utf8'));
    expect(account).toMatchObject({ id: user.id, email: user.email });
    expect(account).not.toHaveProperty('password_hash');
  });

  it('run twice, builds once; two requests while queued make one generation', async () => {
    const user = await seedUser(db);
    const first = await request(db, user.id);
    const second = await request(db, user.id);
    expect(first.queued).toBe(true);
    expect(second.queued).toBe(false);
    expect((await run(user.id, 1)).status).toBe('ready');
    expect((await run(user.id, 1)).status).toBe('superseded-or-done');
    expect((await findDataExport(db, user.id))!.builds).toBe(1);
  });

  it('a stale generation’s job does nothing; the new one replaces the old file', async () => {
    const user = await seedUser(db);
    await request(db, user.id);
    await run(user.id, 1);
    const oldKey = (await findDataExport(db, user.id))!.storage_key!;
    const { row } = await request(db, user.id);
    expect(row.generation).toBe(2);
    expect((await run(user.id, 1)).status).toBe('superseded-or-done');
    expect((await run(user.id, 2)).status).toBe('ready');
    expect(await storage.open(oldKey)).toBeUndefined();
    expect((await findDataExport(db, user.id))!.storage_key).not.toBe(oldKey);
  });

  it('a failure is thrown for a retry; on the last attempt the export is failed with a reason', async () => {
    const user = await seedUser(db);
    await request(db, user.id);
    const broken: BundleStorage = {
      ...storage,
      put: async () => {
        throw new Error('disk full');
      },
    };
    await expect(run(user.id, 1, broken, 0)).rejects.toThrow('disk full');
    expect((await findDataExport(db, user.id))!.state).toBe('building');
    await expect(run(user.id, 1, broken, 3)).rejects.toThrow('disk full');
    expect(await findDataExport(db, user.id)).toMatchObject({
      state: 'failed',
      error: dataExportFailureReason,
    });
    // Asked again, the failed one is a new generation that can succeed.
    const { row } = await request(db, user.id);
    expect(row).toMatchObject({ state: 'queued', generation: 2 });
    expect((await run(user.id, 2)).status).toBe('ready');
  });

  it('retention deletes expired exports (file, then row) and fails stuck builds', async () => {
    const now = new Date();
    const expired = await seedUser(db);
    await request(db, expired.id);
    await run(expired.id, 1);
    const expiredKey = (await findDataExport(db, expired.id))!.storage_key!;
    await db('data_exports')
      .where({ user_id: expired.id })
      .update({ expires_at: new Date(now.getTime() - 1000) });
    const kept = await seedUser(db);
    await request(db, kept.id);
    await run(kept.id, 1);
    const stuck = await seedUser(db);
    await request(db, stuck.id);
    await db('data_exports')
      .where({ user_id: stuck.id })
      .update({ state: 'building', updated_at: new Date(now.getTime() - 2 * 60 * 60 * 1000) });

    const result = await runDataExportRetention(db, storage, { now });
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await findDataExport(db, expired.id)).toBeUndefined();
    expect(await storage.open(expiredKey)).toBeUndefined();
    expect((await findDataExport(db, kept.id))!.state).toBe('ready');
    expect(await findDataExport(db, stuck.id)).toMatchObject({
      state: 'failed',
      error: dataExportFailureReason,
    });
  });

  it('runs through pg-boss in a started worker: ready, e-mailed with the link, notified', async () => {
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
      notifications: {
        vapid: () => {
          throw new Error('no push in this test');
        },
        appBaseUrl: 'https://urosim.example',
      },
    });
    try {
      const user = await seedUser(db);
      await requestDataExport(db, user.id, anyTime, (_trx, generation) =>
        boss.send(jobQueues.dataExport, { userId: user.id, generation }),
      );
      await waitFor(
        'ready',
        () => findDataExport(db, user.id),
        (row) => row?.state === 'ready',
        20_000,
      );
      const mail = await waitFor(
        'the e-mail',
        () => db('mail_outbox').where({ to_address: user.email, template: 'dataExportReady' }),
        (rows) => rows.length > 0,
        10_000,
      );
      expect(mail).toHaveLength(1);
      expect(mail[0].text_body).toContain('https://urosim.example/settings/security#privacy');
      const notes = await db('notifications').where({ user_id: user.id });
      expect(notes.map((n: { title: string }) => n.title)).toEqual(['Your data export is ready']);
    } finally {
      await worker.stop();
      await boss.stop({ graceful: false });
    }
  });
});
