import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave } from './autosave';

type Call = { value: string; resolve: (answer: string) => void; reject: (error: unknown) => void };

/** An autosave of a string whose saves wait until the test answers them. */
const setup = (options: { isRetryable?: (error: unknown) => boolean; initial?: string } = {}) => {
  const calls: Call[] = [];
  const saved: string[] = [];
  const autosave = createAutosave<string, string>({
    initial: options.initial ?? '',
    delayMs: 800,
    retryDelaysMs: [2_000, 5_000],
    isEqual: (a, b) => a === b,
    save: (value) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ value, resolve, reject });
      }),
    onSaved: (answer) => saved.push(answer),
    ...(options.isRetryable ? { isRetryable: options.isRetryable } : {}),
  });
  const status = () => autosave.getState().status;
  return { autosave, calls, saved, status };
};

describe('hand-off autosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves 800 ms after the last change, once, with the latest text', async () => {
    const { autosave, calls, status } = setup();
    expect(status()).toBe('idle');
    autosave.change('S');
    expect(status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('Sa');
    await vi.advanceTimersByTimeAsync(500);
    autosave.change('Sam');
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.value)).toEqual(['Sam']);
    expect(status()).toBe('saving');
    calls[0]!.resolve('answer 1');
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('saved');
    expect(autosave.isDirty()).toBe(false);
  });

  it('hands each answer over with the text it saved', async () => {
    const { autosave, calls, saved } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.resolve('first answer');
    await vi.advanceTimersByTimeAsync(0);
    expect(saved).toEqual(['first answer']);
  });

  it('saves what is typed during a save after it, never two saves at once', async () => {
    const { autosave, calls, status } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('one two');
    // The pause after the second change comes while the first save is still under way.
    await vi.advanceTimersByTimeAsync(800);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.value)).toEqual(['one', 'one two']);
    expect(status()).toBe('saving');
    calls[1]!.resolve('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('saved');
  });

  it('keeps "pending" after a save when typing goes on, and saves again after the pause', async () => {
    const { autosave, calls, status } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('one two');
    calls[0]!.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('pending');
    await vi.advanceTimersByTimeAsync(800);
    expect(calls.map((c) => c.value)).toEqual(['one', 'one two']);
  });

  it('does not save a draft typed back to what is saved', async () => {
    const { autosave, calls, status } = setup({ initial: 'kept' });
    autosave.change('kept!');
    autosave.change('kept');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(0);
    expect(status()).toBe('saved');
  });

  it('says a failed save failed, retries it on its own, later each time, and recovers', async () => {
    const { autosave, calls } = setup();
    autosave.change('text');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState()).toMatchObject({ status: 'failed', failures: 1 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState()).toMatchObject({ status: 'failed', failures: 2 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    calls[2]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.getState()).toMatchObject({ status: 'saved', failures: 0, error: null });
  });

  it('Retry tries at once; a failure that is not worth retrying waits for it', async () => {
    const { autosave, calls, status } = setup({ isRetryable: () => false });
    autosave.change('text');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.reject(new Error('refused'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(status()).toBe('failed');
    autosave.retry();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(status()).toBe('saved');
  });

  it('flush saves at once and says whether the server holds the latest draft', async () => {
    const { autosave, calls } = setup();
    autosave.change('text');
    const flushed = autosave.flush();
    expect(calls.map((c) => c.value)).toEqual(['text']);
    calls[0]!.resolve('ok');
    await expect(flushed).resolves.toBe(true);
    await expect(autosave.flush()).resolves.toBe(true);
    expect(calls).toHaveLength(1);

    autosave.change('more');
    const failed = autosave.flush();
    calls[1]!.reject(new Error('offline'));
    await expect(failed).resolves.toBe(false);
  });

  it('leaving saves what is dirty once, after a save under way, and then stops', async () => {
    const { autosave, calls } = setup();
    autosave.change('one');
    await vi.advanceTimersByTimeAsync(800);
    autosave.change('one two');
    const left = autosave.leave();
    calls[0]!.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.value)).toEqual(['one', 'one two']);
    calls[1]!.reject(new Error('offline'));
    await expect(left).resolves.toBe(false);
    // No retries once the editor is gone.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
  });

  it('tells its listeners of every change of state', async () => {
    const { autosave, calls } = setup();
    const seen: string[] = [];
    autosave.subscribe(() => seen.push(autosave.getState().status));
    autosave.change('x');
    await vi.advanceTimersByTimeAsync(800);
    calls[0]!.resolve('ok');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['pending', 'saving', 'saved']);
  });
});
