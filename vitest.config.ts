import { defineConfig } from 'vitest/config';

// Three suites: pure rules (node), browser-side units (happy-dom + fake-indexeddb), and the API on
// PGlite (one migrated, seeded template database, copied per test file).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['src/domain/**/*.test.ts', 'src/protocol/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
          exclude: ['src/domain/**', 'src/protocol/**'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
