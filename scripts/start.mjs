#!/usr/bin/env node
// `pnpm start`: builds what is missing or out of date (build info, the web app), then runs the
// product: embedded PostgreSQL (unless DATABASE_URL is set), migrations, seeds, the api serving
// the web app, and the worker, in this one process. Ctrl-C stops everything, PostgreSQL included.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { assertPortFree, PortInUseError } from '../apps/api/src/port.ts';
import { loadConfigOrExit } from '../packages/config/src/index.ts';

// A taken PORT is said before anything is built or started (the api checks again when it starts).
const config = loadConfigOrExit();
try {
  await assertPortFree(config.PORT, config.HOST);
} catch (error) {
  if (!(error instanceof PortInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

/** Newest modification time under the given paths (files or folders). */
const newestMtime = (paths) => {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(entry);
  return newest;
};

const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build.mjs'].map(
  (p) => path.join(webDir, p),
);
webSources.push(path.join(root, 'packages/contracts/src'));
const isWebStale = !existsSync(builtIndex) || newestMtime(webSources) > statSync(builtIndex).mtimeMs;

if (!existsSync(path.join(root, 'build-info.json')) || isWebStale) {
  spawnSync(process.execPath, [path.join(root, 'scripts/build-info.mjs')], { stdio: 'inherit' });
}
if (isWebStale) {
  console.log('Building the web app…');
  const result = spawnSync(process.execPath, [path.join(webDir, 'scripts/build.mjs')], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The web app did not build; see the errors above.');
    process.exit(result.status ?? 1);
  }
}

await import('../apps/api/src/server.ts');
