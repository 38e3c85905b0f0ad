import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { apiToken, callApi } from './support';

/** A phone as lessors use one: 360 × 740, touch. */
export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

export const LESSOR = '0000100001';

/** One payment period as ContractList answers it (the fields the specs pick periods by). */
export interface ListedPeriod {
  CFPAYGUID: string;
  RECNNR: string;
  DFAELL: string;
  DBERBIS: string;
  TEXT_D: string;
  STATUS: string;
}

/** The periods of a contract through the API, as `user` sees them. */
export async function contractPeriods(
  request: APIRequestContext,
  user: string,
  filter: Record<string, unknown>,
): Promise<ListedPeriod[]> {
  const token = await apiToken(request, user);
  const res = await callApi(
    request,
    'ContractList',
    { ActionId: 21, bukrs: 'MX10', Partner: LESSOR, ...filter },
    token,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { List: ListedPeriod[] }).List;
}

const isoOf = (date: string) => date.split('-').reverse().join('-');

/**
 * The open periods of a contract that share a due date, the oldest (earliest period end) first:
 * the demo keeps three such periods on contract 4000000101.
 */
export async function sharedDuePeriods(
  request: APIRequestContext,
  recnnr: string,
): Promise<ListedPeriod[]> {
  const open = await contractPeriods(request, 'arrendador', { recnnr, status: '01' });
  const byDue = new Map<string, ListedPeriod[]>();
  for (const p of open) byDue.set(p.DFAELL, [...(byDue.get(p.DFAELL) ?? []), p]);
  const shared = [...byDue.values()].find((group) => group.length >= 3);
  expect(shared, 'three open periods sharing a due date').toBeDefined();
  return shared!.sort((a, b) => isoOf(a.DBERBIS).localeCompare(isoOf(b.DBERBIS)));
}

/** Reads a downloaded workbook back, as a spreadsheet program would. */
export async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

/** Exports the named table and answers the download. */
export async function exportTable(page: Page, table: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Exportar a Excel: ${table}` }).click();
  return downloading;
}

/** A select by its label: choose the option whose text starts with `text` (once it is listed). */
export async function chooseOption(page: Page, label: string, text: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  const valueOf = () =>
    select.evaluate(
      (el, wanted) =>
        [...(el as HTMLSelectElement).options].find((o) => o.text.startsWith(wanted))?.value ??
        null,
      text,
    );
  await expect.poll(valueOf, { message: `an option "${text}" in ${label}` }).not.toBeNull();
  await select.selectOption((await valueOf())!);
}

/** The page is no wider than the window, and every button on it is at least 44 px tall. */
export async function expectFitsAndTouchable(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no horizontal overflow').toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main select, main input')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        if ((el as HTMLInputElement).type === 'checkbox') return false;
        return box.height < 43.5;
      })
      .map((el) => `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent ?? ''}`),
  );
  expect(small, 'targets at least 44 px tall').toEqual([]);
}

/** The check boxes of an order's receipts (twins say "gemela"). */
export const receiptBoxes = (page: Page, ebeln: string) =>
  page.getByRole('checkbox', { name: new RegExp(`^Elegir recepción .* del pedido ${ebeln}$`) });

/** Clicks "Descargar factura de ejemplo" and answers the XML and the PDF it saved. */
export async function demoFiles(page: Page) {
  const saved: Download[] = [];
  const both = new Promise<void>((resolve) => {
    page.on('download', (d) => {
      saved.push(d);
      if (saved.length === 2) resolve();
    });
  });
  await page.getByRole('button', { name: 'Descargar factura de ejemplo' }).click();
  await both;
  const files = await Promise.all(
    saved.map(async (d) => ({
      name: d.suggestedFilename(),
      buffer: await readFile((await d.path())!),
    })),
  );
  const xml = files.find((f) => f.name.endsWith('.xml'))!;
  const pdf = files.find((f) => f.name.endsWith('.pdf'))!;
  return {
    xml: { ...xml, mimeType: 'text/xml' },
    pdf: { ...pdf, mimeType: 'application/pdf' },
  };
}
