// What a visitor of `/` downloads before the page can render, read from a built dist folder: the
// entry script of index.html, its modulepreload links and (recursively) their static imports, then
// the landing page's lazy route chunk and what it adds. Sizes are zlib's default level (what the
// compression middleware sends) in kB of 1000 bytes. Used by initial-js-size.mjs and
// route-growth-check.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The files of `/`'s first load and of its landing route chunk, each with its gzip size in kB. */
export const measureInitialJs = (dist) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const referenced = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
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
  const landingFile = readdirSync(join(dist, 'assets')).find((name) => /^landing-page-.*\.js$/.test(name));
  const landing = landingFile
    ? sized([...closure([join('assets', landingFile)])].filter((file) => !initialSet.has(file)))
    : [];
  // The website assistant's launcher: main.tsx preloads it before hydrating a pre-rendered page, so
  // the browser fetches it before any interaction too (issue 20 asks to count it).
  const counted = new Set([...initialSet, ...landing.map(({ file }) => file)]);
  const launcherFile = readdirSync(join(dist, 'assets')).find((name) => /^chat-launcher-.*\.js$/.test(name));
  const launcher = launcherFile
    ? sized([...closure([join('assets', launcherFile)])].filter((file) => !counted.has(file)))
    : [];
  return {
    initial,
    landing,
    launcher,
    /** Everything the browser fetches for `/` before any interaction, the launcher included. */
    browserKb: sum(initial) + sum(landing) + sum(launcher),
    initialKb: sum(initial),
    /** Everything `/` loads: the first load and the landing route's chunks. */
    totalKb: sum(initial) + sum(landing),
  };
};
