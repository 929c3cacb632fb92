import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, normalizePath, type Plugin } from 'vite';
import { routeModules } from './src/route-modules.ts';

// The app reports its own version to the server (version check), so it is the product's version
// from the root package.json, fixed at build time.
const rootPackage = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

// Vendor code in long-lived chunks of its own, so the landing page's entry stays small and an app
// release does not invalidate the cached libraries.
const muiPackages =
  /[\\/]node_modules[\\/](@mui|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|react-is|clsx|prop-types|react-transition-group|@popperjs)[\\/]/;

/**
 * The modules the entry imports statically, transitively: what every first load runs. Recorded by
 * the firstLoadModules plugin once the module graph is complete, before the chunks are made.
 */
const firstLoad = new Set<string>();

/**
 * Modules the bundle statically reaches but tree-shakes away on the first load: MUI's high-contrast
 * helper (re-exported by `@mui/material/styles`, unused here) imports the classes of fifteen input
 * components and with them InputBase and TextareaAutosize. Followed, they put those components into
 * the first-load vendor chunk (about 5 kB gzip that only the forms of lazy pages use).
 */
const notFirstLoad = /[\\/]@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs$/;

const firstLoadModules = (): Plugin => ({
  name: 'urosim:first-load-modules',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  buildEnd() {
    firstLoad.clear();
    const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      if (firstLoad.has(id) || notFirstLoad.test(id)) continue;
      firstLoad.add(id);
      queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
});

/**
 * meSpeak's eSpeak build (the avatar's offline voice, ADR 0128) has Latin-1 bytes in its comments,
 * which the bundler refuses as UTF-8: read it as Latin-1 (only comments change).
 */
const latin1Sources = (): Plugin => ({
  name: 'urosim:latin1-sources',
  load(id) {
    if (/[\\/]mespeak[\\/]src[\\/]ESpeak\.js$/.test(id)) return readFileSync(id, 'latin1');
    return null;
  },
});

/**
 * meSpeak is GPL-3.0 (ADR 0138): the build serves, beside the worker that runs it, its licence, a
 * notice of how UroSim uses it with a written offer (third-party/mespeak/), and meSpeak's own
 * JavaScript as published, under /third-party/mespeak/. The legal page links them.
 */
const meSpeakSource = (): Plugin => ({
  name: 'urosim:mespeak-source',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  generateBundle() {
    const notices = new URL('./third-party/mespeak/', import.meta.url);
    const mespeak = new URL('./node_modules/mespeak/', import.meta.url);
    const files: [string, URL][] = [
      ['README.txt', new URL('README.txt', notices)],
      ['COPYING.txt', new URL('COPYING.txt', notices)],
      ['index.js', new URL('src/index.js', mespeak)],
      ['package.json', new URL('package.json', mespeak)],
      ['README.md', new URL('README.md', mespeak)],
    ];
    for (const [name, from] of files) {
      this.emitFile({ type: 'asset', fileName: `third-party/mespeak/${name}`, source: readFileSync(from) });
    }
  },
});

const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  // The MUI the first load needs, in one chunk whichever other pages use its modules: split by
  // entries (below), it came in a dozen pieces whose borders moved when a page elsewhere started or
  // stopped using a component, and `/` grew by their overhead (ADR 0120).
  {
    name: 'vendor-mui-first',
    test: (id: string) => firstLoad.has(id) && muiPackages.test(id),
    priority: 25,
  },
  {
    name: 'vendor-mui',
    test: muiPackages,
    priority: 20,
    // MUI components used only by one lazy page go to a chunk of their own, loaded with that page.
    entriesAware: true,
  },
  {
    name: 'vendor-data',
    test: /[\\/]node_modules[\\/](react-router|@tanstack|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
];

/**
 * Writes dist/route-preloads.json: for each public page, the URLs of its lazy route chunk and that
 * chunk's static imports (transitively), less what index.html already loads (the entry and its
 * modules). The server names them in the page's HTML (`<meta name="app-module">`), so that boot.js
 * preloads the page's code alongside the entry instead of after the entry has run.
 */
const routePreloads = (): Plugin => {
  let root = '';
  let base = '/';
  return {
    name: 'urosim:route-preloads',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file] as const] : [],
        ),
      );
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const queue = [...roots];
        for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(chunks.get(file)?.imports ?? []));
        }
        return seen;
      };
      const initial = closure([...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [page, file] of Object.entries(routeModules)) {
        const id = normalizePath(path.resolve(root, file));
        const all = [...chunks.values()];
        const chunk = all.find((c) => c.facadeModuleId === id) ?? all.find((c) => c.moduleIds.includes(id));
        if (!chunk) {
          this.error(`route-preloads: ${file} (page ${page}) is in no chunk; update src/route-modules.ts`);
        }
        preloads[page] = [...closure([chunk.fileName])]
          .filter((name) => !initial.has(name))
          .map((name) => `${base}${name}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
};

/**
 * Nothing of the app's code is fetched before the page the server sent has been painted (ADR 0137):
 * the built index.html names the entry and the modules it needs as `<meta name="app-entry">` and
 * `<meta name="app-module">` instead of a script tag and modulepreload links, and boot.js turns them
 * into modulepreloads and imports the entry once the first frame is drawn. The pre-rendered page is
 * on screen without competing with the scripts for the connection, and Lighthouse's simulation of a
 * slow phone no longer counts them before its first paint.
 */
const paintFirst = (): Plugin => ({
  name: 'urosim:paint-first',
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
  transformIndexHtml: {
    order: 'post',
    handler(html) {
      const entry = /<script type="module" crossorigin src="(\/assets\/[\w.~-]+\.js)"><\/script>/;
      const match = entry.exec(html);
      if (!match) throw new Error('paint-first: the built index.html has no entry script');
      return html
        .replace(
          match[0],
          `<meta name="app-entry" content="${match[1]}">\n    <script type="module" src="/boot.js"></script>`,
        )
        .replace(
          /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.~-]+\.js)">/g,
          '<meta name="app-module" content="$1">',
        );
    },
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), latin1Sources(), firstLoadModules(), routePreloads(), paintFirst(), meSpeakSource()],
  // The avatar's meSpeak runs in a module worker (ADR 0138); its eSpeak build needs the Latin-1 read
  // there too (config.plugins apply to workers only in dev).
  worker: { format: 'es' as const, plugins: () => [latin1Sources()] },
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
    __BUILD_TIME__: JSON.stringify(new Date().toISOString()),
  },
  resolve: {
    alias: [
      // socket.io-client's own ES module bundle (the same 4.8.4, prebuilt): its sources import
      // socket.io-parser as a namespace, which made Rolldown add a helper to the runtime chunk every
      // page loads, `/` included (about 0.06 kB over its budget). The bundle needs no helper.
      {
        find: /^socket\.io-client$/,
        replacement: fileURLToPath(
          new URL('./node_modules/socket.io-client/dist/socket.io.esm.min.js', import.meta.url),
        ),
      },
      // Through @heygen/streaming-avatar's protobufjs (the HeyGen chunk): see the stub's comment.
      {
        find: /^@protobufjs\/inquire$/,
        replacement: fileURLToPath(
          new URL('./src/features/avatar/shims/protobufjs-inquire.cjs', import.meta.url),
        ),
      },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  // The server build (`vite build --ssr`, for pre-rendering the public pages) keeps Rolldown's own
  // chunking; only the browser's download is split for caching.
  build: isSsrBuild
    ? {}
    : {
        outDir: 'dist',
        rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
      },
}));
