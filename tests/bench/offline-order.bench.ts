/**
 * Opening an order taken offline, in Chromium against the real server and built PWA (run `npx
 * vite build` first): the order, inflated in IndexedDB to 12 groups × 10 characteristics and 30
 * antennas, with the network off (target ≤ 150 ms): in the app, from the orders list, a click on
 * Consultar until its 12 groups are rendered, timed inside the page, for 6 orders each opened for
 * the first time (the copy is read from IndexedDB) and again (still in memory); and as a full page
 * load of one order's URL until its groups list is visible (median of 5), against the full load
 * of the orders page; and, timed inside the page from navigation start (target ≤ 400 ms), the full
 * load of the order to the frame with its groups painted, broken down (the service worker's
 * answer, the entry script, the first render, the database opened, the route's code, the shell
 * painted), beside a floor: the full load of the app's "not found" page with the network off
 * (same service worker answer and entry script, no order), to its heading painted.
 * Usage: npx tsx tests/bench/offline-order.bench.ts (BENCH_PORT, default 8094; CHROMIUM_PATH;
 * STATIC_DIR, the built PWA, default ./dist). Prints figures; never fails.
 */
import type { Browser, Page } from '@playwright/test';
import { desktopContext, errorText, median, runBrowserBench, signIn } from './browser-harness';
import { figure } from './figure';

/** Orders taken offline: the first for the full page loads, the others opened once each in the app. */
const OFFLINE_ORDERS = 8;

/**
 * Takes the first OFFLINE_ORDERS orders of mantto.fijo offline through the UI, then opens the
 * first; answers its detail URL and the order codes.
 */
async function takeOrdersOffline(
  page: Page,
  base: string,
): Promise<{ url: string; codes: string[] }> {
  await signIn(page, base, 'mantto.fijo');
  await page.goto(`${base}mantenimiento_ordenes_mantenimiento`);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const boxes = page.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ });
  await boxes.first().waitFor();
  const codes: string[] = [];
  for (let i = 0; i < OFFLINE_ORDERS; i++) {
    codes.push((await boxes.nth(i).getAttribute('aria-label'))!.replace(/\D/g, ''));
    await boxes.nth(i).check();
  }
  await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
  await page
    .getByText(`${OFFLINE_ORDERS} órdenes disponibles sin conexión.`)
    .waitFor({ timeout: 120_000 });
  await consultButton(page, codes[0]!).click();
  await page.getByRole('heading', { name: `Orden ${codes[0]}` }).waitFor();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
    }
  });
  return { url: page.url(), codes };
}

/** The Consultar button of one order's row in the list. */
function consultButton(page: Page, code: string) {
  const select = page.getByRole('checkbox', { name: `Seleccionar la orden ${code}`, exact: true });
  return page
    .getByRole('row')
    .filter({ has: select })
    .getByRole('button', { name: 'Consultar', exact: true });
}

/** Inflates the cached copy to 12 groups × 10 characteristics and 30 antennas in IndexedDB. */
async function inflate(page: Page, code: string): Promise<string> {
  return page.evaluate(async (orderCode: string) => {
    type Rec = { orderCode: string; detail: Record<string, unknown> };
    type Obj = Record<string, unknown>;
    const db = await new Promise<IDBDatabase>((res, rej) => {
      const r = indexedDB.open('portalpro');
      r.onsuccess = () => res(r.result);
      r.onerror = () => rej(r.error);
    });
    const store = db.transaction('orders', 'readwrite').objectStore('orders');
    const all = await new Promise<Rec[]>((res) => {
      const r = store.getAll();
      r.onsuccess = () => res(r.result as Rec[]);
    });
    const rec = all.find((x) => x.orderCode === orderCode);
    const d = rec?.detail as { groups: Obj[]; inventory: { antennas: Obj[] } | null } | undefined;
    const g = d?.groups[0];
    const chars = g?.characteristics as Obj[] | undefined;
    if (!rec || !d || !g || !chars?.[0]) return 'no cached copy with groups';
    const characteristics = Array.from({ length: 10 }, (_, c) => ({
      ...chars[0],
      sequence: c + 1,
    }));
    d.groups = Array.from({ length: 12 }, (_, i) => ({
      ...g,
      uuidObj: `${String(g.uuidObj)}-${i}`,
      sequence: i + 1,
      characteristics,
    }));
    const a = d.inventory?.antennas[0];
    if (d.inventory && a) {
      d.inventory.antennas = Array.from({ length: 30 }, (_, i) => ({ ...a, antenna: i + 1 }));
    }
    await new Promise((res) => {
      const r = store.put(rec);
      r.onsuccess = res;
    });
    db.close();
    return `12 groups × 10 characteristics, ${d.inventory?.antennas.length ?? 0} antennas`;
  }, code);
}

