import { describe, expect, it } from 'vitest';
import {
  chatFailureText,
  errorMessage,
  INVALID_RESPONSE_TEXT,
  outgoingText,
  readTurn,
  toChatMessage,
} from './chat-messages';

const line = (sender: 'trainee' | 'patient' | 'nurse', text: string) => ({
  id: '7',
  channel: 'patient' as const,
  sender,
  text,
  revealedFactIds: [],
  elapsedSeconds: 12,
  createdAt: '2026-11-22T10:00:12.000Z',
});

describe('chat messages', () => {
  it('have the fields of the specification: id, text, sender user or bot, type error, timestamp', () => {
    expect(toChatMessage(line('trainee', 'Hello'))).toEqual({
      id: '7',
      text: 'Hello',
      sender: 'user',
      timestamp: '2026-11-22T10:00:12.000Z',
    });
    expect(toChatMessage(line('nurse', 'Obs are stable')).sender).toBe('bot');
    expect(errorMessage('e1', 'Error: 500', 'now')).toEqual({
      id: 'e1',
      text: 'Error: 500',
      sender: 'bot',
      type: 'error',
      timestamp: 'now',
    });
  });

  it('are trimmed, and an empty one is not sent', () => {
    expect(outgoingText('  Where is the pain?\n')).toBe('Where is the pain?');
    expect(outgoingText('line one\nline two')).toBe('line one\nline two');
    expect(outgoingText('   \n\t ')).toBeNull();
    expect(outgoingText('')).toBeNull();
  });
});

describe('chat failure text', () => {
  it('shows the message from the response', () => {
    expect(
      chatFailureText({ status: 409, serverMessage: 'This session has ended.', code: 'SESSION_ENDED' }),
    ).toBe('This session has ended.');
    expect(chatFailureText({ status: 429, serverMessage: 'Too many requests. Please slow down.' })).toBe(
      'Too many requests. Please slow down.',
    );
  });

  it('else "Error: {status}", else the generic text', () => {
    expect(chatFailureText({ status: 404 })).toBe('Error: 404');
    expect(chatFailureText({ status: 400, code: 'HTTP_400' })).toBe('Error: 400');
    expect(chatFailureText({})).toBe('Sorry, something went wrong. Please try again.');
  });

  it('maps AI failures with the AI error catalogue', () => {
    expect(
      chatFailureText({
        status: 0,
        code: 'NETWORK_ERROR',
        clientMessage: 'Network error. Please check your connection.',
      }),
    ).toBe('Network error. Please check your connection and retry.');
    expect(chatFailureText({ status: 503 })).toBe('Temporarily unavailable. Check your internet and retry.');
    expect(chatFailureText({ status: 502 })).toBe('AI service error. Please retry in a moment.');
    expect(chatFailureText({ status: 500 })).toBe('An unexpected server error occurred. Please try again.');
    expect(chatFailureText({ code: 'invalid_ai_output' })).toBe(
      'AI returned invalid JSON. Try again or switch model.',
    );
    expect(chatFailureText({ code: 'missing_api_key' })).toBe(
      'Missing API key. Set the AI key and vitals model settings and restart backend.',
    );
  });

  it('reads a turn, and refuses one without its reply', () => {
    const turn = { message: line('trainee', 'Hi'), reply: line('patient', 'Hello doctor'), clock: {} };
    expect(readTurn(turn)).toEqual(turn);
    expect(readTurn({ message: line('trainee', 'Hi') })).toBeNull();
    expect(readTurn({ message: line('trainee', 'Hi'), reply: { id: '8' } })).toBeNull();
    expect(readTurn(null)).toBeNull();
    // A colleague plays the patient: no reply yet, only when the server says so.
    const awaited = { message: line('trainee', 'Hi'), reply: null, awaiting: 'colleague', clock: {} };
    expect(readTurn(awaited)).toEqual({ message: awaited.message, reply: null, clock: {} });
    expect(readTurn({ ...awaited, awaiting: null })).toBeNull();
    expect(INVALID_RESPONSE_TEXT).toBe('Received an invalid response from the server.');
  });
});
