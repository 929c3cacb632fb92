import type { SessionClock } from '@urosim/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type ClockReading, readClock, syncClock } from './session-clock';

const TICK_MS = 250;

const sameReading = (a: ClockReading | null, b: ClockReading) =>
  a !== null &&
  a.phase === b.phase &&
  a.remainingSeconds === b.remainingSeconds &&
  a.countdown === b.countdown &&
  a.elapsedSeconds === b.elapsedSeconds;

/**
 * The server's clock read a few times a second, with the browser's offset taken when the clock
 * arrived (`receivedAt`); the page re-renders only when the reading changes. Null without a clock.
 */
export const useSessionClock = (clock: SessionClock | null, receivedAt: number) => {
  const sync = useMemo(() => (clock ? syncClock(clock, receivedAt) : null), [clock, receivedAt]);
  const [reading, setReading] = useState<ClockReading | null>(null);
  useEffect(() => {
    if (!sync) {
      setReading(null);
      return;
    }
    const tick = () => {
      const next = readClock(sync, Date.now());
      setReading((previous) => (sameReading(previous, next) ? previous : next));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [sync]);
  return reading;
};
