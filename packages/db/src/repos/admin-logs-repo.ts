import type { Knex } from 'knex';

/** One error-level api error to store (5xx other than a database outage). */
export type NewServerError = {
  requestId?: string | null;
  method: string;
  path: string;
  status: number;
  code?: string | null;
  message: string;
  stack?: string | null;
  userId?: string | null;
};

/** Stores an api error, cut to bounded sizes (message 2,000 characters, stack 8,000). */
export const insertServerError = async (db: Knex, row: NewServerError) => {
  await db('server_errors').insert({
    request_id: row.requestId?.slice(0, 64) ?? null,
    method: row.method.slice(0, 10),
    path: row.path.slice(0, 2000),
    status: row.status,
    code: row.code?.slice(0, 64) ?? null,
    message: row.message.slice(0, 2000),
    stack: row.stack?.slice(0, 8000) ?? null,
    user_id: row.userId ?? null,
  });
};

/** One line of the admin's logs screen, whichever table it came from. */
export type AdminLogLine = {
  source: 'client-log' | 'frontend-error' | 'server-error';
  id: string;
  level: string;
  message: string;
  detail: string | null;
  url: string | null;
  userId: string | null;
  userEmail: string | null;
  /** The request that carried the report (browser) or failed (server). */
  requestId: string | null;
  /** For a browser error: the api request it came from, which a server error line may share. */
  relatedRequestId: string | null;
  createdAt: Date;
};

export type AdminLogFilter = {
  source?: AdminLogLine['source'];
  level?: string;
  from?: Date;
  to?: Date;
  userId?: string;
  /** Matches the line's own request id or the one it links to. */
  requestId?: string;
  limit: number;
};

const window = (query: Knex.QueryBuilder, table: string, filter: AdminLogFilter) => {
  if (filter.from) query.where(`${table}.created_at`, '>=', filter.from);
  if (filter.to) query.where(`${table}.created_at`, '<=', filter.to);
  if (filter.userId) query.where(`${table}.user_id`, filter.userId);
  return query.orderBy(`${table}.created_at`, 'desc').limit(filter.limit);
};

/**
 * Client logs, front-end errors and server errors, filtered, newest first, at most `limit` in all.
 * Browser errors and server errors are error level; a level filter other than `error` keeps only
 * client logs.
 */
export const listAdminLogs = async (db: Knex, filter: AdminLogFilter): Promise<AdminLogLine[]> => {
  const wants = (source: AdminLogLine['source']) => !filter.source || filter.source === source;
  const errorLevel = !filter.level || filter.level === 'error';
  const lines: AdminLogLine[] = [];

  if (wants('client-log')) {
    const query = db('client_logs as l').leftJoin('users as u', 'u.id', 'l.user_id');
    if (filter.level) query.where('l.level', filter.level);
    if (filter.requestId)
      query.where((q) =>
        q
          .where('l.request_id', filter.requestId!)
          .orWhereRaw("l.metadata->>'requestId' = ?", [filter.requestId!]),
      );
    const rows = await window(query, 'l', filter).select('l.*', 'u.email as user_email');
    for (const row of rows)
      lines.push({
        source: 'client-log',
        id: String(row.id),
        level: row.level,
        message: row.message,
        detail: row.metadata ? JSON.stringify(row.metadata) : null,
        url: (row.metadata as { url?: string } | null)?.url ?? null,
        userId: row.user_id,
        userEmail: row.user_email,
        requestId: row.request_id,
        relatedRequestId: (row.metadata as { requestId?: string } | null)?.requestId ?? null,
        createdAt: row.created_at,
      });
  }
  if (wants('frontend-error') && errorLevel) {
    const query = db('frontend_errors as e').leftJoin('users as u', 'u.id', 'e.user_id');
    if (filter.requestId)
      query.where((q) =>
        q.where('e.request_id', filter.requestId!).orWhere('e.failed_request_id', filter.requestId!),
      );
    const rows = await window(query, 'e', filter).select('e.*', 'u.email as user_email');
    for (const row of rows)
      lines.push({
        source: 'frontend-error',
        id: String(row.id),
        level: 'error',
        message: row.message,
        detail: row.stack,
        url: row.url,
        userId: row.user_id,
        userEmail: row.user_email,
        requestId: row.request_id,
        relatedRequestId: row.failed_request_id,
        createdAt: row.created_at,
      });
  }
  if (wants('server-error') && errorLevel) {
    const query = db('server_errors as s').leftJoin('users as u', 'u.id', 's.user_id');
    if (filter.requestId) query.where('s.request_id', filter.requestId);
    const rows = await window(query, 's', filter).select('s.*', 'u.email as user_email');
    for (const row of rows)
      lines.push({
        source: 'server-error',
        id: String(row.id),
        level: 'error',
        message: `${row.status} ${row.code ?? ''} ${row.method} ${row.path}: ${row.message}`.replace(
          '  ',
          ' ',
        ),
        detail: row.stack,
        url: row.path,
        userId: row.user_id,
        userEmail: row.user_email,
        requestId: row.request_id,
        relatedRequestId: null,
        createdAt: row.created_at,
      });
  }
  return lines.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, filter.limit);
};
