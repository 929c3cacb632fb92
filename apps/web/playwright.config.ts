import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { systemChromium } from './e2e/fixtures/chromium';
import { BASE_URL, E2E_DATA_DIR, E2E_PG_PORT, E2E_PORT } from './e2e/fixtures/e2e-server';

// The system Chromium (see systemChromium), with what it needs to run headless in a container and
// without calling home.
const chromiumPath = systemChromium();
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  // Whole journeys (sign-up, a played session with its summary) take 20–30 s on a busy 2-core machine.
  timeout: 90_000,
  // A page's first api answers can take several seconds while the same 2 cores run the database, the
  // server and the browser; an assertion still fails, only later (measured: the dashboard at 375 px
  // was still loading after 5 s in a CI run on a loaded machine).
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
      },
    },
  ],
  // The whole product as it runs in production: the api serving the built web app on one port.
  webServer: {
    command: 'node ../../scripts/start.mjs',
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `${BASE_URL}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    // SIGTERM lets the start script stop PostgreSQL cleanly (the default SIGKILL leaves it running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      // The browser's origin: the live rooms' WebSocket handshake is refused from any other (ADR
      // 0117), and the default (http://localhost:{PORT}) is not the 127.0.0.1 the specs open.
      APP_BASE_URL: BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      NODE_ENV: 'production',
      // The local billing sandbox, chosen on purpose as production requires (no money moves).
      BILLING_PROVIDER: 'sandbox',
      // Production requires a session secret; a fresh random one per run keeps any out of the repository.
      SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
      // Production does not seed by default; the specs use the demo content.
      SEED_DEMO: 'true',
      // Every test comes from 127.0.0.1 and a local .data/e2e keeps counters between runs; the
      // limits themselves are tested by the integration tests.
      RATE_LIMIT_SCALE: '20',
      // The journeys start more sessions than the Free plan's monthly allowance.
      FREE_SESSIONS_PER_MONTH: '100',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
