import type { SessionClock, SessionDetail } from '@urosim/contracts';
import { useState } from 'react';
import { failureMessage } from './session-detail';
import { endSession } from './sessions-api';

/**
 * Ending a session, which is irreversible: the header's End Session only asks (`requestStop` opens
 * the EndSessionDialog); `stop` ends it once confirmed, and the server's final clock is applied.
 */
export const useSessionEnd = ({
  session,
  phase,
  applyClock,
  onError,
}: {
  session: SessionDetail | null;
  phase: string;
  applyClock: (clock: SessionClock) => void;
  onError: (message: string) => void;
}) => {
  const [isEnding, setIsEnding] = useState(false);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const canEnd = session !== null && !isEnding && (phase === 'active' || phase === 'countdown');
  return {
    isEnding,
    isConfirmingEnd,
    requestStop: () => {
      if (canEnd) setIsConfirmingEnd(true);
    },
    cancelStop: () => setIsConfirmingEnd(false),
    stop: async () => {
      setIsConfirmingEnd(false);
      if (!session || !canEnd) return;
      setIsEnding(true);
      try {
        applyClock((await endSession(session.id)).clock);
      } catch (failure) {
        onError(failureMessage(failure, 'The session could not be ended. Please try again.'));
      } finally {
        setIsEnding(false);
      }
    },
  };
};
