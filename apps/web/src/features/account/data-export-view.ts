import type { DataExport } from '@urosim/contracts';
import { sizeText } from '../feedback/report-bundle-view';

// How the security page shows the privacy export (ADR 0133): what to say in each state and whether
// to keep asking the server. Pure, so it is unit-tested.

/** Asked again this often while the worker has the export queued or is building it. */
export const EXPORT_POLL_MS = 1_500;

/** Whether the export is still in the worker's hands. */
export const isExportWorking = (data: Pick<DataExport, 'state'> | undefined) =>
  data?.state === 'queued' || data?.state === 'building';

/** What the line says while the worker has it. */
export const exportWorkingText = (data: Pick<DataExport, 'state' | 'progress'>) =>
  data.state === 'queued' ? 'Waiting for its turn…' : `Gathering your data… ${data.progress}%`;

const dayText = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The download button of a ready export: its size and when it expires. */
export const exportDownloadLabel = (data: Pick<DataExport, 'sizeBytes' | 'expiresAt'>) => {
  const size = data.sizeBytes === null ? 'zip' : `zip, ${sizeText(data.sizeBytes)}`;
  const expires = data.expiresAt ? ` — expires ${dayText(data.expiresAt)}` : '';
  return `Download my data (${size})${expires}`;
};

/** What a screen reader is told when the export's state changes (not at each step of progress). */
export const exportAnnouncement = (data: Pick<DataExport, 'state'> | undefined) => {
  switch (data?.state) {
    case 'queued':
    case 'building':
      return 'Preparing your data.';
    case 'ready':
      return 'Your data is ready to download.';
    case 'failed':
      return 'Your data could not be prepared.';
    default:
      return '';
  }
};
