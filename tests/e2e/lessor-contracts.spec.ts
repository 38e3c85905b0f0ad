import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import {
  chooseOption,
  exportTable,
  expectFitsAndTouchable,
  LESSOR,
  PHONE,
  readWorkbook,
  sharedDuePeriods,
} from './lessor-kit';
import { expectAlertShown, recordAlerts, signIn } from './support';

const CONTRACT = '4000000101';

/** Opens the lessor contracts page and searches the contract's pending periods. */
async function searchContract(page: Page): Promise<void> {
  await page.goto('arrendador_arrendamiento');
  await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sociedad', exact: true })).toHaveValue('MX10');
  await expect(page.getByRole('combobox', { name: 'Arrendador', exact: true })).toHaveValue(LESSOR);
  await chooseOption(page, 'Contrato', CONTRACT);
  await expect(page.getByRole('combobox', { name: 'Estatus', exact: true })).toHaveValue('01');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Periodos de pago', level: 2 })).toBeVisible();
}

test.describe('lessor contracts on a phone', () => {
  test.use(PHONE);

  test('the oldest period of a shared due date goes first; it opens the electronic invoice', async ({
    page,
    request,
  }) => {
    const [oldest, middle, newest] = await sharedDuePeriods(request, CONTRACT);
    await recordAlerts(page);
    await signIn(page, 'arrendador');
    await searchContract(page);
    const periods = page.getByRole('region', { name: 'Periodos de pago' });
    for (const p of [oldest!, middle!, newest!])
      await expect(periods.getByText(p.TEXT_D)).toBeVisible();

    // The newest first: the warning names the oldest, and the page stays.
    await periods.getByRole('button', { name: `Factura electrónica: ${newest!.TEXT_D}` }).click();
    await expectAlertShown(
      page,
      `Debe facturar primero el periodo más antiguo con vencimiento ${oldest!.DFAELL}: ${oldest!.TEXT_D}.`,
    );
    await expect(page).toHaveURL(/\/arrendador_arrendamiento$/);

    // The oldest: the electronic invoice page with the period and the way back.
    await periods.getByRole('button', { name: `Factura electrónica: ${oldest!.TEXT_D}` }).click();
    await expect(page).toHaveURL(/\/arrendador_factura_electronica\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/PortalPRO/arrendador_factura_electronica');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bukrs: 'MX10',
      lifnr: LESSOR,
      cfpayguid: oldest!.CFPAYGUID,
      back: '/arrendador_arrendamiento',
    });

    // Back on the list, the search is as it was.
    await page.goBack();
    await expect(periods.getByText(oldest!.TEXT_D)).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Contrato', exact: true })).toHaveValue(
      CONTRACT,
    );
  });

  test('a registered period is consulted in its detail view; the table exports to Excel', async ({
    page,
  }) => {
    await signIn(page, 'arrendador');
    await page.goto('arrendador_arrendamiento');
    await chooseOption(page, 'Contrato', CONTRACT);
    await page.getByRole('combobox', { name: 'Estatus', exact: true }).selectOption('00');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const periods = page.getByRole('region', { name: 'Periodos de pago' });
    await expect(periods.getByText('Fecha de pago').first()).toBeVisible();

    const download = await exportTable(page, 'Periodos de pago');
    expect(download.suggestedFilename()).toBe('Periodos de pago.xlsx');
    const book = await readWorkbook(download);
    const sheet = book.getWorksheet('Periodos de pago')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Vencimiento');
    expect(headers).toContain('Moneda');
    sheet.getRow(1).eachCell((cell) => expect(cell.font?.bold).toBe(true));
    const total = headers.indexOf('Total') + 1;
    expect(typeof sheet.getRow(2).getCell(total).value).toBe('number');
    expect(sheet.getRow(2).getCell(total).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBeGreaterThan(16);

    await periods
      .getByRole('button', { name: /^Consultar: / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: /^Detalle: / })).toBeVisible();
    await expect(
      page.getByText('Arrendamiento sitio MX-CEN-0101 Torre Tlalpan', { exact: false }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(periods).toBeVisible();
  });
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the contracts page fits ${size.width} px, has 44-px targets and passes axe`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'arrendador');
    await searchContract(page);
    await expectFitsAndTouchable(page);
    await page.screenshot({
      path: info.outputPath(`lessor-contracts-${size.width}.png`),
      fullPage: true,
    });
    expect(await axeViolations(page)).toEqual([]);
  });
}
