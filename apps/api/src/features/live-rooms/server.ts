import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Config } from '@urosim/config';
import {
  LIVE,
  type LiveClientToServer,
  type LiveServerToClient,
  type SessionJoinAck,
  ZSessionJoin,
} from '@urosim/contracts';
import {
  createNotificationListener,
  type FacilitatorInviteRow,
  findActiveColleagueRoomByTokenHash,
  findActiveInviteByTokenHash,
  findTrainingSession,
  incrementRateLimit,
  type Knex,
  LIVE_EVENTS_CHANNEL,
  type LiveEventsNotice,
  listActiveColleagueRooms,
  listActiveInvites,
  listSessionEventsAfter,
  listSessionEventsBetween,
  type SessionEventRow,
  touchColleagueMember,
  touchFacilitatorWatcher,
} from '@urosim/db';
import type { RequestHandler } from 'express';
import pg from 'pg';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { ColleagueGrant } from '../../policies/colleague.ts';
import { can, sessionResource } from '../../policies/index.ts';
import type { InviteGrant } from '../../policies/live.ts';
import type { PolicyUser } from '../../policies/policy.ts';
import { hashInviteToken, type InviteDeps, watcherList } from './invites.ts';
import { createLivePublisher, type LivePublisher, sessionRoom, toLiveEvent } from './publisher.ts';

/** A colleague room's grant on a socket (ADR 0118); an `auth.token` names no member. */
type SocketColleagueGrant = Pick<ColleagueGrant, 'roomId' | 'sessionId'> & { memberId: string | null };

/** What a connected socket is: its user (if signed in) and the invite and colleague grants it holds. */
type SocketData = {
  user: PolicyUser | undefined;
  grants: InviteGrant[];
  colleagueGrants?: SocketColleagueGrant[];
};
type LiveServer = Server<LiveClientToServer, LiveServerToClient, Record<string, never>, SocketData>;
type LiveSocket = Socket<LiveClientToServer, LiveServerToClient, Record<string, never>, SocketData>;

type EngineMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const inviteRoom = (inviteId: string) => `invite:${inviteId}`;
const watchersRoom = (sessionId: string) => `watchers:${sessionId}`;
/** Every socket of a colleague room: revocation, and whether its colleague is there (ADR 0118). */
export const colleagueRoom = (roomId: string) => `colleague:${roomId}`;

// setTimeout takes at most 2^31 − 1 ms; invites last at most 72 hours, well within it.
const EXPIRY_MARGIN_MS = 250;
/** Handshakes with an invite token per address and minute (times RATE_LIMIT_SCALE). */
const TOKEN_HANDSHAKES_PER_MINUTE = 120;

/** The caller's address as Express would see it with `trust proxy` set to `hops`. */
const clientAddress = (req: IncomingMessage, hops: number) => {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [...forwarded, req.socket.remoteAddress ?? ''];
  return chain[Math.max(0, chain.length - 1 - hops)] ?? '';
};

/** A fixed window of `limit` events per socket, in memory: a socket lives on one instance. */
const eventBudget = () => {
  let windowStart = Date.now();
  let used = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= LIVE.clientEventWindowMs) {
      windowStart = now;
      used = 0;
    }
    used += 1;
    return used <= LIVE.clientEventLimit;
  };
};

/**
 * The adapter's LISTEN connection on a client of its own. The adapter (0.5.0) takes it from the pool
 * and, when it drops, takes another without giving the lost one back: a pool would leak a slot at
 * every database restart and never end. Here `connect` makes a dedicated client (its `release` ends
 * it) and queries go to the pool; once closed, no client is made again (the adapter's retry waits
 * for ever, holding no timer).
 */
