import { loadConfigOrExit } from '@urosim/config';
import { EmbeddedPostgresError } from '@urosim/db';
import { createLogger } from './http/logger.ts';
import { PortInUseError } from './port.ts';
import { startRuntime } from './runtime.ts';

const config = loadConfigOrExit();
const logger = createLogger({
  level: config.LOG_LEVEL,
  pretty: !config.isProduction && process.stdout.isTTY === true,
});

try {
  const runtime = await startRuntime(config, logger);
  const shown =
    config.HOST === '127.0.0.1' || config.HOST === '0.0.0.0'
      ? `http://localhost:${config.PORT}`
      : runtime.url;
  logger.info(
    { url: shown, database: config.usesEmbeddedDatabase ? 'embedded' : 'DATABASE_URL' },
    `UroSim is running at ${shown}`,
  );
  let signals = 0;
  const handleSignal = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    logger.info(`${signal} received: shutting down`);
    runtime.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handleSignal);
  process.on('SIGTERM', handleSignal);
} catch (error) {
  if (error instanceof EmbeddedPostgresError || error instanceof PortInUseError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'start-up failed');
  }
  // Let the logger flush before leaving.
  setTimeout(() => process.exit(1), 100);
}
