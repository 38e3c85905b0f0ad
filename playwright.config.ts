import { defineConfig, devices } from '@playwright/test';
import { MAIL_SINK_DIR, MAIL_SINK_PORT } from './tests/e2e/mail-sink';

// End-to-end tests drive the real server (built PWA + API on a fresh embedded database) in
// Debian's headless Chromium (package chromium-headless-shell, the build Playwright itself runs
// headless tests in). Playwright's own browser download does not work on these machines.
//
// Measured on this 2-core machine over 16 tests at one worker: the full browser (/usr/bin/chromium)
// with a trace recorded for every test took 65 s of CPU in 120 s; the headless shell with traces
// that keep DOM snapshots but no screencast took 28 s of CPU in 74 s. Chromium renders in
// software here, so its screencast and GPU process were most of the e2e run's CPU.
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
  // Two browsers: the tests spend most of their time waiting (timers, sync, animations), and with
  // the headless shell a whole run keeps the 2 cores about half busy. Measured: 97 tests in ~4.2 min
  // on a quiet machine; ~8.5 min with a second full CI run beside this one, slowest test ~44 s.
  workers: 2,
  retries: 0,
  // Generous for a 2-core machine running two browsers, the server and its database at once,
  // with another CPU-heavy process beside them: the slowest test seen on a quiet run takes ~35 s.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    viewport: { width: 1280, height: 800 },
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast is left out.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
  webServer: [
    // The portal sends its mail over SMTP to a local sink (npm run mail:sink), as an installation
    // sends to its mail server; the tests read what arrived from the sink's folder.
    {
      command: `npx tsx scripts/mail-sink.ts --port ${MAIL_SINK_PORT} --dir ${MAIL_SINK_DIR} --quiet`,
      port: MAIL_SINK_PORT,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
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
        // A test environment with the demo accounts and data (PORTAL_ENV other than DEMO writes none unasked).
        SEED_DEMO: '1',
        // Playwright prints the server's output; a line per request would bury the test report.
        ACCESS_LOG: '0',
        SMTP_URL: `smtp://localhost:${MAIL_SINK_PORT}`,
        MAIL_FROM: 'PortalPRO <portal@e2e.portalpro.mx>',
      },
    },
  ],
});
