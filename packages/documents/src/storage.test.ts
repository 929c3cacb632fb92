import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertBundleKey, createFolderStorage, newBundleKey } from './storage.ts';

const session = '4c0d9d7e-5b0e-4d57-9d2c-0b6a7c1f2e11';

const filesUnder = async (dir: string) =>
  (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);

describe('folder storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'urosim-bundles-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts a file, answers its size, opens it, removes it (twice is fine)', async () => {
    const storage = createFolderStorage(dir);
    const key = newBundleKey(session, 3);
    expect(key).toMatch(new RegExp(`^${session}/3-[0-9a-f]{12}\\.zip$`));
    const { sizeBytes } = await storage.put(key, async (out) => {
      out.write('hello ');
      out.end('bundle');
    });
    expect(sizeBytes).toBe(12);
    expect(await text((await storage.open(key))!)).toBe('hello bundle');
    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    await storage.remove(key);
  });

  it('refuses keys that leave the folder or name a hidden file', () => {
    for (const key of ['../x.zip', '/etc/passwd', 'a/../../b', `${session}/.tmp-1.zip`, '', 'a//b', 'a\\b']) {
      expect(() => assertBundleKey(key), key).toThrow(/Not a valid bundle key/);
    }
    expect(() => assertBundleKey(`${session}/1-abc.zip`)).not.toThrow();
  });

  it('a put that throws half-way leaves nothing to open and no temporary file', async () => {
    const storage = createFolderStorage(dir);
    const key = newBundleKey(session, 1);
    await expect(
      storage.put(key, async (out) => {
        out.write(Buffer.alloc(64 * 1024, 1));
        throw new Error('disk on fire');
      }),
    ).rejects.toThrow('disk on fire');
    expect(await storage.open(key)).toBeUndefined();
    expect(await filesUnder(dir)).toEqual([]);
  });

  it('while a put is writing, the file is not there to open; then it is there whole', async () => {
    const storage = createFolderStorage(dir);
    const key = newBundleKey(session, 1);
    let release!: () => void;
    const writing = storage.put(key, async (out) => {
      out.write('first half, ');
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      out.end('second half');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await storage.open(key)).toBeUndefined();
    expect((await filesUnder(dir))[0]).toMatch(/^\.tmp-/);
    release();
    await writing;
    expect(await text((await storage.open(key))!)).toBe('first half, second half');
    expect(await filesUnder(dir)).toEqual([path.basename(key)]);
  });

  it('the sweep deletes temporary files a killed writer left, once they are an hour old', async () => {
    const storage = createFolderStorage(dir);
    const folder = path.join(dir, session);
    await storage.put(`${session}/1-done.zip`, async (out) => void out.end('done'));
    const left = path.join(folder, '.tmp-2-abc.zip-999-dead');
    await writeFile(left, 'half a zip');
    expect(await storage.sweepTemporaryFiles()).toBe(0);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(left, twoHoursAgo, twoHoursAgo);
    expect(await storage.sweepTemporaryFiles()).toBe(1);
    expect(await filesUnder(dir)).toEqual(['1-done.zip']);
  });

  it('the sweep of a folder that does not exist yet does nothing', async () => {
    expect(await createFolderStorage(path.join(dir, 'not-yet')).sweepTemporaryFiles()).toBe(0);
  });
});
