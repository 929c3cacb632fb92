import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';

/** Where bundles are kept: a folder by default. Writes are atomic (a half-written file is never read). */
export type BundleStorage = {
  /** Writes the file under `key` from what `write` streams into `out`; visible only once complete. */
  put: (key: string, write: (out: NodeJS.WritableStream) => Promise<void>) => Promise<{ sizeBytes: number }>;
  /** A stream of the stored file, or undefined when there is none. */
  open: (key: string) => Promise<NodeJS.ReadableStream | undefined>;
  remove: (key: string) => Promise<void>;
};

/** A folder's storage, and the sweep of what crashed writers left behind. */
export type FolderStorage = BundleStorage & {
  /** Deletes temporary files older than `olderThanMs` (an hour by default); answers how many. */
  sweepTemporaryFiles: (olderThanMs?: number) => Promise<number>;
  /**
   * Deletes stored zips (files named as this module's keys name them) older than `olderThanMs` (a
   * day by default) whose key `stored` does not answer as still held by a row: what an owner deleted before its rows named their files left
   * behind. `stored` is asked about at most 500 keys at a time. Answers how many were deleted.
   */
  sweepUnreferencedFiles: (
    stored: (keys: string[]) => Promise<ReadonlySet<string>>,
    olderThanMs?: number,
  ) => Promise<number>;
};

// A key is folder/file names of letters, digits, dots, dashes and underscores, never starting with
// a dot: so no "..", no absolute path, and never the name of a temporary file (which starts with one).
const keySegment = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const tempPrefix = '.tmp-';
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;
const keysPerQuestion = 500;
/** The name `newBundleKey` and `newDataExportKey` give a file: the sweep touches nothing else. */
const storedName = /^\d+-[0-9a-f]{12}\.zip$/;

/** Whether `key` is a safe relative path of the storage. */
const keySegments = (key: string) => {
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((segment) => keySegment.test(segment));
};

/** Throws unless `key` is a safe relative path of the storage. */
export const assertBundleKey = (key: string) => {
  if (!keySegments(key)) throw new Error(`Not a valid bundle key: ${JSON.stringify(key)}`);
};

/** A new key for a bundle: `<sessionId>/<generation>-<random>.zip` (a retry never reuses a file). */
export const newBundleKey = (sessionId: string, generation: number) => {
  const key = `${sessionId}/${generation}-${randomBytes(6).toString('hex')}.zip`;
  assertBundleKey(key);
  return key;
};

/** A new key for a privacy export: `data-exports/<userId>/<generation>-<random>.zip` (ADR 0133). */
export const newDataExportKey = (userId: string, generation: number) => {
  const key = `data-exports/${userId}/${generation}-${randomBytes(6).toString('hex')}.zip`;
  assertBundleKey(key);
  return key;
};

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** A folder's entries, none when it is gone (a sweep may race a removal). */
const entriesOf = (folder: string) =>
  readdir(folder, { withFileTypes: true }).catch((error) => {
    if (isMissing(error)) return [];
    throw error;
  });

// Flushes a file (all of it, whichever descriptor wrote it) or a folder to disk: the folder's, so
// that a power cut cannot forget the rename.
const syncFile = async (file: string) => {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
};

// The sweep may remove an empty session folder between our mkdir and open: make it again once.
const openTemporary = async (folder: string, name: string) => {
  const file = path.join(folder, name);
  await mkdir(folder, { recursive: true });
  try {
    return { file, handle: await open(file, 'wx') };
  } catch (error) {
    if (!isMissing(error)) throw error;
    await mkdir(folder, { recursive: true });
    return { file, handle: await open(file, 'wx') };
  }
};

/**
 * Bundles as files under `dir`. `put` writes to a temporary name in the same folder, flushes it to
 * disk, then renames it into place: a reader sees the whole file or none, and a writer killed
 * mid-way leaves only a temporary file that `open` cannot name and the sweep deletes.
 */
export const createFolderStorage = (dir: string): FolderStorage => {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertBundleKey(key);
    return path.join(root, ...key.split('/'));
  };

  const put: BundleStorage['put'] = async (key, write) => {
    const target = pathOf(key);
    const folder = path.dirname(target);
    const temporary = `${tempPrefix}${path.basename(target)}-${process.pid}-${randomBytes(4).toString('hex')}`;
    const { file, handle } = await openTemporary(folder, temporary);
    // The stream closes the file when it ends (or fails): a pipeline into it waits for that.
    const out = handle.createWriteStream();
    try {
      await write(out);
      if (!out.writableEnded) out.end();
      await finished(out);
      await syncFile(file);
      await rename(file, target);
      await syncFile(folder);
      return { sizeBytes: (await stat(target)).size };
    } catch (error) {
      out.destroy();
      await rm(file, { force: true });
      throw error;
    }
  };

  const openFile: BundleStorage['open'] = async (key) => {
    const file = pathOf(key);
    try {
      // Opened now, so a missing file is told here rather than as a stream error later.
      const handle = await open(file, 'r');
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  const remove: BundleStorage['remove'] = async (key) => {
    await rm(pathOf(key), { force: true });
  };

  const sweepTemporaryFiles = async (olderThanMs = hourMs) => {
    const before = Date.now() - olderThanMs;
    let removed = 0;
    const sweep = async (folder: string, depth: number): Promise<void> => {
      const entries = await entriesOf(folder);
      for (const entry of entries) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory() && depth < 3) {
          await sweep(full, depth + 1);
          // An old, empty session folder goes too (rmdir refuses one that is not empty).
          const info = await stat(full).catch(() => undefined);
          if (info && info.mtimeMs < before) await rmdir(full).catch(() => undefined);
        } else if (entry.isFile() && entry.name.startsWith(tempPrefix)) {
          const info = await stat(full).catch(() => undefined);
          if (info && info.mtimeMs < before) {
            await rm(full, { force: true });
            removed += 1;
          }
        }
      }
    };
    await sweep(root, 0);
    return removed;
  };

  // A build stores its file, then commits the row that names it: a day is far longer than that.
  const sweepUnreferencedFiles: FolderStorage['sweepUnreferencedFiles'] = async (
    stored,
    olderThanMs = dayMs,
  ) => {
    const before = Date.now() - olderThanMs;
    const candidates: string[] = [];
    const walk = async (folder: string, prefix: string[]): Promise<void> => {
      const entries = await entriesOf(folder);
      for (const entry of entries) {
        const segments = [...prefix, entry.name];
        const full = path.join(folder, entry.name);
        if (entry.isDirectory() && segments.length < 4) await walk(full, segments);
        else if (entry.isFile() && !entry.name.startsWith(tempPrefix)) {
          const key = segments.join('/');
          const info = await stat(full).catch(() => undefined);
          if (info && info.mtimeMs < before && keySegments(key) && storedName.test(entry.name))
            candidates.push(key);
        }
      }
    };
    await walk(root, []);
    let removed = 0;
    for (let i = 0; i < candidates.length; i += keysPerQuestion) {
      const batch = candidates.slice(i, i + keysPerQuestion);
      const held = await stored(batch);
      for (const key of batch) {
        if (held.has(key)) continue;
        await remove(key);
        removed += 1;
      }
    }
    return removed;
  };

  return { put, open: openFile, remove, sweepTemporaryFiles, sweepUnreferencedFiles };
};
