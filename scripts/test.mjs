#!/usr/bin/env node
// `pnpm test`: every test of the project. Unit and integration tests (vitest: integration runs
// against DATABASE_URL where set, else an embedded PostgreSQL), then the browser tests
// (Playwright in the system Chromium against the built app, always on its own embedded
// PostgreSQL, as the README's start command runs the product), the landing page's JavaScript budget
// on that build, and the check that the app's routes do not add to it (route-growth-check.mjs).
// Prints one closing line of totals.
// Optional argument: unit | integration | e2e.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };

const withoutDatabaseUrl = (env) => {
  const { DATABASE_URL: _integrationDatabase, ...rest } = env;
  return rest;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/**
 * Runs one test runner and adds the counts of its JSON report. A runner that fails without a
 * failed test in its report (it could not start, a setup failed) counts as one failure.
 */
const run = ({ label, args, cwd = root, env = process.env, readCounts }) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd, env });
  const counts = readCounts(result) ?? { passed: 0, failed: 0, skipped: 0 };
  const runnerFailed = result.status !== 0;
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  totals.failed += runnerFailed && counts.failed === 0 ? 1 : counts.failed;
  if (runnerFailed) console.log(`✗ ${label} exited with ${result.status ?? result.signal}`);
};

if (!only || only === 'unit' || only === 'integration') {
  const json = path.join(reports, 'vitest.json');
  run({
    label: 'unit and integration tests (vitest)',
    args: [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...(only ? ['--project', only] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ],
    readCounts: () => {
      const report = readJson(json);
      return (
        report && {
          passed: report.numPassedTests,
          failed: report.numFailedTests,
          skipped: report.numPendingTests + report.numTodoTests,
        }
      );
    },
  });
}

if (!only || only === 'e2e') {
  const json = path.join(reports, 'playwright.json');
  const webDir = path.join(root, 'apps/web');
  run({
    label: 'browser tests (Playwright, Chromium)',
    args: [path.join(webDir, 'node_modules/@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    cwd: webDir,
    // DATABASE_URL is the integration tests' database: the product under test starts as the README
    // starts it, on its embedded PostgreSQL (its own port and data directory).
    env: { ...withoutDatabaseUrl(process.env), PLAYWRIGHT_JSON_OUTPUT_NAME: json },
    readCounts: () => {
      const stats = readJson(json)?.stats;
      return (
        stats && { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped }
      );
    },
  });
  // The build the browser tests ran against: the landing page's JavaScript stays within budget.
  run({
    label: 'initial JavaScript of / within 170 KB gzip',
    args: [path.join(webDir, 'scripts/initial-js-size.mjs')],
    cwd: webDir,
    readCounts: (result) =>
      result.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
  });
  // Two browser-only builds (about 15 s): 20 more lazy routes in routes.tsx cost `/` at most 0.5 KB.
  run({
    label: "the app's routes do not grow the landing page (ADR 0120)",
    args: [path.join(webDir, 'scripts/route-growth-check.mjs')],
    cwd: webDir,
    readCounts: (result) =>
      result.status === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 },
  });
}

console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
