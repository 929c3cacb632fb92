import path from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  createDb,
  ensureDatabase,
  migrateLatest,
  portFromSetting,
  startEmbeddedPostgres,
} from '../src/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Integration tests run against a real, migrated PostgreSQL: the one in DATABASE_URL where set,
 * otherwise an embedded one in `.data/pg-test` that this setup starts and stops.
 */
export default async function setup(project: TestProject) {
  let stop: (() => Promise<void>) | undefined;
  let url = process.env.DATABASE_URL;
  try {
    if (!url) {
      const embedded = await startEmbeddedPostgres({
        dataDir: path.join(repoRoot, '.data/pg-test'),
        port: await portFromSetting(process.env.EMBEDDED_PG_TEST_PORT),
        portSetting: 'EMBEDDED_PG_TEST_PORT',
      });
      stop = embedded.stop;
      url = await ensureDatabase(embedded.url, 'urosim_test');
    }
    const db = createDb({ url });
    try {
      await migrateLatest(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    await stop?.();
    throw error;
  }
  project.provide('databaseUrl', url);
  return async () => {
    await stop?.();
  };
}
