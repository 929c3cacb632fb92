import { DEFAULT_DURATION_SECONDS, formatTimer, isCriticalTime, isLowTime } from './session-clock';

/**
 * How the header's session controls and the case page talk (specification, section 4): the
 * controls only raise start and stop requests as window events and show the updates the case page
 * dispatches; the case page runs the session. Both sides import this one small module.
 */

export const CASE_SESSION_START_REQUEST = 'case-session:start-request';
export const CASE_SESSION_STOP_REQUEST = 'case-session:stop-request';
export const CASE_SESSION_UPDATE = 'case-session:update';

export type CaseSessionPhase = 'idle' | 'loading' | 'countdown' | 'active' | 'ended';
export type CaseSessionMode = 'Chat' | 'Avatar';

/** The detail of a `case-session:update` event: exactly the fields of section 3. */
export type CaseSessionUpdate = {
  phase: CaseSessionPhase;
  isActive: boolean;
  /** Seconds on the clock: left while active, the whole duration before, 0 once ended. */
  timer: number;
  isCountingDown: boolean;
  /** The countdown's number while it runs (3, 2, 1), else 0. */
  countdown: number;
  mode: CaseSessionMode;
  isAvatarMode: boolean;
  isLowTime: boolean;
  isCriticalTime: boolean;
  /** Whether a facilitator is connected and ready; a start never waits for it. */
  facilitatorReady: boolean;
  /** A start or stop request is being carried out: further requests are ignored meanwhile. */
  isInCooldown: boolean;
};

/** Builds an update from the page's state. */
export const buildSessionUpdate = (input: {
  phase: CaseSessionPhase;
  timer: number;
  countdown?: number;
  mode?: CaseSessionMode;
  facilitatorReady?: boolean;
  isInCooldown?: boolean;
}): CaseSessionUpdate => {
  const mode = input.mode ?? 'Chat';
  const timer = Math.max(0, Math.round(input.timer));
  return {
    phase: input.phase,
    isActive: input.phase === 'active',
    timer,
    isCountingDown: input.phase === 'countdown',
    countdown: input.phase === 'countdown' ? Math.max(0, input.countdown ?? 0) : 0,
    mode,
    isAvatarMode: mode === 'Avatar',
    isLowTime: isLowTime(input.phase, timer),
    isCriticalTime: isCriticalTime(input.phase, timer),
    facilitatorReady: input.facilitatorReady ?? false,
    isInCooldown: input.isInCooldown ?? false,
  };
};

/** What the header's controls show for an update (null: nothing heard from the page yet). */
export type ControlsView = {
  label: string;
  isDisabled: boolean;
  /** What pressing the button requests. */
  action: 'start' | 'stop' | null;
  /** The m:ss timer, or null when the session is over. */
  timer: string | null;
  tone: 'normal' | 'low' | 'critical';
};

export const controlsView = (
  update: CaseSessionUpdate | null,
  options: { isPreview: boolean },
): ControlsView => {
  const timer = formatTimer(update?.timer ?? DEFAULT_DURATION_SECONDS);
  const tone = update?.isCriticalTime ? 'critical' : update?.isLowTime ? 'low' : 'normal';
  if (options.isPreview)
    return { label: 'Preview Mode', isDisabled: true, action: null, timer, tone: 'normal' };
  // Until the case page has said where it is, nobody would hear a request: the button waits.
  const cooling = update === null || update.isInCooldown;
  switch (update?.phase ?? 'idle') {
    case 'loading':
      return { label: 'Starting...', isDisabled: true, action: null, timer, tone };
    case 'countdown':
      return {
        label: `Starting in ${update?.countdown ?? 0}...`,
        isDisabled: true,
        action: null,
        timer,
        tone,
      };
    case 'active':
      return { label: 'End Session', isDisabled: cooling, action: 'stop', timer, tone };
    case 'ended':
      return { label: 'Session Completed', isDisabled: true, action: null, timer: null, tone: 'normal' };
    default:
      return { label: 'Start Session', isDisabled: cooling, action: 'start', timer, tone };
  }
};

/** Preview and facilitator mode from the page's query (specification, section 2). */
export const caseModeFromSearch = (search: string) => {
  const params = new URLSearchParams(search);
  const isOn = (name: string) => {
    const value = params.get(name);
    return value !== null && !['false', '0'].includes(value.toLowerCase());
  };
  const facilitatorSessionId = params.get('facilitatorSessionId') || params.get('facId') || null;
  return {
    isPreview: params.get('preview') === 'true',
    isFacilitatorMode: isOn('fm') || facilitatorSessionId !== null,
    facilitatorSessionId,
  };
};

// The latest update, for controls that mount after the page has dispatched (they load lazily).
let lastUpdate: CaseSessionUpdate | null = null;

export const latestSessionUpdate = () => lastUpdate;

/** The case page: tells the controls where the session is. */
export const dispatchSessionUpdate = (update: CaseSessionUpdate) => {
  lastUpdate = update;
  window.dispatchEvent(new CustomEvent<CaseSessionUpdate>(CASE_SESSION_UPDATE, { detail: update }));
};

/** The case page is gone: the controls fall back to their defaults. */
export const forgetSessionUpdate = () => {
  lastUpdate = null;
};

/** The controls: follow the page's updates. Returns the unsubscribe. */
export const onSessionUpdate = (listener: (update: CaseSessionUpdate) => void) => {
  const handle = (event: Event) => listener((event as CustomEvent<CaseSessionUpdate>).detail);
  window.addEventListener(CASE_SESSION_UPDATE, handle);
  return () => window.removeEventListener(CASE_SESSION_UPDATE, handle);
};

/** The controls: ask the page to start or stop. */
export const requestSession = (action: 'start' | 'stop') =>
  window.dispatchEvent(
    new CustomEvent(action === 'start' ? CASE_SESSION_START_REQUEST : CASE_SESSION_STOP_REQUEST),
  );

/** The page: hear the controls' requests. Returns the unsubscribe. */
export const onSessionRequests = (handlers: { onStart: () => void; onStop: () => void }) => {
  const start = () => handlers.onStart();
  const stop = () => handlers.onStop();
  window.addEventListener(CASE_SESSION_START_REQUEST, start);
  window.addEventListener(CASE_SESSION_STOP_REQUEST, stop);
  return () => {
    window.removeEventListener(CASE_SESSION_START_REQUEST, start);
    window.removeEventListener(CASE_SESSION_STOP_REQUEST, stop);
  };
};
