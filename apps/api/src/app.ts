import type { Server } from 'node:http';
import type { Config } from '@urosim/config';
import type { BuildInfo, JobQueue } from '@urosim/contracts';
import type { Knex } from '@urosim/db';
import compression from 'compression';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { createAccountRouter } from './features/account/router.ts';
import { handleAndRecordErrors } from './features/admin/logs.ts';
import { createAdminRouter } from './features/admin/router.ts';
import { createAdminBusinessRouter } from './features/admin-business/router.ts';
import { createAdminCasesRouter } from './features/admin-cases/router.ts';
import { createAuthRouter } from './features/auth/router.ts';
import { createBadNewsRouter } from './features/bad-news/router.ts';
import { createBillingRouter } from './features/billing/router.ts';
import { createCasesRouter } from './features/cases/router.ts';
import { createColleaguesRouter } from './features/colleagues/router.ts';
import { colleaguesOfSessions } from './features/colleagues/service.ts';
import { createCopilotRouter } from './features/copilot/router.ts';
import { createDashboardRouter } from './features/dashboard/router.ts';
import { createDiagnosticsRouter } from './features/diagnostics/router.ts';
import { createDocsRouter } from './features/docs/router.ts';
import { createFeedbackRouter } from './features/feedback/router.ts';
import { createHeygenClient } from './features/heygen/client.ts';
import { heygenConnectSources } from './features/heygen/csp.ts';
import { createHeygenRouter } from './features/heygen/router.ts';
import { createLiveRoomsRouter } from './features/live-rooms/router.ts';
import { createLiveRooms, type LiveRooms } from './features/live-rooms/server.ts';
import { createMailRouter } from './features/mail/router.ts';
import { createModulesRouter } from './features/modules/router.ts';
import { createNotificationsRouter } from './features/notifications/router.ts';
import { createOpsRouter } from './features/ops/router.ts';
import { createPlansRouter } from './features/plans/router.ts';
import { createReportingRouter } from './features/reporting/router.ts';
import { createResearchPilotRouter } from './features/research-pilot/router.ts';
import { createSessionsRouter } from './features/sessions/router.ts';
import { createWebsiteRouter } from './features/website/router.ts';
import { AppError } from './http/app-error.ts';
import { createPassport, enforceSessionLifetime, requireAdmin, requireUser } from './http/auth.ts';
import { createCsrf } from './http/csrf.ts';
import { handleUnknownApiRoute } from './http/error-handler.ts';
import { requestLogger } from './http/logger.ts';
import { createRouteMounter } from './http/route.ts';
import { createSessionMiddleware } from './http/session.ts';
import { stripeCspSources } from './http/stripe-csp.ts';
import { createWebAppRouter } from './http/web-app.ts';
import type { PatientEngine } from './providers/ai/engine.ts';
import { createPatientEngine, createWebsiteAssistant } from './providers/ai/index.ts';
import type { WebsiteAssistant } from './providers/ai/website-assistant.ts';
import { type Billing, createBilling } from './providers/billing/index.ts';
import { createMailer } from './providers/mail/mailer.ts';

/** What the app needs from outside; tests pass their own. */
export type AppDeps = {
  config: Config;
  db: Knex;
  /** The same database as `db`, for the session store's own small pool. */
  databaseUrl: string;
  jobs: JobQueue;
  logger: Logger;
  /** The patient and nurse engine; by default the one configuration chooses. */
  engine?: PatientEngine;
  /** The payment provider; by default the one configuration chooses. */
  billing?: Billing;
  /** The website chatbot; by default the one configuration chooses. */
  assistant?: WebsiteAssistant;
  build: BuildInfo;
  startedAt?: number;
  /** Extra routes mounted before the 404 (tests use it to add routes that fail on purpose). */
  mount?: (app: Express) => void;
  /**
   * Receives what the app opens beyond its pools and must close on shutdown (the live hand-off
   * streams and their LISTEN connection); the runtime and the test app call them when stopping.
   */
  onClose?: (close: () => Promise<void>) => void;
};

const liveRoomsOfApp = new WeakMap<Express, LiveRooms>();

/**
 * Serves the app's live rooms (Socket.IO, ADR 0117) on the http server that serves the app: the
 * runtime calls it once it made the server, and so do tests that listen. Closed with the app
 * (`onClose`).
 */
export const attachLiveRooms = (app: Express, server: Server) => {
  const live = liveRoomsOfApp.get(app);
  if (!live) throw new Error('This app was not made by createApp');
  live.attach(server);
  return live;
};

