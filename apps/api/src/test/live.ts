import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  LIVE,
  type LiveEvent,
  type SessionJoinAck,
  ZLiveEvent,
  ZLiveRefusal,
  ZSessionJoinAck,
} from '@urosim/contracts';
import type { Express } from 'express';
import { io as connect, type Socket } from 'socket.io-client';
import { attachLiveRooms } from '../app.ts';
import { cookieFrom } from './agent.ts';

/** The origin the live-room tests' apps are configured with (APP_BASE_URL). */
export const liveOrigin = 'http://localhost:5173';

/** An app served on 127.0.0.1 with its live rooms attached; `close` ends its connections. */
export const listenLive = async (app: Express) => {
  const server = createServer(app);
  attachLiveRooms(app, server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** The `Cookie` header of the session cookie a response set. */
export const sessionCookieOf = (res: { headers: Record<string, unknown> }) => {
  const sid = cookieFrom(res, 'urosim.sid');
  if (!sid) throw new Error('no session cookie in the response');
  return `urosim.sid=${encodeURIComponent(sid)}`;
};

/**
 * A watching client as the web's will be: WebSocket only, the session cookie or an invite token,
 * every `session:event` checked against the contract and kept (`events`, `waitFor`).
 */
export const openLiveClient = (
  url: string,
  options: { cookie?: string; token?: string; origin?: string | null } = {},
) => {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? liveOrigin : options.origin;
  if (origin) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  const socket: Socket = connect(url, {
    path: LIVE.socketPath,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: options.token ? { token: options.token } : {},
    reconnection: false,
    forceNew: true,
    timeout: 5000,
  });
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  socket.on('session:event', (event: unknown) => {
    events.push(ZLiveEvent.parse(event));
    for (const wake of waiters.splice(0)) wake();
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return {
    socket,
    events,
    connected,
    /** Waits until `predicate(events)` holds (default 5 s). */
    waitFor: async (predicate: (events: LiveEvent[]) => boolean, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`events did not arrive in time: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    join: async (sessionId: string, afterSeq = 0): Promise<SessionJoinAck> =>
      ZSessionJoinAck.parse(await socket.timeout(5000).emitWithAck('session:join', { sessionId, afterSeq })),
    /** Sends any event with an ack; the refusal as the contract says it. */
    sendAny: async (event: string, ...args: unknown[]) =>
      ZLiveRefusal.parse(await socket.timeout(5000).emitWithAck(event, ...args)),
    disconnected: () =>
      new Promise<string>((resolve) => {
        if (socket.disconnected) resolve('already');
        else socket.once('disconnect', (reason) => resolve(reason));
      }),
    close: () => socket.close(),
  };
};

export type LiveClient = ReturnType<typeof openLiveClient>;

/** The handshake's refusal message, or 'connected' when it was let in (then closed). */
export const handshakeOutcome = async (client: LiveClient) => {
  try {
    await client.connected;
    client.close();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
};

/** The message events, as [sender, text]. */
export const linesOf = (events: readonly LiveEvent[]) =>
  events.flatMap((e) =>
    e.type === 'message' ? [[e.payload.message.sender, e.payload.message.text] as const] : [],
  );
