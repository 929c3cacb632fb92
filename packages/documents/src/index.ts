// Documents the product renders: the hand-off, feedback and transcript as PDFs (pdfkit, with
// embedded fonts), the transcript as text, the report bundle (a zip), and where bundles are kept.
// ADR 0116.
export { bundleEntryNames, writeDataExportZip, writeJsonZip, writeReportBundle } from './bundle.ts';
export { renderFeedbackPdf } from './feedback-pdf.ts';
export { handoffPdfFileName, renderHandoffPdf } from './handoff-pdf.ts';
export {
  assertBundleKey,
  type BundleStorage,
  createFolderStorage,
  type FolderStorage,
  newBundleKey,
  newDataExportKey,
} from './storage.ts';
export { MISSING_GLYPH, missingCharacters } from './text-runs.ts';
export { renderTranscriptPdf, renderTranscriptText, speakerOf, type TranscriptInput } from './transcript.ts';
