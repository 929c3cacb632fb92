import type { SessionClock } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import {
  formatTimer,
  isCriticalTime,
  isLowTime,
  readClock,
  syncClock,
  timeAnnouncement,
  timerAtElapsed,
} from './session-clock';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A session created at T0 (server time): 3 s countdown, 600 s on the clock. */
const clockAt = (serverNowMs: number, overrides: Partial<SessionClock> = {}): SessionClock => ({
  phase: serverNowMs < T0 + 3000 ? 'countdown' : serverNowMs < T0 + 603_000 ? 'active' : 'ended',
  serverNow: iso(serverNowMs),
  startedAt: iso(T0 + 3000),
  endsAt: iso(T0 + 603_000),
  endedAt: null,
  endReason: null,
  durationSeconds: 600,
  countdownSeconds: 3,
  remainingSeconds: 600,
  ...overrides,
});

describe('formatTimer', () => {
  it.each([
    [600, '10:00'],
    [599, '9:59'],
    [61, '1:01'],
    [59, '0:59'],
    [0, '0:00'],
    [-5, '0:00'],
    [3600, '60:00'],
    [119.2, '2:00'],
    [Number.NaN, '0:00'],
  ])('%s s → %s', (seconds, text) => {
    expect(formatTimer(seconds)).toBe(text);
  });

  it('shows a moment of session time as the clock reads then', () => {
    expect(timerAtElapsed(0, 600)).toBe('10:00');
    expect(timerAtElapsed(150, 600)).toBe('7:30');
  });
});

describe('readClock', () => {
  it('counts down 3, 2, 1 before startedAt, with the whole duration on the clock', () => {
    const sync = syncClock(clockAt(T0), T0);
    expect(readClock(sync, T0)).toEqual({
      phase: 'countdown',
      remainingSeconds: 600,
      countdown: 3,
      elapsedSeconds: 0,
    });
    expect(readClock(sync, T0 + 1200).countdown).toBe(2);
    expect(readClock(sync, T0 + 2999).countdown).toBe(1);
  });

  it('runs the clock down from startedAt to endsAt, then reads ended', () => {
    const sync = syncClock(clockAt(T0), T0);
    expect(readClock(sync, T0 + 3000)).toEqual({
      phase: 'active',
      remainingSeconds: 600,
      countdown: 0,
      elapsedSeconds: 0,
    });
    expect(readClock(sync, T0 + 3400)).toMatchObject({
      phase: 'active',
      remainingSeconds: 600,
      elapsedSeconds: 0,
    });
    expect(readClock(sync, T0 + 4000)).toMatchObject({ remainingSeconds: 599, elapsedSeconds: 1 });
    expect(readClock(sync, T0 + 153_000)).toMatchObject({ remainingSeconds: 450, elapsedSeconds: 150 });
    expect(readClock(sync, T0 + 603_000)).toEqual({
      phase: 'ended',
      remainingSeconds: 0,
      countdown: 0,
      elapsedSeconds: 600,
    });
  });

  it('reads on the server’s time, whatever the browser’s clock says', () => {
    // The browser runs 90 s behind the server: its own clock would still show the countdown.
    const browserLag = -90_000;
    const received = T0 + 10_000 + browserLag;
    const sync = syncClock(clockAt(T0 + 10_000), received);
    expect(sync.offsetMs).toBe(90_000);
    expect(readClock(sync, received)).toMatchObject({ phase: 'active', remainingSeconds: 593 });
    expect(readClock(sync, received + 5000)).toMatchObject({ phase: 'active', remainingSeconds: 588 });
    // And a browser ahead of the server still sees the countdown the server sees.
    const ahead = syncClock(clockAt(T0 + 1000), T0 + 1000 + 3_600_000);
    expect(readClock(ahead, T0 + 1000 + 3_600_000)).toMatchObject({ phase: 'countdown', countdown: 2 });
  });

  it('keeps an ended phase from the server, and takes the session time at the end', () => {
    const ended = clockAt(T0 + 63_000, { phase: 'ended', endedAt: iso(T0 + 63_000), remainingSeconds: 0 });
    expect(readClock(syncClock(ended, T0), T0)).toEqual({
      phase: 'ended',
      remainingSeconds: 0,
      countdown: 0,
      elapsedSeconds: 60,
    });
  });

  it('treats an unreadable server time as no offset', () => {
    expect(syncClock(clockAt(T0, { serverNow: 'soon' }), T0).offsetMs).toBe(0);
  });
});

describe('low and critical time', () => {
  it('is low at or below 120 s left and critical at or below 30 s, only while active', () => {
    expect(isLowTime('active', 121)).toBe(false);
    expect(isLowTime('active', 120)).toBe(true);
    expect(isLowTime('active', 10)).toBe(true);
    expect(isCriticalTime('active', 31)).toBe(false);
    expect(isCriticalTime('active', 30)).toBe(true);
    expect(isLowTime('countdown', 100)).toBe(false);
    expect(isCriticalTime('ended', 0)).toBe(false);
  });

  it('announces each threshold once, as the clock crosses it', () => {
    expect(timeAnnouncement(null, 100)).toBeNull();
    expect(timeAnnouncement(121, 120)).toBe('2 minutes left.');
    expect(timeAnnouncement(120, 119)).toBeNull();
    expect(timeAnnouncement(31, 30)).toBe('30 seconds left.');
    expect(timeAnnouncement(30, 29)).toBeNull();
    // A jump past both (a reload at 20 s left) gives the critical one.
    expect(timeAnnouncement(200, 20)).toBe('30 seconds left.');
    expect(timeAnnouncement(5, 0)).toBeNull();
  });
});
