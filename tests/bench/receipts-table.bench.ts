/**
 * The supplier's pending receipts table in Chromium against the real server and built PWA (run
 * `npx vite build` first), as `proveedor` on /proveedor_factura_electronica: the first render of
 * 2,000 receipt lines (target ≤ 300 ms), from the answer of api/ReceiptSupplier arriving to the
 * frame with the table's first page painted. The answer is widened to 2,000 lines between the page
 * and the server (the seed's pending lines repeated under new material document numbers each
 * time, as a new search would bring), so each "Buscar" draws a new table: every selectability,
 * twin and total worked out again over the 2,000 lines. Median of 7 after a warm-up, beside one
 * idle frame of the same page. Usage: npx tsx tests/bench/receipts-table.bench.ts (BENCH_PORT,
 * default 8097; CHROMIUM_PATH; STATIC_DIR). Prints figures; never fails.
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
import { RECEIPT_COLUMNS } from '../../src/protocol/supplier-invoicing';
import { figure } from './figure';

const LINES = 2_000;
const RUNS = 7;
/** A receipt's check box (its accessible name starts so); twins have one too, disabled. */
const BOX = 'input[type="checkbox"][aria-label^="Elegir recepción"]';

/** Answers api/ReceiptSupplier with the server's own lines widened to LINES lines. */
async function widenAnswers(page: Page): Promise<{ served: () => number }> {
  let count = 0;
  let answers = 0;
  await page.route('**/api/ReceiptSupplier', async (route) => {
    const response = await route.fetch();
    // Rows of values in the order of RECEIPT_COLUMNS: MBLNR and BELNR renamed on each copy.
    const answer = (await response.json()) as { List?: unknown[][] };
    const list = answer.List ?? [];
    const first = 7_000_000_000 + (answers++ % 50) * 10_000;
    const [mblnrAt, belnrAt] = [RECEIPT_COLUMNS.indexOf('MBLNR'), RECEIPT_COLUMNS.indexOf('BELNR')];
    if (list.length > 0) {
      answer.List = Array.from({ length: LINES }, (_, i) => {
        const row = [...list[i % list.length]!];
        const mblnr = String(first + Math.floor(i / list.length));
        row[mblnrAt] = mblnr;
        row[belnrAt] = mblnr;
        return row;
      });
    }
    count = answer.List?.length ?? 0;
    await route.fulfill({ response, json: answer });
  });
  return { served: () => count };
}

/**
 * In the page: presses "Buscar", waits for the frame after the one in which the first page of the
 * new answer's rows exists, and times it from the answer's arrival and from the click.
 */
async function searchToRows(page: Page) {
  return page.evaluate(
    ({ BOX }) =>
      new Promise<{ render: number; total: number }>((resolve) => {
        const start = performance.now();
        const before = performance.getEntriesByType('resource').length;
        const fresh = document.querySelector(BOX)?.getAttribute('aria-label') ?? null;
        const done = () =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const painted = performance.now();
              const answer = performance
                .getEntriesByType('resource')
                .slice(before)
                .find((e) => e.name.endsWith('/api/ReceiptSupplier')) as
                PerformanceResourceTiming | undefined;
              resolve({
                render: painted - (answer ? answer.responseEnd : start),
                total: painted - start,
              });
            }),
          );
        const check = () => {
          const label = document.querySelector(BOX)?.getAttribute('aria-label') ?? null;
          if (label !== null && label !== fresh) done();
          else requestAnimationFrame(check);
        };
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Buscar',
        );
        button?.click();
        requestAnimationFrame(check);
      }),
    { BOX },
  );
}

async function idleFrame(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
  );
}

async function receiptsTable(browser: Browser, base: string): Promise<void> {
  const context = await desktopContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, base, 'proveedor');
    const widened = await widenAnswers(page);
    await page.goto(`${base}proveedor_factura_electronica`);
    await page.getByRole('button', { name: 'Buscar', exact: true }).waitFor();
    const render: number[] = [];
    const total: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const r = await searchToRows(page);
      if (i === 0) continue;
      render.push(r.render);
      total.push(r.total);
    }
    const floor: number[] = [];
    for (let i = 0; i < RUNS; i++) floor.push(await idleFrame(page));
    console.log(
      `receipts table of proveedor, ${widened.served().toLocaleString('en')} lines (target ≤ 300 ms):`,
    );
    console.log(`  answer arrived to the first page painted: ${show(render)}`);
    console.log(`  "Buscar" to the first page painted: ${show(total)}`);
    console.log(`  floor, one idle frame of the same page: ${show(floor)}`);
    figure(
      `supplier receipts table, first render of ${widened.served().toLocaleString('en')} lines (Chromium): answer arrived to rows painted`,
      `${median(render).toFixed(0)} ms (one idle frame: ${median(floor).toFixed(0)} ms)`,
      '≤ 300 ms',
    );
  } finally {
    await context.close();
  }
}

await runBrowserBench('receipts', 8097, (browser, base) =>
  receiptsTable(browser, base).catch((e: unknown) => {
    console.log(`not measured: ${errorText(e)}`);
  }),
);
