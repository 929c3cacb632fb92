import type { SessionAction, SessionClock, SessionDetail, SessionSummary } from '@urosim/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import {
  type ChatFailure,
  type ChatMessage,
  chatFailureText,
  errorMessage,
  INVALID_RESPONSE_TEXT,
  outgoingText,
  readTurn,
  toChatMessage,
} from './chat-messages';
import { type ClockReading, type ClockSync, readClock, syncClock, timeAnnouncement } from './session-clock';
import {
  buildSessionUpdate,
  type CaseSessionPhase,
  type CaseSessionUpdate,
  dispatchSessionUpdate,
  forgetSessionUpdate,
  onSessionRequests,
} from './session-events';
import {
  type Channel,
  endSession,
  fetchSessionDetails,
  requestExamination,
  requestInvestigation,
  startSession,
  streamChat,
} from './sessions-api';

/** The session of a case in this browser tab, so a return to the case page resumes it. */
const storageKey = (caseId: string) => `urosim:case-session:${caseId}`;
const readStored = (caseId: string) => {
  try {
    return sessionStorage.getItem(storageKey(caseId));
  } catch {
    return null;
  }
};
const writeStored = (caseId: string, sessionId: string | null) => {
  try {
    if (sessionId) sessionStorage.setItem(storageKey(caseId), sessionId);
    else sessionStorage.removeItem(storageKey(caseId));
  } catch {
    // Storage can be unavailable (private modes); the address still holds the session.
  }
};

const TICK_MS = 250;
const HEARTBEAT_MS = 1000;
const REFRESH_GAP_MS = 2000;

type Status = 'idle' | 'starting' | 'restoring' | 'ready' | 'missing' | 'failed';
type ChatState = { messages: ChatMessage[]; isPending: boolean };
const emptyChats = (): Record<Channel, ChatState> => ({
  patient: { messages: [], isPending: false },
  nurse: { messages: [], isPending: false },
});

const isClock = (value: unknown): value is SessionClock =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionClock).phase === 'string' &&
  typeof (value as SessionClock).endsAt === 'string';

const sameReading = (a: ClockReading | null, b: ClockReading) =>
  a !== null &&
  a.phase === b.phase &&
  a.remainingSeconds === b.remainingSeconds &&
  a.countdown === b.countdown &&
  a.elapsedSeconds === b.elapsedSeconds;

const upsertAction = (actions: SessionAction[], action: SessionAction) => {
  const index = actions.findIndex((a) => a.kind === action.kind && a.itemId === action.itemId);
  if (index === -1) return [...actions, action];
  const next = [...actions];
  next[index] = action;
  return next;
};

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

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : error instanceof Error ? error.message : fallback;

/**
 * Runs a case's timed session on the case page: start and stop (from the header's requests), the
 * server's clock read every second and dispatched to the header, the chats, the examinations and
 * investigations, and resuming after a reload (the session id is in the address as `session`).
 */
