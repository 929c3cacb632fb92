import type { TranscriptMessage } from '@urosim/contracts';
import { aiErrorMessage } from '@urosim/domain';

/** A line of a chat as the case page shows it (specification, section 3: Chat message). */
export type ChatMessage = {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  type?: 'error';
  timestamp: string;
  /** The reply is still arriving. */
  isStreaming?: boolean;
  /** A colleague plays the patient and has not answered yet (ADR 0118): the reply comes by the live room. */
  isAwaitingColleague?: boolean;
};

export const INVALID_RESPONSE_TEXT = 'Received an invalid response from the server.';
export const GENERIC_CHAT_FAILURE = 'Sorry, something went wrong. Please try again.';

/** A stored transcript line as a chat message: the trainee is the user, the patient or nurse the bot. */
export const toChatMessage = (line: TranscriptMessage): ChatMessage => ({
  id: line.id,
  text: line.text,
  sender: line.sender === 'trainee' ? 'user' : 'bot',
  timestamp: line.createdAt,
});

/** An error bubble. */
export const errorMessage = (id: string, text: string, timestamp: string): ChatMessage => ({
  id,
  text,
  sender: 'bot',
  type: 'error',
  timestamp,
});

/**
 * The text to send, or null when nothing should be sent (specification, section 5: trimmed, empty
 * not sent).
 */
export const outgoingText = (draft: string): string | null => {
  const text = draft.trim();
  return text === '' ? null : text;
};

/** What the browser knows of a failed chat call. */
export type ChatFailure = {
  /** The server's own message (a response body, an `error` event), when it gave one. */
  serverMessage?: string | undefined;
  status?: number | undefined;
  code?: string | undefined;
  /** The failure's own text when no response arrived (network error, timeout). */
  clientMessage?: string | undefined;
};

/**
 * The error bubble's text (specification, section 8). Chat replies come from the AI engine, so the
 * AI error mapping runs first (network failures, the server's message, 503/502/500 and the AI
 * codes); what it does not know falls back to the chat failure rule: the message from the response,
 * else 'Error: {status}', else 'Sorry, something went wrong. Please try again.'
 */
export const chatFailureText = (failure: ChatFailure): string => {
  const fallback = failure.status ? `Error: ${failure.status}` : GENERIC_CHAT_FAILURE;
  return aiErrorMessage(
    {
      message: failure.clientMessage,
      status: failure.status,
      serverMessage: failure.serverMessage,
      code: failure.code,
    },
    fallback,
  );
};

const isTranscriptLine = (value: unknown): value is TranscriptMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { text?: unknown }).text === 'string';

/**
 * A turn as the server sends it, or null when it lacks the stored message or the reply (a reply is
 * null only when the server says a colleague will answer).
 */
export const readTurn = (
  value: unknown,
): { message: TranscriptMessage; reply: TranscriptMessage | null; clock: unknown } | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { message, reply, clock, awaiting } = value as {
    message?: unknown;
    reply?: unknown;
    clock?: unknown;
    awaiting?: unknown;
  };
  if (!isTranscriptLine(message)) return null;
  if (reply === null && awaiting === 'colleague') return { message, reply: null, clock };
  if (!isTranscriptLine(reply)) return null;
  return { message, reply, clock };
};
