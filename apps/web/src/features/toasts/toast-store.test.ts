import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (store: ReturnType<typeof createToastStore>) => store.getToasts().map((t) => t.message);

describe('toast stack', () => {
  it('fills the defaults: type info, 4000 ms, no actions, not persistent', () => {
    const store = createToastStore();
    store.add({ message: 'Saved' });
    expect(store.getToasts()).toEqual([
      {
        id: 'toast-1',
        message: 'Saved',
        type: 'info',
        title: undefined,
        duration: 4_000,
        actions: [],
        persistent: false,
      },
    ]);
  });

  it('removes a toast when its time is up', () => {
    const store = createToastStore();
    store.add({ message: 'a' });
    store.add({ message: 'b', duration: 10_000 });
    vi.advanceTimersByTime(3_999);
    expect(messages(store)).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['b']);
    vi.advanceTimersByTime(6_000);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a persistent toast until removed by hand', () => {
    const store = createToastStore();
    const id = store.add({ message: 'stay', persistent: true });
    vi.advanceTimersByTime(60_000);
    expect(messages(store)).toEqual(['stay']);
    store.remove(id);
    expect(messages(store)).toEqual([]);
  });

  it('shows at most 5, dropping the oldest', () => {
    const store = createToastStore();
    for (const n of [1, 2, 3, 4, 5, 6, 7]) store.add({ message: `m${n}` });
    expect(messages(store)).toEqual(['m3', 'm4', 'm5', 'm6', 'm7']);
  });

  it('clears all', () => {
    const store = createToastStore();
    store.add({ message: 'a' });
    store.add({ message: 'b', persistent: true });
    store.clear();
    expect(messages(store)).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(messages(store)).toEqual([]);
  });

  it('pauses every timer while hovered and resumes with the time that was left', () => {
    const store = createToastStore();
    store.add({ message: 'a' });
    vi.advanceTimersByTime(3_000);
    store.pause();
    vi.advanceTimersByTime(20_000);
    expect(messages(store)).toEqual(['a']);
    store.add({ message: 'added while hovered' });
    vi.advanceTimersByTime(20_000);
    expect(messages(store)).toEqual(['a', 'added while hovered']);
    store.resume();
    vi.advanceTimersByTime(999);
    expect(messages(store)).toEqual(['a', 'added while hovered']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['added while hovered']);
    vi.advanceTimersByTime(3_000);
    expect(messages(store)).toEqual([]);
  });

  it('replaces a toast of the same id instead of stacking it, restarting its timer', () => {
    const store = createToastStore();
    store.add({ id: 'session-expired', message: 'first', duration: 10_000 });
    vi.advanceTimersByTime(9_000);
    store.add({ id: 'session-expired', message: 'again', duration: 10_000 });
    vi.advanceTimersByTime(9_000);
    expect(messages(store)).toEqual(['again']);
    vi.advanceTimersByTime(1_000);
    expect(messages(store)).toEqual([]);
  });

  it('tells subscribers of changes', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const id = store.add({ message: 'a' });
    store.remove(id);
    store.remove(id); // already gone: no change
    unsubscribe();
    store.add({ message: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
