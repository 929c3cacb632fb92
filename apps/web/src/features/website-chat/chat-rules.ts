import { type ChatHistoryItem, WEBSITE_CHAT_MAX_HISTORY } from '@urosim/contracts';
import { isApiError } from '../../api/client';

/** A message of the website chat (specification, section 3: Chat message). */
export type ChatMessage = {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  type?: 'error';
  timestamp: number;
  /** Help pages a bot answer came from. */
  sources?: { title: string; url: string }[];
};

/** Section 8: the reply had no `response`. */
export const INVALID_REPLY_TEXT = 'Received an invalid response from the server.';
/** Section 8: a failure with neither a message nor a status. */
export const GENERIC_FAILURE_TEXT = 'Sorry, something went wrong. Please try again.';

/** The text a visitor would send: trimmed; empty is not sent (section 5). */
export const messageToSend = (draft: string, isPending: boolean): string | undefined => {
  const text = draft.trim();
  return text && !isPending ? text : undefined;
};

/**
 * The conversation so far as the server reads it (section 3: Chat history item), without error
 * bubbles, newest last, at most the server's limit.
 */
export const toHistory = (messages: readonly ChatMessage[]): ChatHistoryItem[] =>
  messages
    .filter((m) => m.type !== 'error')
    .map((m) => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.text }) as const)
    .slice(-WEBSITE_CHAT_MAX_HISTORY);

/** Section 8: the message from the response, else "Error: {status}", else the generic text. */
export const chatFailureText = (error: unknown): string => {
  if (isApiError(error)) {
    if (error.code === 'INVALID_RESPONSE') return INVALID_REPLY_TEXT;
    if (error.serverMessage) return error.serverMessage;
    if (error.status > 0) return `Error: ${error.status}`;
  }
  return GENERIC_FAILURE_TEXT;
};

/** The reply's `response`, or undefined when the server sent none (section 7: that is an error). */
export const replyText = (data: unknown): string | undefined => {
  const response = (data as { response?: unknown } | null | undefined)?.response;
  return typeof response === 'string' && response.trim() ? response : undefined;
};
