import { type ReportBundleJob, ZReportBundleContent, ZReportBundleJob } from '@urosim/contracts';
import {
  deleteReportBundle,
  failReportBundle,
  failStaleReportBundles,
  finishReportBundle,
  type Knex,
  listExpiredReportBundles,
  setReportBundleProgress,
  startReportBundleBuild,
} from '@urosim/db';
import { type BundleStorage, type FolderStorage, newBundleKey, writeReportBundle } from '@urosim/documents';

/** Every day at 03:41 (server time), away from the log retention's 03:17. */
export const reportBundleRetentionCron = '41 3 * * *';

const dayMs = 24 * 60 * 60 * 1000;

/** One attempt at a bundle job: its payload and where it stands in its retries (pg-boss metadata). */
export type ReportBundleAttempt = { data: ReportBundleJob; retryCount: number; retryLimit: number };

/** What a trainee reads when their bundle could not be made. */
export const bundleFailureReasons = {
  content:
    'The bundle could not be made from this session’s report. Ask for it again; if it fails again, tell us.',
  retries: 'The bundle could not be built after several tries. Ask for it again in a few minutes.',
} as const;

/** A build touches its row at every file it adds; one untouched this long has no live job. */
const staleAfterMs = 60 * 60 * 1000;

/**
 * Builds one generation of a session's report bundle: renders the snapshot the api took into a zip,
 * stores it (atomically: complete or absent), then marks the row ready. Idempotent: a job run twice,
 * or for a generation that a newer request replaced, does nothing (the row says so); a file written
 * by a build that lost the race to finish is deleted. A failure is thrown for pg-boss to retry; the
 * last attempt marks the bundle failed with a reason the trainee can read.
 */
export const runReportBundle = async (
  db: Knex,
  storage: BundleStorage,
  job: ReportBundleAttempt,
  settings: {
    retentionDays: number;
    now?: () => Date;
    /** Told once a bundle is ready (the trainee's notification, ADR 0126); its failure is the job's. */
    onReady?: (sessionId: string, generation: number) => Promise<unknown>;
  },
) => {
  const { sessionId, generation } = ZReportBundleJob.parse(job.data);
  const row = await startReportBundleBuild(db, sessionId, generation);
  if (!row) return { status: 'superseded-or-done' as const };
  const content = ZReportBundleContent.safeParse(row.content);
  if (!content.success) {
    // The same snapshot would fail every retry alike: fail now.
    await failReportBundle(db, sessionId, generation, bundleFailureReasons.content);
    return { status: 'failed' as const, reason: content.error.message };
  }
  try {
    const key = newBundleKey(sessionId, generation);
    const { sizeBytes } = await storage.put(key, (out) =>
      writeReportBundle(content.data, out, async (percent) => {
        await setReportBundleProgress(db, sessionId, generation, percent);
      }),
    );
    const now = settings.now?.() ?? new Date();
    const done = await finishReportBundle(db, {
      session_id: sessionId,
      generation,
      storage_key: key,
      size_bytes: sizeBytes,
      expires_at: new Date(now.getTime() + settings.retentionDays * dayMs),
    });
    if (!done.finished) {
      // Superseded by a newer request, or another attempt finished first: this file is nobody's.
      await storage.remove(key);
      return { status: 'superseded-or-done' as const };
    }
    if (done.previousKey) await storage.remove(done.previousKey);
    await settings.onReady?.(sessionId, generation);
    return { status: 'ready' as const, key, sizeBytes };
  } catch (error) {
    if (job.retryCount >= job.retryLimit) {
      await failReportBundle(db, sessionId, generation, bundleFailureReasons.retries);
    }
    throw error;
  }
};

/**
 * Deletes ready bundles past their retention: the file first, then the row (a crash between the
 * two leaves a row whose file is gone, which the next run deletes; never a file without a row).
 * Also deletes temporary files that killed builds left, once they are an hour old, and fails
 * bundles whose last attempt died with its worker.
 */
export const runReportBundleRetention = async (
  db: Knex,
  storage: FolderStorage,
  settings: { now?: Date; batchSize?: number } = {},
) => {
  const now = settings.now ?? new Date();
  const batchSize = settings.batchSize ?? 500;
  let deleted = 0;
  for (;;) {
    const expired = await listExpiredReportBundles(db, now, batchSize);
    let removedRows = 0;
    for (const bundle of expired) {
      if (bundle.storage_key) await storage.remove(bundle.storage_key);
      removedRows += await deleteReportBundle(db, bundle.session_id, bundle.generation);
    }
    deleted += removedRows;
    // A short batch was the last; a batch whose rows all changed meanwhile would only repeat.
    if (expired.length < batchSize || removedRows === 0) break;
  }
  const temporaryFiles = await storage.sweepTemporaryFiles();
  const stale = await failStaleReportBundles(
    db,
    new Date(now.getTime() - staleAfterMs),
    bundleFailureReasons.retries,
  );
  return { deleted, temporaryFiles, stale };
};
