import type { SessionClock, SessionLength, SessionSummary } from '@urosim/contracts';
import { useCallback, useMemo, useState } from 'react';
import {
  failureMessage,
  headerSeconds,
  requiredTierOf,
  runningSessionOf,
  sessionPhase,
  withClock,
} from './session-detail';
import { buildSessionUpdate } from './session-events';
import { readPreferredMode } from './session-storage';
import { startSession } from './sessions-api';
import { useHeaderLink } from './use-header-link';
import { useResultPolling } from './use-result-polling';
import { useSessionActions } from './use-session-actions';
import { useSessionAnnouncements } from './use-session-announcements';
import { useSessionChats } from './use-session-chats';
import { useSessionClock } from './use-session-clock';
import { useSessionDetail } from './use-session-detail';
import { useSessionEnd } from './use-session-end';

/**
 * Runs a case's timed session on the case page: start and stop (from the header's requests), the
 * server's clock read every second and dispatched to the header, the chats, the examinations and
 * investigations, and resuming after a reload (the session id is in the address as `session`).
 * Each concern is a hook of its own; this one composes them.
 */
export const useCaseSession = ({
  caseId,
  durationSeconds,
  minutes = null,
  isPreview,
  facilitatorReady = false,
  isCaseMissing = false,
  isLocked = false,
}: {
  caseId: string;
  durationSeconds: number | undefined;
  /** The length chosen for the next start (null: the case's own). */
  minutes?: SessionLength | null;
  isPreview: boolean;
  /** Facilitator mode (`fm`): the page starts and stops; the facilitator only watches. */
  isFacilitatorMode?: boolean;
  /** A facilitator watching the session is ready (the live room's events); a start never waits for it. */
  facilitatorReady?: boolean;
  /** The case does not exist (or is not available): nothing can be started. */
  isCaseMissing?: boolean;
  /** The viewer's plan does not open the case (`locked`): nothing can be started. */
  isLocked?: boolean;
}) => {
  const detail = useSessionDetail({ caseId, isPreview });
  const { session, update: updateSession } = detail;
  const reading = useSessionClock(session?.clock ?? null, detail.receivedAt);
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The tier a start was refused for (PLAN_UPGRADE_REQUIRED): the page shows the way to upgrade.
  const [refusedForTier, setRefusedForTier] = useState<string | null>(null);
  const cannotStart = isCaseMissing || isLocked || refusedForTier !== null;

  const status = isStarting ? 'starting' : detail.status;
  const phase = sessionPhase({
    isLoading: status === 'starting' || status === 'restoring',
    detail: session,
    reading,
  });
  const timer = headerSeconds(phase, reading, session?.clock.durationSeconds ?? durationSeconds);
  const isActive = phase === 'active';

  const applyClock = useCallback(
    (clock: SessionClock) => updateSession((current) => withClock(current, clock)),
    [updateSession],
  );
  const refresh = useResultPolling(session, reading, detail.refresh);
  const { chats, send, receive } = useSessionChats({
    session,
    isActive,
    onClock: applyClock,
    onConflict: refresh,
  });
  const actions = useSessionActions({
    sessionId: session?.id ?? null,
    isActive,
    update: updateSession,
    onConflict: refresh,
  });
  const announcement = useSessionAnnouncements(phase, timer, session?.clock.endReason ?? null);

  const ending = useSessionEnd({ session, phase, applyClock, onError: setError });
  const { isEnding } = ending;

  const update = useMemo(
    () =>
      buildSessionUpdate({
        phase,
        timer,
        countdown: reading?.countdown ?? 0,
        mode: session?.mode ?? 'Chat',
        // Shown beside the controls; a start never waits for it.
        facilitatorReady,
        // A case that does not exist, or that the plan does not open, offers no start: the header's
        // button stays disabled.
        isInCooldown: isStarting || isEnding || cannotStart,
      }),
    [phase, timer, reading?.countdown, session?.mode, facilitatorReady, isStarting, isEnding, cannotStart],
  );

  const start = async () => {
    if (isPreview || cannotStart || status === 'starting' || status === 'restoring' || session) return;
    setIsStarting(true);
    setError(null);
    try {
      const { session: started } = await startSession(caseId, readPreferredMode(), minutes);
      detail.adopt(started);
    } catch (failure) {
      // This case's session is already running (another tab, a link without its session): it is
      // resumed, not started again.
      const runningId = runningSessionOf(failure);
      const tier = requiredTierOf(failure);
      if (runningId) detail.resume(runningId);
      else if (tier) setRefusedForTier(tier);
      else setError(failureMessage(failure, 'The session could not be started. Please try again.'));
    } finally {
      setIsStarting(false);
    }
  };

  useHeaderLink(update, { onStart: () => void start(), onStop: ending.requestStop });

  return {
    status,
    phase,
    session,
    reading,
    timer,
    update,
    error: detail.loadError ?? error,
    dismissError: () => setError(null),
    /** The tier a start was refused for (PLAN_UPGRADE_REQUIRED), or null. */
    refusedForTier,
    announcement,
    isEnding,
    isConfirmingEnd: ending.isConfirmingEnd,
    cancelStop: ending.cancelStop,
    chats,
    pendingActions: actions.pendingActions,
    actionErrors: actions.actionErrors,
    start,
    stop: ending.stop,
    send,
    /** A transcript line that came by the live room (a colleague's reply). */
    receiveLine: receive,
    requestAction: actions.requestAction,
    setSummary: (summary: SessionSummary & { submittedAt: string }) =>
      updateSession((current) => ({ ...current, summary })),
    /** Leaves a session that cannot be loaded, to start a new one. */
    forget: () => {
      setError(null);
      detail.forget();
    },
    /** Loads the session of the address again after a failure. */
    retry: () => {
      setError(null);
      detail.retry();
    },
  };
};

export type CaseSessionState = ReturnType<typeof useCaseSession>;
