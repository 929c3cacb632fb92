import type { SessionClock } from '@urosim/contracts';
import { useEffect, useState } from 'react';

/** What the facilitator's header shows of the clock. */
export type WatchedClock = { phase: SessionClock['phase']; remainingSeconds: number };

/**
 * The session clock at `nowMs`, on the server's time (the offset taken when the clock arrived): the
 * countdown before `startedAt`, active until `endsAt`, then ended; an `ended` clock stays ended.
 * (A small copy of the case page's reading, so this page does not share that page's chunk.)
 */
export const readWatchedClock = (clock: SessionClock, receivedAtMs: number, nowMs: number): WatchedClock => {
  if (clock.phase === 'ended') return { phase: 'ended', remainingSeconds: 0 };
  const serverNow = Date.parse(clock.serverNow);
  const offset = Number.isNaN(serverNow) ? 0 : serverNow - receivedAtMs;
  const now = nowMs + offset;
  if (now < Date.parse(clock.startedAt))
    return { phase: 'countdown', remainingSeconds: clock.durationSeconds };
  const endsAt = Date.parse(clock.endsAt);
  if (now < endsAt) return { phase: 'active', remainingSeconds: Math.ceil((endsAt - now) / 1000) };
  return { phase: 'ended', remainingSeconds: 0 };
};

/** The clock read every quarter second between the server's events. */
export const useWatchedClock = (clock: SessionClock, receivedAtMs: number): WatchedClock => {
  const [reading, setReading] = useState(() => readWatchedClock(clock, receivedAtMs, Date.now()));
  useEffect(() => {
    const tick = () => {
      const next = readWatchedClock(clock, receivedAtMs, Date.now());
      setReading((previous) =>
        previous.phase === next.phase && previous.remainingSeconds === next.remainingSeconds
          ? previous
          : next,
      );
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [clock, receivedAtMs]);
  return reading;
};
