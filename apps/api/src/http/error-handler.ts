import { defaultErrorMessages, type FieldError } from '@urosim/contracts';
import { isDatabaseUnavailableError, sqlState } from '@urosim/db';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { AppError } from './app-error.ts';
import { sendError } from './envelope.ts';

const fieldErrors = (error: ZodError): FieldError[] =>
  error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
    code: issue.code,
  }));

/** What a database outage answers (503, with Retry-After), in an envelope or a stream's error event. */
const databaseUnavailable = {
  code: 'DATABASE_UNAVAILABLE',
  message: 'The service is temporarily unavailable. Please try again shortly.',
} as const;

/** An AppError of a 5xx status is the server's fault: it is logged. */
const logAppError = (log: Logger, error: AppError) => {
  if (error.status >= 500) log.error({ err: error }, error.message);
};

/** 404 in the envelope for any `/api` path no route answered. */
export const handleUnknownApiRoute: RequestHandler = (req, _res, next) => {
  // The path the client asked for: `req.path` inside the `/api` mount has lost its `/api`.
  const path = req.originalUrl.split('?')[0];
  next(new AppError('ROUTE_NOT_FOUND', `No route for ${req.method} ${path}`));
};

/**
 * The one error path: AppError, validation, body parsing and database errors become the envelope
 * with their status; anything else is logged and answered with a generic 500 and the request id.
 */
export const handleErrors: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) {
    req.log.error({ err: error }, 'error after the response started');
    res.end();
    return;
  }
  if (error instanceof AppError) {
    logAppError(req.log, error);
    sendError(res, error.status, {
      code: error.code,
      message: error.message,
      details: error.details,
      errors: error.fieldErrors,
    });
    return;
  }
  if (error instanceof ZodError) {
    sendError(res, 400, { code: 'VALIDATION_FAILED', message: 'Invalid input', errors: fieldErrors(error) });
    return;
  }
  const bodyError = error as { type?: string; status?: number; limit?: number };
  if (bodyError.type === 'entity.parse.failed') {
    sendError(res, 400, { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' });
    return;
  }
  if (bodyError.type === 'entity.too.large') {
    sendError(res, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
      details: { limitBytes: bodyError.limit },
    });
    return;
  }
  if (bodyError.type === 'encoding.unsupported' || bodyError.type === 'charset.unsupported') {
    sendError(res, 415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported body encoding' });
    return;
  }
  // A path with a malformed percent-encoding (`/sessions/%/details`): the router cannot decode it.
  if (error instanceof URIError) {
    sendError(res, 400, {
      code: 'MALFORMED_URL',
      message: 'The address is not valid: a %-encoding is malformed',
    });
    return;
  }
  // Any other request the parsers refused as the client's fault (http-errors with a 4xx), such as a
  // body that says it is gzip or br and is not.
  const clientStatus = (error as { status?: unknown; statusCode?: unknown }).status;
  if (typeof clientStatus === 'number' && clientStatus >= 400 && clientStatus < 500) {
    sendError(res, 400, { code: 'MALFORMED_BODY', message: 'The request could not be read' });
    return;
  }
  if (isDatabaseUnavailableError(error)) {
    req.log.warn({ err: error }, 'database unavailable');
    res.setHeader('Retry-After', '5');
    sendError(res, 503, databaseUnavailable);
    return;
  }
  const state = sqlState(error);
  if (state === '23505' || state === '23503') {
    sendError(res, 409, { code: 'CONFLICT', message: 'The request conflicts with existing data' });
    return;
  }
  req.log.error({ err: error }, 'unhandled error');
  sendError(res, 500, { code: 'INTERNAL_ERROR', message: defaultErrorMessages.unexpected });
};

/**
 * The `error` event of a stream that fails after it opened, when the envelope can no longer be
 * sent: an AppError keeps its code and message and a database outage is DATABASE_UNAVAILABLE, as
 * `handleErrors` answers them (and logs them); anything else is logged with its stack and becomes
 * INTERNAL_ERROR with the stream's own `fallbackMessage`.
 */
export const streamErrorOf = (
  error: unknown,
  log: Logger,
  fallbackMessage: string,
): { code: string; message: string } => {
  if (error instanceof AppError) {
    logAppError(log, error);
    return { code: error.code, message: error.message };
  }
  if (isDatabaseUnavailableError(error)) {
    log.warn({ err: error }, 'database unavailable');
    return { ...databaseUnavailable };
  }
  log.error({ err: error }, 'unhandled error in a stream');
  return { code: 'INTERNAL_ERROR', message: fallbackMessage };
};
