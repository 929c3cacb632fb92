// Command-line chores, on DATABASE_URL or the embedded PostgreSQL (started for the command):
//   migrate | seed | rollback
//   cases:import <file.json | folder> [--draft]   validate and import cases (errors name the field)
//   cases:export <case id> [file.json]            write a case's current definition
// Every log line goes to stderr, so that stdout carries only what a command outputs (the JSON of
// `cases:export` without a file can be piped or parsed).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '@urosim/config';
import { ContentError, parseCase } from '@urosim/content';
import {
  createDb,
  ensureDatabase,
  findCase,
  migrateLatest,
  migrateRollbackAll,
  runSeeders,
  startEmbeddedPostgres,
} from '@urosim/db';
import { definitionOf, importCase } from './features/cases/service.ts';
import { startupSeeders } from './seeds.ts';

const log = (...parts: unknown[]) => console.error(...parts);

const [command, ...args] = process.argv.slice(2);
const commands = ['migrate', 'seed', 'rollback', 'cases:import', 'cases:export'];
if (!command || !commands.includes(command)) {
  console.error(`Usage: node apps/api/src/cli.ts ${commands.join('|')} [arguments]`);
  process.exit(2);
}

const jsonFiles = (target: string) =>
  statSync(target).isDirectory()
    ? readdirSync(target)
        .filter((name) => name.endsWith('.json'))
        .map((name) => path.join(target, name))
    : [target];

// Validate files before touching the database, so a bad file changes nothing.
const toImport =
  command === 'cases:import'
    ? (() => {
        if (!args[0]) throw new Error('cases:import needs a file or folder');
        try {
          return jsonFiles(path.resolve(args[0])).map((file) =>
            parseCase(JSON.parse(readFileSync(file, 'utf8')), file),
          );
        } catch (error) {
          console.error(error instanceof ContentError ? error.message : error);
          process.exit(1);
        }
      })()
    : [];

const config = loadConfigOrExit();
const embedded = config.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
      log,
    });
const url = config.DATABASE_URL ?? (await ensureDatabase(embedded!.url, 'urosim'));
const db = createDb({ url });
try {
  if (command === 'migrate') log('Applied:', (await migrateLatest(db)).join(', ') || 'nothing (up to date)');
  if (command === 'seed') await runSeeders(db, startupSeeders(config), log);
  if (command === 'rollback') await migrateRollbackAll(db);
  if (command === 'cases:import') {
    await migrateLatest(db);
    for (const definition of toImport) {
      const saved = await importCase(db, definition, {
        status: args.includes('--draft') ? 'draft' : 'published',
      });
      log(`${definition.id}: version ${saved.version}${saved.created ? ' (new)' : ' (unchanged)'}`);
    }
  }
  if (command === 'cases:export') {
    const row = args[0] ? await findCase(db, args[0]) : undefined;
    if (!row?.definition) {
      console.error(`No case ${args[0] ?? '(none given)'}`);
      process.exitCode = 1;
    } else {
      const json = `${JSON.stringify(definitionOf(row), null, 2)}\n`;
      if (args[1]) writeFileSync(args[1], json);
      else process.stdout.write(json);
    }
  }
} finally {
  await db.destroy();
  await embedded?.stop();
}
