import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the real server (built PWA + API on a fresh embedded database) in
// Debian's Chromium. Playwright's own browser download does not work on these machines.
const PORT = Number(process.env.E2E_PORT ?? 8091);
export const BASE_URL = `http://localhost:${PORT}/PortalPRO/`;
// One database per port, so runs on different ports never share (or wipe) each other's data.
const DATA_DIR = `.tmp/e2e-data-${PORT}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // Generous for a 2-core machine running two browsers, the server and its database at once.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /site-state\.spec\.ts/,
    },
    // Flips the site out of service: runs alone, after everything else.
    {
      name: 'site-state',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /site-state\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && npx tsx server/src/index.ts`,
    url: `${BASE_URL}healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DATABASE_URL: '',
      PORTAL_ENV: 'E2E',
    },
  },
});
