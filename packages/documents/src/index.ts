// Documents the product renders: the hand-off, feedback and transcript as PDFs (pdfkit, with
// embedded fonts), the transcript as text, the report bundle (a zip), and where bundles are kept.
// ADR 0116.
import type {
  Feedback,
  HandoffReport,
  ReportBundleContent,
  SessionAnalysis,
  TranscriptMessage,
} from '@urosim/contracts';

const todo = (name: string): never => {
  throw new Error(`${name} is not written yet`);
};

/** The hand-off as an A4 PDF: the product, the case, the date, the SBAR, the score with evidence, the disclaimer. */
export const renderHandoffPdf = async (_report: HandoffReport): Promise<Buffer> => todo('renderHandoffPdf');

/** The feedback (score, categories, items with evidence, narrative, analyses) as a PDF. */
export const renderFeedbackPdf = async (_feedback: Feedback, _analyses: SessionAnalysis[]): Promise<Buffer> =>
  todo('renderFeedbackPdf');

/** The consultation's transcript as a PDF. */
export const renderTranscriptPdf = async (_input: {
  caseTitle: string;
  endedAt: string;
  transcript: TranscriptMessage[];
}): Promise<Buffer> => todo('renderTranscriptPdf');

/** A file name for a hand-off PDF: `urosim-handoff-<case>-<yyyy-mm-dd>.pdf`. */
export const handoffPdfFileName = (_caseTitle: string, _date: string): string => todo('handoffPdfFileName');

/** Where bundles are kept: a folder by default. Writes are atomic (a half-written file is never read). */
export type BundleStorage = {
  /** Writes the file under `key` from what `write` streams into `out`; visible only once complete. */
  put: (key: string, write: (out: NodeJS.WritableStream) => Promise<void>) => Promise<{ sizeBytes: number }>;
  /** A stream of the stored file, or undefined when there is none. */
  open: (key: string) => Promise<NodeJS.ReadableStream | undefined>;
  remove: (key: string) => Promise<void>;
};

export const createFolderStorage = (_dir: string): BundleStorage => todo('createFolderStorage');

/** Builds the bundle's zip into `out`, reporting progress 0–100. */
export const writeReportBundle = async (
  _content: ReportBundleContent,
  _out: NodeJS.WritableStream,
  _onProgress: (percent: number) => Promise<void> | void,
): Promise<void> => todo('writeReportBundle');