/** Timestamps inside the page, from navigation start, of what a full load goes through. */
const LOAD_MARKS = `
window.__load = {};
const mark = (k) => { if (!(k in window.__load)) window.__load[k] = performance.now(); };
const open = indexedDB.open.bind(indexedDB);
indexedDB.open = function (...args) {
  mark('database open asked');
  const r = open(...args);
  r.addEventListener('success', () => mark('database opened'));
  return r;
};
new MutationObserver(() => {
  if (document.getElementById('root') && !document.querySelector('.splash')) mark('first render');
  if (document.querySelector('nav')) mark('shell');
  if (document.querySelector('main h1, h1'))
    requestAnimationFrame(() => setTimeout(() => mark('heading painted')));
  if (document.querySelector('[aria-label="Grupos"] > li'))
    requestAnimationFrame(() => setTimeout(() => mark('groups painted')));
}).observe(document, { childList: true, subtree: true });
`;

/** The marks of the last load, with the service worker's answer and the scripts' arrival. */
async function loadMarks(page: Page, done: string): Promise<Record<string, number>> {
  await page.waitForFunction(
    (k) => (window as unknown as { __load: Record<string, number> }).__load[k] !== undefined,
    done,
  );
  return page.evaluate(() => {
    const marks = { ...(window as unknown as { __load: Record<string, number> }).__load };
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    marks['page answered (service worker)'] = nav.responseEnd;
    marks['entry script run'] = nav.domContentLoadedEventStart;
    const route = performance
      .getEntriesByType('resource')
      .find((e) => /maintenance-orders-screen/.test(e.name)) as
      PerformanceResourceTiming | undefined;
    if (route) marks['route code fetched'] = route.responseEnd;
    return marks;
  });
}

const medianMarks = (runs: Record<string, number>[]) => {
  const keys = [...new Set(runs.flatMap((r) => Object.keys(r)))];
  return keys
    .map((k): [string, number] => [k, median(runs.flatMap((r) => (k in r ? [r[k]!] : [])))])
    .sort((a, b) => a[1] - b[1]);
};

interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}
const spread = (times: number[]): Spread => ({
  median: median(times),
  min: Math.min(...times),
  max: Math.max(...times),
  runs: times.length,
});
const showSpread = (f: Spread) =>
  `${f.median.toFixed(0)} ms, median of ${f.runs} (${f.min.toFixed(0)}-${f.max.toFixed(0)} ms)`;

/**
 * Back on the list, clicks an order's Consultar and waits, inside the page, for the frame in
 * which its `groupCount` groups exist.
 */
async function clickToGroups(page: Page, code: string, groupCount: number): Promise<number> {
  await page.getByRole('button', { name: 'Regresar' }).click();
  const consult = consultButton(page, code);
  await consult.waitFor();
  return consult.evaluate(
    (button, expected) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const check = () => {
          const items = document.querySelectorAll('[aria-label="Grupos"] > li');
          if (items.length >= expected) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        (button as HTMLButtonElement).click();
        requestAnimationFrame(check);
      }),
    groupCount,
  );
}

/**
 * With the network off, from the orders list: each order's first opening reads its copy from
 * IndexedDB (nothing of it is in memory yet); opening it again right after is served from memory
 * while the copy is read again. The first order opened is left out (warm-up).
 */
