import type { SessionClock } from '@urosim/contracts';
import { isApiError } from '../../api/client';
import {
  type ChatFailure,
  type ChatMessage,
  chatFailureText,
  errorMessage,
  INVALID_RESPONSE_TEXT,
  readTurn,
  toChatMessage,
} from './chat-messages';
import { type Channel, streamChat } from './sessions-api';

const isClock = (value: unknown): value is SessionClock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionClock).phase === 'string' &&
  typeof (value as SessionClock).endsAt === 'string';

const failureOf = (error: unknown): ChatFailure => {
  if (isApiError(error)) {
    return {
      status: error.status || undefined,
      code: error.code,
      serverMessage: error.serverMessage,
      clientMessage: error.status === 0 ? error.message : undefined,
    };
  }
  return { clientMessage: error instanceof Error ? error.message : undefined };
};

export type ChatTurn = {
  channel: Channel;
  sessionId: string;
  text: string;
  /** The local ids of the trainee's line and of the reply's bubble, both already shown. */
  userId: string;
  botId: string;
  /** Changes the channel's messages. */
  edit: (change: (messages: ChatMessage[]) => ChatMessage[]) => void;
  /** A clock that came with the stored turn. */
  onClock: (clock: SessionClock) => void;
  /** The session has moved on (ended, not started): the page asks the server where it is. */
  onConflict: () => void;
  signal: AbortSignal;
};

/**
 * One chat turn: the reply streams into its bubble chunk by chunk, then both lines become the
 * stored ones (with the clock), or the bubble becomes an error with the chat failure's text.
 * Settles once, whatever arrives after; an aborted turn (the page left) changes nothing more.
 */
export const runChatTurn = async (turn: ChatTurn): Promise<void> => {
  const { edit, userId, botId, signal } = turn;
  const fail = (failure: ChatFailure | string) => {
    const text = typeof failure === 'string' ? failure : chatFailureText(failure);
    const bubble = errorMessage(botId, text, new Date().toISOString());
    edit((messages) => messages.map((m) => (m.id === botId ? bubble : m)));
  };
  const complete = (value: unknown) => {
    const stored = readTurn(value);
    if (!stored) return fail(INVALID_RESPONSE_TEXT);
    const { message, reply } = stored;
    // A colleague plays the patient: their reply comes by the live room (ADR 0118).
    const answer: ChatMessage = reply
      ? toChatMessage(reply)
      : {
          id: botId,
          text: '',
          sender: 'bot',
          timestamp: message.createdAt,
          isStreaming: true,
          isAwaitingColleague: true,
        };
    edit((messages) =>
      messages.map((m) => (m.id === userId ? toChatMessage(message) : m.id === botId ? answer : m)),
    );
    if (isClock(stored.clock)) turn.onClock(stored.clock);
  };
  let isSettled = false;
  const settle = (outcome: () => void) => {
    if (isSettled) return;
    isSettled = true;
    outcome();
  };

  try {
    const result = await streamChat(
      turn.channel,
      turn.sessionId,
      turn.text,
      (event) => {
        if (isSettled) return;
        if (event.event === 'text') {
          const { chunk } = event.data;
          edit((messages) => messages.map((m) => (m.id === botId ? { ...m, text: m.text + chunk } : m)));
        } else if (event.event === 'done') {
          settle(() => complete(event.data));
        } else if (event.event === 'error') {
          const { code, message } = event.data;
          settle(() => fail({ serverMessage: message, code }));
          if (code === 'SESSION_ENDED' || code === 'SESSION_NOT_STARTED') turn.onConflict();
        } else {
          settle(() => fail(INVALID_RESPONSE_TEXT));
        }
      },
      signal,
    );
    settle(() => (result.isStreamed ? fail(INVALID_RESPONSE_TEXT) : complete(result.data)));
  } catch (failure) {
    if (signal.aborted || isSettled) return;
    settle(() => fail(failureOf(failure)));
    if (isApiError(failure) && failure.status === 409) turn.onConflict();
  }
};
