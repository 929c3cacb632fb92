import type { HeygenSession } from '@urosim/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEYGEN_EVENTS, type HeygenApi, openHeygenAvatar } from './heygen-avatar';

const SESSION: HeygenSession = {
  avatarSessionId: '00000000-0000-4000-8000-000000000001',
  heygenSessionId: 'hg-1',
  token: 'session-token',
  url: 'wss://livekit.test',
  accessToken: 'lk-token',
  basePath: 'https://heygen.test',
  timeoutMinutes: 30,
  minutes: { included: 60, usedSeconds: 0, remainingSeconds: 3600 },
};

const fakeSdk = () => {
  const listeners = new Map<string, (event: { detail?: unknown }) => void>();
  const avatar = {
    config: undefined as unknown,
    started: undefined as unknown,
    stopped: 0,
    on: (name: string, fn: (event: { detail?: unknown }) => void) => listeners.set(name, fn),
    startAvatar: vi.fn(async (_req: unknown, info: unknown) => {
      avatar.started = info;
    }),
    stopAvatar: vi.fn(async () => {
      avatar.stopped++;
    }),
    emit: (name: string, detail?: unknown) => listeners.get(name)?.({ detail }),
  };
  return {
    avatar,
    sdk: {
      create: (config: { token: string; basePath: string }) => {
        avatar.config = config;
        return avatar;
      },
    },
  };
};

const fakeApi = (overrides: Partial<HeygenApi> = {}) => {
  const calls: string[] = [];
  const api: HeygenApi = {
    create: async (id) => {
      calls.push(`create ${id}`);
      return SESSION;
    },
    sendText: async (avatarId, messageId) => {
      calls.push(`send ${avatarId} ${messageId}`);
    },
    close: async (avatarId) => {
      calls.push(`close ${avatarId}`);
    },
    ...overrides,
  };
  return { api, calls };
};

afterEach(() => vi.useRealTimers());

describe('the HeyGen avatar client (ADR 0132)', () => {
  it('joins the stream the api opened with the session token, speaks replies by id, and closes at the api', async () => {
    const { sdk, avatar } = fakeSdk();
    const { api, calls } = fakeApi();
    const streams: unknown[] = [];
    const talking: boolean[] = [];
    const closed: string[] = [];
    const heygen = await openHeygenAvatar({
      api,
      sdk,
      sessionId: 'ts-1',
      onStream: (s) => streams.push(s),
      onTalking: (t) => talking.push(t),
      onClosed: (r) => closed.push(r),
    });
    expect(avatar.config).toEqual({ token: 'session-token', basePath: 'https://heygen.test' });
    expect(avatar.started).toMatchObject({
      session_id: 'hg-1',
      access_token: 'lk-token',
      url: 'wss://livekit.test',
    });
    avatar.emit(HEYGEN_EVENTS.ready, 'the-stream');
    expect(streams).toEqual(['the-stream']);

    const utterance = heygen.speak('42', 'About half six this morning.');
    expect(utterance.engine).toBe('heygen');
    let done = false;
    void utterance.done.then(() => {
      done = true;
    });
    avatar.emit(HEYGEN_EVENTS.startTalking);
    await Promise.resolve();
    expect(done).toBe(false);
    avatar.emit(HEYGEN_EVENTS.stopTalking);
    await utterance.done;
    expect(talking).toEqual([true, false]);

    await heygen.close();
    await heygen.close();
    expect(calls).toEqual([
      'create ts-1',
      `send ${SESSION.avatarSessionId} 42`,
      `close ${SESSION.avatarSessionId}`,
    ]);
    expect(avatar.stopped).toBe(1);
    expect(closed).toEqual(['ended']);
  });

  it('closes on the session timeout', async () => {
    vi.useFakeTimers();
    const { sdk } = fakeSdk();
    const { api, calls } = fakeApi();
    const closed: string[] = [];
    await openHeygenAvatar({
      api,
      sdk,
      sessionId: 'ts-1',
      onStream: () => {},
      onTalking: () => {},
      onClosed: (r) => closed.push(r),
    });
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(closed).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(closed).toEqual(['timeout']);
    expect(calls.at(-1)).toBe(`close ${SESSION.avatarSessionId}`);
  });

  it('closes when the minutes are spent, and when the stream cannot start', async () => {
    const { sdk } = fakeSdk();
    const closed: string[] = [];
    const { api } = fakeApi({
      sendText: async () => {
        throw Object.assign(new Error('spent'), { code: 'AVATAR_MINUTES_EXHAUSTED' });
      },
    });
    const heygen = await openHeygenAvatar({
      api,
      sdk,
      sessionId: 'ts-1',
      onStream: () => {},
      onTalking: () => {},
      onClosed: (r) => closed.push(r),
    });
    await heygen.speak('42', 'Yes.').done;
    await vi.waitFor(() => expect(closed).toEqual(['minutes-spent']));

    const broken = fakeSdk();
    broken.avatar.startAvatar.mockRejectedValueOnce(new Error('no room'));
    const { api: api2, calls } = fakeApi();
    await expect(
      openHeygenAvatar({
        api: api2,
        sdk: broken.sdk,
        sessionId: 'ts-2',
        onStream: () => {},
        onTalking: () => {},
        onClosed: (r) => closed.push(r),
      }),
    ).rejects.toThrow('no room');
    expect(calls).toEqual(['create ts-2', `close ${SESSION.avatarSessionId}`]);
    expect(closed.at(-1)).toBe('failed');
  });
});
