// Database chores from the command line: `migrate`, `seed`, `rollback` (all migrations).
// Uses DATABASE_URL, or starts the embedded PostgreSQL for the duration of the command.
import path from 'node:path';
import { loadConfigOrExit } from '@urosim/config';
import {
  createDb,
  ensureDatabase,
  migrateLatest,
  migrateRollbackAll,
  runSeeders,
  startEmbeddedPostgres,
} from '@urosim/db';
import { demoSeeders } from './seeds.ts';

const command = process.argv[2];
if (!command || !['migrate', 'seed', 'rollback'].includes(command)) {
  console.error('Usage: node apps/api/src/cli.ts migrate|seed|rollback');
  process.exit(2);
}
const config = loadConfigOrExit();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log: console.log,
    });
const url = config.DATABASE_URL ?? (await ensureDatabase(embedded!.url, 'urosim'));
const db = createDb({ url });
try {
  if (command === 'migrate')
    console.log('Applied:', (await migrateLatest(db)).join(', ') || 'nothing (up to date)');
  if (command === 'seed') await runSeeders(db, demoSeeders(config), console.log);
  if (command === 'rollback') await migrateRollbackAll(db);
} finally {
  await db.destroy();
  await embedded?.stop();
}
