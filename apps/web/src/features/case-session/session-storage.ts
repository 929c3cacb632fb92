import { type SessionLength, sessionLengths } from '@urosim/contracts';
import type { SetURLSearchParams } from 'react-router';

/** The session of a case in this browser tab, so a return to the case page resumes it. */
const storageKey = (caseId: string) => `urosim:case-session:${caseId}`;

export const readStoredSession = (caseId: string) => {
  try {
    return sessionStorage.getItem(storageKey(caseId));
  } catch {
    return null;
  }
};

export const writeStoredSession = (caseId: string, sessionId: string | null) => {
  try {
    if (sessionId) sessionStorage.setItem(storageKey(caseId), sessionId);
    else sessionStorage.removeItem(storageKey(caseId));
  } catch {
    // Storage can be unavailable (private modes); the address still holds the session.
  }
};

/** Names the session in the address as `session` (or removes it), replacing the history entry. */
export const setSessionParam = (setSearchParams: SetURLSearchParams, sessionId: string | null) =>
  setSearchParams(
    (previous) => {
      const next = new URLSearchParams(previous);
      if (sessionId) next.set('session', sessionId);
      else next.delete('session');
      return next;
    },
    { replace: true },
  );

/**
 * The length chosen on a case's page for its next session (ADR 0135), kept for this tab: 'case' for
 * the case's own length, else minutes. Absent: the trainee's default from Settings.
 */
const lengthKey = (caseId: string) => `urosim:session-length:${caseId}`;

export const readChosenLength = (caseId: string): SessionLength | null | undefined => {
  try {
    const stored = sessionStorage.getItem(lengthKey(caseId));
    if (stored === 'case') return null;
    const minutes = Number(stored);
    return (sessionLengths as readonly number[]).includes(minutes) ? (minutes as SessionLength) : undefined;
  } catch {
    return undefined;
  }
};

export const writeChosenLength = (caseId: string, minutes: SessionLength | null) => {
  try {
    sessionStorage.setItem(lengthKey(caseId), minutes === null ? 'case' : String(minutes));
  } catch {
    // Unavailable storage: the choice holds for this page only.
  }
};

/** The consultation mode the trainee chose last (ADR 0128): remembered in this browser. */
const modeKey = 'urosim:session-mode';
export type StoredMode = 'Chat' | 'Avatar';

export const readPreferredMode = (): StoredMode => {
  try {
    return localStorage.getItem(modeKey) === 'Avatar' ? 'Avatar' : 'Chat';
  } catch {
    return 'Chat';
  }
};

export const writePreferredMode = (mode: StoredMode) => {
  try {
    localStorage.setItem(modeKey, mode);
  } catch {
    // Unavailable storage: the choice holds for this page only.
  }
};
