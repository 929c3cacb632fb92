import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Config } from '@urosim/config';
import {
  createDb,
  type EmbeddedPostgres,
  ensureDatabase,
  type Knex,
  migrateLatest,
  runSeeders,
  startEmbeddedPostgres,
} from '@urosim/db';
import { startJobQueue, startWorker, type Worker } from '@urosim/worker';
import type { Logger } from 'pino';
import { attachLiveRooms, createApp } from './app.ts';
import { readBuildInfo } from './build-info.ts';
import { vapidOf } from './features/notifications/vapid.ts';
import { assertPortFree, listenError } from './port.ts';
import { createBilling } from './providers/billing/index.ts';
import { startupSeeders } from './seeds.ts';

/** A started product: the http server and what it owns, and how to stop them in order. */
export type Runtime = {
  server: Server;
  url: string;
  databaseUrl: string;
  db: Knex;
  stop: () => Promise<void>;
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => reject(listenError(error, port));
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve();
    });
  });

/**
 * Starts the product: the database (embedded unless DATABASE_URL is set), migrations, demo seeds,
 * the api (which serves the web app) and, unless turned off, the worker in the same process. A
 * taken PORT fails first (PortInUseError), before the database is started or migrated.
 */
export const startRuntime = async (config: Config, logger: Logger): Promise<Runtime> => {
  const startedAt = Date.now();
  await assertPortFree(config.PORT, config.HOST);
  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log: (line) => logger.info(line),
    });
    databaseUrl = await ensureDatabase(embedded.url, 'urosim');
  }
  const db = createDb({
    url: databaseUrl,
    applicationName: 'urosim-api',
    log: {
      warn: (m) => logger.warn({ knex: m }, 'database warning'),
      error: (m) => logger.error({ knex: m }, 'database error'),
    },
  });
  let worker: Worker | undefined;
  let server: Server | undefined;
  let boss: Awaited<ReturnType<typeof startJobQueue>> | undefined;
  const closers: (() => Promise<void>)[] = [];
  try {
    const applied = await migrateLatest(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    await runSeeders(db, startupSeeders(config), (line) => logger.info(line));

    boss = await startJobQueue({ databaseUrl, logger, schedule: config.RUN_WORKER });
    const build = readBuildInfo(config.NODE_ENV);
    const billing = createBilling(config, db, logger);
    if (config.isProduction && billing.sandbox) {
      logger.warn(
        'Payments go to the local billing sandbox: no money moves. Set STRIPE_SECRET_KEY to take payments.',
      );
    }
    const app = createApp({
      config,
      db,
      databaseUrl,
      jobs: boss,
      logger,
      build,
      startedAt,
      billing,
      onClose: (close) => closers.push(close),
    });
    server = createServer(app);
    server.keepAliveTimeout = 65_000;
    // Socket.IO on the same server and port (its sockets are closed with the app's closers).
    attachLiveRooms(app, server);
    await listen(server, config.PORT, config.HOST);

    if (config.RUN_WORKER) {
      worker = await startWorker({
        boss,
        db,
        logger,
        logRetentionDays: config.LOG_RETENTION_DAYS,
        reportBundleDir: config.REPORT_BUNDLE_DIR,
        reportBundleRetentionDays: config.REPORT_BUNDLE_RETENTION_DAYS,
        mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
        wakeUpDatabaseUrl: databaseUrl,
        notifications: { vapid: vapidOf(config), appBaseUrl: config.APP_BASE_URL },
        billingSandbox: billing.sandbox && {
          runDue: billing.sandbox.runAllDue,
          deliverPending: billing.sandbox.deliverPending,
        },
      });
    }
  } catch (error) {
    await Promise.all(closers.map((close) => close().catch(() => undefined)));
    server?.close();
    await worker?.stop().catch(() => undefined);
    await boss?.stop({ graceful: false }).catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  const jobQueue = boss;

  const httpServer = server;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close what they used.
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      // Long-lived streams (live hand-offs) end now, so their connections do not hold the close.
      await Promise.all(
        closers.map((close) =>
          close().catch((error: unknown) => logger.error({ err: error }, 'close failed')),
        ),
      );
      httpServer.closeIdleConnections();
      const forced = setTimeout(() => httpServer.closeAllConnections(), 10_000);
      await closed;
      clearTimeout(forced);
      await worker?.stop().catch((error: unknown) => logger.error({ err: error }, 'worker stop failed'));
      await jobQueue.stop({ graceful: true, timeout: 10_000 }).catch(() => undefined);
      await db.destroy();
      await embedded?.stop();
    })();
    return stopping;
  };

  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return { server: httpServer, url: `http://${config.HOST}:${port}`, databaseUrl, db, stop };
};
