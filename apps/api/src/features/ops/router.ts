import type { Config } from '@urosim/config';
import { type BuildInfo, opsRoutes } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import { type Request, Router } from 'express';
import { mountRoute, reply } from '../../http/route.ts';
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
});

/** Health, version, browser reports and network diagnostics (specification, section 7). */
export const createOpsRouter = (deps: { db: Knex; config: Config; build: BuildInfo; startedAt: number }) => {
  const { db, config, build } = deps;
  const router = Router();
  const options = { defaultBodyLimitBytes: config.JSON_BODY_LIMIT_BYTES };

  mountRoute(
    router,
    opsRoutes.health,
    async ({ res }) => {
      res.setHeader('Cache-Control', 'no-store');
      const health = await checkHealth(db, {
        embedded: config.usesEmbeddedDatabase,
        version: build.version,
        startedAt: deps.startedAt,
      });
      return health.database.status === 'up'
        ? health
        : reply(health, { status: 503, message: 'Database unavailable', errorCode: 'DATABASE_UNAVAILABLE' });
    },
    options,
  );

  mountRoute(router, opsRoutes.version, () => build, options);

  mountRoute(
    router,
    opsRoutes.versionCheck,
    ({ res }) => {
      res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
      res.setHeader('Pragma', 'no-cache');
      res.setHeader('Expires', '0');
      return { version: build.version, buildTime: build.buildTime };
    },
    options,
  );

  mountRoute(
    router,
    opsRoutes.versionMismatch,
    async ({ body, req }) => {
      await recordVersionMismatch(db, body, requestFacts(req), build);
      return { recorded: true as const };
    },
    options,
  );

  mountRoute(
    router,
    opsRoutes.frontendError,
    async ({ body, req }) => ({ errorId: await recordFrontendError(db, body, requestFacts(req)) }),
    options,
  );

  mountRoute(
    router,
    opsRoutes.clientLogs,
    async ({ body, req }) => ({ accepted: await recordClientLogs(db, body, requestFacts(req)) }),
    options,
  );

  mountRoute(
    router,
    opsRoutes.ping,
    () => ({ pong: true as const, serverTime: new Date().toISOString() }),
    options,
  );

  mountRoute(
    router,
    opsRoutes.networkTest,
    ({ req }) => ({
      ip: req.ip ?? 'unknown',
      importantHeaders: pickImportantHeaders(req.headers),
      protocol: req.protocol,
      serverTime: new Date().toISOString(),
    }),
    options,
  );

  return router;
};
