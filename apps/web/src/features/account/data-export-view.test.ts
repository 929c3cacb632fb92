import { describe, expect, it } from 'vitest';
import {
  exportAnnouncement,
  exportDownloadLabel,
  exportWorkingText,
  isExportWorking,
} from './data-export-view';

describe('the privacy export on the security page', () => {
  it('polls only while the worker has it', () => {
    expect(isExportWorking({ state: 'queued' })).toBe(true);
    expect(isExportWorking({ state: 'building' })).toBe(true);
    for (const state of ['none', 'ready', 'failed'] as const) expect(isExportWorking({ state })).toBe(false);
    expect(isExportWorking(undefined)).toBe(false);
  });

  it('shows progress while building, and the size and expiry when ready', () => {
    expect(exportWorkingText({ state: 'queued', progress: 0 })).toBe('Waiting for its turn…');
    expect(exportWorkingText({ state: 'building', progress: 45 })).toBe('Gathering your data… 45%');
    expect(exportDownloadLabel({ sizeBytes: 12_400, expiresAt: '2026-12-04T10:00:00.000Z' })).toBe(
      'Download my data (zip, 12 KB) — expires 4 Dec 2026',
    );
    expect(exportDownloadLabel({ sizeBytes: null, expiresAt: null })).toBe('Download my data (zip)');
  });

  it('announces state changes', () => {
    expect(exportAnnouncement({ state: 'ready' })).toBe('Your data is ready to download.');
    expect(exportAnnouncement({ state: 'failed' })).toBe('Your data could not be prepared.');
    expect(exportAnnouncement(undefined)).toBe('');
  });
});
