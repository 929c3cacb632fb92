import type { ReportBundle } from '@urosim/contracts';

// How the feedback page shows a session's report bundle (ADR 0116): what to say and do in each
// state, and whether to keep asking the server. Pure, so it is unit-tested.

/** Asked again this often while the worker has the bundle queued or is building it. */
export const BUNDLE_POLL_MS = 1_500;

/** Whether the bundle is still in the worker's hands. */
export const isBundleWorking = (bundle: Pick<ReportBundle, 'state'> | undefined) =>
  bundle?.state === 'queued' || bundle?.state === 'building';

/** A size as a person reads it: "840 bytes", "12 KB", "1.4 MB". */
export const sizeText = (bytes: number) => {
  if (bytes < 1_000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1_000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
};

/** The label of the download link of a ready bundle. */
export const downloadLabel = (bundle: Pick<ReportBundle, 'sizeBytes'>) =>
  bundle.sizeBytes === null
    ? 'Download report bundle (zip)'
    : `Download report bundle (zip, ${sizeText(bundle.sizeBytes)})`;

/** What the bundle's line says while the worker has it. */
export const workingText = (bundle: Pick<ReportBundle, 'state' | 'progress'>) =>
  bundle.state === 'queued' ? 'Waiting for its turn…' : `Building… ${bundle.progress}%`;

/** What a screen reader is told when the bundle's state changes (not at each step of progress). */
export const stateAnnouncement = (bundle: Pick<ReportBundle, 'state' | 'stale'> | undefined) => {
  switch (bundle?.state) {
    case 'queued':
    case 'building':
      return 'Preparing the report bundle.';
    case 'ready':
      return bundle.stale ? '' : 'The report bundle is ready to download.';
    case 'failed':
      return 'The report bundle could not be made.';
    default:
      return '';
  }
};
