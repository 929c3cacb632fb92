import type { Knex } from 'knex';
import { type WorkerZipRow, workerZipRepo } from './worker-zip-repo.ts';

/** A session's report bundle (ADR 0116): a zip built by the worker (ADR 0136), one row per session. */
export type ReportBundleRow = WorkerZipRow & {
  session_id: string;
  user_id: string;
  content: unknown;
  content_key: string;
};

/** The report bundles' worker-zip repository, keyed by session. */
export const reportBundleZips = workerZipRepo<ReportBundleRow, { session_id: string }>({
  table: 'report_bundles',
  keyColumns: ['session_id'],
  lockName: 'report-bundle',
  expiredStates: ['ready'],
});

export const findReportBundle = (db: Knex, sessionId: string) =>
  reportBundleZips.find(db, { session_id: sessionId });

/**
 * Asks for a bundle of the session. Nothing changes while one is queued or building, or when the
 * ready one was made from the same content (`content_key`); otherwise (none yet, failed, or stale)
 * the row gets a new generation, queued with `content`. Runs `enqueue` in the same transaction when
 * a new generation was made, so the job exists if and only if the request committed. Answers with
 * the row and whether a job was queued. A stale ready file stays where it is until the new one
 * replaces it (its key is kept).
 */
export const requestReportBundle = (
  db: Knex,
  request: { session_id: string; user_id: string; content: unknown; content_key: string },
  enqueue: (trx: Knex.Transaction, generation: number) => Promise<unknown>,
): Promise<{ row: ReportBundleRow; queued: boolean }> =>
  reportBundleZips.request(
    db,
    { session_id: request.session_id },
    {
      values: { content: JSON.stringify(request.content), content_key: request.content_key, ready_at: null },
      insert: { user_id: request.user_id },
      hold: (current) =>
        current.state === 'ready' && current.content_key === request.content_key ? {} : undefined,
    },
    enqueue,
  );

/**
 * The worker takes a generation: the row is `building` from now on. Undefined when the row has a
 * newer generation, or this one is already ready (a job run twice does nothing the second time).
 */
export const startReportBundleBuild = (db: Knex, sessionId: string, generation: number) =>
  reportBundleZips.start(db, { session_id: sessionId }, generation);

/**
 * Marks a generation ready with its stored file. Answers with the storage key the row held before
 * (a stale bundle's file, for the caller to delete) and whether this call made it ready.
 */
export const finishReportBundle = (
  db: Knex,
  {
    session_id,
    ...done
  }: { session_id: string; generation: number; storage_key: string; size_bytes: number; expires_at: Date },
) => reportBundleZips.finish(db, { session_id }, done);
