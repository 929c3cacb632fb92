import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@urosim/config';
import { createDb } from '@urosim/db';
import type { Express } from 'express';
import pino from 'pino';
import { inject } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { readBuildInfo } from '../build-info.ts';

/** The migrated test database (see packages/db/test/global-setup.ts). */
export const testDatabaseUrl = () => inject('databaseUrl');

/**
 * An app on the test database with a silent logger; `env` overrides configuration and
 * `databaseUrl` points it elsewhere (e.g. through a proxy). Call `close()` in afterAll.
 */
export const createTestApp = (
  options: { env?: Record<string, string>; databaseUrl?: string; mount?: AppDeps['mount'] } = {},
) => {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'urosim-test-')),
    WEB_DIST_DIR: path.join(tmpdir(), 'urosim-no-web-dist'),
    DATABASE_URL: options.databaseUrl ?? testDatabaseUrl(),
    ...options.env,
  });
  const db = createDb({ url: config.DATABASE_URL!, poolMax: 4, acquireTimeoutMs: 2_000 });
  const app: Express = createApp({
    config,
    db,
    logger: pino({ level: 'silent' }),
    build: readBuildInfo('test'),
    ...(options.mount ? { mount: options.mount } : {}),
  });
  return { app, db, config, close: () => db.destroy() };
};
