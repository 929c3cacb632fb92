import { describe, expect, it, vi } from 'vitest';
import { createRateLimitMap, createRing, formatArg, safeUrl } from './capture';
import {
  CAPTURE_LIMITS,
  COPY_FEEDBACK_MS,
  HEALTH_RECHECK_MS,
  LOCAL_LOG_BUFFER_MAX,
  LOG_QUEUE,
  MULTI_CLICK,
  NETWORK_PING_TIMEOUT_MS,
  NETWORK_TEST_TIMEOUT_MS,
  RATE_LIMIT_MAP,
  REMOTE_UPLOAD_TIMEOUT_MS,
} from './constants';
import { createLogQueue, type LogBatch } from './log-queue';
import { buildDiagnostics, capLines } from './report';
import { createMultiClickDetector, shortcutAction } from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('constants of section 9', () => {
  it('has the specified values', () => {
    expect(LOG_QUEUE).toEqual({ max: 100, batch: 10, flushMs: 5_000, postTimeoutMs: 5_000 });
    expect(LOCAL_LOG_BUFFER_MAX).toBe(1_000);
    expect(RATE_LIMIT_MAP).toEqual({ trimAbove: 1_000, trimTo: 800 });
    expect(CAPTURE_LIMITS).toEqual({
      logs: 600,
      requests: 300,
      errors: 200,
      argChars: 5_000,
      outputLines: 1_000,
    });
    expect(REMOTE_UPLOAD_TIMEOUT_MS).toBe(3_000);
    expect(NETWORK_PING_TIMEOUT_MS).toBe(5_000);
    expect(NETWORK_TEST_TIMEOUT_MS).toBe(10_000);
    expect(HEALTH_RECHECK_MS).toBe(30_000);
    expect(COPY_FEEDBACK_MS).toBe(2_000);
    expect(MULTI_CLICK).toEqual({ clicks: 5, withinMs: 2_000 });
  });
});

describe('shortcuts', () => {
  it('maps Ctrl or Cmd with Shift or Alt to the capture actions', () => {
    expect(shortcutAction(key('L', { ctrlKey: true, shiftKey: true }))).toBe('capture-logs');
    expect(shortcutAction(key('l', { metaKey: true, altKey: true }))).toBe('capture-logs');
    expect(shortcutAction(key('C', { ctrlKey: true, shiftKey: true }))).toBe('clear-logs');
    expect(shortcutAction(key('D', { metaKey: true, shiftKey: true }))).toBe('capture-diagnostics');
    expect(shortcutAction(key('d', { shiftKey: true }))).toBeNull();
    expect(shortcutAction(key('c', { ctrlKey: true }))).toBeNull();
    expect(shortcutAction(key('x', { ctrlKey: true, shiftKey: true }))).toBeNull();
  });

  it('five clicks within 2 s trigger, slower ones do not', () => {
    let now = 0;
    const click = createMultiClickDetector({ now: () => now });
    for (let n = 0; n < 4; n += 1) {
      expect(click()).toBe(false);
      now += 400;
    }
    expect(click()).toBe(true); // fifth at 1600 ms
    const slow = createMultiClickDetector({ now: () => now });
    for (let n = 0; n < 5; n += 1) {
      expect(slow()).toBe(false);
      now += 600;
    }
  });
});

