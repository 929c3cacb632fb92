import type { SessionAction, SessionClock, SessionDetail } from '@urosim/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import type { ClockReading } from './session-clock';
import {
  hasDueResults,
  headerSeconds,
  mergeSessionDetail,
  requiredTierOf,
  runningSessionOf,
  sessionPhase,
  withAction,
  withClock,
} from './session-detail';

const clock = (phase: SessionClock['phase'], serverNow = '2026-11-25T10:01:00.000Z'): SessionClock => ({
  phase,
  serverNow,
  startedAt: '2026-11-25T10:00:03.000Z',
  endsAt: '2026-11-25T10:10:03.000Z',
  endedAt: phase === 'ended' ? '2026-11-25T10:05:00.000Z' : null,
  endReason: phase === 'ended' ? 'completed' : null,
  durationSeconds: 600,
  countdownSeconds: 3,
  remainingSeconds: 540,
});
const action = (itemId: string, result: string | null, availableAtSeconds = 0): SessionAction => ({
  kind: 'investigation',
  itemId,
  name: itemId.toUpperCase(),
  requestedAtSeconds: 10,
  availableAtSeconds,
  result,
});
const detail = (over: Partial<SessionDetail> = {}) =>
  ({
    id: 's-1',
    mode: 'Chat',
    case: { id: 'c-1' },
    clock: clock('active'),
    transcript: [],
    actions: [],
    notes: '',
    summary: null,
    ...over,
  }) as unknown as SessionDetail;
const reading = (over: Partial<ClockReading> = {}): ClockReading => ({
  phase: 'active',
  remainingSeconds: 540,
  countdown: 0,
  elapsedSeconds: 60,
  ...over,
});
const summary = {
  diagnosis: 'Renal colic',
  differentials: '',
  investigations: '',
  management: 'Analgesia',
  escalation: '',
  submittedAt: '2026-11-25T10:06:00.000Z',
};

describe('the cached session', () => {
  it('keeps an ended clock: a late answer cannot reopen the session', () => {
    const ended = detail({ clock: clock('ended') });
    expect(withClock(ended, clock('active')).clock).toBe(ended.clock);
    const later = clock('active', '2026-11-25T10:02:00.000Z');
    expect(withClock(detail(), later).clock).toBe(later);
    expect(withClock(detail(), clock('ended')).clock.phase).toBe('ended');
  });

  it('takes the server’s answer, but keeps an ended clock and a summary the server has not yet', () => {
    const mine = detail({ clock: clock('ended'), summary });
    const server = detail({ actions: [action('fbc', 'Hb 140')] });
    const merged = mergeSessionDetail(mine, server);
    expect(merged.actions).toEqual(server.actions);
    expect(merged.clock).toBe(mine.clock);
    expect(merged.summary).toBe(summary);
    expect(mergeSessionDetail(undefined, server)).toBe(server);
  });

  it('adds an action, or replaces the one of the same item', () => {
    const once = withAction(detail(), action('fbc', null, 120));
    expect(once.actions).toHaveLength(1);
    const twice = withAction(once, action('fbc', 'Hb 140', 120));
    expect(twice.actions).toEqual([action('fbc', 'Hb 140', 120)]);
    expect(withAction(twice, action('crp', null)).actions.map((a) => a.itemId)).toEqual(['fbc', 'crp']);
  });

  it('says when results are due: expected by now, or the session is over', () => {
    const waiting = detail({ actions: [action('fbc', null, 120)] });
    expect(hasDueResults(waiting, reading({ elapsedSeconds: 119 }))).toBe(false);
    expect(hasDueResults(waiting, reading({ elapsedSeconds: 120 }))).toBe(true);
    expect(hasDueResults(waiting, reading({ phase: 'ended', elapsedSeconds: 60 }))).toBe(true);
    expect(hasDueResults(detail({ actions: [action('fbc', 'Hb 140')] }), reading())).toBe(false);
  });
});

describe('the header’s phase and timer', () => {
  it('loads, waits for a session and a reading, then follows the reading', () => {
    expect(sessionPhase({ isLoading: true, detail: detail(), reading: reading() })).toBe('loading');
    expect(sessionPhase({ isLoading: false, detail: null, reading: reading() })).toBe('idle');
    expect(sessionPhase({ isLoading: false, detail: detail(), reading: null })).toBe('idle');
    expect(sessionPhase({ isLoading: false, detail: detail(), reading: reading() })).toBe('active');
  });

  it('stays active at 0:00 until the server says the session ended', () => {
    const ranOut = reading({ phase: 'ended', remainingSeconds: 0 });
    expect(sessionPhase({ isLoading: false, detail: detail(), reading: ranOut })).toBe('active');
    expect(
      sessionPhase({ isLoading: false, detail: detail({ clock: clock('ended') }), reading: ranOut }),
    ).toBe('ended');
  });

  it('shows the time left while active or ended, else the whole duration (10:00 by default)', () => {
    expect(headerSeconds('active', reading({ remainingSeconds: 42 }), 900)).toBe(42);
    expect(headerSeconds('ended', null, 900)).toBe(0);
    expect(headerSeconds('countdown', reading(), 900)).toBe(900);
    expect(headerSeconds('idle', null, undefined)).toBe(600);
  });
});

describe('a refused start', () => {
  const refusal = (code: string, details?: unknown) =>
    new ApiError({ status: 403, code, message: 'Refused', details });

  it('names the tier the plan must open (PLAN_UPGRADE_REQUIRED)', () => {
    expect(requiredTierOf(refusal('PLAN_UPGRADE_REQUIRED', { requiredTier: 'standard' }))).toBe('standard');
    expect(requiredTierOf(refusal('PLAN_UPGRADE_REQUIRED'))).toBe('premium');
    expect(requiredTierOf(refusal('QUOTA_EXCEEDED'))).toBeNull();
    expect(requiredTierOf(new Error('offline'))).toBeNull();
  });

  it('names the running session (SESSION_ALREADY_RUNNING), and nothing else does', () => {
    expect(runningSessionOf(refusal('SESSION_ALREADY_RUNNING', { sessionId: 's-9' }))).toBe('s-9');
    expect(runningSessionOf(refusal('PLAN_UPGRADE_REQUIRED', { requiredTier: 'basic' }))).toBeNull();
  });
});
