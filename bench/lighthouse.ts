// `pnpm lighthouse`: Lighthouse scores of the public pages as a visitor gets them from production.
//  1. Builds the web app when apps/web/dist is missing (a stale build is rebuilt into a temporary
//     folder instead, so that a server someone else runs on apps/web/dist keeps its files).
//  2. Starts the api in production mode on a free loopback port, serving the built app, with its
//     own embedded PostgreSQL in a temporary DATA_DIR.
//  3. Runs Lighthouse (performance, accessibility, best practices, SEO) in the system Chromium,
//     headless, on each page with the mobile preset (Lighthouse's default: a mid-range phone on slow
//     4G, simulated throttling; the figures we quote) and the desktop preset.
//  4. Prints scores (0–100) and LCP/TBT/CLS per page and preset, writes bench/results/lighthouse.json
//     (and each full report to bench/results/lighthouse/) and stops the server, PostgreSQL and Chrome. Low scores print a warning; only a crash (or a
//     page Lighthouse could not measure) exits non-zero.
// Usage: pnpm lighthouse [--runs 3] [--pages /,/pricing,/login] [--presets mobile,desktop] [--dist <built app>]
//   --runs n: n runs per page and preset, the median by performance score reported (default 1)
//   --dist: measure that build of the web app instead of apps/web/dist
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@urosim/db';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from 'lighthouse';
import { systemChromium } from '../apps/web/e2e/fixtures/chromium.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
// chrome-launcher's CHROME_PATH, else the Chromium the browser tests use (the headless shell gave the
// figures of ADR 0137).
const chromePath = process.env.CHROME_PATH || systemChromium();
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
/** Below these a run prints a warning (docs/performance.md: performance 90+; WCAG 2.2 AA). */
const aims: Partial<Record<Category, number>> = { performance: 90, accessibility: 95 };

const argValue = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const repeat = Math.max(1, Number(argValue('--runs') ?? 1));
const pages = (argValue('--pages') ?? '/,/pricing,/login').split(',');
const presets: Record<string, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
const presetNames = (argValue('--presets') ?? 'mobile,desktop').split(',').filter((name) => {
  if (name in presets) return true;
  throw new Error(`unknown preset ${name} (mobile, desktop)`);
});

const cleanups: (() => Promise<void> | void)[] = [];
const cleanUp = async () => {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('clean-up step failed:', error);
    }
  }
};

/** Newest modification time under the given paths (the rule of scripts/start.mjs). */
const newestMtime = (paths: string[]) => {
  let newest = 0;
  const visit = (entry: string) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) if (name !== 'node_modules') visit(path.join(entry, name));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of paths) visit(entry);
  return newest;
};

const buildWeb = (outDir: string) => {
  console.log(`Building the web app into ${path.relative(root, outDir) || outDir}…`);
  const args = [path.join(webDir, 'scripts/build.mjs'), '--outDir', outDir];
  const result = spawnSync(process.execPath, args, { cwd: webDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web app did not build');
};

/** The folder of a current build of the web app. */
const prepareWebDist = (scratch: string) => {
  const dist = path.join(webDir, 'dist');
  const builtIndex = path.join(dist, 'index.html');
  if (!existsSync(builtIndex)) {
    buildWeb(dist);
    return dist;
  }
  const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts/build.mjs'].map(
    (p) => path.join(webDir, p),
  );
  sources.push(path.join(root, 'packages/contracts/src'));
  if (newestMtime(sources) <= statSync(builtIndex).mtimeMs) return dist;
  const fresh = path.join(scratch, 'web-dist');
  buildWeb(fresh);
  return fresh;
};

const waitForExit = (child: ChildProcess, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve(true);
      return;
    }
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** The api (and its embedded PostgreSQL) in a child process, as `pnpm start` runs it in production. */
const startProduct = async (distDir: string, dataDir: string) => {
  const port = await findFreePort();
  let pgPort = await findFreePort();
  while (pgPort === port) pgPort = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ownDatabase, ...inherited } = process.env;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...inherited,
      NODE_ENV: 'production',
      BILLING_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_BASE_URL: url,
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: distDir,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // Pages are what is measured; the background worker would only add noise on a 2-core machine.
      RUN_WORKER: 'false',
    },
  });
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 20_000))) child.kill('SIGKILL');
    }
    // A killed server leaves its postmaster running: stop that too.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
      if (pid > 0) {
        try {
          process.kill(pid, 'SIGINT');
        } catch {
          // already gone
        }
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return url;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : '';
  throw new Error(`the api did not become healthy at ${url}\n${tail}`);
};

type Run = {
  page: string;
  preset: string;
  scores: Record<Category, number | null>;
  metrics: { lcpMs: number; tbtMs: number; cls: number; fcpMs: number; speedIndexMs: number };
  /** Weighted audits that did not pass, per category, for working out a low score. */
  failing: Record<Category, { id: string; title: string; score: number; displayValue?: string }[]>;
  runtimeError?: string;
  /** Performance score of every measured run when there were several (--runs). */
  performanceRuns?: (number | null)[];
};