export const useCaseSession = ({
  caseId,
  durationSeconds,
  isPreview,
  isFacilitatorMode,
}: {
  caseId: string;
  durationSeconds: number | undefined;
  isPreview: boolean;
  isFacilitatorMode: boolean;
}) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionId = searchParams.get('session');
  const [status, setStatus] = useState<Status>(sessionId ? 'restoring' : 'idle');
  const [session, setSession] = useState<SessionDetail | null>(null);
  const [sync, setSync] = useState<ClockSync | null>(null);
  const [reading, setReading] = useState<ClockReading | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isEnding, setIsEnding] = useState(false);
  const [chats, setChats] = useState(emptyChats);
  const [pendingActions, setPendingActions] = useState<ReadonlySet<string>>(new Set());
  const [actionErrors, setActionErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const [attempt, setAttempt] = useState(0);
  const counter = useRef(0);
  const pendingChannels = useRef(new Set<Channel>());
  const pendingKeys = useRef(new Set<string>());
  const restoredFromStorage = useRef(false);
  const lastRefresh = useRef(0);
  const aborts = useRef(new Set<AbortController>());
  const sessionRef = useRef<SessionDetail | null>(null);
  sessionRef.current = session;

  const nextLocalId = () => {
    counter.current += 1;
    return `local-${counter.current}`;
  };

  /** A clock from any response. An ended clock is final: a late answer cannot reopen the session. */
  const resync = useCallback((clock: SessionClock) => {
    const received = Date.now();
    setSync((previous) => {
      if (previous?.clock.phase === 'ended' && clock.phase !== 'ended') return previous;
      return syncClock(clock, received);
    });
    setSession((previous) =>
      previous && !(previous.clock.phase === 'ended' && clock.phase !== 'ended')
        ? { ...previous, clock }
        : previous,
    );
  }, []);

  const adopt = useCallback((detail: SessionDetail) => {
    setSession(detail);
    setSync(syncClock(detail.clock, Date.now()));
    setChats({
      patient: {
        messages: detail.transcript.filter((line) => line.channel === 'patient').map(toChatMessage),
        isPending: false,
      },
      nurse: {
        messages: detail.transcript.filter((line) => line.channel === 'nurse').map(toChatMessage),
        isPending: false,
      },
    });
  }, []);

  // A session remembered by this tab resumes when the address does not name one.
  useEffect(() => {
    if (sessionId || isPreview) return;
    const stored = readStored(caseId);
    if (!stored) return;
    restoredFromStorage.current = true;
    setStatus('restoring');
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('session', stored);
        return next;
      },
      { replace: true },
    );
  }, [caseId, sessionId, isPreview, setSearchParams]);

  // The session named by the address: loaded after a reload, with transcript, actions, notes and clock.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) loads it again
  useEffect(() => {
    if (!sessionId || sessionRef.current?.id === sessionId) return;
    const controller = new AbortController();
    setStatus('restoring');
    fetchSessionDetails(sessionId, controller.signal)
      .then((detail) => {
        const isStale = restoredFromStorage.current && detail.clock.phase === 'ended';
        restoredFromStorage.current = false;
        if (isStale || detail.case.id !== caseId) {
          // A finished session remembered by the tab, or one of another case: start afresh.
          writeStored(caseId, null);
          setStatus('idle');
          setSearchParams(
            (previous) => {
              const next = new URLSearchParams(previous);
              next.delete('session');
              return next;
            },
            { replace: true },
          );
          return;
        }
        adopt(detail);
        writeStored(caseId, detail.id);
        setStatus('ready');
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        restoredFromStorage.current = false;
        if (isApiError(failure) && failure.status === 404) {
          writeStored(caseId, null);
          setStatus('missing');
        } else {
          setError(messageOf(failure, 'The session could not be loaded.'));
          setStatus('failed');
        }
      });
    return () => controller.abort();
  }, [sessionId, caseId, adopt, setSearchParams, attempt]);

  // The clock, read a few times a second; the page re-renders only when the reading changes.
  useEffect(() => {
    if (!sync) return;
    const tick = () => {
      const next = readClock(sync, Date.now());
      setReading((previous) => (sameReading(previous, next) ? previous : next));
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [sync]);

  // The server decides the end: until it says so, a clock that ran out here shows 0:00, still active.
  const isEndUnconfirmed = reading?.phase === 'ended' && session?.clock.phase !== 'ended';
  const phase: CaseSessionPhase =
    status === 'starting' || status === 'restoring'
      ? 'loading'
      : session && reading
        ? isEndUnconfirmed
          ? 'active'
          : reading.phase
        : 'idle';
  const duration = session?.clock.durationSeconds ?? durationSeconds;
  const timer =
    phase === 'active' || phase === 'ended' ? (reading?.remainingSeconds ?? 0) : (duration ?? 600);

  const update: CaseSessionUpdate = useMemo(
    () =>
      buildSessionUpdate({
        phase,
        timer,
        countdown: reading?.countdown ?? 0,
        mode: session?.mode ?? 'Chat',
        // No facilitator connection exists yet; a start never waits for one.
        facilitatorReady: !isFacilitatorMode,
        isInCooldown: status === 'starting' || isEnding,
      }),
    [phase, timer, reading?.countdown, session?.mode, isFacilitatorMode, status, isEnding],
  );

  // The header hears every change at once, and the current state every second.
  const updateRef = useRef(update);
  updateRef.current = update;
  useEffect(() => {
    dispatchSessionUpdate(update);
  }, [update]);
  useEffect(() => {
    const timer = setInterval(() => dispatchSessionUpdate(updateRef.current), HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      forgetSessionUpdate();
    };
  }, []);

  // Polite announcements: the start, the low- and critical-time thresholds, the end.
  const endReason = session?.clock.endReason ?? null;
  const previous = useRef<{ phase: CaseSessionPhase; remaining: number | null }>({ phase, remaining: null });
  useEffect(() => {
    const before = previous.current;
    const remaining = phase === 'active' ? timer : null;
    let text: string | null = null;
    if (phase === 'active' && before.phase === 'countdown') {
      text = `The session has started. ${Math.round(timer / 60)} minutes on the clock.`;
    } else if (phase === 'active') {
      text = timeAnnouncement(before.remaining, timer);
    } else if (phase === 'ended' && (before.phase === 'active' || before.phase === 'countdown')) {
      text = endReason === 'completed' ? 'The session has ended.' : 'Time is up. The session has ended.';
    }
    previous.current = { phase, remaining };
    if (text) setAnnouncement(text);
  }, [phase, timer, endReason]);

  const refresh = useCallback(async () => {
    const current = sessionRef.current;
    if (!current) return;
    lastRefresh.current = Date.now();
    try {
      const detail = await fetchSessionDetails(current.id);
      // The transcript is this page's own; a refresh brings actions, notes' summary and the clock.
      setSession((s) => (s ? { ...s, actions: detail.actions, summary: detail.summary ?? s.summary } : s));
      resync(detail.clock);
    } catch {
      // The next tick tries again.
    }
  }, [resync]);

  // Results that should be back, or a clock that ran out here first: ask the server.
  useEffect(() => {
    if (!session || !reading) return;
    if (Date.now() - lastRefresh.current < REFRESH_GAP_MS) return;
    const isDue = session.actions.some(
      (action) =>
        action.result === null &&
        (reading.phase === 'ended' || action.availableAtSeconds <= reading.elapsedSeconds),
    );
    if (isDue || isEndUnconfirmed) void refresh();
  }, [session, reading, isEndUnconfirmed, refresh]);

  useEffect(
    () => () => {
      for (const controller of aborts.current) controller.abort();
    },
    [],
  );

  const start = useCallback(async () => {
    if (isPreview || status === 'starting' || status === 'restoring' || sessionRef.current) return;
    setStatus('starting');
    setError(null);
    try {
      const { session: started } = await startSession(caseId);
      adopt(started);
      writeStored(caseId, started.id);
      setStatus('ready');
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('session', started.id);
          return next;
        },
        { replace: true },
      );
    } catch (failure) {
      setError(messageOf(failure, 'The session could not be started. Please try again.'));
      setStatus('idle');
    }
  }, [isPreview, status, caseId, adopt, setSearchParams]);

  const stop = useCallback(async () => {
    const current = sessionRef.current;
    if (!current || isEnding || (phase !== 'active' && phase !== 'countdown')) return;
    setIsEnding(true);
    try {
      const { clock } = await endSession(current.id);
      resync(clock);
    } catch (failure) {
      setError(messageOf(failure, 'The session could not be ended. Please try again.'));
    } finally {
      setIsEnding(false);
    }
  }, [isEnding, phase, resync]);

  // The header's buttons only raise requests; this page carries them out.
  const startRef = useRef(start);
  const stopRef = useRef(stop);
  startRef.current = start;
  stopRef.current = stop;
  useEffect(
    () =>
      onSessionRequests({
        onStart: () => void startRef.current(),
        onStop: () => void stopRef.current(),
      }),
    [],
  );

  const updateChat = (channel: Channel, change: (chat: ChatState) => ChatState) =>
    setChats((all) => ({ ...all, [channel]: change(all[channel]) }));

  /** Sends a chat message; false when nothing was sent (empty, a reply pending, not active). */
  const send = (channel: Channel, draft: string): boolean => {
    const text = outgoingText(draft);
    const current = sessionRef.current;
    if (text === null || !current || phase !== 'active' || pendingChannels.current.has(channel)) return false;
    pendingChannels.current.add(channel);
    const at = new Date().toISOString();
    const userId = nextLocalId();
    const botId = nextLocalId();
    updateChat(channel, (chat) => ({
      isPending: true,
      messages: [
        ...chat.messages,
        { id: userId, text, sender: 'user', timestamp: at },
        { id: botId, text: '', sender: 'bot', timestamp: at, isStreaming: true },
      ],
    }));
    const replaceBot = (replacement: ChatMessage[]) =>
      updateChat(channel, (chat) => ({
        ...chat,
        messages: chat.messages.flatMap((m) => (m.id === botId ? replacement : [m])),
      }));
    const fail = (failure: ChatFailure | string) =>
      replaceBot([
        errorMessage(
          botId,
          typeof failure === 'string' ? failure : chatFailureText(failure),
          new Date().toISOString(),
        ),
      ]);
    const complete = (value: unknown) => {
      const turn = readTurn(value);
      if (!turn) return fail(INVALID_RESPONSE_TEXT);
      updateChat(channel, (chat) => ({
        ...chat,
        messages: chat.messages.map((m) =>
          m.id === userId ? toChatMessage(turn.message) : m.id === botId ? toChatMessage(turn.reply) : m,
        ),
      }));
      if (isClock(turn.clock)) resync(turn.clock);
    };

    const controller = new AbortController();
    aborts.current.add(controller);
    let isSettled = false;
    void streamChat(
      channel,
      current.id,
      text,
      (event) => {
        if (isSettled) return;
        if (event.event === 'text') {
          const { chunk } = event.data;
          updateChat(channel, (chat) => ({
            ...chat,
            messages: chat.messages.map((m) => (m.id === botId ? { ...m, text: m.text + chunk } : m)),
          }));
        } else if (event.event === 'done') {
          isSettled = true;
          complete(event.data);
        } else if (event.event === 'error') {
          isSettled = true;
          const { code, message } = event.data;
          fail({ serverMessage: message, code });
          if (code === 'SESSION_ENDED' || code === 'SESSION_NOT_STARTED') void refresh();
        } else {
          isSettled = true;
          fail(INVALID_RESPONSE_TEXT);
        }
      },
      controller.signal,
    )
      .then((result) => {
        if (isSettled) return;
        isSettled = true;
        if (!result.isStreamed) complete(result.data);
        else fail(INVALID_RESPONSE_TEXT);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted || isSettled) return;
        isSettled = true;
        fail(failureOf(failure));
        if (isApiError(failure) && failure.status === 409) void refresh();
      })
      .finally(() => {
        aborts.current.delete(controller);
        pendingChannels.current.delete(channel);
        updateChat(channel, (chat) => ({ ...chat, isPending: false }));
      });
    return true;
  };

  const requestAction = async (kind: 'examination' | 'investigation', itemId: string) => {
    const current = sessionRef.current;
    const key = `${kind}:${itemId}`;
    if (!current || phase !== 'active' || pendingKeys.current.has(key)) return;
    pendingKeys.current.add(key);
    setPendingActions((keys) => new Set(keys).add(key));
    setActionErrors(({ [key]: _gone, ...rest }) => rest);
    try {
      const answer =
        kind === 'examination'
          ? await requestExamination(current.id, itemId)
          : await requestInvestigation(current.id, itemId);
      const action = answer.action;
      if (action) setSession((s) => (s ? { ...s, actions: upsertAction(s.actions, action) } : s));
      resync(answer.clock);
    } catch (failure) {
      setActionErrors((errors) => ({
        ...errors,
        [key]: messageOf(failure, 'The request could not be made. Please try again.'),
      }));
      if (isApiError(failure) && failure.status === 409) void refresh();
    } finally {
      pendingKeys.current.delete(key);
      setPendingActions((keys) => {
        const next = new Set(keys);
        next.delete(key);
        return next;
      });
    }
  };

  const setSummary = (summary: SessionSummary & { submittedAt: string }) =>
    setSession((s) => (s ? { ...s, summary } : s));

  /** Leaves a session that cannot be loaded, to start a new one. */
  const forget = () => {
    writeStored(caseId, null);
    setError(null);
    setStatus('idle');
    setSession(null);
    setSync(null);
    setReading(null);
    setChats(emptyChats());
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('session');
        return next;
      },
      { replace: true },
    );
  };

  return {
    status,
    phase,
    session,
    reading,
    timer,
    update,
    error,
    dismissError: () => setError(null),
    announcement,
    isEnding,
    chats,
    pendingActions,
    actionErrors,
    start,
    stop,
    send,
    requestAction,
    setSummary,
    forget,
    /** Loads the session of the address again after a failure. */
    retry: () => {
      setError(null);
      setAttempt((n) => n + 1);
    },
  };
};

export type CaseSessionState = ReturnType<typeof useCaseSession>;
