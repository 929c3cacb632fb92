import pg from 'pg';

/** One LISTEN connection: `ready` once listening; notifications go to `onNotify`. */
export type NotificationListener = {
  /** Connects and listens if not already (the first call starts it); rejects if it cannot. */
  ready: () => Promise<void>;
  /** Stops listening and closes the connection; no reconnection after. */
  close: () => Promise<void>;
};

/**
 * A dedicated connection (not from the pool: a pooled connection would lose its LISTEN when given
 * back) that LISTENs on `channel`. Started lazily by the first `ready()`; when the connection drops
 * (a database restart, a killed backend) it reconnects with a growing delay (up to 10 s) and calls
 * `onReconnect`, since notifications sent while it was away are lost and readers must re-read.
 */
export const createNotificationListener = (options: {
  url: string;
  channel: string;
  onNotify: (payload: string) => void;
  onReconnect?: () => void;
  onError?: (error: unknown) => void;
}): NotificationListener => {
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempts = 0;
  let closed = false;

  const scheduleReconnect = () => {
    if (retryTimer || closed) return;
    const delay = Math.min(10_000, 250 * 2 ** attempts);
    attempts += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => options.onReconnect?.(),
        (error: unknown) => {
          options.onError?.(error);
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const dropped = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    connecting = undefined;
    lost.end().catch(() => undefined);
    scheduleReconnect();
  };

  const open = async () => {
    const next = new pg.Client({ connectionString: options.url, application_name: 'urosim-listen' });
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    next.on('error', (error) => {
      options.onError?.(error);
      dropped(next);
    });
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      throw new Error('The listener was closed');
    }
    client = next;
    attempts = 0;
  };

  const connect = () => {
    connecting ??= open().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };

  return {
    ready: () => (closed ? Promise.reject(new Error('The listener was closed')) : connect()),
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      connecting = undefined;
      await current?.end().catch(() => undefined);
    },
  };
};