describe('the client log queue', () => {
  const entry = (n: number) => ({ level: 'warn' as const, message: `m${n}`, timestamp: 't' });

  it('keeps at most 100 entries and sends them 10 at a time with the metadata', async () => {
    const sent: LogBatch[] = [];
    const queue = createLogQueue({
      sessionId: 's1',
      metadata: () => ({ timezone: 'UTC' }),
      send: async (batch) => void sent.push(batch),
    });
    for (let n = 0; n < 105; n += 1) queue.enqueue(entry(n));
    expect(queue.size()).toBe(100);
    await queue.flush();
    expect(sent[0]?.logs).toHaveLength(10);
    expect(sent[0]?.logs[0]?.message).toBe('m5');
    expect(sent[0]).toMatchObject({ sessionId: 's1', metadata: { timezone: 'UTC' }, delayed: false });
    expect(queue.size()).toBe(90);
  });

  it('puts a failed batch back, marks the next delayed, and stays silent', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const queue = createLogQueue({ sessionId: 's', metadata: () => ({}), send });
    queue.enqueue(entry(1));
    expect(await queue.flush()).toBe(false);
    expect(queue.size()).toBe(1);
    expect(await queue.flush()).toBe(true);
    expect(send.mock.calls[1]?.[0]).toMatchObject({ delayed: true });
    expect(await queue.flush()).toBe(false); // empty: nothing sent
    expect(send).toHaveBeenCalledTimes(2);
  });
});

describe('capture', () => {
  it('keeps the newest items of a ring', () => {
    const ring = createRing<number>(3);
    for (let n = 0; n < 5; n += 1) ring.push(n);
    expect(ring.all()).toEqual([2, 3, 4]);
  });

  it('formats arguments redacted and cut at 5000 characters', () => {
    expect(formatArg({ email: 'a@b.test', password: 'pw' })).toBe(
      '{"email":"a@b.test","password":"[REDACTED]"}',
    );
    expect(formatArg('x'.repeat(6000))).toHaveLength(5001);
    expect(formatArg('Authorization: Bearer abcdefghijk')).not.toContain('abcdefghijk');
    expect(safeUrl('/api/v1/auth/verify?token=abc&x=1')).toBe('/api/v1/auth/verify?token=[REDACTED]&x=1');
  });

  it('rate-limits repeated messages and trims its map from over 1000 to 800', () => {
    let now = 0;
    const map = createRateLimitMap(5_000, () => now);
    expect(map.allow('a')).toBe(true);
    expect(map.allow('a')).toBe(false);
    now = 5_000;
    expect(map.allow('a')).toBe(true);
    for (let n = 0; n < 1_000; n += 1) map.allow(`k${n}`);
    expect(map.size()).toBe(800);
  });
});

describe('the diagnostics report', () => {
  it('caps the text at 1000 lines', () => {
    const lines = Array.from({ length: 1500 }, (_, n) => `line ${n}`);
    const capped = capLines(lines);
    expect(capped).toHaveLength(1000);
    expect(capped.at(-1)).toBe('… 501 more lines cut');
  });

  it('holds the fields of section 7 and no password, token or cookie', () => {
    const report = buildDiagnostics({
      logs: [
        { level: 'error', at: 't', args: ['login failed {"password":"Hunter2!"} Cookie: connect.sid=abc'] },
      ],
      requests: [{ method: 'POST', url: '/api/v1/auth/login', status: 401, durationMs: 12, at: 't' }],
      errors: [
        {
          message: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJl',
          at: 't',
          source: 'console',
        },
      ],
      url: 'http://x.test/dashboard?token=abc',
      userAgent: 'UA',
      now: new Date('2026-11-27T00:00:00Z'),
      appVersion: '1.2.3',
      storageKeys: ['user', 'authToken'],
      browser: { language: 'en-GB', cookies: 'connect.sid=abc' },
    });
    expect(Object.keys(report).sort()).toEqual(
      [
        'browserInfo',
        'capturedConsoleLogs',
        'comprehensiveDataObject',
        'comprehensiveDataText',
        'comprehensiveDiagnostics',
        'consoleLogsDump',
        'consoleSummary',
        'timestamp',
        'url',
        'userAgent',
      ].sort(),
    );
    const all = JSON.stringify(report);
    expect(all).not.toContain('Hunter2');
    expect(all).not.toContain('connect.sid=abc');
    expect(all).not.toContain('eyJzdWIiOiIxMjM0NSJ9');
    expect(report.consoleSummary).toEqual({ logs: 1, errors: 1, warnings: 0, failedRequests: 1 });
    expect(report.comprehensiveDataText).toContain('POST /api/v1/auth/login → 401');
  });
});
