/**
 * What the browser benches share: the built server started on a throwaway PGlite database,
 * Chromium (Debian's headless shell unless CHROMIUM_PATH says otherwise), signing in through the
 * sign-in page, and the median / spread of a set of timings. A bench passes its body to
 * `runBrowserBench`, which starts and stops everything around it and never fails: what could not
 * be measured is printed as such.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../server/src/db/seed/accounts';

/** tsx keeps function names with a __name helper that page.evaluate's copies would miss. */
export const NAME_SHIM = 'globalThis.__name = (f) => f';

export const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** The middle value (the upper one of an even count). */
export const median = (v: readonly number[]) =>
  [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;

/** "171 ms, median of 7 (150-210 ms)". */
export const show = (v: readonly number[]) =>
  `${median(v).toFixed(0)} ms, median of ${v.length} (${Math.min(...v).toFixed(0)}-${Math.max(...v).toFixed(0)} ms)`;

/** Debian's headless Chromium, without the sandbox and GPU a container lacks. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
}

/** A desktop context in Mexican Spanish, with the tsx name shim. */
export async function desktopContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: 'es-MX',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(NAME_SHIM);
  return context;
}

/** Signs in through the sign-in page as a demo user and waits for the home page. */
export async function signIn(
  page: Page,
  base: string,
  user: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${base}login`);
  await page.getByLabel('Usuario', { exact: true }).fill(user);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
}

export interface BuiltServer {
  /** http://localhost:<port>/PortalPRO/ */
  base: string;
  stop: () => void;
}

/**
 * Starts `server/src/index.ts` (serving ./dist, or STATIC_DIR) on `port` with a fresh PGlite
 * database in a temporary folder, and waits for its health check.
 */
export async function startBuiltServer(port: number, name: string): Promise<BuiltServer> {
  const base = `http://localhost:${port}/PortalPRO/`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portalpro-bench-${name}-`));
  const server = spawn('npx', ['tsx', 'server/src/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ACCESS_LOG: '0',
    },
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
  };
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    up = await fetch(`${base}healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 500));
  }
  if (!up) {
    stop();
    throw new Error('server did not start');
  }
  return { base, stop };
}

/**
 * Runs a browser bench: the built server on BENCH_PORT (else `defaultPort`) and Chromium around
 * `body`, both stopped afterwards whatever happens; a failure is printed, never thrown.
 */
export async function runBrowserBench(
  name: string,
  defaultPort: number,
  body: (browser: Browser, base: string) => Promise<void>,
): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  let server: BuiltServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startBuiltServer(port, name);
    browser = await launchChromium();
    await body(browser, server.base);
  } catch (e) {
    console.log(`not measured: ${errorText(e)}`);
  } finally {
    await browser?.close().catch(() => undefined);
    server?.stop();
  }
}
