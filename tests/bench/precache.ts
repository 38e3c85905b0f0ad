/**
 * What a device downloads (issue 14): the service worker's precache (files, bytes, gzip) read
 * from the build, and the bytes a lessor's phone transfers on a first visit to /login and after
 * signing in to the home page, counting the page's requests and the worker's precache fetches.
 * Prints only; never fails.
 *
 * Usage: npx tsx tests/bench/precache.ts (BENCH_PORT, default 8096; needs a build in dist/).
 */
import { devices, type BrowserContext, type Request } from '@playwright/test';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { errorText, launchChromium, startBuiltServer } from './browser-harness';
import { figure } from './figure';

const port = Number(process.env.BENCH_PORT ?? 8096);
const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;

function precacheSize(): void {
  const sw = readFileSync('dist/sw.js', 'utf8');
  const urls = [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];
  let bytes = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = path.join('dist', url);
    bytes += statSync(file).size;
    gzip += gzipSync(readFileSync(file)).length;
  }
  const excel = urls.some((u) => /exceljs/i.test(u)) ? 'exceljs included' : 'exceljs not included';
  console.log(`precache: ${urls.length} files, ${kB(bytes)} (${kB(gzip)} gzip); ${excel}`);
  figure(
    'PWA precache (what installing downloads)',
    `${urls.length} files, ${kB(bytes)} (${kB(gzip)} gzip); ${excel}`,
    '≤ 900 kB',
  );
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

let stopServer = () => {};
try {
  const { base, stop } = await startBuiltServer(port, 'precache');
  stopServer = stop;
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    const login = await transferred(context, async () => {
      await page.goto(`${base}login`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
    });
    console.log(
      `lessor phone, first visit to /login (with the install): ${kB(login.bytes)} in ${login.requests} requests`,
    );
    const home = await transferred(context, async () => {
      await page.getByLabel('Usuario', { exact: false }).first().fill('arrendador');
      await page.getByLabel('Contraseña', { exact: false }).first().fill('Portal#2026');
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor({ timeout: 60_000 });
    });
    console.log(
      `lessor phone, sign-in to the home page: ${kB(home.bytes)} in ${home.requests} requests`,
    );
    figure(
      "a lessor's phone: first visit to /login (with the install) / then sign-in to home",
      `${kB(login.bytes)} in ${login.requests} requests / ${kB(home.bytes)} in ${home.requests}`,
    );
  } finally {
    await browser.close();
  }
} catch (e) {
  console.log(`phone downloads not measured: ${errorText(e)}`);
} finally {
  stopServer();
}
