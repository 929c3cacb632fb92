import { type DataExportJob, type JobQueue, jobQueues, ZDataExportJob } from '@urosim/contracts';
import {
  dataExportZips,
  exportFilesOf,
  findDataExportUser,
  insertMail,
  insertNotification,
  type Knex,
} from '@urosim/db';
import {
  type BundleStorage,
  type FolderStorage,
  newDataExportKey,
  writeDataExportZip,
} from '@urosim/documents';
import { buildWorkerZip, deleteExpiredZips, failStaleZips, type ZipPlan } from './worker-zip.ts';

/** Every day at 03:47 (server time), after the report bundles' 03:41. */
export const dataExportRetentionCron = '47 3 * * *';

/** One attempt at an export job: its payload and where it stands in its retries (pg-boss metadata). */
export type DataExportAttempt = { data: DataExportJob; retryCount: number; retryLimit: number };

/** What the user reads when their export could not be made. */
export const dataExportFailureReason =
  'Your data could not be prepared after several tries. Ask for it again in a few minutes; if it fails again, tell us.';

/** Where the e-mail's link leads: the privacy section, which needs the user signed in (ADR 0133). */
export const dataExportPagePath = '/settings/security#privacy';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const formatDay = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Tells the user their export is ready: an in-app notification (once per generation, by its dedupe
 * key) and, with it, an e-mail whose link opens the privacy section of the security page. The link
 * carries no token: the download needs the user signed in as themselves (ADR 0133).
 */
export const notifyDataExportReady = async (
  db: Knex,
  jobs: JobQueue,
  appBaseUrl: string,
  userId: string,
  generation: number,
  expiresAt: Date,
) => {
  const user = await findDataExportUser(db, userId);
  if (!user) return { mailed: false };
  const expires = formatDay(expiresAt);
  const notification = await insertNotification(db, {
    user_id: userId,
    kind: 'reportReady',
    title: 'Your data export is ready',
    body: `The zip of everything UroSim holds about you is ready to download until ${expires}.`,
    link: dataExportPagePath,
    dedupe_key: `data-export:${generation}`,
  });
  // Already told (a job run twice): no second e-mail.
  if (!notification) return { mailed: false };
  const url = new URL(dataExportPagePath, appBaseUrl).toString();
  const greeting = `Hello ${user.full_name},`;
  const text = `${greeting}\n\nThe export of your UroSim data (a zip of JSON files) is ready. Sign in and download it from Security and privacy:\n${url}\n\nThe file is kept until ${expires}, then deleted; you can ask for a new one at any time.\n\nIf you did not ask for it, change your password.\n\n— UroSim`;
  const html = `<!doctype html><html lang="en-GB"><body style="font-family:Arial,Helvetica,sans-serif"><p style="font-size:20px;font-weight:700;color:#0b5cad">UroSim</p><p>${escapeHtml(greeting)}</p><p>The export of your UroSim data (a zip of JSON files) is ready. Sign in and download it from Security and privacy.</p><p><a href="${escapeHtml(url)}">Download my data</a></p><p>The file is kept until ${escapeHtml(expires)}, then deleted; you can ask for a new one at any time.</p><p style="font-size:13px;color:#555">If you did not ask for it, change your password.</p></body></html>`;
  const messageId = await insertMail(db, {
    to: user.email,
    subject: 'Your UroSim data export is ready',
    text,
    html,
    template: 'dataExportReady',
  });
  await jobs.send(jobQueues.sendMail, { messageId });
  return { mailed: true };
};

/**
 * Builds one generation of a user's privacy export (the shared steps: `buildWorkerZip`, ADR 0136):
 * reads everything of theirs (`exportFilesOf`, progress after each table) and zips it as JSON. A
 * user gone meanwhile ends the job; the last attempt of a failure marks the export failed.
 */
export const runDataExport = (
  db: Knex,
  storage: BundleStorage,
  job: DataExportAttempt,
  settings: {
    retentionDays: number;
    now?: () => Date;
    /** Told once an export is ready (the e-mail and notification); its failure is the job's. */
    onReady?: (userId: string, generation: number, expiresAt: Date) => Promise<unknown>;
  },
) => {
  const { userId, generation } = ZDataExportJob.parse(job.data);
  const { onReady } = settings;
  return buildWorkerZip(
    db,
    storage,
    {
      zips: dataExportZips,
      key: { user_id: userId },
      generation,
      attempt: job,
      retentionDays: settings.retentionDays,
      now: settings.now,
      failureReason: dataExportFailureReason,
    },
    async (_row, progress): Promise<ZipPlan> => {
      const user = await findDataExportUser(db, userId);
      if (!user) return { status: 'superseded-or-done' };
      let reported = 0;
      // The queries are the work; the zip of their JSON is quick (the last 10%).
      const files = await exportFilesOf(db, user, async (done, total) => {
        const percent = Math.floor((done / total) * 90);
        if (percent >= reported + 5) {
          reported = percent;
          await progress(percent);
        }
      });
      const now = settings.now?.() ?? new Date();
      return {
        storageKey: newDataExportKey(userId, generation),
        write: (out) => writeDataExportZip(files, out, now),
        now,
      };
    },
    onReady && ((expiresAt) => onReady(userId, generation, expiresAt)),
  );
};

/**
 * Deletes exports past their retention (file, then row) and fails exports whose last attempt died
 * with its worker. Temporary files are swept by the report bundles' retention (the same folder).
 */
export const runDataExportRetention = async (
  db: Knex,
  storage: FolderStorage,
  settings: { now?: Date; batchSize?: number } = {},
) => {
  const now = settings.now ?? new Date();
  const deleted = await deleteExpiredZips(db, storage, dataExportZips, {
    now,
    batchSize: settings.batchSize ?? 500,
  });
  const stale = await failStaleZips(db, dataExportZips, { now, failureReason: dataExportFailureReason });
  return { deleted, stale };
};
