import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildSessionUpdate,
  CASE_SESSION_START_REQUEST,
  CASE_SESSION_STOP_REQUEST,
  CASE_SESSION_UPDATE,
  type CaseSessionUpdate,
  caseModeFromSearch,
  controlsView,
  dispatchSessionUpdate,
  forgetSessionUpdate,
  latestSessionUpdate,
  onSessionRequests,
  onSessionUpdate,
  requestSession,
} from './session-events';

describe('session update events', () => {
  it('carry exactly the fields of the specification, section 3', () => {
    const update = buildSessionUpdate({ phase: 'active', timer: 100 });
    expect(Object.keys(update).sort()).toEqual(
      [
        'phase',
        'isActive',
        'timer',
        'isCountingDown',
        'countdown',
        'mode',
        'isAvatarMode',
        'isLowTime',
        'isCriticalTime',
        'facilitatorReady',
        'isInCooldown',
      ].sort(),
    );
    expect(update).toEqual({
      phase: 'active',
      isActive: true,
      timer: 100,
      isCountingDown: false,
      countdown: 0,
      mode: 'Chat',
      isAvatarMode: false,
      isLowTime: true,
      isCriticalTime: false,
      facilitatorReady: false,
      isInCooldown: false,
    });
  });

  it('derive countdown, low and critical states from the phase and the timer', () => {
    expect(buildSessionUpdate({ phase: 'countdown', timer: 600, countdown: 3 })).toMatchObject({
      isCountingDown: true,
      countdown: 3,
      isActive: false,
      isLowTime: false,
    });
    expect(buildSessionUpdate({ phase: 'active', timer: 30 })).toMatchObject({
      isLowTime: true,
      isCriticalTime: true,
    });
    expect(buildSessionUpdate({ phase: 'idle', timer: 20, countdown: 2 })).toMatchObject({
      countdown: 0,
      isLowTime: false,
    });
    expect(buildSessionUpdate({ phase: 'active', timer: 200, mode: 'Avatar' }).isAvatarMode).toBe(true);
  });
});

describe('header controls view', () => {
  const view = (update: Partial<Parameters<typeof buildSessionUpdate>[0]> | null, isPreview = false) =>
    controlsView(update ? buildSessionUpdate({ phase: 'idle', timer: 600, ...update }) : null, { isPreview });

  it('shows Start Session and 10:00, disabled, until the case page has said anything', () => {
    expect(view(null)).toEqual({
      label: 'Start Session',
      isDisabled: true,
      action: 'start',
      timer: '10:00',
      tone: 'normal',
    });
    expect(view({ phase: 'idle' }).isDisabled).toBe(false);
  });

  it('follows the phases with the exact labels of section 4', () => {
    expect(view({ phase: 'idle', timer: 900 })).toMatchObject({
      label: 'Start Session',
      action: 'start',
      timer: '15:00',
    });
    expect(view({ phase: 'loading' })).toMatchObject({
      label: 'Starting...',
      isDisabled: true,
      action: null,
    });
    expect(view({ phase: 'countdown', countdown: 3 })).toMatchObject({
      label: 'Starting in 3...',
      isDisabled: true,
    });
    expect(view({ phase: 'countdown', countdown: 1 }).label).toBe('Starting in 1...');
    expect(view({ phase: 'active', timer: 545 })).toMatchObject({
      label: 'End Session',
      isDisabled: false,
      action: 'stop',
      timer: '9:05',
      tone: 'normal',
    });
    expect(view({ phase: 'ended', timer: 0 })).toEqual({
      label: 'Session Completed',
      isDisabled: true,
      action: null,
      timer: null,
      tone: 'normal',
    });
  });

  it('styles low and critical time', () => {
    expect(view({ phase: 'active', timer: 120 }).tone).toBe('low');
    expect(view({ phase: 'active', timer: 30 }).tone).toBe('critical');
  });

  it('disables the button while a request is being carried out', () => {
    expect(view({ phase: 'active', timer: 300, isInCooldown: true }).isDisabled).toBe(true);
    expect(view({ phase: 'idle', isInCooldown: true }).isDisabled).toBe(true);
  });

  it('is a disabled Preview Mode in preview, whatever the phase', () => {
    expect(view(null, true)).toMatchObject({ label: 'Preview Mode', isDisabled: true, action: null });
    expect(view({ phase: 'active', timer: 10 }, true)).toMatchObject({
      label: 'Preview Mode',
      isDisabled: true,
    });
  });
});

describe('case page query', () => {
  it.each([
    ['', { isPreview: false, isFacilitatorMode: false, facilitatorSessionId: null }],
    ['?preview=true', { isPreview: true, isFacilitatorMode: false, facilitatorSessionId: null }],
    ['?preview=1', { isPreview: false, isFacilitatorMode: false, facilitatorSessionId: null }],
    ['?fm', { isPreview: false, isFacilitatorMode: true, facilitatorSessionId: null }],
    ['?fm=true', { isPreview: false, isFacilitatorMode: true, facilitatorSessionId: null }],
    ['?fm=false', { isPreview: false, isFacilitatorMode: false, facilitatorSessionId: null }],
    ['?facilitatorSessionId=abc', { isPreview: false, isFacilitatorMode: true, facilitatorSessionId: 'abc' }],
    ['?facId=xyz&preview=true', { isPreview: true, isFacilitatorMode: true, facilitatorSessionId: 'xyz' }],
  ])('%s', (search, expected) => {
    expect(caseModeFromSearch(search)).toEqual(expected);
  });
});

describe('window events', () => {
  const realWindow = globalThis.window;
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = new EventTarget();
  });
  afterEach(() => {
    (globalThis as { window?: unknown }).window = realWindow;
    forgetSessionUpdate();
  });

  it('the controls raise start and stop requests that the page hears', () => {
    const heard: string[] = [];
    const names: string[] = [];
    for (const name of [CASE_SESSION_START_REQUEST, CASE_SESSION_STOP_REQUEST]) {
      window.addEventListener(name, () => names.push(name));
    }
    const stop = onSessionRequests({ onStart: () => heard.push('start'), onStop: () => heard.push('stop') });
    requestSession('start');
    requestSession('stop');
    stop();
    requestSession('start');
    expect(heard).toEqual(['start', 'stop']);
    expect(names).toEqual([
      'case-session:start-request',
      'case-session:stop-request',
      'case-session:start-request',
    ]);
  });

  it('the page dispatches case-session:update with the update as detail, and keeps the latest for late listeners', () => {
    const received: CaseSessionUpdate[] = [];
    const raw: unknown[] = [];
    window.addEventListener(CASE_SESSION_UPDATE, (event) => raw.push((event as CustomEvent).detail));
    const unsubscribe = onSessionUpdate((update) => received.push(update));
    const update = buildSessionUpdate({ phase: 'countdown', timer: 600, countdown: 2 });
    dispatchSessionUpdate(update);
    unsubscribe();
    dispatchSessionUpdate(buildSessionUpdate({ phase: 'active', timer: 599 }));
    expect(received).toEqual([update]);
    expect(raw).toHaveLength(2);
    expect(latestSessionUpdate()?.timer).toBe(599);
    forgetSessionUpdate();
    expect(latestSessionUpdate()).toBeNull();
  });
});
