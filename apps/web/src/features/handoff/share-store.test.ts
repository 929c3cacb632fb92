import type { HandoffShareLink } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, forgetShareLink, recallShareLink, rememberShareLink } from './share-store';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

const link: HandoffShareLink = {
  token: 'tok-123456789012345678',
  url: '/handoff/live/tok-123456789012345678',
  pdfUrl: '/api/v1/reporting/handoff/pdf/tok-123456789012345678',
  downloadUrl: '/api/v1/reporting/handoff/pdf/tok-123456789012345678/download',
  createdAt: '2026-05-12T10:00:00.000Z',
  expiresAt: '2026-05-19T10:00:00.000Z',
  includeTranscript: false,
};
const share = { createdAt: link.createdAt, expiresAt: link.expiresAt, includeTranscript: false };
const now = Date.parse('2026-05-13T09:00:00.000Z');

describe('share links kept by the tab', () => {
  it('gives back the link this tab made while it is the active one', () => {
    const storage = memoryStorage();
    rememberShareLink('s-1', link, storage);
    expect(recallShareLink('s-1', share, { storage, now })).toEqual(link);
    // Another session's hand-off has none.
    expect(recallShareLink('s-2', share, { storage, now })).toBeNull();
  });

  it('allows the two clocks to differ by less than a second', () => {
    const storage = memoryStorage();
    rememberShareLink('s-1', link, storage);
    const fromDatabase = { ...share, createdAt: '2026-05-12T10:00:00.412Z' };
    expect(recallShareLink('s-1', fromDatabase, { storage, now })).toEqual(link);
  });

  it('forgets a link that was revoked, replaced elsewhere or has expired', () => {
    for (const current of [
      null,
      { ...share, createdAt: '2026-05-12T11:30:00.000Z' },
      { ...share, expiresAt: '2026-05-13T08:59:59.000Z' },
    ]) {
      const storage = memoryStorage();
      rememberShareLink('s-1', link, storage);
      expect(recallShareLink('s-1', current, { storage, now })).toBeNull();
      expect(storage.items.size).toBe(0);
    }
  });

  it('ignores what is not a link, and storage that is unavailable', () => {
    const storage = memoryStorage();
    storage.setItem('urosim:handoff-share:s-1', '{"token":1}');
    expect(recallShareLink('s-1', share, { storage, now })).toBeNull();
    storage.setItem('urosim:handoff-share:s-1', 'not json');
    expect(recallShareLink('s-1', share, { storage, now })).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => rememberShareLink('s-1', link, broken)).not.toThrow();
    expect(recallShareLink('s-1', share, { storage: broken, now })).toBeNull();
    expect(() => forgetShareLink('s-1', broken)).not.toThrow();
  });

  it('makes the api path an absolute address of this site', () => {
    expect(absoluteUrl(link.url, 'https://urosim.example')).toBe(
      'https://urosim.example/handoff/live/tok-123456789012345678',
    );
  });
});
