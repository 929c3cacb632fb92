import { describe, expect, it } from 'vitest';
import { formatInviteCode, LIVE, normaliseInviteCode, ZLiveEvent, ZSessionJoinAck } from './live.ts';

describe('invite codes', () => {
  it('reads a code as people type it: any case, with or without the dash or spaces', () => {
    expect(normaliseInviteCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normaliseInviteCode(' 23XY 7QRS ')).toBe('23XY7QRS');
    expect(formatInviteCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('refuses what cannot be a code: the ambiguous characters, a wrong length', () => {
    for (const typed of ['OOOO-IIII', '1234-5678', 'ABCD-EFG', 'ABCD-EFGHJ', 'ABCD_EFGH', '']) {
      expect(normaliseInviteCode(typed), typed).toBeUndefined();
    }
    expect(LIVE.codeAlphabet).toHaveLength(31);
    expect(LIVE.codeAlphabet).not.toMatch(/[01ILO]/);
  });
});

describe('the socket contract', () => {
  const base = { sessionId: '3f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', seq: 1, at: '2026-11-26T15:00:00.000Z' };

  it('checks each event by its type', () => {
    expect(
      ZLiveEvent.safeParse({
        ...base,
        type: 'facilitatorReady',
        payload: { watcherId: base.sessionId, ready: true },
      }).success,
    ).toBe(true);
    expect(
      ZLiveEvent.safeParse({ ...base, type: 'facilitatorReady', payload: { ready: 'yes' } }).success,
    ).toBe(false);
    expect(ZLiveEvent.safeParse({ ...base, type: 'watchers', payload: { watchers: [] } }).success).toBe(true);
    expect(ZLiveEvent.safeParse({ ...base, type: 'unknown', payload: {} }).success).toBe(false);
    expect(
      ZLiveEvent.safeParse({ ...base, seq: 0, type: 'watchers', payload: { watchers: [] } }).success,
    ).toBe(false);
  });

  it('answers a join with the events and the last seq, or a refusal code', () => {
    expect(ZSessionJoinAck.parse({ ok: true, events: [], lastSeq: 0 })).toEqual({
      ok: true,
      events: [],
      lastSeq: 0,
    });
    expect(ZSessionJoinAck.parse({ ok: false, code: 'NOT_FOUND' })).toEqual({ ok: false, code: 'NOT_FOUND' });
    expect(ZSessionJoinAck.safeParse({ ok: false, code: 'TEAPOT' }).success).toBe(false);
  });
});
