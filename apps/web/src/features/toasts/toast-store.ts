import type { ReactNode } from 'react';

/**
 * The toast stack (specification, sections 3, 4 and 9): toasts are added, then removed by their
 * timer, by hand or by clear-all; hovering pauses every timer; at most 5 show. No React here.
 */

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export type ToastAction = {
  label: string;
  onClick?: () => void;
  /** The toast closes after the action (default true). */
  dismiss?: boolean;
};

export type ToastInput = {
  message: string;
  type?: ToastType;
  title?: string;
  /** How long it shows, in ms (default 4000). */
  duration?: number;
  actions?: ToastAction[];
  /** Stays until removed by hand. */
  persistent?: boolean;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  /** A fixed id replaces the toast of that id instead of stacking a second one. */
  id?: string;
};

export type Toast = {
  id: string;
  message: string;
  type: ToastType;
  title?: string | undefined;
  duration: number;
  actions: ToastAction[];
  persistent: boolean;
  icon?: ReactNode;
};

export const TOAST_DEFAULT_DURATION_MS = 4_000;
export const TOAST_MAX_SHOWN = 5;

type Timer = ReturnType<typeof setTimeout>;
type Running = { timer: Timer | undefined; deadline: number; remaining: number };

export const createToastStore = ({
  now = Date.now,
  max = TOAST_MAX_SHOWN,
}: {
  now?: () => number;
  max?: number;
} = {}) => {
  let toasts: readonly Toast[] = [];
  const timers = new Map<string, Running>();
  const listeners = new Set<() => void>();
  let isPaused = false;
  let counter = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const stopTimer = (id: string) => {
    const running = timers.get(id);
    if (running?.timer) clearTimeout(running.timer);
    timers.delete(id);
  };

  const startTimer = (id: string, ms: number) => {
    const running: Running = { timer: undefined, deadline: now() + ms, remaining: ms };
    if (!isPaused) running.timer = setTimeout(() => remove(id), ms);
    timers.set(id, running);
  };

  const remove = (id: string) => {
    stopTimer(id);
    const next = toasts.filter((toast) => toast.id !== id);
    if (next.length === toasts.length) return;
    toasts = next;
    emit();
  };

  const add = (input: ToastInput): string => {
    counter += 1;
    const id = input.id ?? `toast-${counter}`;
    const toast: Toast = {
      id,
      message: input.message,
      type: input.type ?? 'info',
      title: input.title,
      duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
      actions: input.actions ?? [],
      persistent: input.persistent ?? false,
      ...(input.icon === undefined ? {} : { icon: input.icon }),
    };
    stopTimer(id);
    let next = [...toasts.filter((existing) => existing.id !== id), toast];
    while (next.length > max) {
      const [oldest, ...rest] = next;
      if (oldest) stopTimer(oldest.id);
      next = rest;
    }
    toasts = next;
    if (!toast.persistent) startTimer(id, toast.duration);
    emit();
    return id;
  };

  return {
    add,
    remove,
    /** Removes every toast. */
    clear: () => {
      for (const id of [...timers.keys()]) stopTimer(id);
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    /** Hover: every timer stops, keeping what was left of it. */
    pause: () => {
      if (isPaused) return;
      isPaused = true;
      const at = now();
      for (const running of timers.values()) {
        if (running.timer) clearTimeout(running.timer);
        running.timer = undefined;
        running.remaining = Math.max(0, running.deadline - at);
      }
    },
    /** Hover ends: each timer runs on for what was left. */
    resume: () => {
      if (!isPaused) return;
      isPaused = false;
      for (const [id, running] of [...timers.entries()]) startTimer(id, running.remaining);
    },
    getToasts: () => toasts,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one toast stack. */
export const toastStore = createToastStore();

/** Shows a toast; returns its id. */
export const showToast = (input: ToastInput) => toastStore.add(input);
