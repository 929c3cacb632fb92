import { pipeline } from 'node:stream/promises';
import {
  type JobQueue,
  jobQueues,
  noWorkerZip,
  type ReportBundle,
  type ReportBundleContent,
  type ReportBundleJob,
} from '@urosim/contracts';
import {
  findHandoff,
  findReportBundle,
  type Knex,
  type ReportBundleRow,
  requestReportBundle,
  sqlExecutorOf,
  type TrainingSessionRow,
} from '@urosim/db';
import type { BundleStorage } from '@urosim/documents';
import { analysisTypes, SCORING_VERSION } from '@urosim/domain';
import type { Response } from 'express';
import { AppError } from '../../http/app-error.ts';
import { contentDisposition } from '../../http/token-page.ts';
import type { Actor } from '../../policies/index.ts';
import { getAnalysis, getFeedback } from '../feedback/service.ts';
import { loadSession } from '../sessions/service.ts';
import type { ReportingDeps } from './handoff.ts';
import { handoffReportOf } from './pdf.ts';
import { workerZipView } from './worker-zip-view.ts';

/** What the bundle routes need beyond the hand-off's: the job queue and where bundles are kept. */
export type BundleDeps = ReportingDeps & { jobs: JobQueue; storage: BundleStorage };

/** What a bundle was made from: a new scoring version or hand-off revision makes it stale. */
const contentKeyOf = (handoffRevision: number) => `${SCORING_VERSION}:${handoffRevision}`;

const currentContentKey = async (db: Knex, sessionId: string) =>
  contentKeyOf((await findHandoff(db, sessionId))?.revision ?? 0);

const downloadPath = (sessionId: string) => `/api/v1/reporting/sessions/${sessionId}/report-bundle/download`;

const bundleView = (row: ReportBundleRow | undefined, contentKey: string): ReportBundle =>
  row
    ? {
        ...workerZipView(row, { downloadUrl: downloadPath(row.session_id) }),
        stale: row.content_key !== contentKey,
      }
    : { ...noWorkerZip, stale: false };

/**
 * The snapshot a bundle shows: the feedback, its three analyses and the hand-off's report (null
 * when none is written). Feedback that cannot be given yet (session running, summary awaited)
 * is 409 FEEDBACK_NOT_READY.
 */
const bundleContentOf = async (
  deps: BundleDeps,
  actor: Actor,
  row: TrainingSessionRow,
): Promise<ReportBundleContent> => {
  const requestedAt = new Date().toISOString();
  let feedback: Awaited<ReturnType<typeof getFeedback>>;
  try {
    feedback = await getFeedback(deps, actor, row.id);
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'SESSION_RUNNING' || error.code === 'SUMMARY_REQUIRED')
    ) {
      throw new AppError('FEEDBACK_NOT_READY', 'The report is ready to make once the feedback is.');
    }
    throw error;
  }
  const analyses = await Promise.all(analysisTypes.map((type) => getAnalysis(deps, actor, row.id, type)));
  return {
    sessionId: row.id,
    requestedAt,
    feedback,
    analyses,
    handoff: feedback.handoff.state === 'written' ? await handoffReportOf(deps, row) : null,
  };
};

/** Where the session's report bundle stands. */
export const getReportBundle = async (deps: BundleDeps, actor: Actor, id: string) => {
  const row = await loadSession(deps.db, actor, 'readReports', id);
  const [bundle, key] = await Promise.all([
    findReportBundle(deps.db, row.id),
    currentContentKey(deps.db, row.id),
  ]);
  return bundleView(bundle, key);
};

/**
 * Asks the worker for a bundle: the snapshot and the job in one transaction (the job exists if and
 * only if the request committed). Asking while one is queued or building, or when the ready one is
 * current, changes nothing: two triggers give one bundle.
 */
export const triggerReportBundle = async (deps: BundleDeps, actor: Actor, id: string) => {
  const row = await loadSession(deps.db, actor, 'readReports', id);
  const key = await currentContentKey(deps.db, row.id);
  const content = await bundleContentOf(deps, actor, row);
  const { row: bundle } = await requestReportBundle(
    deps.db,
    { session_id: row.id, user_id: row.user_id, content, content_key: key },
    (trx, generation) =>
      deps.jobs.send(jobQueues.reportBundle, { sessionId: row.id, generation } satisfies ReportBundleJob, {
        singletonKey: `${row.id}:${generation}`,
        db: sqlExecutorOf(trx),
      }),
  );
  return bundleView(bundle, key);
};

/** A file-name part from a case title: lower-case ASCII words joined by hyphens. */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'case';

/** Streams the ready bundle as `urosim-report-<case>-<date>.zip`; 409 BUNDLE_NOT_READY otherwise. */
export const downloadReportBundle = async (deps: BundleDeps, actor: Actor, id: string, res: Response) => {
  const row = await loadSession(deps.db, actor, 'readReports', id);
  const bundle = await findReportBundle(deps.db, row.id);
  const notReady = () => new AppError('BUNDLE_NOT_READY', 'The report bundle is not ready yet.');
  if (bundle?.state !== 'ready' || !bundle.storage_key) throw notReady();
  const file = await deps.storage.open(bundle.storage_key);
  if (!file) throw notReady();
  const content = bundle.content as Pick<ReportBundleContent, 'feedback'>;
  const fileName = `urosim-report-${slugOf(content.feedback.caseTitle)}-${content.feedback.endedAt.slice(0, 10)}.zip`;
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  if (bundle.size_bytes !== null) res.setHeader('Content-Length', String(bundle.size_bytes));
  await pipeline(file, res);
};
