#!/usr/bin/env node
// Runs every check of the project in order and ends with one line "N passed, N failed":
// static checks (types, lint, format), unit and API tests (Vitest), the production build, the
// end-to-end tests in Debian's headless Chromium (Playwright), and, when TEST_DATABASE_URL is set, the API
// suite once more against that real PostgreSQL server with the multi-instance tests (tests/instances).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reports = path.join(root, 'tests/.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The headless build of Debian's Chromium (package chromium-headless-shell): see playwright.config.ts.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const CHROMIUM_PACKAGE = 'chromium-headless-shell';
let passed = 0;
let failed = 0;
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.log(
    `=== ${label}: exit ${res.status} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return res.status === 0;
}

/** Runs a command with its output collected; answers whether it exited 0, and the output. */
function runCollected(label, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const done = (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const head = `\n=== ${label}: ${[cmd, ...args].join(' ')}\n`;
      resolve({
        label,
        ok: code === 0,
        text: `${head}${output}=== ${label}: exit ${code} in ${seconds} s`,
      });
    };
    child.on('error', (e) => {
      output += String(e);
      done(-1);
    });
    child.on('close', done);
  });
}

/** Runs commands one after another, printing each one's output when it ends. */
async function lane(commands) {
  const results = [];
  for (const [label, cmd, args] of commands) {
    const result = await runCollected(label, cmd, args);
    console.log(result.text);
    results.push(result);
  }
  return results;
}

/** Adds a Vitest JSON report's totals; a suite that crashed before reporting counts as one failure. */
function countVitest(label, ok, file) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  if (r.numFailedTests > 0 || !ok) failures.push(label);
  if (!ok && r.numFailedTests === 0) failed += 1; // failed outside a test (a suite that did not load)
}

/** Every test result of a Playwright JSON report, with its spec file. */
function playwrightResults(report) {
  const rows = [];
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          rows.push({ file: spec.file ?? file, title: spec.title, ms: result.duration });
        }
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return rows;
}

/** Where the end-to-end time went: the time of each spec file and the slowest tests. */
function printPlaywrightTimes(report) {
  const rows = playwrightResults(report);
  const seconds = (ms) => (ms / 1000).toFixed(1).padStart(6);
  const byFile = new Map();
  for (const row of rows) byFile.set(row.file, (byFile.get(row.file) ?? 0) + row.ms);
  const total = rows.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `\nEnd-to-end time: ${seconds(total)} s in tests, ${seconds(report.stats?.duration ?? 0)} s on the clock`,
  );
  for (const [file, ms] of [...byFile].sort((a, b) => b[1] - a[1])) {
    console.log(`${seconds(ms)} s  ${file}`);
  }
  console.log('Slowest tests:');
  for (const row of [...rows].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${seconds(row.ms)} s  ${row.file}: ${row.title}`);
  }
}

function countPlaywright(label, ok, file) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const r = JSON.parse(readFileSync(file, 'utf8'));
  printPlaywrightTimes(r);
  const s = r.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  const bad = (s.unexpected ?? 0) + (s.skipped ?? 0);
  failed += bad;
  if (bad > 0 || !ok) failures.push(label);
  if (!ok && bad === 0) failed += 1;
  for (const e of r.errors ?? []) console.error(e.message ?? e);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      `Chromium is missing: installing Debian's ${CHROMIUM_PACKAGE} (apt-get install -y ${CHROMIUM_PACKAGE})...`,
    );
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', CHROMIUM_PACKAGE], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(CHROMIUM)) return true;
  }
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${CHROMIUM_PACKAGE}\n(or set CHROMIUM_PATH to a Chromium binary).`,
  );
  return false;
}

const npx = 'npx';
// The static checks run in two lanes side by side (each is mostly one core's work); a lane's
// output is printed whole when the lane ends.
const lanes = await Promise.all([
  lane([
    ['types (src)', npx, ['tsc', '-p', 'tsconfig.app.json']],
    ['types (service worker)', npx, ['tsc', '-p', 'tsconfig.sw.json']],
    ['types (server, tests)', npx, ['tsc', '-p', 'tsconfig.node.json']],
  ]),
  lane([
    ['lint', npx, ['eslint', '.', '--max-warnings=0']],
    ['format', npx, ['prettier', '--check', '.']],
  ]),
]);
for (const result of lanes.flat()) {
  if (result.ok) passed += 1;
  else {
    failed += 1;
    failures.push(result.label);
  }
}

const unitReport = path.join(reports, 'vitest.json');
const unitOk = run(
  'unit and API tests (PGlite)',
  npx,
  [
    'vitest',
    'run',
    ...['domain', 'client', 'server', 'fault'].flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ],
  { TEST_DATABASE_URL: '' },
);
countVitest('unit and API tests', unitOk, unitReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  // The API suite again, and the server instances as separate processes on one database.
  const pgOk = run('API tests and instances (PostgreSQL)', npx, [
    'vitest',
    'run',
    '--project',
    'server',
    '--project',
    'instances',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgReport}`,
  ]);
  countVitest('API tests on PostgreSQL', pgOk, pgReport);
} else {
  console.log(
    '\n(TEST_DATABASE_URL is not set: the API suite ran on PGlite only; .ci/run also runs it on PostgreSQL.)',
  );
}

const built = run('build', npx, ['vite', 'build']);
if (!built) {
  failed += 1;
  failures.push('build');
} else if (!ensureChromium()) {
  failed += 1;
  failures.push('end-to-end (no Chromium)');
} else {
  const e2eReport = path.join(reports, 'playwright.json');
  const e2eOk = run('end-to-end (Chromium)', npx, ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_PATH: CHROMIUM,
  });
  countPlaywright('end-to-end', e2eOk, e2eReport);
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
