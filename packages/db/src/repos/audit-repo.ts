import type { Knex } from 'knex';

/** One admin change to record (issue 17): written in the transaction that makes the change. */
export type NewAuditEntry = {
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  requestId?: string | null;
};

export type AuditEntryRow = {
  id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  created_at: Date;
};

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Records an admin change; pass the change's transaction so both commit or neither does. */
export const insertAuditEntry = async (db: Knex | Knex.Transaction, entry: NewAuditEntry) => {
  const [row] = await db('admin_audit_log')
    .insert({
      actor_id: entry.actorId,
      actor_email: entry.actorEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      before: json(entry.before),
      after: json(entry.after),
      request_id: entry.requestId ?? null,
    })
    .returning<AuditEntryRow[]>('*');
  return row as AuditEntryRow;
};

export type AuditFilter = {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: string;
  /** Entries with an id below this one (keyset paging, newest first). */
  beforeId?: string;
  limit: number;
};

/** The newest entries first, filtered; `limit + 1` rows tell the caller whether there are more. */
export const listAuditEntries = (db: Knex, filter: AuditFilter): Promise<AuditEntryRow[]> => {
  const query = db<AuditEntryRow>('admin_audit_log')
    .orderBy('id', 'desc')
    .limit(filter.limit + 1);
  if (filter.action) query.where('action', filter.action);
  if (filter.targetType) query.where('target_type', filter.targetType);
  if (filter.targetId) query.where('target_id', filter.targetId);
  if (filter.actorId) query.where('actor_id', filter.actorId);
  if (filter.beforeId) query.where('id', '<', filter.beforeId);
  return query;
};
