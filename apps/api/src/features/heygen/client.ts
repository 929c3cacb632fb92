import type { Config } from '@urosim/config';
import { AppError } from '../../http/app-error.ts';

/**
 * HeyGen's streaming api as the server calls it (ADR 0128), with the key in the `x-api-key`
 * header: never sent to the browser. `HEYGEN_BASE_URL` points it at a HeyGen-shaped server in tests.
 */
export type HeygenClient = {
  createToken: () => Promise<string>;
  newSession: () => Promise<{ sessionId: string; url: string; accessToken: string }>;
  startSession: (sessionId: string) => Promise<void>;
  speak: (sessionId: string, text: string) => Promise<void>;
  stopSession: (sessionId: string) => Promise<void>;
};

const unavailable = (message = 'The avatar service is not reachable. Try again, or use text chat.') =>
  new AppError('AVATAR_UNAVAILABLE', message);

export const createHeygenClient = (
  config: Config,
  fetchImpl: typeof fetch = fetch,
): HeygenClient | undefined => {
  const key = config.HEYGEN_API_KEY;
  if (!key) return undefined;
  const base = config.HEYGEN_BASE_URL.replace(/\/$/, '');
  const call = async (path: string, body: object = {}) => {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
    if (!res.ok) throw unavailable();
    const json = (await res.json().catch(() => ({}))) as { data?: Record<string, unknown> | null };
    return json.data ?? {};
  };
  const str = (value: unknown) => {
    if (typeof value !== 'string' || value === '') throw unavailable();
    return value;
  };
  return {
    createToken: async () => str((await call('/v1/streaming.create_token')).token),
    newSession: async () => {
      const data = await call('/v1/streaming.new', {
        avatar_name: config.HEYGEN_AVATAR_ID,
        quality: 'low',
        version: 'v2',
      });
      return { sessionId: str(data.session_id), url: str(data.url), accessToken: str(data.access_token) };
    },
    startSession: async (sessionId) => {
      await call('/v1/streaming.start', { session_id: sessionId });
    },
    speak: async (sessionId, text) => {
      await call('/v1/streaming.task', { session_id: sessionId, text, task_type: 'repeat' });
    },
    stopSession: async (sessionId) => {
      await call('/v1/streaming.stop', { session_id: sessionId });
    },
  };
};
