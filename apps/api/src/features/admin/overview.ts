import { type AuditEntry, adminRoutes, allRoutes } from '@urosim/contracts';
import { type Knex, listAuditEntries, readAdminStats } from '@urosim/db';
import { Router } from 'express';
import type { MountRoute } from '../../http/route.ts';
import { adminArea, authorize } from '../../policies/index.ts';

/** `/api/v1/admin/stats`, `/audit` and `/routes`: the dashboard, the audit log and the route table. */
export const createAdminOverviewRouter = (deps: { db: Knex; mount: MountRoute }) => {
  const { db, mount } = deps;
  const router = Router();

  mount(router, adminRoutes.stats, async ({ user }) => {
    authorize(user, 'read', adminArea);
    return readAdminStats(db);
  });

  mount(router, adminRoutes.audit, async ({ user, query }) => {
    authorize(user, 'read', adminArea);
    const rows = await listAuditEntries(db, {
      ...(query.action ? { action: query.action } : {}),
      ...(query.targetType ? { targetType: query.targetType } : {}),
      ...(query.targetId ? { targetId: query.targetId } : {}),
      ...(query.actorId ? { actorId: query.actorId } : {}),
      ...(query.beforeId ? { beforeId: query.beforeId } : {}),
      limit: query.limit,
    });
    const entries = rows.slice(0, query.limit).map(
      (row): AuditEntry => ({
        id: String(row.id),
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        targetType: row.target_type,
        targetId: row.target_id,
        before: row.before,
        after: row.after,
        requestId: row.request_id,
        createdAt: row.created_at.toISOString(),
      }),
    );
    return { entries, hasMore: rows.length > query.limit };
  });

  // Read from the contracts, so a route another feature adds appears without a hand-kept list.
  mount(router, adminRoutes.routes, ({ user }) => {
    authorize(user, 'read', adminArea);
    return {
      routes: allRoutes
        .map((route) => ({
          method: route.method.toUpperCase(),
          path: route.path,
          access: route.auth ?? ('public' as const),
          summary: route.summary,
          tag: route.tag,
        }))
        .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method)),
    };
  });

  return router;
};
