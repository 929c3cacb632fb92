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
