/**
 * Lighthouse (mobile, simulated throttling) against the real server on a fresh embedded database:
 * /PortalPRO/login, the home page of a signed-in lessor, and a floor (a bare HTML page served by
 * the same server, so its LCP is what the server and the throttling alone cost). Runs each page
 * LIGHTHOUSE_RUNS times (default 3, interleaved so all three see the same machine load) and prints
 * medians, then for the median run of each app page: the LCP element, the main-thread breakdown,
 * the scripts' boot-up time, the long tasks and the largest scripts.
 * Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, LCP ≤ 1.8 s, CLS ≤ 0.02,
 * TBT ≤ 150 ms. Lighthouse is fetched through npx when missing. Prints figures; never fails.
 * LIGHTHOUSE_PORT picks the server's port (default 8093), CHROMIUM_PATH the browser.
 */
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encryptPassword } from '../../src/lib/password-crypto';
import { SESSION_STORAGE_KEY } from '../../src/lib/storage-keys';
import { figure } from './figure';

const port = Number(process.env.LIGHTHOUSE_PORT ?? 8093);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const origin = `http://localhost:${port}`;
const base = `${origin}/PortalPRO/`;
/** Debian's chromium, or its headless shell when only that is installed (as for the e2e tests). */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portalpro-lh-'));
/** The floor: written into the build before the server starts (it indexes the build at start). */
const floorFile = path.resolve('dist', 'lighthouse-floor.html');
const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Lighthouse floor"><title>Floor</title></head>' +
  '<body><h1>Floor</h1><p>An empty page served by the same server.</p></body></html>';

interface AuditItem {
  [key: string]: unknown;
}
interface Audit {
  score?: number | null;
  numericValue?: number;
  displayValue?: string;
  details?: { items?: AuditItem[] };
}
interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, Audit>;
}

