import type { Config } from '@urosim/config';
import { diagnosticsLimits, diagnosticsRoutes } from '@urosim/contracts';
import { type Knex, listDiagnosticsReports } from '@urosim/db';
import { type Request, Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import type { MountRoute } from '../../http/route.ts';
import { adminArea, authorize } from '../../policies/index.ts';
import { storeEmailedDiagnostics, storeEmergencyDiagnostics } from './service.ts';

const requestFacts = (req: Request) => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 1000) ?? null,
  requestId: String(req.id),
  userId: req.user?.id ?? null,
});

/**
 * The emergency diagnostics modal's calls (specification, section 7): the report, its e-mail
 * fallback, and the admin's list of stored reports.
 */
export const createDiagnosticsRouter = (deps: { db: Knex; config: Config; mount: MountRoute }) => {
  const { db, config, mount } = deps;
  const router = Router();
  const guards = [createRateLimiter(db, limitRules.diagnosticsIp, config.RATE_LIMIT_SCALE)];

  mount(
    router,
    diagnosticsRoutes.emergency,
    async ({ body, req }) => ({ id: await storeEmergencyDiagnostics(db, body, requestFacts(req)) }),
    { guards },
  );

  mount(
    router,
    diagnosticsRoutes.emailDiagnostics,
    async ({ body, req }) => ({ id: await storeEmailedDiagnostics(db, body, requestFacts(req)) }),
    { guards },
  );

  mount(router, diagnosticsRoutes.adminList, async ({ user }) => {
    authorize(user, 'read', adminArea);
    const reports = await listDiagnosticsReports(db, diagnosticsLimits.listLimit);
    return { reports: reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })) };
  });

  return router;
};
