import type { LiveEvent } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { applyDashboardEvents } from './dashboard-state';
import { parseLiveEvent, takeNewEvents } from './live-events';
import { applyRoomEvents, emptyRoomState, isAnyReady } from './room-state';

const sessionId = '11111111-1111-4111-8111-111111111111';
const watcherId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-26T10:00:00.000Z';

const message = (seq: number, id: string): LiveEvent => ({
  sessionId,
  seq,
  type: 'message',
  at,
  payload: {
    message: {
      id,
      channel: 'patient',
      sender: 'trainee',
      text: `line ${id}`,
      revealedFactIds: [],
      elapsedSeconds: seq,
      createdAt: at,
    },
  },
});
const ready = (seq: number, value: boolean): LiveEvent => ({
  sessionId,
  seq,
  type: 'facilitatorReady',
  at,
  payload: { watcherId, ready: value },
});

describe('parseLiveEvent', () => {
  it('keeps an event of the contract and refuses anything else', () => {
    expect(parseLiveEvent(ready(1, true))).toEqual(ready(1, true));
    expect(parseLiveEvent({ ...ready(1, true), seq: 0 })).toBeNull();
    expect(parseLiveEvent({ ...ready(1, true), type: 'nope' })).toBeNull();
    expect(parseLiveEvent('text')).toBeNull();
  });
});

describe('takeNewEvents', () => {
  it('orders by seq and keeps each seq once, across calls (catch-up and live overlap)', () => {
    const seen = new Set<number>();
    const first = takeNewEvents(0, seen, [message(2, 'b'), message(1, 'a')]);
    expect(first.fresh.map((event) => event.seq)).toEqual([1, 2]);
    expect(first.lastSeq).toBe(2);
    const second = takeNewEvents(first.lastSeq, seen, [message(2, 'b'), message(3, 'c')]);
    expect(second.fresh.map((event) => event.seq)).toEqual([3]);
    expect(second.lastSeq).toBe(3);
  });
});

describe('applyRoomEvents', () => {
  it('follows Ready, the facilitators’ messages (once each) and who is connected', () => {
    const chat: LiveEvent = {
      sessionId,
      seq: 3,
      type: 'facilitatorChat',
      at,
      payload: {
        message: {
          id: '33333333-3333-4333-8333-333333333333',
          watcherId,
          facilitatorName: 'Dr Lee',
          text: 'Ask about haematuria',
          elapsedSeconds: 40,
          createdAt: at,
        },
      },
    };
    const watchers: LiveEvent = {
      sessionId,
      seq: 4,
      type: 'watchers',
      at,
      payload: { watchers: [{ id: watcherId, name: 'Dr Lee', connected: true }] },
    };
    const state = applyRoomEvents(emptyRoomState, [ready(1, true), chat, chat, watchers]);
    expect(isAnyReady(state, [watcherId])).toBe(true);
    expect(isAnyReady(state, [])).toBe(false);
    expect(state.messages).toHaveLength(1);
    expect(state.connected[watcherId]).toBe(true);
    expect(isAnyReady(applyRoomEvents(state, [ready(5, false)]), [watcherId])).toBe(false);
  });
});

describe('applyDashboardEvents', () => {
  it('adds lines once, follows its own Ready and the last seq', () => {
    const dashboard = {
      sessionId,
      caseId: 'c1',
      caseTitle: 'Haematuria',
      traineeName: 'Sam',
      watcher: { id: watcherId, name: 'Dr Lee', ready: false },
      clock: {
        phase: 'active' as const,
        serverNow: at,
        startedAt: at,
        endsAt: at,
        endedAt: null,
        endReason: null,
        durationSeconds: 600,
        countdownSeconds: 3,
        remainingSeconds: 600,
      },
      transcript: [],
      actions: [],
      revealedFacts: [],
      marking: { items: [], metWeight: 0, totalWeight: 0 },
      notes: [],
      chat: [],
      lastSeq: 0,
    };
    const next = applyDashboardEvents(dashboard, [message(1, 'a'), message(1, 'a'), ready(2, true)]);
    expect(next.transcript.map((line) => line.id)).toEqual(['a']);
    expect(next.watcher.ready).toBe(true);
    expect(next.lastSeq).toBe(2);
  });
});
