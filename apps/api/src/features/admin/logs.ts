import { adminRoutes } from '@urosim/contracts';
import { insertFrontendError, insertServerError, type Knex, listAdminLogs } from '@urosim/db';
import { type ErrorRequestHandler, Router } from 'express';
import { handleErrors } from '../../http/error-handler.ts';
import type { MountRoute } from '../../http/route.ts';
import { adminArea, authorize } from '../../policies/index.ts';

/** `/api/v1/admin/logs` (the logs screen) and `POST /api/admin/logs` (an admin browser's errors). */
export const createAdminLogsRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();

  mount(router, adminRoutes.logs, async ({ user, query }) => {
    authorize(user, 'read', adminArea);
    const lines = await listAdminLogs(db, {
      ...(query.source ? { source: query.source } : {}),
      ...(query.level ? { level: query.level } : {}),
      ...(query.from ? { from: new Date(query.from) } : {}),
      ...(query.to ? { to: new Date(query.to) } : {}),
      ...(query.userId ? { userId: query.userId } : {}),
      ...(query.requestId ? { requestId: query.requestId } : {}),
      limit: query.limit,
    });
    return { lines: lines.map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })) };
  });

  // The specification's upload (section 7): admins only, error level only. Stored as a front-end
  // error of that admin, linked to the failed api call by its request id.
  mount(router, adminRoutes.clientErrorLog, async ({ user, body, req }) => {
    authorize(user, 'read', adminArea);
    await insertFrontendError(db, {
      message: body.message,
      stack: body.stack ?? null,
      url: body.url ?? null,
      errorBoundary: 'admin-log',
      clientTimestamp: body.timestamp ? new Date(body.timestamp) : null,
      userAgent: req.get('user-agent')?.slice(0, 1000) ?? null,
      ip: req.ip ?? null,
      requestId: String(req.id),
      userId: user.id,
      failedRequestId: body.requestId ?? null,
    });
    return { accepted: true as const };
  });

  return router;
};

/**
 * The one error path, which also stores each error-level answer (5xx other than a database outage,
 * whose rows could not be written anyway) in `server_errors`, so the admin's logs screen shows it
 * with its request id. Storing never delays nor changes the answer.
 */
export const handleAndRecordErrors =
  (db: Knex): ErrorRequestHandler =>
  (error, req, res, next) => {
    handleErrors(error, req, res, next);
    if (res.statusCode < 500 || res.statusCode === 503) return;
    const err = error as { message?: unknown; stack?: unknown; code?: unknown };
    insertServerError(db, {
      requestId: req.id === undefined ? null : String(req.id),
      method: req.method,
      path: req.originalUrl.split('?')[0] ?? req.path,
      status: res.statusCode,
      code: typeof err.code === 'string' ? err.code : null,
      message: typeof err.message === 'string' ? err.message : String(error),
      stack: typeof err.stack === 'string' ? err.stack : null,
      userId: req.user?.id ?? null,
    }).catch((storeError: unknown) => req.log.warn({ err: storeError }, 'could not store a server error'));
  };
