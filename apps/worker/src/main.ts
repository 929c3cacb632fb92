// A worker process on its own (scaled topology). In single-machine mode the api runs the worker
// in its own process instead (RUN_WORKER).
import { loadConfigOrExit } from '@urosim/config';
import { createDb } from '@urosim/db';
import pino from 'pino';
import { lazyVapidKeys } from './notify/vapid.ts';
import { startJobQueue, startWorker } from './worker.ts';

const config = loadConfigOrExit();
const logger = pino({ level: config.LOG_LEVEL });
if (!config.DATABASE_URL) {
  logger.fatal(
    'DATABASE_URL is required for a separate worker process (the embedded database belongs to the api)',
  );
  process.exit(1);
}
const db = createDb({ url: config.DATABASE_URL, applicationName: 'urosim-worker', poolMax: 4 });
const boss = await startJobQueue({ databaseUrl: config.DATABASE_URL, logger });
const worker = await startWorker({
  boss,
  db,
  logger,
  logRetentionDays: config.LOG_RETENTION_DAYS,
  reportBundleDir: config.REPORT_BUNDLE_DIR,
  reportBundleRetentionDays: config.REPORT_BUNDLE_RETENTION_DAYS,
  mail: { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM },
  wakeUpDatabaseUrl: config.DATABASE_URL,
  notifications: {
    vapid: lazyVapidKeys({
      dataDir: config.DATA_DIR,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
      subject: config.VAPID_SUBJECT,
    }),
    appBaseUrl: config.APP_BASE_URL,
  },
});
const stop = async (signal: string) => {
  logger.info(`${signal} received: finishing running jobs`);
  await worker.stop();
  await boss.stop({ graceful: true, timeout: 10_000 });
  await db.destroy();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
