import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Four suites: pure rules (node), browser-side units (happy-dom + fake-indexeddb), the API on
// PGlite (one migrated, seeded template database, copied per test file), and the sync engine
// driving that API under injected faults.
//
// Time limits hold with a wide margin on a 2-core machine with another CPU-heavy process beside
// the run: the slowest single test takes ~3 s on a quiet run (a property test ~1 s, and never more
// than its 10 s budget, src/testing/property-budget.ts; one fault schedule ~1.5 s), loading a
// database copy in a file's beforeAll ~1 s. They catch a hang, not a slow machine; speed is
// measured by the benchmarks (npm run bench), never asserted in a test.
const QUICK = { testTimeout: 30_000, hookTimeout: 60_000 };
const WITH_DATABASE = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Two test files at a time even on a 2-core machine (Vitest's default there is one): the API
    // files spend much of their time loading a database copy and importing the app.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'domain',
          // scripts/: the build's and the start's own pure logic (precache selection, build inputs).
          include: ['src/domain/**/*.test.ts', 'src/protocol/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Property tests (fast-check) stop making runs after their own time budget.
          setupFiles: ['src/testing/property-budget.ts'],
          ...QUICK,
        },
      },
      {
        test: {
          name: 'client',
          include: ['src/**/*.test.{ts,tsx}', 'service-worker/**/*.test.ts'],
          exclude: ['src/domain/**', 'src/protocol/**'],
          environment: 'happy-dom',
          setupFiles: ['src/testing/setup.ts'],
          ...QUICK,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/global-setup.ts'],
          ...WITH_DATABASE,
          pool: 'forks',
        },
      },
      {
        test: {
          // Server instances as separate processes on one PostgreSQL (TEST_DATABASE_URL): run by
          // npm test beside the API suite on PostgreSQL, never on PGlite alone.
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
          pool: 'forks',
          // One file at a time: each starts several server processes.
          fileParallelism: false,
        },
      },
      {
        test: {
          // The sync engine against the real API under injected faults (tests/fault).
          name: 'fault',
          include: ['tests/fault/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/testing/global-setup.ts'],
          // One seeded fault schedule per test.
          ...WITH_DATABASE,
          pool: 'forks',
        },
      },
    ],
  },
});
