import { describe, expect, it } from 'vitest';
import {
  downloadLabel,
  isBundleWorking,
  sizeText,
  stateAnnouncement,
  workingText,
} from './report-bundle-view';

describe('report bundle on the feedback page', () => {
  it('keeps asking only while the worker has it', () => {
    expect(isBundleWorking({ state: 'queued' })).toBe(true);
    expect(isBundleWorking({ state: 'building' })).toBe(true);
    for (const state of ['none', 'ready', 'failed'] as const) expect(isBundleWorking({ state })).toBe(false);
    expect(isBundleWorking(undefined)).toBe(false);
  });

  it('says sizes and the download in words', () => {
    expect(sizeText(840)).toBe('840 bytes');
    expect(sizeText(12_345)).toBe('12 KB');
    expect(sizeText(1_440_000)).toBe('1.4 MB');
    expect(downloadLabel({ sizeBytes: 48_200 })).toBe('Download report bundle (zip, 48 KB)');
    expect(downloadLabel({ sizeBytes: null })).toBe('Download report bundle (zip)');
  });

  it('says where the work stands', () => {
    expect(workingText({ state: 'queued', progress: 0 })).toBe('Waiting for its turn…');
    expect(workingText({ state: 'building', progress: 40 })).toBe('Building… 40%');
  });

  it('tells a screen reader of each change of state, not of each step', () => {
    expect(stateAnnouncement({ state: 'queued', stale: false })).toBe('Preparing the report bundle.');
    expect(stateAnnouncement({ state: 'building', stale: false })).toBe('Preparing the report bundle.');
    expect(stateAnnouncement({ state: 'ready', stale: false })).toBe(
      'The report bundle is ready to download.',
    );
    expect(stateAnnouncement({ state: 'failed', stale: false })).toBe('The report bundle could not be made.');
    expect(stateAnnouncement({ state: 'none', stale: false })).toBe('');
  });
});
