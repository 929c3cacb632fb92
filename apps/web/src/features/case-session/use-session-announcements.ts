import type { SessionClock } from '@urosim/contracts';
import { useEffect, useRef, useState } from 'react';
import { timeAnnouncement } from './session-clock';
import type { CaseSessionPhase } from './session-events';

/** Polite announcements: the start, the low- and critical-time thresholds, the end. */
export const useSessionAnnouncements = (
  phase: CaseSessionPhase,
  timer: number,
  endReason: SessionClock['endReason'] | null,
) => {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<{ phase: CaseSessionPhase; remaining: number | null }>({ phase, remaining: null });
  useEffect(() => {
    const before = previous.current;
    const remaining = phase === 'active' ? timer : null;
    let text: string | null = null;
    if (phase === 'active' && before.phase === 'countdown') {
      text = `The session has started. ${Math.round(timer / 60)} minutes on the clock.`;
    } else if (phase === 'active') {
      text = timeAnnouncement(before.remaining, timer);
    } else if (phase === 'ended' && (before.phase === 'active' || before.phase === 'countdown')) {
      text = endReason === 'completed' ? 'The session has ended.' : 'Time is up. The session has ended.';
    }
    previous.current = { phase, remaining };
    if (text) setAnnouncement(text);
  }, [phase, timer, endReason]);
  return announcement;
};
