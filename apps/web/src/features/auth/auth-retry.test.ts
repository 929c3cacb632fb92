import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { withAuthRetry } from './auth-retry';

const apiError = (status: number, code = `HTTP_${status}`) => new ApiError({ status, code, message: code });

/** A call that fails with the given errors in turn, then succeeds; records when each try started. */
const flaky = (errors: unknown[]) => {
  const startedAt: number[] = [];
  const call = vi.fn(async () => {
    startedAt.push(Date.now());
    const next = errors.shift();
    if (next) throw next;
    return 'ok';
  });
  return { call, startedAt };
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('auth client retries', () => {
  it('retries a network error or a 5xx three times, from 500 ms doubling', async () => {
    const { call, startedAt } = flaky([apiError(0, 'NETWORK_ERROR'), apiError(502), apiError(503)]);
    const result = withAuthRetry(call);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toBe('ok');
    expect(startedAt).toEqual([0, 500, 1_500, 3_500]);
  });

  it('gives up after the third retry with the last error', async () => {
    const { call, startedAt } = flaky([apiError(500), apiError(500), apiError(500), apiError(504)]);
    const result = withAuthRetry(call);
    const settled = expect(result).rejects.toMatchObject({ status: 504 });
    await vi.runAllTimersAsync();
    await settled;
    expect(call).toHaveBeenCalledTimes(4);
    expect(startedAt).toEqual([0, 500, 1_500, 3_500]);
  });

  it('retries a 429 once after 1200 ms', async () => {
    const { call, startedAt } = flaky([apiError(429, 'RATE_LIMITED')]);
    const result = withAuthRetry(call);
    await vi.advanceTimersByTimeAsync(1_199);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(startedAt).toEqual([0, 1_200]);
  });

  it('does not retry a second 429', async () => {
    const { call } = flaky([apiError(429, 'RATE_LIMITED'), apiError(429, 'RATE_LIMITED')]);
    const result = withAuthRetry(call);
    const settled = expect(result).rejects.toMatchObject({ status: 429 });
    await vi.runAllTimersAsync();
    await settled;
    expect(call).toHaveBeenCalledTimes(2);
  });

  it.each([400, 401, 403, 404, 409])('does not retry a %i', async (status) => {
    const { call } = flaky([apiError(status)]);
    await expect(withAuthRetry(call)).rejects.toMatchObject({ status });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('does not retry a timeout nor an error that is not from the api', async () => {
    const timeout = flaky([apiError(0, 'TIMEOUT')]);
    await expect(withAuthRetry(timeout.call)).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(timeout.call).toHaveBeenCalledTimes(1);
    const bug = flaky([new TypeError('oops')]);
    await expect(withAuthRetry(bug.call)).rejects.toThrow('oops');
    expect(bug.call).toHaveBeenCalledTimes(1);
  });
});
