/**
 * Lighthouse (mobile, simulated throttling) on /PortalPRO/login against the real server on a fresh
 * embedded database. Targets: Performance ≥ 95, Accessibility 100, Best Practices 100, LCP ≤ 1.8 s.
 * Lighthouse is fetched through npx when missing. Prints figures; never fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = 8093;
const url = `http://localhost:${port}/PortalPRO/login`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portalpro-lh-'));
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
      const r = await fetch(`http://localhost:${port}/PortalPRO/healthz`);
      if (r.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

try {
  const busy = await fetch(`http://localhost:${port}/PortalPRO/healthz`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already in use: stop what runs there first`);
  if (!(await waitHealthy())) throw new Error('server did not start');
  // Let the server finish compressing the build (it starts right after listening).
  await new Promise((r) => setTimeout(r, 5000));
  const out = process.env.LIGHTHOUSE_JSON ?? path.join(dataDir, 'lh.json');
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
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync',
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 240_000,
    },
  );
  if (res.status !== 0)
    throw new Error(`lighthouse exited ${res.status}: ${String(res.stderr).slice(-500)}`);
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; displayValue?: string }>;
  };
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  console.log('Lighthouse mobile, /PortalPRO/login:');
  console.log(`  Performance ${score('performance')} (target ≥ 95)`);
  console.log(`  Accessibility ${score('accessibility')} (target 100)`);
  console.log(`  Best Practices ${score('best-practices')} (target 100)`);
  for (const a of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    console.log(`  ${a}: ${lhr.audits[a]?.displayValue ?? 'n/a'}`);
  }
} catch (e) {
  console.log(`Lighthouse not measured: ${(e as Error).message}`);
} finally {
  stopServer();
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}
