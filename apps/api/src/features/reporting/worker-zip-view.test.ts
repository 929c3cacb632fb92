import { noWorkerZip } from '@urosim/contracts';
import type { WorkerZipRow } from '@urosim/db';
import { describe, expect, it } from 'vitest';
import { dataExportView } from '../account/data-export.ts';
import { workerZipView } from './worker-zip-view.ts';

const now = new Date('2026-11-27T10:00:00.000Z');
const readyRow: WorkerZipRow = {
  generation: 1,
  state: 'ready',
  progress: 100,
  storage_key: 'bundles/s/1-abc.zip',
  size_bytes: '48200',
  error: null,
  builds: 1,
  requested_at: new Date('2026-11-27T09:00:00.000Z'),
  started_at: new Date('2026-11-27T09:00:01.000Z'),
  ready_at: new Date('2026-11-27T09:00:05.000Z'),
  expires_at: new Date('2026-12-04T09:00:05.000Z'),
  updated_at: new Date('2026-11-27T09:00:05.000Z'),
};
// A new generation asked for after a ready one: the row still holds the previous file's size and expiry.
const requeuedRow: WorkerZipRow = {
  ...readyRow,
  generation: 2,
  state: 'queued',
  progress: 0,
  ready_at: null,
  requested_at: new Date('2026-11-27T09:55:00.000Z'),
};
const expiredRow: WorkerZipRow = { ...readyRow, expires_at: new Date('2026-11-27T09:59:59.000Z') };

describe('workerZipView', () => {
  it('is none without a row', () => {
    expect(workerZipView(undefined, { downloadUrl: '/d' })).toEqual(noWorkerZip);
    expect(noWorkerZip).toMatchObject({ state: 'none', progress: 0, downloadUrl: null, requestedAt: null });
  });

  it('answers a ready row with its size, dates and download', () => {
    const view = {
      state: 'ready',
      progress: 100,
      sizeBytes: 48_200,
      error: null,
      requestedAt: '2026-11-27T09:00:00.000Z',
      readyAt: '2026-11-27T09:00:05.000Z',
      expiresAt: '2026-12-04T09:00:05.000Z',
      downloadUrl: '/d',
    };
    expect(workerZipView(readyRow, { downloadUrl: '/d' })).toEqual(view);
    expect(
      workerZipView(readyRow, { downloadUrl: '/d', expiredIsNone: true, ofItsStateOnly: true, now }),
    ).toEqual(view);
  });

  it("as stored (the bundle): a new generation shows the previous file's size and expiry, an expired one stays ready", () => {
    expect(workerZipView(requeuedRow, { downloadUrl: '/d' })).toMatchObject({
      state: 'queued',
      sizeBytes: 48_200,
      readyAt: null,
      expiresAt: '2026-12-04T09:00:05.000Z',
      downloadUrl: null,
    });
    expect(workerZipView(expiredRow, { downloadUrl: '/d', now })).toMatchObject({
      state: 'ready',
      downloadUrl: '/d',
    });
  });

  it('by its state only (the export): nothing of the previous file while queued, an expired one is none', () => {
    const rules = { downloadUrl: '/d', expiredIsNone: true, ofItsStateOnly: true, now };
    expect(workerZipView(requeuedRow, rules)).toMatchObject({
      state: 'queued',
      sizeBytes: null,
      readyAt: null,
      expiresAt: null,
      downloadUrl: null,
    });
    expect(workerZipView(expiredRow, rules)).toEqual(noWorkerZip);
    expect(workerZipView({ ...requeuedRow, state: 'failed', error: 'Try again.' }, rules)).toMatchObject({
      state: 'failed',
      error: 'Try again.',
      sizeBytes: null,
    });
  });

  it('the export adds when the next request is allowed (none: null)', () => {
    const row = { ...readyRow, user_id: 'u' };
    expect(dataExportView(row, new Date('2026-11-27T09:05:00.000Z')).nextRequestAt).toBe(
      '2026-11-27T09:10:00.000Z',
    );
    expect(dataExportView(row, now).nextRequestAt).toBeNull();
    expect(dataExportView(undefined, now)).toEqual({ ...noWorkerZip, nextRequestAt: null });
  });
});
