import type { Config } from '@urosim/config';
import type { Knex } from '@urosim/db';
import type { Request, RequestHandler, Response } from 'express';
import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { UserRow } from '../features/auth/repo.ts';
import { authenticate, findActiveUser } from '../features/auth/service.ts';
import { adminRequired, isAdmin, unauthenticated } from '../policies/index.ts';

declare global {
  namespace Express {
    // The logged-in user, as loaded from `users` for each request.
    interface User extends UserRow {}
  }
}

/** The logged-in user of a request, as loaded from `users`. */
export type AuthUser = Express.User;

/** How long a loaded user is reused before it is read again. */
const userCacheMs = 10_000;

/**
 * passport with the local strategy (e-mail and password, checked by the auth service) on
 * express-session. Its own instance, so that several apps (tests) do not share strategies.
 */
export const createPassport = (db: Knex) => {
  const passport = new Passport();
  passport.use(
    new LocalStrategy(
      { usernameField: 'email', passwordField: 'password', session: true },
      (email, password, done) => {
        authenticate({ db }, email, password).then(
          (user) => done(null, user ?? false),
          (error: unknown) => done(error),
        );
      },
    ),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  // Each request needs its user; a few seconds of caching saves a query on most requests. A reset
  // or logout deletes the session itself, so this only delays noticing a disabled account.
  const users = new Map<string, { user: Express.User | undefined; at: number }>();
  passport.deserializeUser((id: string, done) => {
    const cached = users.get(id);
    if (cached && Date.now() - cached.at < userCacheMs) {
      done(null, cached.user ?? false);
      return;
    }
    findActiveUser(db, id).then(
      (user) => {
        if (users.size > 10_000) users.clear();
        users.set(id, { user, at: Date.now() });
        done(null, user ?? false);
      },
      (error: unknown) => done(error),
    );
  });
  return passport;
};

export type AppPassport = ReturnType<typeof createPassport>;

/** Runs the local strategy for this request; resolves with the user, or undefined for bad credentials. */
export const authenticateWithPassword = (passport: AppPassport, req: Request, res: Response) =>
  new Promise<Express.User | undefined>((resolve, reject) => {
    passport.authenticate('local', { session: false }, (error: unknown, user: Express.User | false) => {
      if (error) reject(error);
      else resolve(user || undefined);
    })(req, res, (error?: unknown) => (error ? reject(error) : resolve(undefined)));
  });

/** Logs the user in on a new session id (passport regenerates the session) and stamps the login time. */
export const logIn = (req: Request, user: Express.User) =>
  new Promise<void>((resolve, reject) => {
    req.login(user, (error?: unknown) => {
      if (error) return reject(error);
      req.session.loginAt = Date.now();
      const userAgent = req.get('user-agent');
      if (userAgent) req.session.userAgent = userAgent.slice(0, 300);
      resolve();
    });
  });

/** Ends the login: passport drops the user and regenerates the session, destroying the old row. */
export const logOut = (req: Request) =>
  new Promise<void>((resolve, reject) => {
    req.logout((error?: unknown) => (error ? reject(error) : resolve()));
  });

/** Logs out a session older than the absolute lifetime, whatever its activity. */
export const enforceSessionLifetime =
  (config: Config): RequestHandler =>
  (req, _res, next) => {
    const loginAt = req.session?.loginAt;
    if (req.user && loginAt && Date.now() - loginAt > config.SESSION_ABSOLUTE_HOURS * 3_600_000) {
      logOut(req).then(() => next(), next);
      return;
    }
    next();
  };

/** 401 unless logged in (the guard of routes whose contract says `auth: 'user'`). */
export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : unauthenticated());
};

/** 401 unless logged in, 403 unless an admin (`auth: 'admin'`); the role is the policies'. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(unauthenticated());
  next(isAdmin(req.user) ? undefined : adminRequired());
};
