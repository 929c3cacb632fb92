import type { SessionAction, SessionClock, SessionDetail } from '@urosim/contracts';
import { isApiError } from '../../api/client';
import type { ClockReading } from './session-clock';
import type { CaseSessionPhase } from './session-events';

/** A clock from any response. An ended clock is final: a late answer cannot reopen the session. */
export const laterClock = (current: SessionClock, next: SessionClock) =>
  current.phase === 'ended' && next.phase !== 'ended' ? current : next;

/**
 * A session as the server sent it again, over what this page holds: the clock follows the rule
 * above, and a summary this page has submitted stays until the server has it too.
 */
export const mergeSessionDetail = (current: SessionDetail | undefined, next: SessionDetail): SessionDetail =>
  current
    ? { ...next, clock: laterClock(current.clock, next.clock), summary: next.summary ?? current.summary }
    : next;

export const withClock = (detail: SessionDetail, clock: SessionClock): SessionDetail => ({
  ...detail,
  clock: laterClock(detail.clock, clock),
});

/** Adds an examination or investigation, or replaces the one of the same item. */
export const withAction = (detail: SessionDetail, action: SessionAction): SessionDetail => {
  const index = detail.actions.findIndex((a) => a.kind === action.kind && a.itemId === action.itemId);
  const actions = [...detail.actions];
  if (index === -1) actions.push(action);
  else actions[index] = action;
  return { ...detail, actions };
};

/** Results that should be back by now (or the session is over) but have not arrived. */
export const hasDueResults = (detail: SessionDetail, reading: ClockReading) =>
  detail.actions.some(
    (action) =>
      action.result === null &&
      (reading.phase === 'ended' || action.availableAtSeconds <= reading.elapsedSeconds),
  );

/**
 * The phase the header shows. The server decides the end: until it says so, a clock that ran out
 * here shows 0:00, still active.
 */
export const sessionPhase = (input: {
  isLoading: boolean;
  detail: SessionDetail | null;
  reading: ClockReading | null;
}): CaseSessionPhase => {
  const { isLoading, detail, reading } = input;
  if (isLoading) return 'loading';
  if (!detail || !reading) return 'idle';
  return isEndUnconfirmed(detail, reading) ? 'active' : reading.phase;
};

/** The clock ran out here, but the server has not said the session ended. */
export const isEndUnconfirmed = (detail: SessionDetail | null, reading: ClockReading | null) =>
  reading?.phase === 'ended' && detail?.clock.phase !== 'ended';

/** Seconds on the header's timer: left while active or ended, else the whole duration (10:00 by default). */
export const headerSeconds = (
  phase: CaseSessionPhase,
  reading: ClockReading | null,
  durationSeconds: number | undefined,
) => (phase === 'active' || phase === 'ended' ? (reading?.remainingSeconds ?? 0) : (durationSeconds ?? 600));

/** The message of a failed request, for an alert. */
export const failureMessage = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : fallback;

/**
 * The tier a refused start needs (`PLAN_UPGRADE_REQUIRED`, `details.requiredTier`), if the plan is
 * why it failed; 'premium' when the server named none.
 */
export const requiredTierOf = (error: unknown): string | null => {
  if (!isApiError(error) || error.code !== 'PLAN_UPGRADE_REQUIRED') return null;
  const tier = (error.details as { requiredTier?: unknown } | undefined)?.requiredTier;
  return typeof tier === 'string' ? tier : 'premium';
};

/** The running session a refused start names (`SESSION_ALREADY_RUNNING`), if that is why it failed. */
export const runningSessionOf = (error: unknown): string | null => {
  if (!isApiError(error) || error.code !== 'SESSION_ALREADY_RUNNING') return null;
  const sessionId = (error.details as { sessionId?: unknown } | undefined)?.sessionId;
  return typeof sessionId === 'string' ? sessionId : null;
};
