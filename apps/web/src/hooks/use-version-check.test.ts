import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollVersion, VERSION_CHECK_INTERVAL_MS } from './use-version-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('pollVersion (GET /api/version every 5 minutes)', () => {
  it('asks every 300000 ms, not at once, and passes the version on', async () => {
    expect(VERSION_CHECK_INTERVAL_MS).toBe(300_000);
    const fetch = vi.fn(async () => ({ version: '2.0.0', buildTime: 'x' }));
    const onVersion = vi.fn();
    const stop = pollVersion(fetch, onVersion);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onVersion).toHaveBeenCalledWith('2.0.0');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stays silent when the server does not answer', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('offline');
    });
    const onVersion = vi.fn();
    const stop = pollVersion(fetch, onVersion);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onVersion).not.toHaveBeenCalled();
    stop();
  });
});
