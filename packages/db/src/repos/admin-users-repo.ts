import type { Knex } from 'knex';

/** A user as the admin's users screen lists them. */
export type AdminUserRow = {
  id: string;
  email: string;
  full_name: string;
  role: string;
  is_admin: boolean;
  email_verified_at: Date | null;
  disabled_at: Date | null;
  last_login_at: Date | null;
  created_at: Date;
};

const userColumns = [
  'id',
  'email',
  'full_name',
  'role',
  'is_admin',
  'email_verified_at',
  'disabled_at',
  'last_login_at',
  'created_at',
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users whose e-mail or name contains `search`, newest first, one page; and the total. */
export const searchUsers = async (db: Knex, filter: { search?: string; limit: number; offset: number }) => {
  const base = db('users');
  if (filter.search) {
    const like = `%${escapeLike(filter.search)}%`;
    base.where((q) => q.whereILike('email', like).orWhereILike('full_name', like));
  }
  const [count] = await base.clone().count({ count: '*' });
  const rows = await base
    .select<AdminUserRow[]>(userColumns)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(filter.limit)
    .offset(filter.offset);
  return { rows, total: Number((count as { count: unknown } | undefined)?.count ?? 0) };
};

export const findAdminUser = (db: Knex | Knex.Transaction, id: string) =>
  db('users').select<AdminUserRow[]>(userColumns).where({ id }).first() as Promise<AdminUserRow | undefined>;

/** A user's training sessions, newest first, with the feedback's overall score where there is one. */
export const listUserSessionsWithScores = (db: Knex, userId: string, limit = 50) =>
  db('training_sessions as s')
    .leftJoin('feedback as f', 'f.session_id', 's.id')
    .leftJoin('cases as c', 'c.id', 's.case_id')
    .where('s.user_id', userId)
    .orderBy('s.started_at', 'desc')
    .limit(limit)
    .select<
      {
        id: string;
        case_id: string;
        case_title: string | null;
        started_at: Date;
        ended_at: Date | null;
        end_reason: string | null;
        overall: string | null;
      }[]
    >(
      's.id',
      's.case_id',
      'c.title as case_title',
      's.started_at',
      's.ended_at',
      's.end_reason',
      'f.overall',
    );

/** A user's subscriptions, newest first, with the plan's name. */
export const listUserSubscriptions = (db: Knex, userId: string) =>
  db('subscriptions as s')
    .join('plans as p', 'p.id', 's.plan_id')
    .where('s.user_id', userId)
    .orderBy('s.created_at', 'desc')
    .select<
      {
        id: string;
        plan_name: string;
        status: string;
        current_period_end: Date;
        cancel_at_period_end: boolean;
        provider: string;
      }[]
    >(
      's.id',
      'p.name as plan_name',
      's.status',
      's.current_period_end',
      's.cancel_at_period_end',
      's.provider',
    );

/**
 * Locks every active admin's row (in id order, so two callers never deadlock) and returns their
 * ids: a caller about to remove or disable an admin checks, under the lock, that another remains.
 * Call inside the change's transaction.
 */
export const lockActiveAdminIds = async (trx: Knex.Transaction) => {
  const rows = await trx('users')
    .where((q) => q.where('is_admin', true).orWhere('role', 'admin'))
    .whereNull('disabled_at')
    .orderBy('id')
    .forUpdate()
    .select<{ id: string }[]>('id');
  return rows.map((row) => row.id);
};

/** Locks one user's row and returns it. */
export const lockAdminUser = (trx: Knex.Transaction, id: string) =>
  trx('users').select<AdminUserRow[]>(userColumns).where({ id }).forUpdate().first() as Promise<
    AdminUserRow | undefined
  >;

/** Sets or clears `disabled_at`. */
export const setUserDisabled = (trx: Knex.Transaction, id: string, disabled: boolean) =>
  trx('users')
    .where({ id })
    .update({ disabled_at: disabled ? trx.fn.now() : null, updated_at: trx.fn.now() });

/** Makes a user an admin (both flags) or a trainee. */
export const setUserAdmin = (trx: Knex.Transaction, id: string, admin: boolean) =>
  trx('users')
    .where({ id })
    .update({ is_admin: admin, role: admin ? 'admin' : 'user', updated_at: trx.fn.now() });

/** Ends every http session of a user (passport keeps the id in `sess.passport.user`). */
export const deleteHttpSessionsOfUser = (db: Knex | Knex.Transaction, userId: string) =>
  db('http_sessions').whereRaw("sess -> 'passport' ->> 'user' = ?", [userId]).delete();
