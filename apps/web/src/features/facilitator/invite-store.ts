import type { FacilitatorInvite } from '@urosim/contracts';

// The invite's code and token are told once (ADR 0117): this tab keeps the last one of a session so
// a reload still shows it to the trainee, until it expires.
const key = (sessionId: string) => `urosim.facilitatorInvite.${sessionId}`;

export const rememberInvite = (sessionId: string, invite: FacilitatorInvite) => {
  try {
    sessionStorage.setItem(key(sessionId), JSON.stringify(invite));
  } catch {
    // Storage refused: the invite is shown until the page is left.
  }
};

export const recallInvite = (sessionId: string): FacilitatorInvite | null => {
  try {
    const raw = sessionStorage.getItem(key(sessionId));
    if (!raw) return null;
    const invite = JSON.parse(raw) as FacilitatorInvite;
    return new Date(invite.expiresAt).getTime() > Date.now() ? invite : null;
  } catch {
    return null;
  }
};

export const forgetInvite = (sessionId: string) => {
  try {
    sessionStorage.removeItem(key(sessionId));
  } catch {
    // Nothing kept.
  }
};