const createListenClients = (url: string, onError: (error: Error) => void) => {
  const open = new Set<pg.Client>();
  let closed = false;
  return {
    poolFor: (pool: pg.Pool) => ({
      query: (text: string, values?: unknown[]) => pool.query(text, values),
      connect: async () => {
        if (closed) return new Promise<never>(() => undefined);
        const client = new pg.Client({ connectionString: url, application_name: 'urosim-live-listen' });
        client.on('error', onError);
        open.add(client);
        client.on('end', () => open.delete(client));
        try {
          await client.connect();
        } catch (error) {
          await client.end().catch(() => undefined);
          throw error;
        }
        return Object.assign(client, {
          release: () => {
            client.end().catch(() => undefined);
          },
        });
      },
    }),
    close: () => {
      closed = true;
      for (const client of open) client.end().catch(() => undefined);
    },
  };
};
type ListenClients = ReturnType<typeof createListenClients>;

export type LiveRooms = {
  publisher: LivePublisher;
  /** The invite services' view of the rooms. */
  rooms: InviteDeps['live'];
  /** The colleague services' view of the rooms (ADR 0118). */
  colleagues: {
    roomRevoked: (roomId: string) => void;
    connectedMemberIds: (roomId: string) => Promise<Set<string>>;
  };
  /** Serves Socket.IO on the http server (runtime.ts, and the tests' servers). */
  attach: (server: HttpServer) => void;
  /** Disconnects every socket, stops the engine and the adapter (not the http server). */
  close: () => Promise<void>;
  io: LiveServer;
};

/**
 * The origins a handshake may come from: APP_BASE_URL's; outside production also the same port on
 * `localhost` and `127.0.0.1`, which a developer uses interchangeably for the local product (its
 * default APP_BASE_URL says localhost). Production accepts its public origin only.
 */
export const socketOrigins = (config: Pick<Config, 'APP_BASE_URL' | 'isProduction'>) => {
  const base = new URL(config.APP_BASE_URL);
  const origins = new Set([base.origin]);
  if (!config.isProduction && (base.hostname === 'localhost' || base.hostname === '127.0.0.1')) {
    for (const host of ['localhost', '127.0.0.1'])
      origins.add(`${base.protocol}//${host}${base.port ? `:${base.port}` : ''}`);
  }
  return origins;
};

/**
 * Live rooms on Socket.IO (ADR 0117). WebSocket only (no long polling: a browser always sends
 * Origin on a WebSocket handshake, and no sticky sessions are needed between instances). The
 * handshake is refused unless its Origin is APP_BASE_URL's; its identity is the http session
 * (the app's session middleware and passport run on the engine: a signed-in user, and the invite
 * grants of `join`) or `auth.token` (an invite token, for clients without the cookie). With an
 * external database more than one api instance may run, so rooms go through
 * `@socket.io/postgres-adapter` on the same database; the embedded database means one process and
 * the in-memory adapter.
 */
