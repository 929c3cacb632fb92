import type { Config } from '@urosim/config';
import { type BuildInfo, opsRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { type Request, Router } from 'express';
import { createRateLimiter, limitRules } from '../../http/rate-limit.ts';
import { type MountRoute, reply } from '../../http/route.ts';
import {
  checkHealth,
  pickImportantHeaders,
  recordClientLogs,
  recordFrontendError,
  recordVersionMismatch,
} from './service.ts';

const requestFacts = (req: Request) => ({
  ip: req.ip ?? null,
  userAgent: req.get('user-agent')?.slice(0, 1000) ?? null,
  requestId: String(req.id),
  userId: req.user?.id ?? null,
});

/** Health, version, browser reports and network diagnostics (specification, section 7). */
export const createOpsRouter = (deps: {
  db: Knex;
  config: Config;
  build: BuildInfo;
  startedAt: number;
  mount: MountRoute;
}) => {
  const { db, config, build, mount } = deps;
  const router = Router();
  const reports = { guards: [createRateLimiter(db, limitRules.clientReportsIp, config.RATE_LIMIT_SCALE)] };

  mount(router, opsRoutes.health, async ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    const health = await checkHealth(db, {
      embedded: config.usesEmbeddedDatabase,
      version: build.version,
      startedAt: deps.startedAt,
    });
    return health.database.status === 'up'
      ? health
      : reply(health, { status: 503, message: 'Database unavailable', errorCode: 'DATABASE_UNAVAILABLE' });
  });

  mount(router, opsRoutes.version, () => build);

  mount(router, opsRoutes.versionCheck, ({ res }) => {
    res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
    res.setHeader('Pragma', 'no-cache');
    res.setHeader('Expires', '0');
    return { version: build.version, buildTime: build.buildTime };
  });

  mount(
    router,
    opsRoutes.versionMismatch,
    async ({ body, req }) => {
      await recordVersionMismatch(db, body, requestFacts(req), build);
      return { recorded: true as const };
    },
    reports,
  );

  mount(
    router,
    opsRoutes.frontendError,
    async ({ body, req }) => ({ errorId: await recordFrontendError(db, body, requestFacts(req)) }),
    reports,
  );

  mount(
    router,
    opsRoutes.clientLogs,
    async ({ body, req }) => ({ accepted: await recordClientLogs(db, body, requestFacts(req)) }),
    reports,
  );

  mount(router, opsRoutes.ping, () => ({ pong: true as const, serverTime: new Date().toISOString() }));

  mount(router, opsRoutes.networkTest, ({ req }) => ({
    ip: req.ip ?? 'unknown',
    importantHeaders: pickImportantHeaders(req.headers),
    protocol: req.protocol,
    serverTime: new Date().toISOString(),
  }));

  return router;
};
