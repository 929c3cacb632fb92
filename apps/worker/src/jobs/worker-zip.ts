import type { Knex, WorkerZipRepo, WorkerZipRow } from '@urosim/db';
import type { BundleStorage } from '@urosim/documents';

const dayMs = 24 * 60 * 60 * 1000;

/** A build touches its row as it goes; one untouched this long has no live job. */
const staleAfterMs = 60 * 60 * 1000;

/** Where a job stands in its retries (pg-boss metadata). */
export type ZipAttempt = { retryCount: number; retryLimit: number };

/**
 * What a job makes of the generation it took: the file to store (under `storageKey`, written by
 * `write`; `now` is when it was made, else the clock after the write), or an outcome that ends the
 * job without a file (`failed`: the row is marked failed at once with `error`, the sentence its owner
 * reads, as retries would fail alike; `reason` is for the log).
 */
export type ZipPlan =
  | { storageKey: string; write: (out: NodeJS.WritableStream) => Promise<void>; now?: Date }
  | { status: 'superseded-or-done' }
  | { status: 'failed'; reason: string; error: string };

/**
 * Builds one generation of an owner's zip (ADR 0136): takes the generation (`building`), asks the
 * job for its plan (`plan`, which reads what goes in the zip and may report progress), stores the
 * file (atomically: complete or absent), marks the row ready, deletes the previous file and tells
 * `onReady`. Idempotent: a job run twice, or for a generation a newer request replaced, does
 * nothing (the row says so); a file written by a build that lost the race to finish is deleted. A
 * failure is thrown for pg-boss to retry; the last attempt marks the zip failed with
 * `failureReason`.
 */
export const buildWorkerZip = async <Row extends WorkerZipRow, Key extends Record<string, string>>(
  db: Knex,
  storage: BundleStorage,
  zip: {
    zips: WorkerZipRepo<Row, Key>;
    key: Key;
    generation: number;
    attempt: ZipAttempt;
    retentionDays: number;
    now?: (() => Date) | undefined;
    failureReason: string;
  },
  plan: (row: Row, progress: (percent: number) => Promise<void>) => Promise<ZipPlan> | ZipPlan,
  onReady?: (expiresAt: Date) => Promise<unknown>,
) => {
  const { zips, key, generation } = zip;
  const row = await zips.start(db, key, generation);
  if (!row) return { status: 'superseded-or-done' as const };
  try {
    const planned = await plan(row, async (percent) => {
      await zips.progress(db, key, generation, percent);
    });
    if ('status' in planned) {
      if (planned.status === 'superseded-or-done') return { status: planned.status };
      await zips.fail(db, key, generation, planned.error);
      return { status: planned.status, reason: planned.reason };
    }
    const storageKey = planned.storageKey;
    const { sizeBytes } = await storage.put(storageKey, planned.write);
    const now = planned.now ?? zip.now?.() ?? new Date();
    const expiresAt = new Date(now.getTime() + zip.retentionDays * dayMs);
    const done = await zips.finish(db, key, {
      generation,
      storage_key: storageKey,
      size_bytes: sizeBytes,
      expires_at: expiresAt,
    });
    if (!done.finished) {
      // Superseded by a newer request, or another attempt finished first: this file is nobody's.
      await storage.remove(storageKey);
      return { status: 'superseded-or-done' as const };
    }
    if (done.previousKey) await storage.remove(done.previousKey);
    await onReady?.(expiresAt);
    return { status: 'ready' as const, key: storageKey, sizeBytes };
  } catch (error) {
    if (zip.attempt.retryCount >= zip.attempt.retryLimit) {
      await zips.fail(db, key, generation, zip.failureReason);
    }
    throw error;
  }
};

/**
 * Deletes zips past their retention: the file first, then the row (a crash between the two leaves a
 * row whose file is gone, which the next run deletes; never a file without a row). Answers how many.
 */
export const deleteExpiredZips = async <Row extends WorkerZipRow, Key extends Record<string, string>>(
  db: Knex,
  storage: BundleStorage,
  zips: WorkerZipRepo<Row, Key>,
  settings: { now: Date; batchSize: number },
) => {
  let deleted = 0;
  for (;;) {
    const expired = await zips.listExpired(db, settings.now, settings.batchSize);
    let removedRows = 0;
    for (const row of expired) {
      if (row.storage_key) await storage.remove(row.storage_key);
      removedRows += await zips.remove(db, row, row.generation);
    }
    deleted += removedRows;
    // A short batch was the last; a batch whose rows all changed meanwhile would only repeat.
    if (expired.length < settings.batchSize || removedRows === 0) break;
  }
  return deleted;
};

/** Fails zips whose last attempt died with its worker (untouched for an hour); answers how many. */
export const failStaleZips = <Row extends WorkerZipRow, Key extends Record<string, string>>(
  db: Knex,
  zips: WorkerZipRepo<Row, Key>,
  settings: { now: Date; failureReason: string },
) => zips.failStale(db, new Date(settings.now.getTime() - staleAfterMs), settings.failureReason);