export const createLiveRooms = (deps: {
  db: Knex;
  config: Pick<
    Config,
    'APP_BASE_URL' | 'isProduction' | 'usesEmbeddedDatabase' | 'TRUST_PROXY_HOPS' | 'RATE_LIMIT_SCALE'
  >;
  logger: Logger;
  databaseUrl: string;
  /** The app's session, passport and session-lifetime middleware, run on each handshake. */
  handshakeMiddleware: RequestHandler[];
}): LiveRooms => {
  const { db, logger } = deps;
  const allowedOrigins = socketOrigins(deps.config);
  const io: LiveServer = new Server({
    path: LIVE.socketPath,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 16_384,
    allowRequest: (req, callback) => callback(null, allowedOrigins.has(req.headers.origin ?? '')),
  });
  let pool: pg.Pool | undefined;
  let listenClients: ListenClients | undefined;
  if (!deps.config.usesEmbeddedDatabase) {
    const connectionFailed = (error: Error) =>
      logger.warn({ err: error }, 'live rooms: an adapter connection failed');
    pool = new pg.Pool({ connectionString: deps.databaseUrl, max: 3, application_name: 'urosim-live' });
    pool.on('error', connectionFailed);
    listenClients = createListenClients(deps.databaseUrl, connectionFailed);
    io.adapter(
      createAdapter(listenClients.poolFor(pool) as unknown as pg.Pool, {
        errorHandler: (error) => logger.warn({ err: error }, 'live rooms: adapter error'),
      }),
    );
  }
  const publisher = createLivePublisher({ db, logger });
  let closing = false;

  // Stored events reach the rooms through one LISTEN connection per instance, started with the
  // first socket; notifications are handled one after another, so events go out in seq order.
  let delivery = Promise.resolve();
  const deliver = async (notice: LiveEventsNotice) => {
    const rows: SessionEventRow[] =
      'e' in notice
        ? notice.e.map((e) => ({ ...e, session_id: notice.s, created_at: new Date(e.at) }))
        : await listSessionEventsBetween(db, notice.s, notice.from, notice.to);
    const room = io.local.to(sessionRoom(notice.s));
    for (const row of rows) room.emit('session:event', toLiveEvent(row));
  };
  const listener = createNotificationListener({
    url: deps.databaseUrl,
    channel: LIVE_EVENTS_CHANNEL,
    onNotify: (payload) => {
      delivery = delivery
        .then(() => deliver(JSON.parse(payload) as LiveEventsNotice))
        .catch((error: unknown) => logger.warn({ err: error }, 'live rooms: delivering events failed'));
    },
    // Notifications sent while the connection was away are lost: a client sees the gap in seq
    // and joins again with its last seq (ADR 0117).
    onError: (error) => logger.warn({ err: error }, 'live rooms: the LISTEN connection failed'),
  });

  const connectedWatcherIds = async (sessionId: string) => {
    // Every instance answers through the adapter; one that does not within 2 s (it died a moment
    // ago, before its heartbeats stopped counting) leaves the answer to this instance's sockets.
    const sockets = await io
      .in(watchersRoom(sessionId))
      .timeout(2000)
      .fetchSockets()
      .catch(async (error: unknown) => {
        logger.warn({ err: error, sessionId }, 'live rooms: not every instance told its sockets');
        return io.local.in(watchersRoom(sessionId)).fetchSockets();
      });
    const ids = new Set<string>();
    for (const socket of sockets) {
      for (const grant of socket.data.grants ?? []) {
        if (grant.sessionId === sessionId && grant.watcherId) ids.add(grant.watcherId);
      }
    }
    return ids;
  };

  const colleagues: LiveRooms['colleagues'] = {
    roomRevoked: (roomId) => {
      io.in(colleagueRoom(roomId)).disconnectSockets(true);
    },
    connectedMemberIds: async (roomId) => {
      const sockets = await io
        .in(colleagueRoom(roomId))
        .timeout(2000)
        .fetchSockets()
        .catch(() => io.local.in(colleagueRoom(roomId)).fetchSockets());
      const ids = new Set<string>();
      for (const socket of sockets) {
        for (const grant of socket.data.colleagueGrants ?? []) {
          if (grant.roomId === roomId && grant.memberId) ids.add(grant.memberId);
        }
      }
      return ids;
    },
  };

  const rooms: InviteDeps['live'] = {
    connectedWatcherIds,
    watchersChanged: async (sessionId) => {
      if (closing) return;
      try {
        const watchers = await watcherList({ db, live: rooms }, sessionId);
        await publisher.publish(sessionId, [
          {
            type: 'watchers',
            payload: { watchers: watchers.map(({ id, name, connected }) => ({ id, name, connected })) },
          },
        ]);
      } catch (error) {
        logger.warn({ err: error, sessionId }, 'live rooms: telling the watchers failed');
      }
    },
    inviteRevoked: async (invite: FacilitatorInviteRow) => {
      // Every socket of the invite, on every instance, at once (the adapter carries it).
      io.in(inviteRoom(invite.id)).disconnectSockets(true);
      await rooms.watchersChanged(invite.session_id);
    },
  };

  io.use(async (socket, next) => {
    try {
      const req = socket.request as IncomingMessage & {
        user?: PolicyUser;
        session?: { facilitatorGrants?: InviteGrant[]; colleagueGrants?: ColleagueGrant[] };
      };
      const grants: InviteGrant[] = [];
      const colleagueGrants: SocketColleagueGrant[] = [];
      const expiries: Date[] = [];
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (token !== undefined) {
        const address = clientAddress(req, deps.config.TRUST_PROXY_HOPS);
        const { hits } = await incrementRateLimit(db, `live-token-ip:${address}`, 60_000);
        if (hits > TOKEN_HANDSHAKES_PER_MINUTE * deps.config.RATE_LIMIT_SCALE) {
          next(new Error('RATE_LIMITED'));
          return;
        }
        const isToken = typeof token === 'string' && token.length <= 200;
        const invite = isToken ? await findActiveInviteByTokenHash(db, hashInviteToken(token)) : undefined;
        // A colleague room's link token opens its session's room too (ADR 0118).
        const room =
          isToken && !invite
            ? await findActiveColleagueRoomByTokenHash(db, hashInviteToken(token))
            : undefined;
        if (invite) {
          grants.push({ inviteId: invite.id, sessionId: invite.session_id, watcherId: null });
          expiries.push(invite.expires_at);
        } else if (room) {
          colleagueGrants.push({ roomId: room.id, sessionId: room.session_id, memberId: null });
          expiries.push(room.expires_at);
        } else {
          next(new Error('UNAUTHENTICATED'));
          return;
        }
      }
      const stored = req.session?.facilitatorGrants ?? [];
      const active = await listActiveInvites(
        db,
        stored.map((g) => g.inviteId),
      );
      for (const grant of stored) {
        const invite = active.find((i) => i.id === grant.inviteId);
        if (!invite) continue;
        grants.push(grant);
        expiries.push(invite.expires_at);
      }
      const heldRooms = req.session?.colleagueGrants ?? [];
      const activeRooms = await listActiveColleagueRooms(
        db,
        heldRooms.map((g) => g.roomId),
      );
      for (const grant of heldRooms) {
        const room = activeRooms.find((r) => r.id === grant.roomId);
        if (!room) continue;
        colleagueGrants.push({ roomId: grant.roomId, sessionId: grant.sessionId, memberId: grant.memberId });
        expiries.push(room.expires_at);
      }
      const user = req.user
        ? { id: req.user.id, role: req.user.role, is_admin: req.user.is_admin }
        : undefined;
      if (!user && grants.length === 0 && colleagueGrants.length === 0) {
        next(new Error('UNAUTHENTICATED'));
        return;
      }
      socket.data = { user, grants, colleagueGrants };
      // A grant ends with its invite: the socket is dropped then (a reconnect is refused or let in
      // without it).
      if (expiries.length > 0) {
        const first = Math.min(...expiries.map((d) => d.getTime()));
        const timer = setTimeout(() => socket.disconnect(true), first - Date.now() + EXPIRY_MARGIN_MS);
        socket.once('disconnect', () => clearTimeout(timer));
      }
      next();
    } catch (error) {
      logger.warn({ err: error }, 'live rooms: a handshake failed');
      next(new Error('UNAVAILABLE'));
    }
  });

  const join = async (socket: LiveSocket, input: unknown): Promise<SessionJoinAck> => {
    const parsed = ZSessionJoin.safeParse(input);
    if (!parsed.success) return { ok: false, code: 'VALIDATION_FAILED' };
    const { sessionId, afterSeq } = parsed.data;
    const grant = socket.data.grants.find((g) => g.sessionId === sessionId);
    let allowed = false;
    // Checked again on every join: an invite revoked or expired since the handshake opens nothing.
    if (grant) allowed = (await listActiveInvites(db, [grant.inviteId])).length > 0;
    const colleague = socket.data.colleagueGrants?.find((g) => g.sessionId === sessionId);
    if (!allowed && colleague) allowed = (await listActiveColleagueRooms(db, [colleague.roomId])).length > 0;
    if (!allowed && socket.data.user) {
      const row = await findTrainingSession(db, sessionId);
      allowed = row !== undefined && can(socket.data.user, 'watchLive', sessionResource(row));
    }
    if (!allowed) return { ok: false, code: 'NOT_FOUND' };
    // Listening before the room is joined: every event stored after the read below is delivered.
    await listener.ready();
    // The room first, then the table: an event stored meanwhile arrives twice at most (the
    // client drops a seq it has), never not at all.
    await socket.join(sessionRoom(sessionId));
    const { events, lastSeq } = await listSessionEventsAfter(db, sessionId, afterSeq, LIVE.catchUpMaxEvents);
    if (grant?.watcherId) await touchFacilitatorWatcher(db, grant.watcherId);
    return { ok: true, events: events.map(toLiveEvent), lastSeq };
  };

  io.on('connection', (socket: LiveSocket) => {
    const watched = new Set<string>();
    for (const grant of socket.data.grants) {
      void socket.join(inviteRoom(grant.inviteId));
      if (grant.watcherId) {
        void socket.join(watchersRoom(grant.sessionId));
        watched.add(grant.sessionId);
      }
    }
    for (const sessionId of watched) void rooms.watchersChanged(sessionId);
    // A colleague's absence counts from their last socket's end (ADR 0118).
    const touchMembers = () => {
      if (closing) return;
      for (const grant of socket.data.colleagueGrants ?? []) {
        if (grant.memberId) {
          touchColleagueMember(db, grant.memberId).catch((error: unknown) =>
            logger.warn({ err: error }, 'live rooms: a colleague was not touched'),
          );
        }
      }
    };
    for (const grant of socket.data.colleagueGrants ?? []) void socket.join(colleagueRoom(grant.roomId));
    touchMembers();
    socket.on('disconnect', () => {
      for (const sessionId of watched) void rooms.watchersChanged(sessionId);
      touchMembers();
    });

    const withinBudget = eventBudget();
    let refusals = 0;
    // Every client event passes here first: over the budget, or any event but `session:join`
    // (a watcher can change nothing of a session), is refused; a socket that keeps on is dropped.
    socket.use(([event, ...args], next) => {
      const ack = args.at(-1);
      const refuse = (code: 'RATE_LIMITED' | 'NOT_ALLOWED') => {
        if (typeof ack === 'function') ack({ ok: false, code });
        refusals += 1;
        if (refusals >= LIVE.clientEventLimit) socket.disconnect(true);
      };
      if (!withinBudget()) return refuse('RATE_LIMITED');
      if (event !== 'session:join') return refuse('NOT_ALLOWED');
      next();
    });
    socket.on('session:join', (input, ack) => {
      if (typeof ack !== 'function') return;
      join(socket, input).then(ack, (error: unknown) => {
        logger.warn({ err: error }, 'live rooms: a join failed');
        ack({ ok: false, code: 'NOT_FOUND' });
      });
    });
  });

  return {
    publisher,
    rooms,
    colleagues,
    io,
    attach: (server) => {
      io.attach(server);
      // The http session is read once, at the handshake (not on every packet of the connection).
      const onlyHandshake =
        (middleware: RequestHandler): EngineMiddleware =>
        (req, res, next) => {
          const isHandshake = !new URL(req.url ?? '/', 'http://x').searchParams.has('sid');
          if (isHandshake) (middleware as unknown as EngineMiddleware)(req, res, next);
          else next();
        };
      for (const middleware of deps.handshakeMiddleware) io.engine.use(onlyHandshake(middleware));
    },
    close: async () => {
      closing = true;
      // This instance's sockets only (`io.disconnectSockets` would reach every instance's).
      io.local.disconnectSockets(true);
      io.engine?.close();
      // Closing the namespace's adapter stops the adapter's LISTEN connection and heartbeats.
      await io.of('/').adapter.close();
      listenClients?.close();
      await pool?.end().catch(() => undefined);
      await listener.close();
      await delivery;
    },
  };
};
