import type { Config } from '@urosim/config';

/**
 * What the browser's `@heygen/streaming-avatar` connects to when HeyGen is configured (ADR 0132):
 * HeyGen's api (start, with the session token), its chat WebSocket on the same host, and the LiveKit
 * room HeyGen streams the video through. Nothing without `HEYGEN_API_KEY`.
 */
export const heygenConnectSources = (config: Pick<Config, 'HEYGEN_API_KEY' | 'HEYGEN_BASE_URL'>) => {
  if (!config.HEYGEN_API_KEY) return [];
  const base = new URL(config.HEYGEN_BASE_URL);
  return [base.origin, `wss://${base.hostname}`, 'wss://*.livekit.cloud', 'https://*.livekit.cloud'];
};
