import { defineConfig } from 'vitest/config';

// Four suites: pure rules (node), browser-side units (happy-dom + fake-indexeddb), the API on
// PGlite (one migrated, seeded template database, copied per test file), and the sync engine
// driving that API under injected faults.
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
      {
        test: {
          // The sync engine against the real API under injected faults (tests/fault).
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
