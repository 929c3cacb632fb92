import { FICTIONAL_PATIENT_DISCLAIMER, type HandoffReport, PRODUCT_NAME } from '@urosim/contracts';
import { findHandoff, type TrainingSessionRow } from '@urosim/db';
import { handoffPdfFileName, renderHandoffPdf } from '@urosim/documents';
import { handoffScoreOf, handoffText, SCORING_VERSION, sharedHandoffScore } from '@urosim/domain';
import type { Response } from 'express';
import { contentDisposition } from '../../http/token-page.ts';
import { scoredSession } from '../feedback/service.ts';
import type { ReportingDeps } from './handoff.ts';

/**
 * Who a PDF is for: its owner sees every point of the score; a shared link's reader does not see
 * the case's points the hand-off misses (`sharedHandoffScore`), as on the live page.
 */
export type PdfReader = 'owner' | 'shared';

/** What the hand-off PDF prints, from the session as it is now. */
export const handoffReportOf = async (
  deps: Pick<ReportingDeps, 'db' | 'config'>,
  row: TrainingSessionRow,
  reader: PdfReader = 'owner',
): Promise<HandoffReport> => {
  const { caseDef, score, handoff, parts } = await scoredSession(deps, row);
  const full = handoffText(handoff.sbar) === '' ? null : handoffScoreOf(caseDef, score, handoff.sbar);
  return {
    productName: PRODUCT_NAME,
    caseTitle: caseDef.title,
    sessionEndedAt: parts.clock.endedAt ?? parts.clock.endsAt,
    updatedAt: handoff.row?.updated_at.toISOString() ?? null,
    sbar: handoff.sbar,
    score: full && reader === 'shared' ? sharedHandoffScore(full) : full,
    disclaimer: FICTIONAL_PATIENT_DISCLAIMER,
  };
};

/** A rendered hand-off PDF and the name it is saved under. */
export type PdfFile = { pdf: Buffer; fileName: string };

const renderPdfFile = async (
  deps: ReportingDeps,
  row: TrainingSessionRow,
  reader: PdfReader,
): Promise<PdfFile> => {
  const report = await handoffReportOf(deps, row, reader);
  return {
    pdf: await renderHandoffPdf(report),
    fileName: handoffPdfFileName(report.caseTitle, report.sessionEndedAt.slice(0, 10)),
  };
};

/**
 * The hand-off's PDF. Rendered once per hand-off revision and scoring version (the cache holds the
 * render's promise, so readers asking at once share one render; a failed render is forgotten).
 */
export const handoffPdf = async (
  deps: ReportingDeps,
  row: TrainingSessionRow,
  reader: PdfReader,
): Promise<PdfFile> => {
  const revision = (await findHandoff(deps.db, row.id))?.revision ?? 0;
  const key = `${row.id}:${revision}:${SCORING_VERSION}:${reader}`;
  let file = deps.pdfCache.get(key);
  if (!file) {
    file = renderPdfFile(deps, row, reader);
    deps.pdfCache.set(key, file);
    file.catch(() => deps.pdfCache.delete(key));
  }
  return file;
};

/** Sends a PDF, shown in the browser (inline) or saved (attachment); never stored by caches. */
export const sendPdf = (res: Response, file: PdfFile, disposition: 'inline' | 'attachment') => {
  res.status(200);
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', contentDisposition(disposition, file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(file.pdf);
};
