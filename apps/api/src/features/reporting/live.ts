import type { PublicHandoff } from '@urosim/contracts';
import { createNotificationListener, HANDOFF_CHANGED_CHANNEL } from '@urosim/db';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { linkNotValid } from './share.ts';

/** What a token opens now, or undefined when the link no longer works. */
export type ReadShared = (token: string) => Promise<{ view: PublicHandoff; expiresAt: Date } | undefined>;

/** The session a token still opens (a cheap look-up), or undefined. */
export type ResolveShared = (token: string) => Promise<string | undefined>;

/** One open event stream of a shared hand-off. */
type Reader = {
  token: string;
  sessionId: string;
  res: Response;
  /** Re-reads run one after another, so events go out in the order of the changes. */
  queue: Promise<void>;
  heartbeat: NodeJS.Timeout;
  expiry: NodeJS.Timeout | undefined;
  closed: boolean;
};

// setTimeout takes at most 2^31 − 1 ms (24.8 days); a link may last 30 days, so a longer wait is
// made of several, each checking the link again.
const MAX_TIMER_MS = 2 ** 31 - 1;
// The database decides expiry by its own clock: look again a little after the app's clock says so.
const EXPIRY_MARGIN_MS = 250;

/**
 * Live updates of shared hand-offs (ADR 0116): server-sent events, `handoff` with the public view
 * on connect and after every change, `gone` when the link is revoked or expires (then the stream
 * ends), and a heartbeat comment so that proxies keep the stream open. Changes arrive by
 * PostgreSQL NOTIFY on one LISTEN connection per api process, started with the first reader; so a
 * save on any instance reaches readers on every instance. When that connection drops and comes
 * back, every reader gets the current view again (notifications sent meanwhile are lost).
 */
export const createLiveHub = (options: {
  databaseUrl: string;
  logger: Logger;
  resolve: ResolveShared;
  read: ReadShared;
  heartbeatMs?: number;
}) => {
  const readers = new Map<string, Set<Reader>>();
  const heartbeatMs = options.heartbeatMs ?? 25_000;

  const write = (reader: Reader, chunk: string) => {
    if (reader.closed) return;
    reader.res.write(chunk);
    // compression() holds output until flushed (event streams are sent with no-transform too).
    (reader.res as Response & { flush?: () => void }).flush?.();
  };

  const detach = (reader: Reader) => {
    if (reader.closed) return;
    reader.closed = true;
    clearInterval(reader.heartbeat);
    clearTimeout(reader.expiry);
    const ofSession = readers.get(reader.sessionId);
    ofSession?.delete(reader);
    if (ofSession?.size === 0) readers.delete(reader.sessionId);
  };

  const sendGone = (reader: Reader) => {
    write(reader, 'event: gone\ndata: {}\n\n');
    detach(reader);
    reader.res.end();
  };

  const scheduleExpiry = (reader: Reader, expiresAt: Date) => {
    clearTimeout(reader.expiry);
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now()) + EXPIRY_MARGIN_MS);
    reader.expiry = setTimeout(() => enqueue(reader), wait);
  };

  const refresh = async (reader: Reader) => {
    if (reader.closed) return;
    const current = await options.read(reader.token);
    if (reader.closed) return;
    if (!current) {
      sendGone(reader);
      return;
    }
    write(reader, `event: handoff\ndata: ${JSON.stringify(current.view)}\n\n`);
    scheduleExpiry(reader, current.expiresAt);
  };

  const enqueue = (reader: Reader) => {
    reader.queue = reader.queue
      .then(() => refresh(reader))
      .catch((error: unknown) => {
        // A failed re-read (the database away) keeps the stream: the next change or reconnect retries.
        options.logger.warn({ err: error }, 'live hand-off: re-reading a shared hand-off failed');
      });
  };

  const listener = createNotificationListener({
    url: options.databaseUrl,
    channel: HANDOFF_CHANGED_CHANNEL,
    onNotify: (sessionId) => {
      for (const reader of readers.get(sessionId) ?? []) enqueue(reader);
    },
    onReconnect: () => {
      for (const ofSession of readers.values()) for (const reader of ofSession) enqueue(reader);
    },
    onError: (error) => options.logger.warn({ err: error }, 'live hand-off: the LISTEN connection failed'),
  });

  return {
    /**
     * Opens the event stream of a token. A link that does not work is 404 LINK_NOT_VALID before the
     * stream opens. The reader is registered before the first read, so no change between that read
     * and the next notification is missed.
     */
    open: async (res: Response, token: string) => {
      await listener.ready();
      const sessionId = await options.resolve(token);
      if (!sessionId) throw linkNotValid();
      const reader: Reader = {
        token,
        sessionId,
        res,
        queue: Promise.resolve(),
        heartbeat: setInterval(() => write(reader, ': heartbeat\n\n'), heartbeatMs),
        expiry: undefined,
        closed: false,
      };
      const ofSession = readers.get(reader.sessionId) ?? new Set<Reader>();
      ofSession.add(reader);
      readers.set(reader.sessionId, ofSession);
      res.on('close', () => detach(reader));
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache, no-transform');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      // The first view is read once registered: a change from now on is either in it or notified.
      enqueue(reader);
    },
    /** How many streams are open (all sessions). */
    get readerCount() {
      let count = 0;
      for (const ofSession of readers.values()) count += ofSession.size;
      return count;
    },
    /** Ends every stream (browsers reconnect, to another instance) and the LISTEN connection. */
    close: async () => {
      for (const ofSession of [...readers.values()]) {
        for (const reader of [...ofSession]) {
          detach(reader);
          reader.res.end();
        }
      }
      await listener.close();
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
