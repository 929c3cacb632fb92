import type { Config } from '@urosim/config';
import { authRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { type RequestHandler, Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import { type AppPassport, authenticateWithPassword, logIn, logOut } from '../../http/auth.ts';
import type { Csrf } from '../../http/csrf.ts';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { sessionCookieName } from '../../http/session.ts';
import { isAdmin } from '../../policies/index.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { recordActivity } from '../account/activity.ts';
import { findUserById } from './repo.ts';
import {
  publicUser,
  recordLogin,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signUp,
  verifyEmail,
} from './service.ts';

/** Runs `work`, then waits until at least `floorMs` have passed since the start, even when it failed. */
const withFloor = async <T>(floorMs: number, work: () => Promise<T>) => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = floorMs - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
};

const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid e-mail or password');

/** Sign-up, e-mail verification, login and logout, password reset, status and the profile. */
export const createAuthRouter = (deps: {
  db: Knex;
  config: Config;
  mailer: Mailer;
  passport: AppPassport;
  csrf: Csrf;
  mount: MountRoute;
}) => {
  const { db, config, mailer, passport, csrf, mount } = deps;
  const services = { db, config, mailer };
  const router = Router();
  const limit = (...rules: (typeof limitRules)[keyof typeof limitRules][]): RequestHandler[] =>
    rules.map((rule) => createRateLimiter(db, rule, config.RATE_LIMIT_SCALE));
  const floor = config.AUTH_RESPONSE_FLOOR_MS;

  mount(router, authRoutes.signup, ({ body }) => withFloor(floor, () => signUp(services, body)), {
    guards: limit(limitRules.signupIp),
  });

  mount(
    router,
    authRoutes.resendVerification,
    ({ body }) => withFloor(floor, () => resendVerification(services, body.email)),
    { guards: limit(limitRules.mailIp, limitRules.mailAccount) },
  );

  mount(router, authRoutes.verifyEmail, ({ body }) => verifyEmail(services, body.token), {
    guards: limit(limitRules.tokenIp),
  });

  const loginGuards = limit(limitRules.loginIp, limitRules.loginAccount);
  mount(
    router,
    authRoutes.login,
    async ({ req, res }) => {
      const user = await authenticateWithPassword(passport, req, res);
      if (!user) throw invalidCredentials();
      await logIn(req, user);
      csrf.issueToken(req, res, true);
      await recordLogin(services, user.id);
      await recordActivity(db, user.id, 'signed_in', req.get('user-agent'));
      return { user: await publicUser(services, user) };
    },
    { guards: loginGuards },
  );

  mount(
    router,
    authRoutes.adminLogin,
    async ({ req, res }) => {
      const user = await authenticateWithPassword(passport, req, res);
      if (!user || !isAdmin(user)) throw invalidCredentials();
      await logIn(req, user);
      csrf.issueToken(req, res, true);
      await recordLogin(services, user.id);
      await recordActivity(db, user.id, 'signed_in', req.get('user-agent'));
      return { user: await publicUser(services, user) };
    },
    { guards: loginGuards },
  );

  mount(router, authRoutes.logout, async ({ req, res, user }) => {
    if (user) await logOut(req);
    // A fresh anonymous session with its own token: the old session row is gone, so its cookie
    // no longer authenticates anything.
    csrf.issueToken(req, res, true);
    return { loggedOut: true as const };
  });

  mount(router, authRoutes.status, async ({ req, res, user }) => {
    res.setHeader('Cache-Control', 'no-store');
    csrf.issueToken(req, res);
    return { isLoggedIn: Boolean(user), user: user ? await publicUser(services, user) : null };
  });

  mount(router, authRoutes.sessionDiagnostics, ({ req, res, user }) => {
    res.setHeader('Cache-Control', 'no-store');
    const cookieHeader = req.headers.cookie ?? '';
    const expires = req.session?.cookie?.expires;
    return {
      isLoggedIn: Boolean(user),
      hasSessionCookie: cookieHeader
        .split(';')
        .some((part) => part.trim().startsWith(`${sessionCookieName}=`)),
      sessionCreatedAt: req.session?.loginAt ? new Date(req.session.loginAt).toISOString() : null,
      sessionExpiresAt: expires ? new Date(expires).toISOString() : null,
      idleTimeoutSeconds: config.SESSION_IDLE_MINUTES * 60,
      absoluteTimeoutSeconds: config.SESSION_ABSOLUTE_HOURS * 3600,
      csrfTokenIssued: Boolean(req.session?.csrfToken),
      userId: user?.id ?? null,
      secureCookies: Boolean(req.session?.cookie?.secure),
    };
  });

  mount(
    router,
    authRoutes.forgotPassword,
    ({ body }) => withFloor(floor, () => requestPasswordReset(services, body.email)),
    { guards: limit(limitRules.mailIp, limitRules.mailAccount) },
  );

  mount(
    router,
    authRoutes.resetPassword,
    ({ body }) => resetPassword(services, body.token, body.newPassword),
    {
      guards: limit(limitRules.tokenIp),
    },
  );

  // Read afresh: the request's user is cached for a few seconds, and the profile may just have changed.
  mount(router, authRoutes.profile, async ({ user }) =>
    publicUser(services, (await findUserById(db, user.id)) ?? user),
  );

  return router;
};
