import type { Config } from '@urosim/config';
import type { BuildInfo } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { createDocsRouter } from './features/docs/router.ts';
import { createOpsRouter } from './features/ops/router.ts';
import { AppError } from './http/app-error.ts';
import { handleErrors, handleUnknownApiRoute } from './http/error-handler.ts';
import { requestLogger } from './http/logger.ts';
import { createWebAppRouter } from './http/web-app.ts';

/** What the app needs from outside; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Knex;
  logger: Logger;
  build: BuildInfo;
  startedAt?: number;
  /** Extra routes mounted before the 404 (tests use it to add routes that fail on purpose). */
  mount?: (app: Express) => void;
};

/** Builds the Express app without listening (server.ts listens; tests use supertest). */
export const createApp = (deps: AppDeps): Express => {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.set('query parser', 'simple');

  app.use(requestLogger(deps.logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  app.use(compression());

  app.use(
    createOpsRouter({ db: deps.db, config, build: deps.build, startedAt: deps.startedAt ?? Date.now() }),
  );
  app.use(createDocsRouter({ title: 'UroSim API', version: deps.build.version }));
  deps.mount?.(app);
  app.use('/api', handleUnknownApiRoute);

  const web = createWebAppRouter(config.WEB_DIST_DIR);
  if (web) app.use(web);
  app.use((req, _res, next) => {
    next(new AppError('NOT_FOUND', `No page at ${req.path}`));
  });
  app.use(handleErrors);
  return app;
};
