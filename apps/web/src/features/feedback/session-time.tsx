import { createContext, type ReactNode, useCallback, useContext } from 'react';
import { DEFAULT_DURATION_SECONDS } from '../case-session/session-clock';
import { clockAt } from './feedback-view';

const SessionLength = createContext<number>(DEFAULT_DURATION_SECONDS);

/** The session's length for the times shown inside (evidence, transcript, analyses). */
export const SessionTimeProvider = ({
  durationSeconds,
  children,
}: {
  durationSeconds: number;
  children: ReactNode;
}) => <SessionLength.Provider value={durationSeconds}>{children}</SessionLength.Provider>;

/** Seconds into the session as the session clock showed them ("9:18"), see `clockAt`. */
export const useClockAt = () => {
  const durationSeconds = useContext(SessionLength);
  return useCallback((elapsedSeconds: number) => clockAt(elapsedSeconds, durationSeconds), [durationSeconds]);
};

/** The session's length, for the note that says which clock the times are on. */
export const useSessionLength = () => useContext(SessionLength);
