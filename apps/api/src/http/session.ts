import type { Config } from '@urosim/config';
import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';

declare module 'express-session' {
  interface SessionData {
    /** When the user logged in (ms since epoch), for the absolute timeout. */
    loginAt?: number;
    /** When this session was created. */
    createdAt?: number;
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

/** Name of the session cookie. */
export const sessionCookieName = 'urosim.sid';

/**
 * express-session with its rows in PostgreSQL (connect-pg-simple, table `http_sessions`): cookie
 * HttpOnly, SameSite=Lax, Secure in production, 192-bit ids (express-session's uid-safe default of
 * 24 bytes), rolling idle timeout; a session is only stored once something is put in it.
 */
export const createSessionMiddleware = (config: Config, databaseUrl: string): RequestHandler => {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    conObject: {
      connectionString: databaseUrl,
      application_name: 'urosim-sessions',
      max: 5,
      connectionTimeoutMillis: 3_000,
    },
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
