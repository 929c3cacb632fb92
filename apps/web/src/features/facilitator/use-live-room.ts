import { LIVE, type LiveEvent, type SessionJoinAck, ZSessionJoinAck } from '@urosim/contracts';
import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { parseLiveEvent, takeNewEvents } from './live-events';

/** The socket's state: the page shows the Connection Lost banner when it is `lost`. */
export type LiveConnection = 'connecting' | 'live' | 'lost';

/** Failed connection attempts in a row after which the connection counts as lost… */
const ATTEMPTS_BEFORE_LOST = 3;
/** …or this long without a connection (a socket that opens and closes raises no error). */
export const LOST_AFTER_MS = 10_000;

/**
 * A session's live room (ADR 0117): one WebSocket (same origin, the session cookie), `session:join`
 * with the last seq held, and every `session:event` checked against the contract, kept once and in
 * seq order, and handed to `onEvents`. After a reconnect it joins again with its last seq, so what
 * was missed comes in the ack. `startSeq` is the seq of the snapshot the page already shows.
 */
export const useLiveRoom = ({
  sessionId,
  startSeq,
  enabled = true,
  onEvents,
}: {
  sessionId: string | null;
  startSeq: number;
  enabled?: boolean;
  onEvents: (events: LiveEvent[]) => void;
}) => {
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const handler = useRef(onEvents);
  handler.current = onEvents;
  const startRef = useRef(startSeq);
  startRef.current = startSeq;

  useEffect(() => {
    if (!sessionId || !enabled) return;
    const start = startRef.current;
    let lastSeq = start;
    const seen = new Set<number>();
    let failures = 0;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;
    const watchConnecting = () => {
      clearTimeout(lostTimer);
      lostTimer = setTimeout(() => setConnection('lost'), LOST_AFTER_MS);
    };
    watchConnecting();
    const deliver = (received: LiveEvent[]) => {
      const mine = received.filter((event) => event.sessionId === sessionId && event.seq > start);
      const result = takeNewEvents(lastSeq, seen, mine);
      lastSeq = result.lastSeq;
      if (result.fresh.length > 0) handler.current(result.fresh);
    };
    const socket: Socket = io({
      path: LIVE.socketPath,
      transports: ['websocket'],
      withCredentials: true,
    });
    const join = () => {
      socket.emit('session:join', { sessionId, afterSeq: lastSeq }, (answer: SessionJoinAck) => {
        const ack = ZSessionJoinAck.safeParse(answer);
        if (!ack.success || !ack.data.ok) return;
        deliver(ack.data.events);
      });
    };
    socket.on('connect', () => {
      failures = 0;
      clearTimeout(lostTimer);
      setConnection('live');
      join();
    });
    socket.on('session:event', (value: unknown) => {
      const event = parseLiveEvent(value);
      if (!event) return;
      // A gap (a notification lost between instances): join again to mend it.
      if (event.seq > lastSeq + 1 && lastSeq > 0) join();
      deliver([event]);
    });
    socket.on('connect_error', () => {
      failures += 1;
      if (failures >= ATTEMPTS_BEFORE_LOST) setConnection('lost');
      else setConnection((current) => (current === 'lost' ? current : 'connecting'));
    });
    socket.on('disconnect', (reason) => {
      // The server dropped it (a revoked or expired invite): Socket.IO does not reconnect by itself.
      setConnection(reason === 'io server disconnect' ? 'lost' : 'connecting');
      watchConnecting();
    });
    return () => {
      clearTimeout(lostTimer);
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [sessionId, enabled]);

  return { connection };
};