/** Builds the Express app without listening (server.ts listens; tests use supertest). */
export const createApp = (deps: AppDeps): Express => {
  const { config, db } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY_HOPS);
  app.set('query parser', 'simple');

  app.use(requestLogger(deps.logger));
  const stripe = stripeCspSources(config);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", stripe.script],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", stripe.connect, ...heygenConnectSources(config)],
          frameSrc: ["'self'", stripe.frame],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction,
    }),
  );
  app.use(compression());

  // Sessions only where the api needs them: not for /health, assets or pages.
  const passport = createPassport(db);
  // The same middleware reads the http session at a live room's handshake (one store, one pool).
  const sessionMiddleware = [
    createSessionMiddleware(config, deps.databaseUrl),
    passport.initialize(),
    passport.session(),
    enforceSessionLifetime(config),
  ];
  app.use('/api', ...sessionMiddleware);
  // The emergency diagnostics report sits outside /api (specification, section 7) but is sent
  // with the session: its CSRF token, and the sender's account for support.
  app.use('/diagnostics', ...sessionMiddleware);
  const live = createLiveRooms({
    db,
    config,
    logger: deps.logger,
    databaseUrl: deps.databaseUrl,
    handshakeMiddleware: sessionMiddleware,
  });
  liveRoomsOfApp.set(app, live);
  deps.onClose?.(live.close);

  const csrf = createCsrf(config);
  const mount = createRouteMounter({
    defaultBodyLimitBytes: config.JSON_BODY_LIMIT_BYTES,
    requireCsrf: csrf.requireToken,
    requireUser,
    requireAdmin,
  });
  const mailer = createMailer(db, deps.jobs);

  app.use(createOpsRouter({ db, config, build: deps.build, startedAt: deps.startedAt ?? Date.now(), mount }));
  app.use(createDiagnosticsRouter({ db, config, mount }));
  app.use(createAuthRouter({ db, config, mailer, passport, csrf, mount }));
  app.use(createMailRouter({ db, mount }));
  // Before the admin business router: it answers GET /api/v1/news with the user's read state.
  app.use(createNotificationsRouter({ db, config, mailer, mount }));
  app.use(createAdminRouter({ db, config, mailer, mount }));
  app.use(createCasesRouter({ db, config, mount }));
  app.use(createAdminCasesRouter({ db, config, jobs: deps.jobs, mount }));
  const engine =
    deps.engine ??
    createPatientEngine(config, (fallback) =>
      deps.logger.warn({ fallback }, 'The language model failed a chat turn; the scripted engine answered'),
    );
  app.use(
    createSessionsRouter({
      db,
      config,
      jobs: deps.jobs,
      engine,
      live: live.publisher,
      colleagues: colleaguesOfSessions({ rooms: live.colleagues }),
      mount,
    }),
  );
  app.use(createFeedbackRouter({ db, config, mount }));
  app.use(
    createReportingRouter({
      db,
      config,
      jobs: deps.jobs,
      logger: deps.logger,
      databaseUrl: deps.databaseUrl,
      mount,
      onClose: deps.onClose ?? (() => undefined),
    }),
  );
  app.use(
    createLiveRoomsRouter({
      db,
      config,
      jobs: deps.jobs,
      live: live.rooms,
      publisher: live.publisher,
      mount,
      rateLimitScale: config.RATE_LIMIT_SCALE,
    }),
  );
  app.use(
    createCopilotRouter({
      db,
      config,
      live: live.rooms,
      publisher: live.publisher,
      mount,
      rateLimitScale: config.RATE_LIMIT_SCALE,
    }),
  );
  app.use(
    createColleaguesRouter({
      db,
      config,
      publisher: live.publisher,
      engine,
      rooms: live.colleagues,
      mount,
      rateLimitScale: config.RATE_LIMIT_SCALE,
    }),
  );
  app.use(createHeygenRouter({ db, config, heygen: createHeygenClient(config), mount }));
  app.use(createDashboardRouter({ db, config, mount }));
  app.use(createModulesRouter({ db, mount }));
  app.use(createBadNewsRouter({ db, config, mount }));
  app.use(createPlansRouter({ db, mount }));
  const billing = deps.billing ?? createBilling(config, db, deps.logger);
  app.use(createBillingRouter({ db, config, billing, mount }));
  app.use(createAccountRouter({ db, config, mailer, billing, jobs: deps.jobs, mount }));
  app.use(createAdminBusinessRouter({ db, config, billing, logger: deps.logger, mount }));
  app.use(createResearchPilotRouter({ db, config, mount }));
  app.use(
    createWebsiteRouter({
      db,
      config,
      mailer,
      assistant: deps.assistant ?? createWebsiteAssistant(config),
      mount,
    }),
  );
  app.use(createDocsRouter({ title: 'UroSim API', version: deps.build.version }));
  deps.mount?.(app);
  app.use('/api', handleUnknownApiRoute);

  const web = createWebAppRouter({ distDir: config.WEB_DIST_DIR, baseUrl: config.APP_BASE_URL });
  if (web) app.use(web);
  app.use((req, _res, next) => {
    next(new AppError('NOT_FOUND', `No page at ${req.path}`));
  });
  app.use(handleAndRecordErrors(db));
  return app;
};
