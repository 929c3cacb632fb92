import type { SessionLength } from '@urosim/contracts';
import { useState } from 'react';
import { useUserSettings } from '../notifications/notifications-api';
import { readChosenLength, writeChosenLength } from './session-storage';

/** The length of a case's next session in minutes (null: the case's own), and its choice. */
export type SessionLengthChoice = {
  minutes: SessionLength | null;
  choose: (next: SessionLength | null) => void;
};

/**
 * The length of a case's next session (ADR 0135): the one chosen on this case's page in this tab,
 * else the trainee's default from Settings, else (null) the case's own length.
 */
export const useSessionLength = (caseId: string): SessionLengthChoice => {
  const settings = useUserSettings();
  const [chosen, setChosen] = useState<SessionLength | null | undefined>(() => readChosenLength(caseId));
  const minutes = chosen !== undefined ? chosen : (settings.data?.training.defaultSessionMinutes ?? null);
  const choose = (next: SessionLength | null) => {
    setChosen(next);
    writeChosenLength(caseId, next);
  };
  return { minutes, choose };
};
