import { type LiveEvent, type LiveEventPayload, type LiveEventType, ZLiveEvent } from '@urosim/contracts';
import { appendSessionEvents, type Knex, type SessionEventRow } from '@urosim/db';
import type { Logger } from 'pino';

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
 * stored with the session's next seqs and announced by NOTIFY in one statement; every api instance
 * (this one too) LISTENs and sends them to its sockets in the room, in commit order, which is seq
 * order. A failure is logged and never fails the turn, which is stored already: a watcher that
 * missed an event gets it from the table on its next `session:join`.
 */
export type LivePublisher = {
  /** Events of a session known to be watched (the turn's context said so). */
  publish: (sessionId: string, events: readonly LiveEventInput[]) => Promise<void>;
  /** Events stored and sent only if the session has an active invite (one statement either way). */
  publishIfWatched: (sessionId: string, events: readonly LiveEventInput[]) => Promise<void>;
};

export const createLivePublisher = (deps: { db: Knex; logger: Logger }): LivePublisher => {
  const send = async (sessionId: string, events: readonly LiveEventInput[], onlyIfWatched: boolean) => {
    try {
      await appendSessionEvents(deps.db, sessionId, events, { onlyIfWatched });
    } catch (error) {
      deps.logger.warn({ err: error, sessionId }, 'live rooms: publishing an event failed');
    }
  };
  return {
    publish: (sessionId, events) => send(sessionId, events, false),
    publishIfWatched: (sessionId, events) => send(sessionId, events, true),
  };
};