const summarise = (page: string, preset: string, lhr: Result): Run => {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = {} as Run['scores'];
  const failing = {} as Run['failing'];
  for (const id of categories) {
    const category = lhr.categories[id];
    scores[id] = category?.score == null ? null : Math.round(category.score * 100);
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map((audit) => ({
        id: audit!.id,
        title: audit!.title,
        score: audit!.score!,
        ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
      }));
  }
  return {
    page,
    preset,
    scores,
    metrics: {
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
      fcpMs: Math.round(numeric('first-contentful-paint')),
      speedIndexMs: Math.round(numeric('speed-index')),
    },
    failing,
    ...(lhr.runtimeError ? { runtimeError: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
};

const printTable = (runs: Run[]) => {
  const head = [
    'page',
    'preset',
    'perf',
    'a11y',
    'b-p',
    'seo',
    'LCP ms',
    'TBT ms',
    'CLS',
    ...(repeat > 1 ? ['perf of each run'] : []),
  ];
  const rows = runs.map((r) => [
    r.page,
    r.preset,
    ...categories.map((c) => String(r.scores[c] ?? '–')),
    String(r.metrics.lcpMs),
    String(r.metrics.tbtMs),
    r.metrics.cls.toFixed(3),
    ...(repeat > 1 ? [(r.performanceRuns ?? []).join('/')] : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(head)}`);
  for (const row of rows) console.log(line(row));
};

const main = async () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'urosim-lighthouse-'));
  // Run as root, PostgreSQL runs as the postgres user, which must reach its folder inside.
  chmodSync(scratch, 0o755);
  cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));
  const distDir = argValue('--dist') ? path.resolve(argValue('--dist')!) : prepareWebDist(scratch);
  const dataDir = path.join(scratch, 'data');
  mkdirSync(dataDir);
  console.log('Starting the api (production, embedded PostgreSQL)…');
  const baseUrl = await startProduct(distDir, dataDir);
  // Warm the server (first requests compile routes and fill caches) so the first run is not penalised.
  for (const page of pages)
    await (await fetch(`${baseUrl}${page}`, { headers: { accept: 'text/html' } })).text();

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'silent',
  });
  cleanups.push(() => chrome.kill());
  const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(
    `${version}, Lighthouse on ${baseUrl}: ${pages.join(' ')} × ${presetNames.join(', ')}, ${repeat} run(s) each`,
  );

  const resultsDir = path.join(root, 'bench/results');
  const reportsDir = path.join(resultsDir, 'lighthouse');
  mkdirSync(reportsDir, { recursive: true });
  const runs: Run[] = [];
  let lighthouseVersion: string | undefined;
  const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: [...categories] };
  for (const page of pages) {
    for (const preset of presetNames) {
      const slug = page === '/' ? 'landing' : page.replace(/^\/|\/$/g, '').replaceAll('/', '-');
      const attempts: { run: Run; lhr: Result }[] = [];
      // A trace Lighthouse could not read (NO_NAVSTART and the like) is retried once.
      for (let tries = 0; attempts.length < repeat && tries < repeat + 1; tries += 1) {
        const started = Date.now();
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { ...flags, port: chrome.port },
          presets[preset],
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${page} (${preset})`);
        lighthouseVersion = result.lhr.lighthouseVersion;
        const run = summarise(page, preset, result.lhr);
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        if (run.runtimeError) {
          console.log(`  ${page} ${preset}: ${run.runtimeError} (${seconds} s)`);
          if (tries === repeat) attempts.push({ run, lhr: result.lhr });
          continue;
        }
        attempts.push({ run, lhr: result.lhr });
        console.log(
          `  ${page} ${preset}: ${categories.map((c) => `${c} ${run.scores[c] ?? '–'}`).join(', ')} (${seconds} s)`,
        );
      }
      // The median run by performance score stands for the page (Lighthouse's advice for noisy machines).
      const measured = attempts.filter((a) => !a.run.runtimeError);
      const pool = measured.length > 0 ? measured : attempts;
      pool.sort((a, b) => (a.run.scores.performance ?? 0) - (b.run.scores.performance ?? 0));
      const median = pool[Math.floor((pool.length - 1) / 2)]!;
      runs.push({ ...median.run, performanceRuns: measured.map((a) => a.run.scores.performance) });
      // The whole report, for working out a score (open it in the Lighthouse viewer).
      writeFileSync(path.join(reportsDir, `${slug}-${preset}.json`), JSON.stringify(median.lhr));
    }
  }

  printTable(runs);
  let unmeasured = 0;
  for (const run of runs) {
    if (run.runtimeError) {
      unmeasured += 1;
      console.error(
        `\nERROR ${run.page} (${run.preset}): Lighthouse could not measure it: ${run.runtimeError}`,
      );
      continue;
    }
    for (const [category, aim] of Object.entries(aims) as [Category, number][]) {
      const score = run.scores[category];
      if (score !== null && score < aim) {
        console.warn(
          `\nWARNING ${run.page} (${run.preset}): ${category} ${score} is below ${aim}. Failing audits:`,
        );
        for (const audit of run.failing[category]) {
          console.warn(
            `  - ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
          );
        }
      }
    }
  }

  const file = path.join(resultsDir, 'lighthouse.json');
  const summary = {
    at: new Date().toISOString(),
    chromium: version,
    lighthouse: lighthouseVersion,
    aims,
    runs,
  };
  writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `\nSummary written to ${path.relative(root, file)}, full reports to ${path.relative(root, reportsDir)}/`,
  );
  if (unmeasured > 0) process.exitCode = 1;
};

process.once('SIGINT', () => {
  console.error('\nInterrupted: stopping the server, PostgreSQL and Chrome…');
  void cleanUp().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
