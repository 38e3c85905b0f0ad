/**
 * The maintenance orders list in Chromium against the real server and built PWA (run `npx vite
 * build` first), as the `mantenimiento` user on /mantenimiento_ordenes_mantenimiento_torres:
 * - the API time: api/reportOrders alone, as the page asks it (its first page of 50 orders);
 * - the render time of 200 orders: "Todas" (which reads the list in chunks of 100) is answered
 *   with 200 orders in its first chunk (the seed's rows repeated under new order codes each time,
 *   as a new search would bring, by the bench between the page and the server; target ≤ 150 ms):
 *   from the answer arriving after "Actualizar" to the frame with the 200 new rows painted; and a
 *   page-size change from 50 to "Todas", from the change to the frame with 200 rows.
 * Each figure is a median of 7 after a warm-up, beside a floor measured in the same run: one
 * frame of the page doing nothing (requestAnimationFrame to requestAnimationFrame).
 * Usage: npx tsx tests/bench/orders-list.bench.ts (BENCH_PORT, default 8095; CHROMIUM_PATH;
 * STATIC_DIR, the built PWA, default ./dist). Prints figures; never fails.
 */
import type { Browser, Page } from '@playwright/test';
import {
  desktopContext,
  errorText,
  median,
  runBrowserBench,
  show,
  signIn,
} from './browser-harness';
import { ALL_CHUNK_SIZE } from '../../src/features/maintenance/api/order-list-query';
import { figure } from './figure';

const ORDERS = 200;
const RUNS = 7;
const ROWS = 'tbody tr';

/**
 * Answers api/reportOrders as a list of ORDERS orders would: "Todas" (its first chunk of 100, no
 * cursor) gets the server's rows repeated to ORDERS rows and no next chunk; a page of 50 gets the
 * server's own rows. Each answer lists other order codes, as a new search would: every row is
 * drawn anew.
 */
async function widenAnswers(page: Page): Promise<{ served: () => number }> {
  let count = 0;
  let answers = 0;
  await page.route('**/api/reportOrders', async (route) => {
    const asked = (route.request().postDataJSON() ?? {}) as { PageSize?: number; Cursor?: unknown };
    const response = await route.fetch();
    const answer = (await response.json()) as {
      List?: Record<string, unknown>[];
      Next?: unknown;
      Total?: number;
      TotalMore?: boolean;
    };
    const list = answer.List ?? [];
    const first = 490000000000 + (answers++ % 50) * 1000;
    const all = asked.PageSize === ALL_CHUNK_SIZE && !asked.Cursor;
    const rows = all ? ORDERS : list.length;
    if (list.length > 0) {
      answer.List = Array.from({ length: rows }, (_, i) => ({
        ...list[i % list.length]!,
        AUFNR: String(first + i),
      }));
    }
    if (all) Object.assign(answer, { Next: null, Total: ORDERS, TotalMore: false });
    count = answer.List?.length ?? 0;
    await route.fulfill({ response, json: answer });
  });
  return { served: () => (count > 0 ? ORDERS : 0) };
}

/**
 * In the page: presses "Actualizar" (a new answer) or picks the page size "Todas", then waits for
 * the frame after the one in which `rows` rows exist, and times it from the click and from the
 * answer's arrival.
 */
async function clickToRows(page: Page, action: 'refresh' | 'all', rows: number) {
  return page.evaluate(
    ({ action, rows, ROWS }) =>
      new Promise<{ total: number; render: number; api: number }>((resolve) => {
        const start = performance.now();
        const before = performance.getEntriesByType('resource').length;
        // The frame after the one that has the rows: they are painted.
        const done = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const painted = performance.now();
              const answer = performance
                .getEntriesByType('resource')
                .slice(before)
                .find((e) => e.name.endsWith('/api/reportOrders')) as
                PerformanceResourceTiming | undefined;
              resolve({
                total: painted - start,
                render: painted - (answer ? answer.responseEnd : start),
                api: answer ? answer.responseEnd - answer.startTime : 0,
              });
            }),
          );
        const fresh = document.querySelector(ROWS)?.textContent;
        const check = () => {
          const all = document.querySelectorAll(ROWS);
          if (all.length >= rows && (action === 'all' || all[0]?.textContent !== fresh)) done();
          else requestAnimationFrame(check);
        };
        if (action === 'refresh') {
          const button = [...document.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === 'Actualizar',
          );
          button?.click();
        } else {
          const select = [...document.querySelectorAll('select')].find((s) =>
            [...s.options].some((o) => o.value === 'all'),
          )!;
          select.value = 'all';
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }
        requestAnimationFrame(check);
      }),
    { action, rows, ROWS },
  );
}