const server = spawn('npx', ['tsx', 'server/src/index.ts'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: 'ignore',
  // Its own process group, so stopping it also stops the node process npx starts.
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitHealthy(): Promise<boolean> {
  for (let i = 0; i < 120; i++) {
    try {
      const r = await fetch(`${base}healthz`);
      if (r.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function callSession(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const post = () =>
    fetch(`${base}api/session`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Language: 'es', ...body }),
    });
  // A kept-alive connection the server closed while Lighthouse ran fails once: ask again.
  const res = await post().catch(() => post());
  return (await res.json()) as Record<string, unknown>;
}

/**
 * A browser profile holding a signed-in session, stored where the app keeps it (as the e2e
 * helper `signIn` does): the calls of the sign-in page from here, then localStorage written from
 * a same-origin page that is not the app, so nothing of the app is cached in the profile.
 */
async function signedInProfile(user: string, password: string): Promise<string> {
  const init = await callSession({ ActionId: 11 });
  const encrypted = await encryptPassword(password, init.PublicKey as JsonWebKey);
  const login = await callSession({ ActionId: 31, Login: { Id: user, Password: encrypted } });
  if (login.Result !== true) throw new Error(`sign-in of ${user}: ${String(login.Message)}`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'portalpro-lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromeFlags.filter((f) => f !== '--headless=new'),
  });
  const page = await context.newPage();
  await page.goto(`${base}healthz`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    SESSION_STORAGE_KEY,
    JSON.stringify(login.Session),
  ] as const);
  await context.close();
  return profile;
}

function lighthouse(url: string, out: string, profile?: string): Lhr {
  const flags = profile
    ? // Chromium takes the last --user-data-dir; Lighthouse must not wipe the stored session.
      [...chromeFlags, `--user-data-dir=${profile}`]
    : chromeFlags;
  const res = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${flags.join(' ')}`,
      ...(profile ? ['--disable-storage-reset'] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 240_000,
    },
  );
  if (res.status !== 0)
    throw new Error(`lighthouse exited ${res.status}: ${String(res.stderr).slice(-500)}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Lhr;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const score = (lhr: Lhr, k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
const metric = (lhr: Lhr, k: string) => lhr.audits[k]?.numericValue ?? NaN;
const ms = (n: number) => `${Math.round(n)} ms`;
const short = (url: unknown) => String(url).replace(origin, '');

function summaryLine(lhr: Lhr): string {
  return [
    `Perf ${score(lhr, 'performance')}`,
    `A11y ${score(lhr, 'accessibility')}`,
    `BP ${score(lhr, 'best-practices')}`,
    `FCP ${ms(metric(lhr, 'first-contentful-paint'))}`,
    `LCP ${ms(metric(lhr, 'largest-contentful-paint'))}`,
    `TBT ${ms(metric(lhr, 'total-blocking-time'))}`,
    `CLS ${metric(lhr, 'cumulative-layout-shift').toFixed(3)}`,
  ].join('  ');
}

function printMedians(name: string, all: Lhr[]): void {
  const m = (f: (l: Lhr) => number) => median(all.map(f));
  figure(
    `${name}: Performance / Accessibility / Best Practices (median of ${all.length})`,
    `${m((l) => score(l, 'performance'))} / ${m((l) => score(l, 'accessibility'))} / ${m((l) => score(l, 'best-practices'))}`,
    '≥ 95 / 100 / 100',
  );
  figure(
    `${name}: LCP / TBT / CLS (median of ${all.length})`,
    `${ms(m((l) => metric(l, 'largest-contentful-paint')))} / ${ms(m((l) => metric(l, 'total-blocking-time')))} / ${m((l) => metric(l, 'cumulative-layout-shift')).toFixed(3)}`,
    '≤ 1800 ms / ≤ 150 ms / ≤ 0.02',
  );
  console.log(`${name}: medians of ${all.length} run(s)`);
  console.log(
    `  Performance ${m((l) => score(l, 'performance'))} (≥ 95)  Accessibility ${m((l) => score(l, 'accessibility'))} (100)  Best Practices ${m((l) => score(l, 'best-practices'))} (100)`,
  );
  console.log(
    `  FCP ${ms(m((l) => metric(l, 'first-contentful-paint')))}  LCP ${ms(m((l) => metric(l, 'largest-contentful-paint')))} (≤ 1800)  TBT ${ms(m((l) => metric(l, 'total-blocking-time')))} (≤ 150)  CLS ${m((l) => metric(l, 'cumulative-layout-shift')).toFixed(3)} (≤ 0.02)  SI ${ms(m((l) => metric(l, 'speed-index')))}`,
  );
}

/** Where the median run's time went: LCP element, main thread, scripts, long tasks. */
function printDetails(lhr: Lhr): void {
  const items = (k: string) => lhr.audits[k]?.details?.items ?? [];
  const lcpTable = items('largest-contentful-paint-element');
  const lcpNode = (lcpTable[0]?.items as AuditItem[] | undefined)?.[0]?.node as
    { snippet?: string; nodeLabel?: string } | undefined;
  if (lcpNode) console.log(`  LCP element: ${lcpNode.snippet ?? lcpNode.nodeLabel}`);
  const phases = (lcpTable[1]?.items as AuditItem[] | undefined) ?? [];
  if (phases.length)
    console.log(
      `  LCP phases: ${phases.map((p) => `${String(p.phase)} ${ms(Number(p.timing))}`).join(', ')}`,
    );
  console.log('  main thread (mainthread-work-breakdown):');
  for (const it of items('mainthread-work-breakdown'))
    console.log(`    ${ms(Number(it.duration)).padStart(8)}  ${String(it.groupLabel ?? it.group)}`);
  console.log('  scripts boot-up (bootup-time: total / evaluation / parse+compile):');
  for (const it of items('bootup-time').slice(0, 8))
    console.log(
      `    ${ms(Number(it.total)).padStart(8)} ${ms(Number(it.scripting)).padStart(8)} ${ms(Number(it.scriptParseCompile)).padStart(8)}  ${short(it.url)}`,
    );
  const longTasks = items('long-tasks');
  if (longTasks.length) {
    console.log('  long tasks (start, duration, script):');
    for (const it of longTasks.slice(0, 8))
      console.log(
        `    ${ms(Number(it.startTime)).padStart(8)} ${ms(Number(it.duration)).padStart(8)}  ${short(it.url)}`,
      );
  }
  const scripts = items('network-requests')
    .filter((it) => it.resourceType === 'Script')
    .sort((a, b) => Number(b.transferSize) - Number(a.transferSize));
  const total = scripts.reduce((s, it) => s + Number(it.transferSize), 0);
  console.log(
    `  largest scripts (transferred; all ${scripts.length}: ${(total / 1024).toFixed(1)} kB):`,
  );
  for (const it of scripts.slice(0, 8))
    console.log(
      `    ${(Number(it.transferSize) / 1024).toFixed(1).padStart(7)} kB  ${short(it.url)}`,
    );
}

const profiles: string[] = [];
try {
  const busy = await fetch(`${base}healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop what runs there first`);
  writeFileSync(floorFile, FLOOR_HTML);
  if (!(await waitHealthy())) throw new Error('server did not start');
  // Let the server finish compressing the build (it starts right after listening).
  await new Promise((r) => setTimeout(r, 5000));
  const results: Record<'floor' | 'login' | 'home', Lhr[]> = { floor: [], login: [], home: [] };
  for (let i = 0; i < runs; i++) {
    results.floor.push(
      lighthouse(`${base}lighthouse-floor.html`, path.join(dataDir, 'floor.json')),
    );
    results.login.push(lighthouse(`${base}login`, path.join(dataDir, 'login.json')));
    // A new profile per run: each run starts with an empty cache and no service worker.
    let home = 'not measured';
    try {
      const profile = await signedInProfile('arrendador', 'Portal#2026');
      profiles.push(profile);
      const lhr = lighthouse(base, path.join(dataDir, 'home.json'), profile);
      results.home.push(lhr);
      home = summaryLine(lhr);
    } catch (e) {
      home = `not measured: ${(e as Error).message}`;
    }
    console.log(`run ${i + 1}/${runs}`);
    console.log(`  floor  ${summaryLine(results.floor.at(-1)!)}`);
    console.log(`  login  ${summaryLine(results.login.at(-1)!)}`);
    console.log(`  home   ${home}`);
  }
  console.log('');
  figure(
    'Lighthouse mobile floor: a bare HTML page from the same server, LCP',
    ms(median(results.floor.map((l) => metric(l, 'largest-contentful-paint')))),
  );
  console.log(
    `Floor (bare HTML, same server): LCP ${ms(median(results.floor.map((l) => metric(l, 'largest-contentful-paint'))))}, FCP ${ms(median(results.floor.map((l) => metric(l, 'first-contentful-paint'))))}`,
  );
  for (const [name, all] of [
    ['Lighthouse mobile, /PortalPRO/login', results.login],
    ['Lighthouse mobile, home page signed in (arrendador)', results.home],
  ] as const) {
    if (!all.length) continue;
    console.log('');
    printMedians(name, all);
    const byPerf = [...all].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    console.log('  details of the median run:');
    printDetails(byPerf[Math.floor(byPerf.length / 2)]!);
  }
} catch (e) {
  console.log(`Lighthouse not measured: ${(e as Error).message}`);
} finally {
  stopServer();
  rmSync(floorFile, { force: true });
  setTimeout(() => {
    rmSync(dataDir, { recursive: true, force: true });
    for (const p of profiles) rmSync(p, { recursive: true, force: true });
  }, 1000);
}
