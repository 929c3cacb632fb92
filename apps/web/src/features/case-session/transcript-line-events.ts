import type { TranscriptMessage } from '@urosim/contracts';

// A line added to a session's transcript by someone else (a copilot session's facilitator, ADR
// 0119): the case page's chats show it at once, once. Its own module, so that the header's controls
// (session-events.ts) load nothing of it.
export const CASE_SESSION_TRANSCRIPT_LINE = 'case-session:transcript-line';

export type TranscriptLineDetail = { sessionId: string; message: TranscriptMessage };

export const dispatchTranscriptLine = (detail: TranscriptLineDetail) =>
  window.dispatchEvent(new CustomEvent<TranscriptLineDetail>(CASE_SESSION_TRANSCRIPT_LINE, { detail }));

/** The chats: hear lines added from outside. Returns the unsubscribe. */
export const onTranscriptLine = (listener: (detail: TranscriptLineDetail) => void) => {
  const handle = (event: Event) => listener((event as CustomEvent<TranscriptLineDetail>).detail);
  window.addEventListener(CASE_SESSION_TRANSCRIPT_LINE, handle);
  return () => window.removeEventListener(CASE_SESSION_TRANSCRIPT_LINE, handle);
};
