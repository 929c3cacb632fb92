import { describe, expect, it } from 'vitest';
import { readChatEvent } from './sessions-api';

const line = (id: string, sender: 'trainee' | 'patient') => ({
  id,
  channel: 'patient',
  sender,
  text: sender === 'trainee' ? 'Where is the pain?' : 'In my left side, doctor.',
  revealedFactIds: [],
  elapsedSeconds: 12,
  createdAt: '2026-11-25T10:00:00.000Z',
});
const clock = {
  phase: 'active',
  serverNow: '2026-11-25T10:00:12.000Z',
  startedAt: '2026-11-25T10:00:00.000Z',
  endsAt: '2026-11-25T10:15:00.000Z',
  endedAt: null,
  endReason: null,
  durationSeconds: 900,
  countdownSeconds: 3,
  remainingSeconds: 888,
};

describe('chat stream events, read against the contract', () => {
  it('passes the events the contract declares, typed', () => {
    expect(readChatEvent({ event: 'text', data: '{"chunk":"In my"}' })).toEqual({
      event: 'text',
      data: { chunk: 'In my' },
    });
    const turn = { message: line('m1', 'trainee'), reply: line('m2', 'patient'), clock };
    expect(readChatEvent({ event: 'done', data: JSON.stringify(turn) })).toEqual({
      event: 'done',
      data: turn,
    });
    expect(
      readChatEvent({ event: 'error', data: '{"code":"SESSION_ENDED","message":"The session has ended"}' }),
    ).toEqual({ event: 'error', data: { code: 'SESSION_ENDED', message: 'The session has ended' } });
  });

  it('turns anything else into an invalid event', () => {
    expect(readChatEvent({ event: 'text', data: 'not json' })).toEqual({ event: 'invalid' });
    expect(readChatEvent({ event: 'text', data: '{"chunk":3}' })).toEqual({ event: 'invalid' });
    expect(readChatEvent({ event: 'done', data: '{"reply":{}}' })).toEqual({ event: 'invalid' });
    expect(readChatEvent({ event: 'message', data: '{"chunk":"a"}' })).toEqual({ event: 'invalid' });
  });
});
