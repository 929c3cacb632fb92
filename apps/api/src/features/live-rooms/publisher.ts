import {
  type LiveEvent,
  type LiveEventPayload,
  type LiveEventType,
  type LiveServerToClient,
  ZLiveEvent,
} from '@urosim/contracts';
import { appendSessionEvents, type Knex, type SessionEventRow } from '@urosim/db';
import type { Logger } from 'pino';
import type { Server } from 'socket.io';

/** The room of a session's watchers and owner. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** A stored event as the socket contract sends it (checked: the server sends only what the contract says). */
export const toLiveEvent = (row: SessionEventRow): LiveEvent =>
  ZLiveEvent.parse({
    sessionId: row.session_id,
    seq: row.seq,
    type: row.type,
    at: row.created_at.toISOString(),
    payload: row.payload,
  });

/** One event to publish. */
export type LiveEventInput = {
  [T in LiveEventType]: { type: T; payload: LiveEventPayload<T> };
}[LiveEventType];

/**
 * What the turn path and the invite services call to tell a session's room (ADR 0117). Events are
 * stored first (the next seqs of the session, in one statement) and then sent to the room, on every
 * api instance through the adapter. A failure is logged and never fails the turn, which is stored
 * already: a watcher that missed an event gets it from the table on its next `session:join`.
 */
export type LivePublisher = {
  /** Events of a session known to be watched (the turn's context said so). */
  publish: (sessionId: string, events: readonly LiveEventInput[]) => Promise<void>;
  /** Events stored and sent only if the session has an active invite (one statement either way). */
  publishIfWatched: (sessionId: string, events: readonly LiveEventInput[]) => Promise<void>;
};

export const createLivePublisher = (deps: {
  db: Knex;
  logger: Logger;
  io: Server<Record<string, never>, LiveServerToClient>;
}): LivePublisher => {
  const send = async (sessionId: string, events: readonly LiveEventInput[], onlyIfWatched: boolean) => {
    try {
      const rows = await appendSessionEvents(deps.db, sessionId, events, { onlyIfWatched });
      if (rows.length === 0) return;
      const room = deps.io.to(sessionRoom(sessionId));
      for (const row of rows) room.emit('session:event', toLiveEvent(row));
    } catch (error) {
      deps.logger.warn({ err: error, sessionId }, 'live rooms: publishing an event failed');
    }
  };
  return {
    publish: (sessionId, events) => send(sessionId, events, false),
    publishIfWatched: (sessionId, events) => send(sessionId, events, true),
  };
};
