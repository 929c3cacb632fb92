// The production build of the web app (`pnpm --filter @urosim/web build`, scripts/start.mjs and
// bench/lighthouse.ts run it):
//  1. `vite build`: the browser's bundle into the output folder (default dist/).
//  2. `vite build --ssr`: src/prerender/entry-server.tsx as a server bundle, into a scratch folder
//     under node_modules/.cache.
//  3. Pre-renders every public page with it, as a logged-out visitor's first render, into
//     <outDir>/prerendered.json: { "/pricing": { "head": "<style …>…", "body": "<div …>…" } }.
//     The api puts `head` before </head> and `body` into #root of that page's HTML, and the
//     browser hydrates it (src/main.tsx).
// Usage: node scripts/build.mjs [--outDir <folder>]
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

// The same production builds of React and MUI as the browser's bundle (class names, no dev checks).
process.env.NODE_ENV = 'production';

const webDir = path.resolve(import.meta.dirname, '..');
const outArg = process.argv.indexOf('--outDir');
const outDir = path.resolve(webDir, outArg === -1 ? 'dist' : process.argv[outArg + 1]);
// Inside the app's node_modules, so that the server bundle's imports of packages resolve.
const ssrDir = path.join(webDir, 'node_modules/.cache/urosim-ssr');

// React writes the hints of what a page loads first (`<link rel="preload">`) at the start of the
// markup; they belong in the head, not inside #root.
const splitLeadingLinks = (html) => {
  const match = /^(?:<link\b[^>]*>)+/.exec(html);
  return match ? [match[0], html.slice(match[0].length)] : ['', html];
};

try {
  await build({ root: webDir, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  await build({
    root: webDir,
    logLevel: 'warn',
    build: { ssr: 'src/prerender/entry-server.tsx', outDir: ssrDir, emptyOutDir: true },
  });

  const started = performance.now();
  const { prerenderPage, prerenderPaths } = await import(
    pathToFileURL(path.join(ssrDir, 'entry-server.js')).href
  );
  const pages = {};
  for (const pagePath of prerenderPaths) {
    const { html, styles } = await prerenderPage(pagePath);
    const [links, body] = splitLeadingLinks(html);
    pages[pagePath] = { head: links + styles, body };
  }
  const json = JSON.stringify(pages);
  writeFileSync(path.join(outDir, 'prerendered.json'), `${json}\n`);
  const ms = Math.round(performance.now() - started);
  const kb = (Buffer.byteLength(json) / 1000).toFixed(0);
  console.log(
    `Built the web app into ${path.relative(webDir, outDir)}; pre-rendered ${prerenderPaths.length} public pages in ${ms} ms (${kb} kB)`,
  );
} finally {
  rmSync(ssrDir, { recursive: true, force: true });
}
