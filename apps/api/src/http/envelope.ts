import type { Envelope, FieldError } from '@urosim/contracts';
import type { Response } from 'express';

/** Sends `data` in a successful envelope. */
export const sendData = <T>(res: Response, data: T, message = 'OK', status = 200) => {
  const body: Envelope<T> = { success: true, message, errors: [], timestamp: new Date().toISOString(), data };
  res.status(status).json(body);
};

/** Sends a failed envelope: `error.code`, `error.details`, field `errors` and optional `data`. */
export const sendError = (
  res: Response,
  status: number,
  error: { code: string; message: string; details?: unknown; errors?: FieldError[]; data?: unknown },
) => {
  const requestId = res.getHeader('x-request-id');
  const body: Envelope<unknown> = {
    success: false,
    message: error.message,
    errors: error.errors ?? [],
    timestamp: new Date().toISOString(),
    data: error.data ?? null,
    error: {
      code: error.code,
      ...(error.details === undefined ? {} : { details: error.details }),
      ...(typeof requestId === 'string' ? { requestId } : {}),
    },
  };
  res.status(status).json(body);
};
