// What a visitor of `/` downloads before any interaction, read from a built dist folder: the module
// scripts of index.html (boot.js, which imports the app's entry), the modules it names and
// (recursively) their static imports, then the landing page's lazy route chunk and what it adds.
// The assistant's launcher is reported apart: it loads at the first interaction (app-shell.tsx).
// e2e/budget.spec.ts checks this list against what Chromium really fetches. Sizes are zlib's
// default level (what the compression middleware sends) in kB of 1000 bytes. Used by
// initial-js-size.mjs and route-growth-check.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Lazy chunks every page imports on load, before any interaction (checked by e2e/budget.spec.ts). */
const ON_LOAD_CHUNKS = [/^version-sync-.*\.js$/];

/** The files of `/`'s first load and of its landing route chunk, each with its gzip size in kB. */
export const measureInitialJs = (dist) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<meta name="app-(?:entry|module)" content="\/([^"]+\.js)"/g),
  ].map((match) => match[1]);

  const staticImports = (file) => {
    const code = readFileSync(join(dist, file), 'utf8');
    const found = [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1]);
    return found.map((name) => join(file, '..', name));
  };

  const closure = (roots) => {
    const seen = new Set();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...staticImports(file));
    }
    return seen;
  };

  const sized = (files) =>
    [...files].sort().map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file))).length / 1000 }));
  const sum = (files) => files.reduce((total, { kb }) => total + kb, 0);

  const initialSet = closure(referenced);
  const initial = sized(initialSet);
  const assets = readdirSync(join(dist, 'assets'));
  // The landing page's route chunk, and the chunks the app imports on every load without waiting
  // for an interaction (version sync: service workers, caches, `forceLatest`; use-version-check.ts).
  const onLoad = [/^landing-page-.*\.js$/, ...ON_LOAD_CHUNKS].flatMap((pattern) =>
    assets.filter((name) => pattern.test(name)).map((name) => join('assets', name)),
  );
  const landing = sized([...closure(onLoad)].filter((file) => !initialSet.has(file)));
  // The website assistant's launcher, which the browser fetches at the visitor's first interaction.
  const counted = new Set([...initialSet, ...landing.map(({ file }) => file)]);
  const launcherFile = assets.find((name) => /^chat-launcher-.*\.js$/.test(name));
  const launcher = launcherFile
    ? sized([...closure([join('assets', launcherFile)])].filter((file) => !counted.has(file)))
    : [];
  return {
    initial,
    landing,
    launcher,
    initialKb: sum(initial),
    /** Everything `/` fetches before any interaction: the first load and the landing route's chunks. */
    totalKb: sum(initial) + sum(landing),
    /** And what the first interaction adds (the assistant's launcher). */
    withLauncherKb: sum(initial) + sum(landing) + sum(launcher),
  };
};
