import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // What apps/web/vite.config.ts fixes at build time, for web code rendered in a test.
        define: {
          __APP_VERSION__: JSON.stringify('0.0.0-test'),
          __BUILD_TIME__: JSON.stringify('2026-01-01T00:00:00.000Z'),
        },
        test: {
          name: 'unit',
          include: ['{apps,packages}/*/src/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // Files share their worker's module cache: the case library, the engine and the contracts
          // load once per worker instead of once per file (docs/performance.md: the unit tests ran
          // about 4x faster). A test that mocks a module loads it afresh (vi.resetModules()).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages}/*/src/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['./packages/db/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
