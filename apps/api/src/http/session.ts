import { createHash } from 'node:crypto';
import type { Config } from '@urosim/config';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import pg from 'pg';

declare module 'express-session' {
  interface SessionData {
    /** When the user logged in (ms since epoch), for the absolute timeout. */
    loginAt?: number;
    /** When this session was created. */
    createdAt?: number;
    /** The browser's user agent at login (cut short), for the list of signed-in sessions. */
    userAgent?: string;
  }
}

/**
 * With a rolling idle timeout express-session "touches" the stored session on every response, a
 * write per request. Extending the server-side expiry at most once a minute per session (and
 * instance) keeps the idle timeout to the minute and saves that write on almost every request.
 */
const throttleTouch = (store: session.Store, intervalMs: number) => {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const lastTouched = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    if (now - (lastTouched.get(sid) ?? 0) < intervalMs) {
      callback?.();
      return;
    }
    if (lastTouched.size > 50_000) lastTouched.clear();
    lastTouched.set(sid, now);
    touch(sid, sess, callback);
  };
};

/**
 * The store's statements (read, write, touch, destroy, prune: a handful of fixed texts) run as
 * named prepared statements, so PostgreSQL plans each once per connection instead of on every
 * request (the session read is one of the chat turn's three round trips; docs/performance.md).
 */
const preparingPool = (pool: pg.Pool) => {
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `session-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
      names.set(text, name);
    }
    return name;
  };
  // The store calls only `query` on a pool it was given (it never ends one it does not own).
  return {
    query: (text: string, values?: unknown[]) =>
      pool.query({ name: nameOf(text), text, values: values ?? [] }),
  } as unknown as pg.Pool;
};

/** Name of the session cookie. */
export const sessionCookieName = 'urosim.sid';

/**
 * express-session with its rows in PostgreSQL (connect-pg-simple, table `http_sessions`): cookie
 * HttpOnly, SameSite=Lax, Secure in production, 192-bit ids (express-session's uid-safe default of
 * 24 bytes), rolling idle timeout; a session is only stored once something is put in it.
 */
export const createSessionMiddleware = (config: Config, databaseUrl: string): RequestHandler => {
  const PgStore = connectPgSimple(session);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    application_name: 'urosim-sessions',
    max: 5,
    connectionTimeoutMillis: 3_000,
  });
  // As the store's own pool would: a connection's error is the next query's to report.
  pool.on('error', () => undefined);
  const store = new PgStore({
    pool: preparingPool(pool),
    tableName: 'http_sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: () => undefined,
  });
  throttleTouch(store, 60_000);
  return session({
    name: sessionCookieName,
    secret: config.SESSION_SECRET,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.TRUST_PROXY_HOPS > 0,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction && config.APP_BASE_URL.startsWith('https://'),
      maxAge: config.SESSION_IDLE_MINUTES * 60 * 1000,
      path: '/',
    },
  });
};
