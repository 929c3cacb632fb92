import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  type ChatMessage,
  chatFailureText,
  GENERIC_FAILURE_TEXT,
  INVALID_REPLY_TEXT,
  messageToSend,
  replyText,
  toHistory,
} from './chat-rules';

const message = (sender: ChatMessage['sender'], text: string, type?: 'error'): ChatMessage => ({
  id: text,
  sender,
  text,
  timestamp: 0,
  ...(type ? { type } : {}),
});

describe('website chat rules', () => {
  it('trims what is sent, and sends nothing empty or while a reply is pending', () => {
    expect(messageToSend('  How much?  ', false)).toBe('How much?');
    expect(messageToSend('   \n ', false)).toBeUndefined();
    expect(messageToSend('How much?', true)).toBeUndefined();
  });

  it('turns the messages into {role, content} history without error bubbles, newest 20', () => {
    const messages = [
      message('user', 'Hi'),
      message('bot', 'Hello!'),
      message('bot', 'Error: 500', 'error'),
      ...Array.from({ length: 20 }, (_, i) => message('user', `q${i}`)),
    ];
    const history = toHistory(messages);
    expect(history).toHaveLength(20);
    expect(history.at(-1)).toEqual({ role: 'user', content: 'q19' });
    expect(toHistory(messages.slice(0, 3))).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
  });

  it('shows the server message, else the status, else the generic text', () => {
    const withMessage = new ApiError({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 40 seconds.',
      serverMessage: 'Too many attempts. Please try again in 40 seconds.',
    });
    expect(chatFailureText(withMessage)).toBe('Too many attempts. Please try again in 40 seconds.');
    expect(chatFailureText(new ApiError({ status: 502, code: 'HTTP_502', message: 'Server error' }))).toBe(
      'Error: 502',
    );
    expect(chatFailureText(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'x' }))).toBe(
      GENERIC_FAILURE_TEXT,
    );
    expect(chatFailureText(new Error('boom'))).toBe(GENERIC_FAILURE_TEXT);
    expect(chatFailureText(new ApiError({ status: 200, code: 'INVALID_RESPONSE', message: 'x' }))).toBe(
      INVALID_REPLY_TEXT,
    );
  });

  it('reads the reply field response, and nothing else', () => {
    expect(replyText({ response: 'Hello' })).toBe('Hello');
    expect(replyText({ reply: 'Hello' })).toBeUndefined();
    expect(replyText({ response: '  ' })).toBeUndefined();
    expect(replyText(null)).toBeUndefined();
  });
});
