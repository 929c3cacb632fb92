import type { Knex } from 'knex';

/** A row of `client_logs` to insert. */
export type NewClientLog = {
  source: 'client-log' | 'version-mismatch';
  level: string;
  message: string;
  clientSessionId?: string | null;
  clientTimestamp?: Date | null;
  metadata?: unknown;
  delayed?: boolean;
  ip?: string | null;
  userAgent?: string | null;
  requestId?: string | null;
  userId?: string | null;
};

/** Inserts client log rows in one statement; returns how many were stored. */
export const insertClientLogs = async (db: Knex, rows: NewClientLog[]): Promise<number> => {
  if (rows.length === 0) return 0;
  await db('client_logs').insert(
    rows.map((row) => ({
      source: row.source,
      level: row.level,
      message: row.message,
      client_session_id: row.clientSessionId ?? null,
      client_timestamp: row.clientTimestamp ?? null,
      metadata: row.metadata === undefined ? null : JSON.stringify(row.metadata),
      delayed: row.delayed ?? false,
      ip: row.ip ?? null,
      user_agent: row.userAgent ?? null,
      request_id: row.requestId ?? null,
      user_id: row.userId ?? null,
    })),
  );
  return rows.length;
};

/** A row of `frontend_errors` to insert. */
export type NewFrontendError = {
  message: string;
  stack?: string | null;
  componentStack?: string | null;
  errorBoundary?: string | null;
  url?: string | null;
  userAgent?: string | null;
  clientTimestamp?: Date | null;
  ip?: string | null;
  requestId?: string | null;
  userId?: string | null;
  /** The X-Request-Id of the api call the error came from, if any. */
  failedRequestId?: string | null;
};

/** Stores one caught browser error; returns its id. */
export const insertFrontendError = async (db: Knex, row: NewFrontendError): Promise<string> => {
  const [inserted] = await db('frontend_errors')
    .insert({
      message: row.message,
      stack: row.stack ?? null,
      component_stack: row.componentStack ?? null,
      error_boundary: row.errorBoundary ?? null,
      url: row.url ?? null,
      user_agent: row.userAgent ?? null,
      client_timestamp: row.clientTimestamp ?? null,
      ip: row.ip ?? null,
      request_id: row.requestId ?? null,
      user_id: row.userId ?? null,
      failed_request_id: row.failedRequestId ?? null,
    })
    .returning<{ id: string }[]>('id');
  return inserted!.id;
};

/** Deletes client logs, frontend errors and server errors created before `cutoff`; returns the counts. */
export const purgeLogsBefore = async (db: Knex, cutoff: Date) =>
  db.transaction(async (trx) => {
    const clientLogs = await trx('client_logs').where('created_at', '<', cutoff).delete();
    const frontendErrors = await trx('frontend_errors').where('created_at', '<', cutoff).delete();
    const serverErrors = await trx('server_errors').where('created_at', '<', cutoff).delete();
    return { clientLogs, frontendErrors, serverErrors };
  });
