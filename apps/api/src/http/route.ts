import type { RouteContract, RouteData } from '@urosim/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import { AppError } from './app-error.ts';
import type { AuthUser } from './auth.ts';
import { sendData, sendError } from './envelope.ts';
import { findUnstorableText } from './storable-text.ts';

type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.infer<NonNullable<T>>
    : undefined;

/**
 * What a handler receives: its inputs already parsed by the route's schemas, and the logged-in
 * user — always there on a route whose contract says `auth` (its guard ran first), else maybe.
 */
export type HandlerInput<R extends RouteContract> = {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  user: R extends { auth: 'user' | 'admin' } ? AuthUser : AuthUser | undefined;
  req: Request;
  res: Response;
};

const replyTag = Symbol('reply');

/** A reply other than a plain 200: another status, a message, or a failed envelope that keeps data. */
export type Reply<T> = {
  [replyTag]: true;
  data: T;
  status: number;
  message?: string;
  errorCode?: string;
};

/** Builds a reply with its own status or message (e.g. `/health` answers 503 with its data). */
export const reply = <T>(
  data: T,
  options: { status?: number; message?: string; errorCode?: string },
): Reply<T> => ({
  [replyTag]: true,
  data,
  status: options.status ?? 200,
  ...(options.message === undefined ? {} : { message: options.message }),
  ...(options.errorCode === undefined ? {} : { errorCode: options.errorCode }),
});

const isReply = (value: unknown): value is Reply<unknown> =>
  typeof value === 'object' && value !== null && replyTag in value;

/** Returned by a handler that wrote the response itself (a stream). */
export const responded: unique symbol = Symbol('responded');

type HandlerResult<R extends RouteContract> = RouteData<R> | Reply<RouteData<R>> | typeof responded;

export type Handler<R extends RouteContract> = (
  input: HandlerInput<R>,
) => Promise<HandlerResult<R>> | HandlerResult<R>;

/** What every route shares: the CSRF check, the authentication guards and the body limit. */
export type RouteMounterOptions = {
  defaultBodyLimitBytes: number;
  requireCsrf: RequestHandler;
  requireUser: RequestHandler;
  requireAdmin: RequestHandler;
};

const mutating = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Mounts contract routes. The same order on every route: JSON body parsing with the route's size
 * limit (or the raw bytes, for a webhook), the route's own guards (rate limits), authentication (from the contract's `auth`), CSRF
 * (every state-changing route unless the contract says `csrf: false`), validation of params, query
 * and body (first the strings PostgreSQL cannot store, then the contract's schemas, unknown fields
 * dropped), then the handler, whose result is
 * sent in the envelope. Errors go to the one error handler.
 */
export const createRouteMounter = (options: RouteMounterOptions) => {
  const mount = <R extends RouteContract>(
    router: Router,
    route: R,
    handler: Handler<R>,
    extra: {
      guards?: RequestHandler[];
      /**
       * Keep the body as the raw bytes (`req.body` a Buffer, whatever its type), for a payment
       * provider's webhook whose signature is computed over them.
       */
      rawBody?: boolean;
    } = {},
  ) => {
    const stack: RequestHandler[] = [];
    const limit = route.bodyLimitBytes ?? options.defaultBodyLimitBytes;
    if (extra.rawBody) stack.push(express.raw({ type: () => true, limit }));
    else if (route.body) stack.push(express.json({ limit }));
    stack.push(...(extra.guards ?? []));
    if (route.auth === 'user') stack.push(options.requireUser);
    if (route.auth === 'admin') stack.push(options.requireAdmin);
    if (mutating.has(route.method) && route.csrf !== false) stack.push(options.requireCsrf);
    stack.push(async (req, res) => {
      // Once for every route: a string PostgreSQL cannot store never reaches a handler.
      const unstorable = findUnstorableText({
        params: req.params,
        query: req.query,
        body: extra.rawBody ? undefined : req.body,
      });
      if (unstorable.length > 0)
        throw new AppError('VALIDATION_FAILED', 'Invalid input', undefined, unstorable);
      const params = route.params ? route.params.parse(req.params) : undefined;
      const query = route.query ? route.query.parse(req.query) : undefined;
      const body = route.body ? route.body.parse(req.body ?? {}) : undefined;
      const result = await handler({ body, query, params, user: req.user, req, res } as HandlerInput<R>);
      if (result === responded) return;
      if (!isReply(result)) return sendData(res, result);
      if (result.status < 400) return sendData(res, result.data, result.message, result.status);
      return sendError(res, result.status, {
        code: result.errorCode ?? 'ERROR',
        message: result.message ?? 'Request failed',
        data: result.data,
      });
    });
    router[route.method](route.path, ...stack);
  };
  return mount;
};

/** Mounts one contract route with its guards; see createRouteMounter. */
export type MountRoute = ReturnType<typeof createRouteMounter>;
