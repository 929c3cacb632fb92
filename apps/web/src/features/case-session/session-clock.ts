import type { SessionClock } from '@urosim/contracts';

/**
 * The pure side of a timed session (specification, section 4): reading the server's clock with the
 * browser's offset, the header's labels, the low- and critical-time states. The server decides;
 * these functions only show what it decided.
 */

/** The header's timer before a session starts (specification, section 4: default display 10:00). */
export const DEFAULT_DURATION_SECONDS = 600;
/** At or below this many seconds left the session is in its low-time state. */
export const LOW_TIME_SECONDS = 120;
/** At or below this many seconds left the session is in its critical-time state. */
export const CRITICAL_TIME_SECONDS = 30;

/** Seconds as m:ss (600 → 10:00, 59 → 0:59); negative or fractional values are shown whole and never below 0:00. */
export const formatTimer = (seconds: number) => {
  const whole = Math.max(0, Math.ceil(Number.isFinite(seconds) ? seconds : 0));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
};

/** A server clock with the difference between the server's time and the browser's when it arrived. */
export type ClockSync = { clock: SessionClock; offsetMs: number };

/** Keeps a clock from a response, with the offset of the browser's clock at `receivedAtMs`. */
export const syncClock = (clock: SessionClock, receivedAtMs: number): ClockSync => {
  const serverNow = Date.parse(clock.serverNow);
  return { clock, offsetMs: Number.isNaN(serverNow) ? 0 : serverNow - receivedAtMs };
};

/** The server phase of a session as the browser reads it now. */
export type ClockReading = {
  phase: SessionClock['phase'];
  /** Seconds left on the clock (the whole duration during the countdown, 0 once ended). */
  remainingSeconds: number;
  /** The countdown's number (3, 2, 1) while it runs, else 0. */
  countdown: number;
  /** Session time: whole seconds since the clock started. */
  elapsedSeconds: number;
};

/**
 * Where the session is at the browser's `nowMs`, on the server's time: before `startedAt` the
 * countdown, until `endsAt` active, then ended. An `ended` phase from the server is final.
 */
export const readClock = ({ clock, offsetMs }: ClockSync, nowMs: number): ClockReading => {
  const duration = clock.durationSeconds;
  const startedAt = Date.parse(clock.startedAt);
  const endsAt = Date.parse(clock.endsAt);
  const serverNow = nowMs + offsetMs;
  if (clock.phase === 'ended') {
    const endedAt = clock.endedAt ? Date.parse(clock.endedAt) : endsAt;
    const elapsed = Math.floor((Math.min(endedAt, endsAt) - startedAt) / 1000);
    return { phase: 'ended', remainingSeconds: 0, countdown: 0, elapsedSeconds: clamp(elapsed, 0, duration) };
  }
  if (serverNow < startedAt) {
    return {
      phase: 'countdown',
      remainingSeconds: duration,
      countdown: Math.ceil((startedAt - serverNow) / 1000),
      elapsedSeconds: 0,
    };
  }
  if (serverNow < endsAt) {
    return {
      phase: 'active',
      remainingSeconds: Math.ceil((endsAt - serverNow) / 1000),
      countdown: 0,
      elapsedSeconds: clamp(Math.floor((serverNow - startedAt) / 1000), 0, duration),
    };
  }
  return { phase: 'ended', remainingSeconds: 0, countdown: 0, elapsedSeconds: duration };
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The session clock's reading shown as the timer at a moment of session time (for "expected at"). */
export const timerAtElapsed = (elapsedSeconds: number, durationSeconds: number) =>
  formatTimer(durationSeconds - elapsedSeconds);

export const isLowTime = (phase: string, remainingSeconds: number) =>
  phase === 'active' && remainingSeconds <= LOW_TIME_SECONDS;

export const isCriticalTime = (phase: string, remainingSeconds: number) =>
  phase === 'active' && remainingSeconds <= CRITICAL_TIME_SECONDS;

/**
 * What to announce (politely) when the clock moves from `previous` to `current` seconds left:
 * once on entering the low-time state, once on entering the critical one.
 */
export const timeAnnouncement = (previous: number | null, current: number): string | null => {
  if (previous === null) return null;
  if (previous > CRITICAL_TIME_SECONDS && current <= CRITICAL_TIME_SECONDS && current > 0) {
    return '30 seconds left.';
  }
  if (previous > LOW_TIME_SECONDS && current <= LOW_TIME_SECONDS && current > CRITICAL_TIME_SECONDS) {
    return '2 minutes left.';
  }
  return null;
};
