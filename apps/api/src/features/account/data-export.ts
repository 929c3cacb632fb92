import { pipeline } from 'node:stream/promises';
import { type DataExport, type DataExportJob, type JobQueue, jobQueues } from '@urosim/contracts';
import { type DataExportRow, findDataExport, type Knex, requestDataExport, sqlExecutorOf } from '@urosim/db';
import type { BundleStorage } from '@urosim/documents';
import type { Response } from 'express';
import { AppError } from '../../http/app-error.ts';
import { workerZipView } from '../reporting/worker-zip-view.ts';

/** What the export routes need: the database, the job queue and where the zips are kept. */
export type DataExportDeps = { db: Knex; jobs: JobQueue; storage: BundleStorage };

/**
 * The rate limit (ADR 0133): a new export at most every 10 minutes, or a minute after one failed.
 * Held in the export's own row, so it holds across instances.
 */
export const exportIntervals = { afterReady: 10 * 60_000, afterFailed: 60_000 } as const;

export const dataExportDownloadPath = '/api/v1/user/gdpr/export/download';

const nextRequestOf = (row: DataExportRow, now: Date) => {
  if (row.state === 'queued' || row.state === 'building') return null;
  const interval = row.state === 'failed' ? exportIntervals.afterFailed : exportIntervals.afterReady;
  const next = new Date(row.requested_at.getTime() + interval);
  return next > now ? next.toISOString() : null;
};

/** The export as the api answers it: a ready zip past its time reads as none (the retention deletes it soon). */
export const dataExportView = (row: DataExportRow | undefined, now = new Date()): DataExport => {
  const view = workerZipView(row, {
    downloadUrl: dataExportDownloadPath,
    expiredIsNone: true,
    ofItsStateOnly: true,
    now,
  });
  return { ...view, nextRequestAt: row && view.state !== 'none' ? nextRequestOf(row, now) : null };
};

/** Where the caller's export stands. */
export const getDataExport = async (deps: DataExportDeps, user: { id: string }) =>
  dataExportView(await findDataExport(deps.db, user.id));

/**
 * Asks the worker for the caller's export: the row's new generation and the job in one
 * transaction. Asking while one is queued or building changes nothing; asking again too soon is
 * 429 RATE_LIMITED with `Retry-After`.
 */
export const queueDataExport = async (deps: DataExportDeps, user: { id: string }, res: Response) => {
  const result = await requestDataExport(deps.db, user.id, exportIntervals, (trx, generation) =>
    deps.jobs.send(jobQueues.dataExport, { userId: user.id, generation } satisfies DataExportJob, {
      singletonKey: `${user.id}:${generation}`,
      db: sqlExecutorOf(trx),
    }),
  );
  if (result.tooSoon) {
    const retryAfterSeconds = Math.max(1, Math.ceil((result.tooSoon.getTime() - Date.now()) / 1000));
    res.setHeader('Retry-After', String(retryAfterSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      `You asked for your data a moment ago. You can ask again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      { retryAfterSeconds },
    );
  }
  return { view: dataExportView(result.row), queued: result.queued };
};

/**
 * Streams the caller's ready export as `urosim-my-data-<date>.zip`. Only the caller's own row is
 * read: there is no id to guess. None (or expired) is 404; not ready yet is 409 EXPORT_NOT_READY.
 */
/**
 * Streams the caller's ready export. `beforeSend` runs once the file is found and before its first
 * byte (the activity log's entry is written then, so it is there when the download ends).
 */
export const downloadDataExport = async (
  deps: DataExportDeps,
  user: { id: string },
  res: Response,
  beforeSend?: () => Promise<unknown>,
) => {
  const row = await findDataExport(deps.db, user.id);
  const view = dataExportView(row);
  if (!row || view.state === 'none') throw new AppError('NOT_FOUND', 'You have no data export to download.');
  if (row.state !== 'ready' || !row.storage_key)
    throw new AppError('EXPORT_NOT_READY', 'Your data export is not ready yet.');
  const file = await deps.storage.open(row.storage_key);
  if (!file) throw new AppError('NOT_FOUND', 'You have no data export to download.');
  const day = (row.ready_at ?? new Date()).toISOString().slice(0, 10);
  try {
    await beforeSend?.();
  } catch (error) {
    (file as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    throw error;
  }
  res.status(200);
  res.setHeader('content-type', 'application/zip');
  res.setHeader('content-disposition', `attachment; filename="urosim-my-data-${day}.zip"`);
  res.setHeader('cache-control', 'private, no-store');
  if (row.size_bytes !== null) res.setHeader('content-length', String(row.size_bytes));
  await pipeline(file, res);
};
