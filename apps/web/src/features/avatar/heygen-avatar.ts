import type { HeygenSession } from '@urosim/contracts';
import type { Utterance } from './speech';
import { estimateSpeechMs } from './visemes';

/** The api's HeyGen routes as the avatar uses them (the key stays on the server). */
export type HeygenApi = {
  create: (sessionId: string) => Promise<HeygenSession>;
  sendText: (avatarSessionId: string, messageId: string) => Promise<unknown>;
  close: (avatarSessionId: string) => Promise<unknown>;
};

/** The part of `@heygen/streaming-avatar`'s `StreamingAvatar` used here. */
export type StreamingAvatarLike = {
  on: (event: string, listener: (event: { detail?: unknown }) => void) => unknown;
  startAvatar: (request: { avatarName: string }, info: StartInfo) => Promise<unknown>;
  stopAvatar: () => Promise<unknown>;
};
type StartInfo = {
  session_id: string;
  access_token: string;
  url: string;
  is_paid: boolean;
  session_duration_limit: number;
};

/** The SDK's module, loaded only when the HeyGen avatar opens (a chunk of its own). */
export type HeygenSdk = {
  create: (config: { token: string; basePath: string }) => StreamingAvatarLike;
};

const loadSdk = async (): Promise<HeygenSdk> => {
  const { default: StreamingAvatar } = await import('@heygen/streaming-avatar');
  return {
    create: (config) => new StreamingAvatar(config) as unknown as StreamingAvatarLike,
  };
};

/** Event names of `StreamingEvents` (the strings, so that the SDK loads only with the avatar). */
export const HEYGEN_EVENTS = {
  ready: 'stream_ready',
  disconnected: 'stream_disconnected',
  startTalking: 'avatar_start_talking',
  stopTalking: 'avatar_stop_talking',
} as const;

export type HeygenCloseReason = 'ended' | 'timeout' | 'disconnected' | 'minutes-spent' | 'failed';

export type HeygenAvatar = {
  session: HeygenSession;
  /** Has the avatar speak a patient reply (by its id in the transcript); done when it stops talking. */
  speak: (messageId: string, text: string) => Utterance;
  /** Closes the HeyGen session at the api (its minutes stop) and leaves the stream. */
  close: (reason?: HeygenCloseReason) => Promise<void>;
};

/**
 * Opens the HeyGen streaming avatar of a training session (ADR 0132): the api creates the session
 * (with its key) and gives a session token; `@heygen/streaming-avatar` joins the stream with it. The
 * patient engine writes every reply: the api is asked to have HeyGen repeat one from the transcript.
 * Closed at the end of the consultation, on the session's timeout, and when the stream drops.
 */
export const openHeygenAvatar = async ({
  api,
  sessionId,
  onStream,
  onTalking,
  onClosed,
  sdk,
}: {
  api: HeygenApi;
  sessionId: string;
  onStream: (stream: MediaStream) => void;
  onTalking: (talking: boolean) => void;
  onClosed: (reason: HeygenCloseReason) => void;
  sdk?: HeygenSdk;
}): Promise<HeygenAvatar> => {
  const session = await api.create(sessionId);
  let avatar: StreamingAvatarLike | undefined;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const endTalk = new Set<() => void>();
  const close = async (reason: HeygenCloseReason = 'ended') => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    for (const done of endTalk) done();
    await api.close(session.avatarSessionId).catch(() => undefined);
    // The api has stopped it with HeyGen; the SDK only leaves the stream (its own stop may fail).
    await avatar?.stopAvatar().catch(() => undefined);
    onClosed(reason);
  };
  try {
    avatar = (sdk ?? (await loadSdk())).create({ token: session.token, basePath: session.basePath });
    avatar.on(HEYGEN_EVENTS.ready, (event) => onStream(event.detail as MediaStream));
    avatar.on(HEYGEN_EVENTS.startTalking, () => onTalking(true));
    avatar.on(HEYGEN_EVENTS.stopTalking, () => {
      onTalking(false);
      for (const done of endTalk) done();
      endTalk.clear();
    });
    avatar.on(HEYGEN_EVENTS.disconnected, () => void close('disconnected'));
    timer = setTimeout(() => void close('timeout'), session.timeoutMinutes * 60_000);
    await avatar.startAvatar(
      { avatarName: 'default' },
      {
        session_id: session.heygenSessionId,
        access_token: session.accessToken,
        url: session.url,
        is_paid: true,
        session_duration_limit: session.timeoutMinutes * 60,
      },
    );
  } catch (error) {
    await close('failed');
    throw error;
  }

  const speak = (messageId: string, text: string): Utterance => {
    const started = performance.now();
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // Done when HeyGen says it stopped talking, or (no such event) after the reply's spoken length.
    const fallback = setTimeout(() => finish(), estimateSpeechMs(text) + 4_000);
    const settle = () => {
      clearTimeout(fallback);
      finish();
    };
    endTalk.add(settle);
    if (closed) settle();
    else
      api.sendText(session.avatarSessionId, messageId).catch((error: { code?: string }) => {
        settle();
        void close(error?.code === 'AVATAR_MINUTES_EXHAUSTED' ? 'minutes-spent' : 'failed');
      });
    return {
      engine: 'heygen',
      track: { durationMs: 0, frameMs: 40, loudness: [], shapes: [] },
      elapsedMs: () => performance.now() - started,
      done,
      stop: settle,
    };
  };

  return { session, speak, close };
};
