import { describe, expect, it } from 'vitest';
import { avatarMinutesOf, isAvatarAllowanceSpent, isTimedOut } from './minutes.ts';

describe('avatar minutes', () => {
  it('counts seconds against the minutes included', () => {
    expect(avatarMinutesOf(60, 90)).toEqual({ included: 60, usedSeconds: 90, remainingSeconds: 3510 });
    expect(avatarMinutesOf(1, 75).remainingSeconds).toBe(0);
    expect(avatarMinutesOf(null, 9999).remainingSeconds).toBeNull();
  });
  it('is spent with nothing left or no minutes in the plan, never when unlimited', () => {
    expect(isAvatarAllowanceSpent(avatarMinutesOf(0, 0))).toBe(true);
    expect(isAvatarAllowanceSpent(avatarMinutesOf(1, 60))).toBe(true);
    expect(isAvatarAllowanceSpent(avatarMinutesOf(1, 59))).toBe(false);
    expect(isAvatarAllowanceSpent(avatarMinutesOf(null, 1e6))).toBe(false);
  });
  it('times a session out after the configured minutes', () => {
    const start = new Date('2026-11-27T10:00:00Z');
    expect(isTimedOut(start, new Date('2026-11-27T10:29:59Z'), 30)).toBe(false);
    expect(isTimedOut(start, new Date('2026-11-27T10:30:00Z'), 30)).toBe(true);
  });
});
