/**
 * What a device downloads: what installing the service worker precaches on every
 * device, and the page lists it keeps after sign-in (the signed-in shell for every user, the
 * offline maintenance pages for those who have them), read from the build (files, bytes, gzip);
 * then the bytes a lessor's and a supplier's phone transfer on a first visit to /login and after
 * signing in to the home page, counting the page's requests and the worker's fetches. Prints
 * only; never fails.
 *
 * Usage: npx tsx tests/bench/precache.ts (BENCH_PORT, default 8096; needs a build in dist/).
 */
import {
  devices,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { errorText, launchChromium, startBuiltServer } from './browser-harness';
import { figure } from './figure';

const port = Number(process.env.BENCH_PORT ?? 8096);
const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;

interface Weight {
  files: number;
  bytes: number;
  gzip: number;
}

/** Files (relative to dist/): how many, their bytes and their gzip bytes. */
function weigh(urls: readonly string[]): Weight {
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join('dist', url);
    bytes += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  return { files: urls.length, bytes, gzip };
}

const shown = (w: Weight) => `${w.files} files, ${kB(w.bytes)} (${kB(w.gzip)} gzip)`;

/**
 * One page list as the build wrote it into sw.js (vite.config.ts, pageListsModule): an array of
 * strings, or, once the list is long, one string the minifier splits at run time
 * (`"signed-in":\`a.js,b.js\`.split(\`,\`)`).
 */
function pageList(sw: string, name: string): string[] {
  const array = new RegExp(`"${name}":\\[([^\\]]*)\\]`).exec(sw)?.[1];
  if (array !== undefined) return [...array.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!);
  const joined = new RegExp(`"${name}":(["'\`])([^"'\`]*)\\1\\.split\\(`).exec(sw)?.[2];
  if (joined === undefined) throw new Error(`sw.js holds no "${name}" page list`);
  return joined.split(',');
}

function precacheSize(): void {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];
  const install = weigh(urls);
  const excel = urls.some((u) => /exceljs/i.test(u)) ? 'exceljs included' : 'exceljs not included';
  console.log(`precache: ${shown(install)}; ${excel}`);
  figure('PWA precache (what installing downloads)', `${shown(install)}; ${excel}`, '≤ 900 kB');

  const signedIn = weigh(pageList(sw, 'signed-in'));
  const offlineWork = weigh(pageList(sw, 'offline-work'));
  console.log(`after sign-in, every user: signed-in pages ${shown(signedIn)}`);
  console.log(`after sign-in, a maintenance user also: offline pages ${shown(offlineWork)}`);
  const added: Weight = {
    files: signedIn.files + offlineWork.files,
    bytes: signedIn.bytes + offlineWork.bytes,
    gzip: signedIn.gzip + offlineWork.gzip,
  };
  figure(
    "PWA page lists after sign-in (what a maintenance user's device adds)",
    `${shown(added)}: signed-in pages ${kB(signedIn.bytes)} (every user), offline maintenance pages ${kB(offlineWork.bytes)}`,
  );
}

/** Waits until the worker has stored the page lists the signed-in app asked it to keep. */
async function pageListsStored(page: Page): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return new Promise<{ lists: string[]; outcome: string }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ lists: string[]; outcome: string }>) =>
          resolve(event.data);
        registration.active?.postMessage({ type: 'PAGE_LISTS_STATE' }, [channel.port2]);
      });
    });
    if (state.lists.length > 0 && state.outcome === 'cached') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the worker did not store the page lists within 60 s');
}

/** Counts bytes transferred by the page and its service worker until `settle` resolves. */
async function transferred(context: BrowserContext, settle: () => Promise<void>) {
  let bytes = 0;
  let requests = 0;
  const onFinished = (request: Request) => {
    requests += 1;
    void request.sizes().then(
      (s) => (bytes += s.responseBodySize + s.responseHeadersSize),
      () => undefined,
    );
  };
  context.on('requestfinished', onFinished);
  await settle();
  await new Promise((r) => setTimeout(r, 1000));
  context.off('requestfinished', onFinished);
  return { bytes, requests };
}

precacheSize();

/**
 * A phone's first visit to /login (with the worker's install), then its sign-in to the home page
 * until the worker has stored the page lists its user keeps.
 */
async function phone(browser: Browser, base: string, user: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    const login = await transferred(context, async () => {
      await page.goto(`${base}login`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    });
    const home = await transferred(context, async () => {
      await page.getByLabel('Usuario', { exact: false }).first().fill(user);
      await page.getByLabel('Contraseña', { exact: false }).first().fill('Portal#2026');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor({ timeout: 60_000 });
      await pageListsStored(page);
    });
    return `${kB(login.bytes)} in ${login.requests} requests / ${kB(home.bytes)} in ${home.requests}`;
  } finally {
    await context.close();
  }
}

let stopServer = () => {};
try {
  const { base, stop } = await startBuiltServer(port, 'precache');
  stopServer = stop;
  const browser = await launchChromium();
  try {
    // The demo lessor has the lessor review page, which works offline: his phone keeps the
    // maintenance pages too. The demo supplier has no page that works offline.
    const lessor = await phone(browser, base, 'arrendador');
    console.log(`lessor phone, first visit to /login (with the install) / sign-in: ${lessor}`);
    figure(
      "a lessor's phone: first visit to /login (with the install) / then sign-in to home",
      lessor,
    );
    const supplier = await phone(browser, base, 'proveedor');
    console.log(`supplier phone, first visit to /login (with the install) / sign-in: ${supplier}`);
    figure(
      "a supplier's phone (no offline pages): first visit to /login / then sign-in to home",
      supplier,
    );
  } finally {
    await browser.close();
  }
} catch (e) {
  console.log(`phone downloads not measured: ${errorText(e)}`);
} finally {
  stopServer();
}
