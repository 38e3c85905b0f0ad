import { expect, type APIRequestContext, type Download, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  apiToken,
  callApi,
  signIn,
  waitForServiceWorker,
  recordAlerts,
  expectAlertShown,
  openPart,
  showAllOrders,
} from './support';

interface ListedOrder {
  AUFNR: string;
  ARBPL: string;
  STATUS: string;
}
interface ExportedAntenna {
  antenna: number;
  ncra: number;
  orientation: number;
}
interface ExportedInventory {
  towerType: string;
  towerHeight: number;
  buildingHeight: number;
  antennas: ExportedAntenna[];
}

/**
 * The order this spec exports: the last one validated by the operator (status 07) that has
 * antennas. Such orders are final for the lessor, so no other spec changes what they hold.
 */
async function exportableOrder(
  request: APIRequestContext,
): Promise<{ orderCode: string; inventory: ExportedInventory }> {
  const token = await apiToken(request, 'mantto.fijo');
  const list = await callApi(request, 'reportOrders', { ActionId: 20 }, token);
  expect(list.status()).toBe(200);
  const orders = ((await list.json()) as { List: ListedOrder[] }).List;
  for (const order of orders.filter((o) => o.STATUS === '07').reverse()) {
    const res = await callApi(
      request,
      'ResultsOrderMP',
      { ActionId: 21, Process: '1', Aufnr: order.AUFNR, Arbpl: order.ARBPL },
      token,
    );
    const inventory = ((await res.json()) as { Data: { inventory: ExportedInventory | null } }).Data
      .inventory;
    if (inventory && inventory.antennas.length > 0) return { orderCode: order.AUFNR, inventory };
  }
  throw new Error('mantto.fijo has no validated order with antennas');
}

/** Reads a downloaded workbook back, as a spreadsheet program would. */
async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}

async function exportInventory(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar a Excel' }).click();
  return downloading;
}

const valuesOf = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as unknown[]).slice(1);

test.describe('maintenance inventory export', () => {
  // Downloads an order with its photos to the device: longer than a page check.
  test.describe.configure({ timeout: 120_000 });

  test('mantto.fijo exports an inventory to Excel, online and from the offline copy, then removes the copy', async ({
    page,
    context,
    request,
  }) => {
    const { orderCode, inventory } = await exportableOrder(request);
    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await showAllOrders(page);
    const select = page.getByRole('checkbox', {
      name: `Seleccionar la orden ${orderCode}`,
      exact: true,
    });
    const row = page.getByRole('row').filter({ has: select });
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    await openPart(page, 'Inventario del sitio');

    const download = await exportInventory(page);
    expect(download.suggestedFilename()).toBe(`inventario-${orderCode}.xlsx`);
    const book = await readWorkbook(download);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Sitio', 'Antenas']);

    // The site sheet: bold headers with units in metres, one row with the site's values.
    const site = book.getWorksheet('Sitio')!;
    const siteHeaders = valuesOf(site, 1);
    expect(siteHeaders).toEqual(
      expect.arrayContaining([
        'Orden',
        'Altura del edificio (m)',
        'Tipo de torre',
        'Altura de la torre (m)',
      ]),
    );
    const siteCell = (header: string) => site.getRow(2).getCell(siteHeaders.indexOf(header) + 1);
    expect(siteCell('Orden').value).toBe(orderCode);
    expect(siteCell('Tipo de torre').value).toBe(inventory.towerType);
    expect(siteCell('Altura de la torre (m)').value).toBe(inventory.towerHeight);
    site.getRow(1).eachCell((cell) => expect(cell.font?.bold).toBe(true));

    // The antenna sheet: one row per antenna, NCRA in metres and orientation as numbers.
    const antennas = book.getWorksheet('Antenas')!;
    const antennaHeaders = valuesOf(antennas, 1);
    expect(antennaHeaders).toEqual(
      expect.arrayContaining(['Antena', 'Tecnología', 'NCRA (m)', 'Orientación (°)']),
    );
    expect(antennas.rowCount).toBe(inventory.antennas.length + 1);
    const first = inventory.antennas[0]!;
    const antennaCell = (header: string) =>
      antennas.getRow(2).getCell(antennaHeaders.indexOf(header) + 1).value;
    expect(antennaCell('Antena')).toBe(first.antenna);
    expect(antennaCell('NCRA (m)')).toBe(first.ncra);
    expect(antennaCell('Orientación (°)')).toBe(first.orientation);
    antennas.getRow(1).eachCell((cell) => expect(cell.font?.bold).toBe(true));

    // Taken offline, the order exports from the device's copy after a reload with no network.
    await page.getByRole('button', { name: 'Regresar' }).click();
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await openPart(page, 'Inventario del sitio');
    const offlineBook = await readWorkbook(await exportInventory(page));
    expect(offlineBook.getWorksheet('Antenas')!.rowCount).toBe(inventory.antennas.length + 1);
    expect(offlineBook.getWorksheet('Sitio')!.getRow(2).getCell(1).value).toBe(orderCode);
    await context.setOffline(false);

    // "Quitar copia sin conexión" drops the device's copy; the list no longer shows it ready.
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(row.getByText(/^Guardada /)).toBeVisible();
    await row
      .getByRole('button', { name: `Quitar copia sin conexión de la orden ${orderCode}` })
      .click();
    await expect(
      page.getByText(`Se quitó la copia sin conexión de la orden ${orderCode}.`),
    ).toBeVisible();
    await expect(row.getByText(/^Guardada /)).toHaveCount(0);
  });
});
