import type { Config } from '@urosim/config';
import { type AdminUser, adminRoutes } from '@urosim/contracts';
import {
  type AdminUserRow,
  deleteHttpSessionsOfUser,
  findAdminUser,
  type Knex,
  listUserSessionsWithScores,
  listUserSubscriptions,
  lockActiveAdminIds,
  lockAdminUser,
  searchUsers,
  setUserAdmin,
  setUserDisabled,
} from '@urosim/db';
import { type Request, Router } from 'express';
import { AppError } from '../../http/app-error.ts';
import type { MountRoute } from '../../http/route.ts';
import { type Actor, adminArea, authorize } from '../../policies/index.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { UserRow } from '../auth/repo.ts';
import { resendVerification } from '../auth/service.ts';
import { audited } from './audit.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A user as the admin screens show them. */
export const adminUserOf = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  fullName: row.full_name,
  isAdmin: row.is_admin || row.role === 'admin',
  emailVerifiedAt: iso(row.email_verified_at),
  disabledAt: iso(row.disabled_at),
  lastLoginAt: iso(row.last_login_at),
  createdAt: row.created_at.toISOString(),
});

const userNotFound = () => new AppError('NOT_FOUND', 'User not found');
const lastAdmin = (what: string) =>
  new AppError('LAST_ADMIN', `You cannot ${what} the last admin: make another user an admin first.`);

type Admin = Pick<UserRow, 'id' | 'email'> & NonNullable<Actor>;

/**
 * One change to a user, audited with the user before and after, in one transaction. Every active
 * admin's row and the target's are locked; a change that would leave no active admin (`losesAdmin`)
 * is refused, so two admins removing each other at once cannot both succeed.
 */
const changeUser = (
  db: Knex,
  admin: Admin,
  req: Request,
  userId: string,
  action: string,
  change: {
    losesAdmin: (before: AdminUserRow) => boolean;
    refusal: string;
    apply: (trx: Knex.Transaction, before: AdminUserRow) => Promise<void>;
  },
) => {
  authorize(admin, 'change', adminArea);
  return audited(db, admin, req, { action, targetType: 'user', targetId: userId }, async (trx) => {
    // Every active admin's row first, in id order, then the target's: two admins changing each
    // other at once take their locks in one order, so one waits for the other (never a deadlock,
    // which locking each target first would risk) and then sees what the first one changed.
    const admins = await lockActiveAdminIds(trx);
    const before = await lockAdminUser(trx, userId);
    if (!before) throw userNotFound();
    if (change.losesAdmin(before) && admins.filter((id) => id !== userId).length === 0) {
      throw lastAdmin(change.refusal);
    }
    await change.apply(trx, before);
    const after = (await findAdminUser(trx, userId)) as AdminUserRow;
    return { before: adminUserOf(before), after: adminUserOf(after), result: { user: adminUserOf(after) } };
  });
};

const isActiveAdmin = (row: AdminUserRow) => (row.is_admin || row.role === 'admin') && !row.disabled_at;

/** `/api/v1/admin/users…`: search, a user's page, disable/enable, resend verification, admin flag. */
export const createAdminUsersRouter = (deps: {
  db: Knex;
  config: Config;
  mailer: Mailer;
  mount: MountRoute;
}) => {
  const { db, mount } = deps;
  const router = Router();

  mount(router, adminRoutes.users, async ({ user, query }) => {
    authorize(user, 'read', adminArea);
    const { rows, total } = await searchUsers(db, {
      ...(query.search ? { search: query.search } : {}),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { users: rows.map(adminUserOf), total, page: query.page, pageSize: query.pageSize };
  });

  mount(router, adminRoutes.user, async ({ user, params }) => {
    authorize(user, 'read', adminArea);
    const row = await findAdminUser(db, params.userId);
    if (!row) throw userNotFound();
    const [sessions, subscriptions] = await Promise.all([
      listUserSessionsWithScores(db, row.id),
      listUserSubscriptions(db, row.id),
    ]);
    return {
      user: adminUserOf(row),
      sessions: sessions.map((s) => ({
        id: s.id,
        caseId: s.case_id,
        caseTitle: s.case_title,
        startedAt: s.started_at.toISOString(),
        endedAt: iso(s.ended_at),
        endReason: s.end_reason,
        score: s.overall === null ? null : Number(s.overall),
      })),
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        planName: s.plan_name,
        status: s.status,
        currentPeriodEnd: s.current_period_end.toISOString(),
        cancelAtPeriodEnd: s.cancel_at_period_end,
        provider: s.provider,
      })),
    };
  });

  mount(router, adminRoutes.disableUser, ({ user, params, req }) =>
    changeUser(db, user, req, params.userId, 'user.disable', {
      losesAdmin: isActiveAdmin,
      refusal: 'disable',
      apply: async (trx, before) => {
        if (!before.disabled_at) await setUserDisabled(trx, params.userId, true);
        // A disabled account's sessions end now (its cookie then gets 401).
        await deleteHttpSessionsOfUser(trx, params.userId);
      },
    }),
  );

  mount(router, adminRoutes.enableUser, ({ user, params, req }) =>
    changeUser(db, user, req, params.userId, 'user.enable', {
      losesAdmin: () => false,
      refusal: 'enable',
      apply: async (trx, before) => {
        if (before.disabled_at) await setUserDisabled(trx, params.userId, false);
      },
    }),
  );

  mount(router, adminRoutes.setAdmin, ({ user, params, body, req }) =>
    changeUser(db, user, req, params.userId, body.isAdmin ? 'user.make-admin' : 'user.remove-admin', {
      losesAdmin: (before) => !body.isAdmin && isActiveAdmin(before),
      refusal: 'remove',
      apply: async (trx, before) => {
        const was = before.is_admin || before.role === 'admin';
        if (was === body.isAdmin) return;
        await setUserAdmin(trx, params.userId, body.isAdmin);
        // A privilege change starts a new session (quality.md): the user logs in again.
        await deleteHttpSessionsOfUser(trx, params.userId);
      },
    }),
  );

  mount(router, adminRoutes.resendVerification, async ({ user, params, req }) => {
    authorize(user, 'change', adminArea);
    return audited(
      db,
      user,
      req,
      { action: 'user.resend-verification', targetType: 'user', targetId: params.userId },
      async (trx) => {
        const row = await findAdminUser(trx, params.userId);
        if (!row) throw userNotFound();
        if (row.email_verified_at) throw new AppError('CONFLICT', 'This e-mail address is already verified.');
        if (row.disabled_at) throw new AppError('CONFLICT', 'This account is disabled: enable it first.');
        await resendVerification({ db, mailer: deps.mailer, config: deps.config }, row.email);
        const state = { email: row.email, emailVerifiedAt: null };
        return { before: state, after: { ...state, verificationSent: true }, result: { sent: true } };
      },
    );
  });

  return router;
};