/** One idle frame: what "painted" costs at least in this page and machine. */
async function idleFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
  );
}

/** The body the page sent, replayed with the page's own token, timed alone. */
async function apiAlone(page: Page, body: string): Promise<{ ms: number; orders: number }> {
  return page.evaluate(async (payload) => {
    const session = JSON.parse(localStorage.getItem('portalpro.session') ?? 'null') as {
      Token?: string;
    } | null;
    const start = performance.now();
    const response = await fetch('api/reportOrders', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(session?.Token ? { Authorization: `Bearer ${session.Token}` } : {}),
      },
      body: payload,
    });
    const answer = (await response.json()) as { List?: unknown[] };
    return { ms: performance.now() - start, orders: answer.List?.length ?? 0 };
  }, body);
}

async function ordersList(browser: Browser, base: string): Promise<void> {
  const context = await desktopContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, base, 'mantenimiento');
    let body = '';
    page.on('request', (r) => {
      if (r.url().endsWith('/api/reportOrders')) body = r.postData() ?? '{}';
    });
    await page.goto(`${base}mantenimiento_ordenes_mantenimiento_torres`);
    await page.getByRole('button', { name: 'Buscar' }).waitFor();
    await page.locator(ROWS).first().waitFor();

    const api: number[] = [];
    let real = 0;
    for (let i = 0; i <= RUNS; i++) {
      const a = await apiAlone(page, body);
      real = a.orders;
      if (i > 0) api.push(a.ms);
    }

    const widened = await widenAnswers(page);
    await page.goto(`${base}mantenimiento_ordenes_mantenimiento_torres?size=all`);
    await page.locator(ROWS).first().waitFor();
    const search: number[] = [];
    const searchApi: number[] = [];
    const searchTotal: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const r = await clickToRows(page, 'refresh', ORDERS);
      if (i === 0) continue;
      search.push(r.render);
      searchApi.push(r.api);
      searchTotal.push(r.total);
    }
    const sizeChange: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await page.goto(`${base}mantenimiento_ordenes_mantenimiento_torres`);
      await page.locator(ROWS).first().waitFor();
      const r = await clickToRows(page, 'all', ORDERS);
      if (i > 0) sizeChange.push(r.total);
    }
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) floor.push(await idleFrame(page));
    const shown = await page.locator(ROWS).count();

    console.log(`orders list of mantenimiento (${real} orders from the server):`);
    console.log(`  api/reportOrders alone: ${show(api)}`);
    console.log(
      `render of ${widened.served()} orders (page size "Todas", ${shown} rows shown), target ≤ 150 ms:`,
    );
    console.log(`  a new answer ("Actualizar"), answer arrived to rows painted: ${show(search)}`);
    console.log(`  the same, the call as the page makes it: ${show(searchApi)}`);
    console.log(`  the same, click to rows painted: ${show(searchTotal)}`);
    console.log(`  page size 50 to "Todas" on loaded data, to rows painted: ${show(sizeChange)}`);
    console.log(`  floor, one idle frame of the same page: ${show(floor)}`);
    figure(
      `orders list, ${widened.served()} orders: a new answer / page size 50 to "Todas", to rows painted (Chromium)`,
      `${median(search).toFixed(0)} ms / ${median(sizeChange).toFixed(0)} ms (the API call alone: ${median(api).toFixed(0)} ms; one idle frame: ${median(floor).toFixed(0)} ms)`,
      '≤ 150 ms',
    );
  } finally {
    await context.close();
  }
}

await runBrowserBench('list', 8095, (browser, base) =>
  ordersList(browser, base).catch((e: unknown) =>
    console.log(`orders list not measured: ${errorText(e)}`),
  ),
);
