import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** The process logger: JSON lines, pretty when a person watches a terminal in development. */
export const createLogger = (options: { level: string; pretty: boolean }): Logger =>
  pino({
    level: options.level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', '*.password'],
      censor: '[redacted]',
    },
    ...(options.pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });

const incomingId = /^[A-Za-z0-9_-]{8,64}$/;

/** Request logs with a request id (taken from a well-formed X-Request-Id, else new), echoed back. */
export const requestLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && incomingId.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url === '/health' },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
