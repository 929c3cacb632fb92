// Proves that the landing page's first load does not grow with the app's routes (ADR 0120): builds
// the browser bundle twice into a scratch folder, as it is and with N dummy lazy routes added to
// src/routes.tsx the way a page is added (a `lazy(() => import(…))` constant and a <Route>; each page
// a chunk of its own that uses MUI), and compares what `/` loads (initial-js.mjs). Fails when the N
// routes add more than the allowance. Only the browser bundle (no pre-rendering): about 10 s.
// Usage: node scripts/route-growth-check.mjs [--routes 20] [--max-growth-kb 0.5] [--plain]
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { measureInitialJs } from './initial-js.mjs';

process.env.NODE_ENV = 'production';

const argument = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const routeCount = argument('--routes', 20);
const maxGrowthKb = argument('--max-growth-kb', 0.5);
// --plain: pages without MUI, to see the routes' own cost apart from the vendor chunks' regrouping.
const withMui = !process.argv.includes('--plain');

const webDir = path.resolve(import.meta.dirname, '..');
const scratch = path.join(webDir, 'node_modules/.cache/urosim-route-growth');
const routesFile = path.join(webDir, 'src/routes.tsx');
// Where the dummy routes go: before the catch-all of routes.tsx.
const anchor = '<Route path="*" element={<UnknownPath />} />';
// The dummy pages' module ids: files of src/ that are never written (the load hook makes them).
const pagePrefix = path.join(webDir, 'src/route-growth-page-');

/** Adds `count` lazy routes to src/routes.tsx, each page a module of its own (virtual). */
const addDummyRoutes = (count) => ({
  name: 'urosim:route-growth',
  enforce: 'pre',
  resolveId(id) {
    return id.startsWith('route-growth-page-') ? path.join(webDir, 'src', id) : undefined;
  },
  load(id) {
    if (!id.startsWith(pagePrefix)) return undefined;
    const n = id.slice(pagePrefix.length, -'.js'.length);
    if (!withMui) {
      return `import { createElement } from 'react';\nexport const DummyPage${n} = () => createElement('h1', null, 'Dummy page ${n}');`;
    }
    return [
      "import { createElement } from 'react';",
      "import Button from '@mui/material/Button';",
      "import Stack from '@mui/material/Stack';",
      "import Typography from '@mui/material/Typography';",
      `export const DummyPage${n} = () => createElement(Stack, { spacing: 2 },`,
      `  createElement(Typography, { component: 'h1', variant: 'h4' }, 'Dummy page ${n}'),`,
      `  createElement(Button, { variant: 'contained' }, 'Go ${n}'));`,
    ].join('\n');
  },
  transform(code, id) {
    if (path.resolve(id.split('?')[0]) !== routesFile) return undefined;
    if (!code.includes(anchor)) this.error(`route-growth: src/routes.tsx has no ${anchor}`);
    const numbers = Array.from({ length: count }, (_, n) => n);
    const declarations = numbers.map(
      (n) =>
        `const DummyPage${n} = lazy(async () => ({ default: (await import('route-growth-page-${n}.js')).DummyPage${n} }));`,
    );
    const routes = numbers.map((n) => `<Route path="route-growth/${n}" element={<DummyPage${n} />} />`);
    return `${code.replace(anchor, `${routes.join('\n')}\n${anchor}`)}\n${declarations.join('\n')}\n`;
  },
});

/** `+0.14`, `-0.39`, `0.00` (no sign on what rounds to zero). */
const signed = (value, digits) => {
  const text = Math.abs(value).toFixed(digits);
  return Number(text) === 0 ? text : `${value > 0 ? '+' : '-'}${text}`;
};

const buildInto = async (name, plugins) => {
  const outDir = path.join(scratch, name);
  await build({ root: webDir, logLevel: 'warn', plugins, build: { outDir, emptyOutDir: true } });
  const chunks = readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.js')).length;
  return { ...measureInitialJs(outDir), chunks };
};

try {
  const started = performance.now();
  const base = await buildInto('base', []);
  const more = await buildInto('more', [addDummyRoutes(routeCount)]);
  if (more.chunks < base.chunks + routeCount) {
    throw new Error(
      `route-growth: ${more.chunks - base.chunks} new chunks, not ${routeCount} pages: were they added?`,
    );
  }
  const growthKb = more.totalKb - base.totalKb;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Everything / loads: ${base.totalKb.toFixed(2)} kB gzip; with ${routeCount} more lazy routes in routes.tsx ` +
      `${more.totalKb.toFixed(2)} kB (${signed(growthKb, 2)} kB, ${signed((growthKb * 1000) / routeCount, 0)} ` +
      `bytes a route; allowed ${maxGrowthKb} kB) in ${seconds} s`,
  );
  if (growthKb > maxGrowthKb) {
    console.error(
      `The landing page grows with the app's routes: +${growthKb.toFixed(2)} kB for ${routeCount} routes ` +
        `(> ${maxGrowthKb} kB). Is src/routes.tsx in the entry again? (ADR 0120)`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
