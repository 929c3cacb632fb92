import { describe, expect, it } from 'vitest';
import { readLiveHandoff } from './use-live-handoff';

const view = {
  caseTitle: 'Sudden right-sided pain in a sous-chef',
  sbar: { situation: 'S', background: '', assessment: 'A', recommendation: '' },
  updatedAt: '2026-05-12T10:00:00.000Z',
  expiresAt: '2026-05-19T10:00:00.000Z',
  score: null,
  transcript: null,
  pdfUrl: '/api/v1/reporting/handoff/pdf/t',
  downloadUrl: '/api/v1/reporting/handoff/pdf/t/download',
};

describe('a live hand-off event', () => {
  it('is read when it has the shape of a shared hand-off', () => {
    expect(readLiveHandoff(JSON.stringify(view))).toEqual(view);
  });

  it('is ignored when it is not JSON or lacks the hand-off', () => {
    expect(readLiveHandoff('not json')).toBeNull();
    expect(readLiveHandoff('null')).toBeNull();
    expect(readLiveHandoff(JSON.stringify({ ...view, sbar: { situation: 'S' } }))).toBeNull();
    expect(readLiveHandoff(JSON.stringify({ ...view, caseTitle: 3 }))).toBeNull();
    expect(readLiveHandoff(JSON.stringify({ ...view, expiresAt: undefined }))).toBeNull();
  });
});
