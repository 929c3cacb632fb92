import { type ReportBundleJob, ZReportBundleContent, ZReportBundleJob } from '@urosim/contracts';
import { type Knex, reportBundleZips, storedZipKeys } from '@urosim/db';
import { type BundleStorage, type FolderStorage, newBundleKey, writeReportBundle } from '@urosim/documents';
import { buildWorkerZip, deleteExpiredZips, failStaleZips, type ZipPlan } from './worker-zip.ts';

/** Every day at 03:41 (server time), away from the log retention's 03:17. */
export const reportBundleRetentionCron = '41 3 * * *';

/** One attempt at a bundle job: its payload and where it stands in its retries (pg-boss metadata). */
export type ReportBundleAttempt = { data: ReportBundleJob; retryCount: number; retryLimit: number };

/** What a trainee reads when their bundle could not be made. */
export const bundleFailureReasons = {
  content:
    'The bundle could not be made from this session’s report. Ask for it again; if it fails again, tell us.',
  retries: 'The bundle could not be built after several tries. Ask for it again in a few minutes.',
} as const;

/**
 * Builds one generation of a session's report bundle (the shared steps: `buildWorkerZip`, ADR 0136):
 * renders the snapshot the api took into a zip, with progress as it adds files. A snapshot that does
 * not parse fails the bundle at once (every retry would fail alike); the last attempt of any other
 * failure marks the bundle failed with a reason the trainee can read.
 */
export const runReportBundle = (
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
  const { onReady } = settings;
  return buildWorkerZip(
    db,
    storage,
    {
      zips: reportBundleZips,
      key: { session_id: sessionId },
      generation,
      attempt: job,
      retentionDays: settings.retentionDays,
      now: settings.now,
      failureReason: bundleFailureReasons.retries,
    },
    (row, progress): ZipPlan => {
      const content = ZReportBundleContent.safeParse(row.content);
      if (!content.success) {
        return { status: 'failed', reason: content.error.message, error: bundleFailureReasons.content };
      }
      return {
        storageKey: newBundleKey(sessionId, generation),
        write: (out) => writeReportBundle(content.data, out, progress),
      };
    },
    onReady && (() => onReady(sessionId, generation)),
  );
};

/**
 * Deletes ready bundles past their retention (file, then row), temporary files that killed builds
 * left once they are an hour old, stored files that no bundle or export names any more once they
 * are a day old (an account deleted before its rows named their files, ADR 0136), and fails
 * bundles whose last attempt died with its worker.
 */
export const runReportBundleRetention = async (
  db: Knex,
  storage: FolderStorage,
  settings: { now?: Date; batchSize?: number } = {},
) => {
  const now = settings.now ?? new Date();
  const deleted = await deleteExpiredZips(db, storage, reportBundleZips, {
    now,
    batchSize: settings.batchSize ?? 500,
  });
  const temporaryFiles = await storage.sweepTemporaryFiles();
  const unreferencedFiles = await storage.sweepUnreferencedFiles((keys) => storedZipKeys(db, keys));
  const stale = await failStaleZips(db, reportBundleZips, {
    now,
    failureReason: bundleFailureReasons.retries,
  });
  return { deleted, temporaryFiles, unreferencedFiles, stale };
};
