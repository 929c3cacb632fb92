import type { Config } from '@urosim/config';
import { csrfSync } from 'csrf-sync';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from './app-error.ts';

/** Cookie that carries the token to the browser, and the header that must echo it. */
export const csrfCookieName = 'XSRF-TOKEN';
export const csrfHeaderName = 'x-xsrf-token';

/**
 * Synchronizer-token CSRF protection (csrf-sync): the token lives in the server-side session and
 * reaches the browser in the readable `XSRF-TOKEN` cookie; every state-changing request must send
 * it back in `X-XSRF-TOKEN`.
 */
export const createCsrf = (config: Config) => {
  const { generateToken, csrfSynchronisedProtection } = csrfSync({
    getTokenFromState: (req) => req.session?.csrfToken,
    storeTokenInState: (req, token) => {
      if (req.session) req.session.csrfToken = token;
    },
    getTokenFromRequest: (req) => {
      const value = req.headers[csrfHeaderName];
      return typeof value === 'string' ? value : undefined;
    },
    size: 32,
    skipCsrfProtection: () => false,
  });

  const setCookie = (res: Response, token: string) => {
    res.cookie(csrfCookieName, token, {
      httpOnly: false,
      sameSite: 'lax',
      secure: config.isProduction && config.APP_BASE_URL.startsWith('https://'),
      path: '/',
    });
  };

  /** Makes sure the session has a token and the browser its cookie; `rotate` issues a new one. */
  const issueToken = (req: Request, res: Response, rotate = false) => {
    const token = generateToken(req, rotate);
    setCookie(res, token);
    return token;
  };

  /** Refuses a state-changing request without the session's token in the header (403). */
  const requireToken: RequestHandler = (req, res, next) => {
    csrfSynchronisedProtection(req, res, (error?: unknown) => {
      if (error) {
        next(
          new AppError(
            'CSRF_INVALID',
            'Your security token is missing or out of date. Reload the page and try again.',
          ),
        );
        return;
      }
      next();
    });
  };

  return { issueToken, requireToken, setCookie };
};

export type Csrf = ReturnType<typeof createCsrf>;
