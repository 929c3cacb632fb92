import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@urosim/config';
import { createDb } from '@urosim/db';
import { startJobQueue } from '@urosim/worker';
import type { Express } from 'express';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { readBuildInfo } from '../build-info.ts';

/** The migrated test database (see packages/db/test/global-setup.ts). */
export const testDatabaseUrl = () => inject('databaseUrl');

/**
 * An app on the test database with a silent logger and a real pg-boss queue (jobs are sent, no
 * worker runs them); `env` overrides configuration and `databaseUrl` points it elsewhere (e.g.
 * through a proxy); `engine` and `logger` replace the configured patient engine and the silent
 * logger. Call `close()` in afterAll.
 */
export const createTestApp = async (
  options: {
    env?: Record<string, string>;
    databaseUrl?: string;
    mount?: AppDeps['mount'];
    engine?: AppDeps['engine'];
    logger?: Logger;
  } = {},
) => {
  const databaseUrl = options.databaseUrl ?? testDatabaseUrl();
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'urosim-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'urosim-no-web-dist'),
    DATABASE_URL: databaseUrl,
    AUTH_RESPONSE_FLOOR_MS: '0',
    TRUST_PROXY_HOPS: '1',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const db = createDb({ url: databaseUrl, poolMax: 4, acquireTimeoutMs: 2_000 });
  const jobs = await startJobQueue({
    databaseUrl: testDatabaseUrl(),
    logger: pino({ level: 'silent' }),
    schedule: false,
  });
  const closers: (() => Promise<void>)[] = [];
  const app: Express = createApp({
    config,
    db,
    databaseUrl,
    jobs,
    logger,
    build: readBuildInfo('test'),
    onClose: (close) => closers.push(close),
    ...(options.mount ? { mount: options.mount } : {}),
    ...(options.engine ? { engine: options.engine } : {}),
  });
  return {
    app,
    db,
    config,
    jobs,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
      await jobs.stop({ graceful: false });
      await db.destroy();
    },
  };
};
