// The hand-off editor's autosave, as a small state machine apart from React (ADR 0116: `PUT` 800 ms
// after the last keystroke). One save at a time; what is typed during a save is saved after it; a
// failed save is retried on its own, sooner or later by how often it failed, and at once on Retry.
// The clock is injectable, so the unit tests drive it with fake timers.

/** Where the draft stands: nothing changed yet, waiting for typing to pause, saving, saved, failed. */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export type AutosaveState = {
  status: AutosaveStatus;
  /** The last failure, while the status is `failed`. */
  error: unknown;
  /** Failures in a row (0 after a save goes through). */
  failures: number;
};

type Timers = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type AutosaveOptions<T, R> = {
  /** What is on the server when the editor opens. */
  initial: T;
  save: (value: T) => Promise<R>;
  isEqual: (a: T, b: T) => boolean;
  /** Each answer of a save that went through, with the value it saved. */
  onSaved?: (result: R, value: T) => void;
  delayMs: number;
  /** Waits before the automatic retries after 1, 2, 3… failures in a row (the last one repeats). */
  retryDelaysMs?: readonly number[];
  /** Whether a failure is worth retrying on its own (a network error, a 5xx); Retry always tries. */
  isRetryable?: (error: unknown) => boolean;
  timers?: Timers;
};

export type Autosave<T> = {
  /** The draft changed: save it once typing pauses. */
  change: (value: T) => void;
  /** Save now whatever is not saved yet; true once the server holds the latest draft. */
  flush: () => Promise<boolean>;
  /** Try a failed save again now. */
  retry: () => void;
  /** Whether the latest draft is not yet on the server (or a save is under way). */
  isDirty: () => boolean;
  /** The latest draft. */
  latest: () => T;
  getState: () => AutosaveState;
  subscribe: (listener: () => void) => () => void;
  /** Leaving the editor: saves what is not saved yet once (no retries after), then stops. */
  leave: () => Promise<boolean>;
  /** Stops the timers and forgets the listeners. */
  dispose: () => void;
};

const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 10_000, 30_000] as const;

export const createAutosave = <T, R>(options: AutosaveOptions<T, R>): Autosave<T> => {
  const timers: Timers = options.timers ?? {
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const isRetryable = options.isRetryable ?? (() => true);
  const listeners = new Set<() => void>();

  let saved = options.initial;
  let latest = options.initial;
  let state: AutosaveState = { status: 'idle', error: null, failures: 0 };
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;
  let isDisposed = false;

  const setState = (next: Partial<AutosaveState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const startTimer = (ms: number) => {
    stopTimer();
    if (isDisposed) return;
    timer = timers.setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  };
  const isCurrent = () => options.isEqual(latest, saved);

  /** Saves the latest draft; while a save is under way, waits for it and saves again if needed. */
  const run = async (): Promise<void> => {
    if (inFlight) {
      await inFlight;
      // The save that was under way may have left newer typing unsaved.
      if (!isCurrent() && !isDisposed && state.status !== 'failed') return run();
      return;
    }
    if (isCurrent()) {
      if (state.status !== 'idle') setState({ status: 'saved', error: null });
      return;
    }
    const value = latest;
    setState({ status: 'saving' });
    inFlight = (async () => {
      try {
        const result = await options.save(value);
        saved = value;
        state = { ...state, failures: 0, error: null };
        options.onSaved?.(result, value);
        // Typing during the save keeps its own timer running; otherwise it is all saved.
        setState({ status: isCurrent() ? 'saved' : timer === null ? 'saving' : 'pending' });
      } catch (error) {
        const failures = state.failures + 1;
        setState({ status: 'failed', error, failures });
        if (isRetryable(error)) {
          startTimer(retryDelays[Math.min(failures, retryDelays.length) - 1] ?? 30_000);
        }
      }
    })();
    try {
      await inFlight;
    } finally {
      inFlight = null;
    }
    // Typed during the save, and its pause has already come: save that too.
    if (state.status === 'saving' && !isCurrent() && !isDisposed) return run();
  };

  const flush = async () => {
    stopTimer();
    await run();
    return isCurrent() && state.status !== 'failed';
  };
  const dispose = () => {
    isDisposed = true;
    stopTimer();
    listeners.clear();
  };

  return {
    change: (value) => {
      latest = value;
      if (isCurrent() && !inFlight) {
        stopTimer();
        if (state.status !== 'idle') setState({ status: 'saved', error: null });
        return;
      }
      // A failed draft keeps saying so (and retrying) until a save goes through.
      if (state.status !== 'failed' && state.status !== 'saving') setState({ status: 'pending' });
      startTimer(options.delayMs);
    },
    flush,
    retry: () => {
      stopTimer();
      void run();
    },
    isDirty: () => !isCurrent() || inFlight !== null,
    latest: () => latest,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    leave: async () => {
      listeners.clear();
      const isSaved = await flush();
      dispose();
      return isSaved;
    },
    dispose,
  };
};