async function openFromList(
  page: Page,
  codes: readonly string[],
  groupCount: number,
): Promise<{ cold: Spread; again: Spread }> {
  const cold: number[] = [];
  const again: number[] = [];
  for (const [i, code] of codes.entries()) {
    const first = await clickToGroups(page, code, groupCount);
    const second = await clickToGroups(page, code, groupCount);
    if (i === 0) continue;
    cold.push(first);
    again.push(second);
  }
  return { cold: spread(cold), again: spread(again) };
}

async function openOffline(browser: Browser, base: string): Promise<void> {
  const context = await desktopContext(browser);
  try {
    const page = await context.newPage();
    const { url, codes } = await takeOrdersOffline(page, base);
    const code = codes[0]!;
    const shape = await inflate(page, code);
    for (const other of codes.slice(1)) await inflate(page, other);
    await context.setOffline(true);
    const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').first();
    const heading = page.getByRole('heading', { name: 'Revisión del arrendador', level: 1 });
    const measure = async (target: string, visible: typeof groups) => {
      const times: number[] = [];
      for (let i = 0; i < 6; i++) {
        const start = performance.now();
        await page.goto(target);
        await visible.waitFor();
        if (i > 0) times.push(performance.now() - start);
      }
      return median(times);
    };
    const open = await measure(url, groups);
    const list = await measure(`${base}mantenimiento_ordenes_mantenimiento`, heading);
    const rendered = await page
      .goto(url)
      .then(() => groups.waitFor())
      .then(() => page.getByRole('list', { name: 'Grupos' }).getByRole('listitem').count());
    const inApp = await openFromList(page, codes.slice(1), rendered);
    await context.addInitScript(LOAD_MARKS);
    const loads: Record<string, number>[] = [];
    const floors: Record<string, number>[] = [];
    for (let i = 0; i < 8; i++) {
      await page.goto(url);
      const m = await loadMarks(page, 'groups painted');
      await page.goto(`${base}no-such-page`);
      const f = await loadMarks(page, 'heading painted');
      if (i === 0) continue;
      loads.push(m);
      floors.push(f);
    }
    console.log(`open an order offline (${shape}; ${rendered} groups shown), target ≤ 150 ms:`);
    console.log(
      `  in the app, click Consultar on the list until the groups are rendered, copy read from IndexedDB: ${showSpread(inApp.cold)}`,
    );
    console.log(
      `  the same, opened again (still in memory, copy read again): ${showSpread(inApp.again)}`,
    );
    console.log(
      `  full page load of order ${code} until the groups list is visible: ${open.toFixed(0)} ms, median of 5`,
    );
    console.log(
      `  baseline full page load of the orders page: ${list.toFixed(0)} ms; in-app ${(inApp.cold.median / list).toFixed(2)}x, full load ${(open / list).toFixed(2)}x`,
    );
    const load = medianMarks(loads);
    const floor = medianMarks(floors);
    const at = (marks: [string, number][], k: string) => marks.find(([m]) => m === k)?.[1] ?? NaN;
    console.log(
      `full page load of order ${code}, navigation start to groups painted, timed in the page (target ≤ 400 ms): ${at(load, 'groups painted').toFixed(0)} ms, median of ${loads.length}`,
    );
    for (const [k, ms] of load) console.log(`    ${ms.toFixed(0).padStart(5)} ms  ${k}`);
    console.log(
      `  floor, full load of the app's "not found" page with the network off, to its heading painted: ${at(floor, 'heading painted').toFixed(0)} ms (first render ${at(floor, 'first render').toFixed(0)} ms)`,
    );
    figure(
      'open a cached order offline: from the orders list (in the app) / by a full page load to groups painted',
      `${inApp.cold.median.toFixed(0)} ms / ${at(load, 'groups painted').toFixed(0)} ms (the "not found" page's full load: ${at(floor, 'heading painted').toFixed(0)} ms)`,
      '≤ 150 ms / ≤ 400 ms',
    );
  } finally {
    await context.close();
  }
}

await runBrowserBench('offline-order', 8094, (browser, base) =>
  openOffline(browser, base).catch((e: unknown) =>
    console.log(`open offline order not measured: ${errorText(e)}`),
  ),
);
