import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import {
  chooseOption,
  contractPeriods,
  exportTable,
  expectFitsAndTouchable,
  LESSOR,
  PHONE,
  readWorkbook,
} from './lessor-kit';
import { expectAlertShown, recordAlerts, signIn } from './support';

const isoOf = (date: string) => date.split('-').reverse().join('-');
const combo = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test.describe('lessor pages on a phone', () => {
  test.use(PHONE);

  test('the consolidated month shows its summary and invoices every open period of the month', async ({
    page,
    request,
  }) => {
    const open = await contractPeriods(request, 'arrendador', {
      recnnr: '4000000201',
      status: '01',
      recnType: 'A002',
    });
    const first = open.sort((a, b) => isoOf(a.DBERBIS).localeCompare(isoOf(b.DBERBIS)))[0]!;
    const [, mm, yyyy] = first.DBERBIS.split('-') as [string, string, string];
    const ofMonth = open.filter((p) => p.DBERBIS.endsWith(`-${mm}-${yyyy}`));

    await signIn(page, 'arrendador');
    await page.goto('arrendador_arrendamiento_consolidado');
    await expect(
      page.getByRole('heading', { name: 'Arrendamiento consolidado', level: 1 }),
    ).toBeVisible();
    await chooseOption(page, 'Contrato', '4000000201');
    await combo(page, 'Mes').selectOption(String(Number(mm)));
    await combo(page, 'Año').selectOption(yyyy);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();

    const summary = page.getByRole('region', { name: `Resumen del mes ${mm}/${yyyy}` });
    await expect(summary).toBeVisible();
    for (const label of [
      'Saldo',
      'Impuestos',
      'Retención cedular',
      'Retención ISR',
      'Total',
      'Moneda',
    ])
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    await expect(summary.getByText('MXN')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sitios del periodo' })).toBeVisible();

    await summary.getByRole('button', { name: `Factura electrónica: ${mm}/${yyyy}` }).click();
    await expect(page).toHaveURL(/\/arrendador_factura_electronica\?/);
    const search = Object.fromEntries(new URL(page.url()).searchParams);
    expect(search).toMatchObject({
      bukrs: 'MX10',
      lifnr: LESSOR,
      month: mm,
      year: yyyy,
      back: '/arrendador_arrendamiento_consolidado',
    });
    expect(search.cfpayguid!.split(',').sort()).toEqual(ofMonth.map((p) => p.CFPAYGUID).sort());
  });

  test('the advance payment needs its type before searching', async ({ page }) => {
    await recordAlerts(page);
    await signIn(page, 'arrendador');
    await page.goto('arrendador_arrendamiento_pago_anticip');
    await expect(page.getByRole('heading', { name: 'Pago anticipado', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expectAlertShown(page, 'Seleccione el tipo de anticipo antes de buscar.');
    await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Importes del anticipo' })).toHaveCount(0);

    await chooseOption(page, 'Tipo de anticipo', '01');
    await chooseOption(page, 'Contrato', '4000000501');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Importes del anticipo' })).toBeVisible();
    const units = page.getByRole('region', { name: 'Contratos con pago anticipado' });
    await expect(
      units.getByRole('button', { name: /^Factura electrónica: / }).first(),
    ).toBeVisible();
  });

  test('the statement lists paid items and shows the accounting documents of the ticked ones', async ({
    page,
  }) => {
    await recordAlerts(page);
    await signIn(page, 'arrendador');
    await page.goto('arrendador_estado_cuenta');
    await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
    // Pending documents: a to-date only.
    await expect(page.getByLabel('Fecha desde')).toHaveCount(0);
    await expect(page.getByLabel('Fecha hasta')).not.toHaveValue('');
    await combo(page, 'Tipo de consulta').selectOption({ label: 'Documentos pagados' });
    await expect(page.getByLabel('Fecha desde')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();

    const statement = page.getByRole('region', { name: 'Estado de cuenta' });
    await expect(statement.getByText('Fecha de pago').first()).toBeVisible();
    await page.getByRole('button', { name: 'Ver documentos contables' }).click();
    await expectAlertShown(page, 'Seleccione al menos una factura del estado de cuenta.');

    const choice = statement.getByRole('checkbox', { name: /^Elegir / }).first();
    const reference = ((await choice.getAttribute('aria-label')) ?? '').replace('Elegir ', '');
    await choice.check();
    const download = await exportTable(page, 'Estado de cuenta');
    expect(download.suggestedFilename()).toBe('Estado de cuenta.xlsx');
    const sheet = (await readWorkbook(download)).worksheets[0]!;
    sheet.getRow(1).eachCell((cell) => expect(cell.font?.bold).toBe(true));

    await page.getByRole('button', { name: 'Ver documentos contables' }).click();
    const lines = page.getByRole('region', { name: 'Documentos contables' });
    await expect(lines).toBeVisible();
    await expect(lines.getByText(reference).first()).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();
    await expect(statement).toBeVisible();
  });

  test('variable maintenance lists invoices in every status, opens one, and adds one to a contract', async ({
    page,
  }) => {
    await signIn(page, 'arrendador');
    await page.goto('arrendador_mantenimiento_variable');
    await expect(
      page.getByRole('heading', { name: 'Mantenimiento variable', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const invoices = page.getByRole('region', { name: 'Facturas de mantenimiento variable' });
    await expect(invoices).toBeVisible();
    await combo(page, 'Registros por página').selectOption('100');
    for (const status of ['Registrada', 'Rechazada', 'Procesada', 'Pagada'])
      await expect(invoices.getByText(status, { exact: true }).first()).toBeVisible();

    const rejected = invoices.getByRole('listitem').filter({ hasText: 'Rechazada' }).first();
    await rejected.getByRole('button', { name: /^Ver detalle: / }).click();
    await expect(page.getByText('Motivo del rechazo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Partida contable' })).toBeVisible();
    await page.getByRole('button', { name: 'Regresar' }).click();

    await chooseOption(page, 'Contrato', '4000000101');
    await page.getByRole('button', { name: 'Agregar factura electrónica' }).click();
    await expect(page).toHaveURL(/\/arrendador_factura_electronica\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      flow: 'mt',
      bukrs: 'MX10',
      lifnr: LESSOR,
      recnnr: '4000000101',
      back: '/arrendador_mantenimiento_variable',
    });
  });

  test('Visualizar sees the periods but cannot invoice', async ({ page }) => {
    await signIn(page, 'visor');
    await page.goto('arrendador_arrendamiento');
    await expect(page.getByRole('heading', { name: 'Contratos', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Número de arrendador' }).fill('100001');
    await chooseOption(page, 'Contrato', '4000000101');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const periods = page.getByRole('region', { name: 'Periodos de pago' });
    const invoice = periods.getByRole('button', { name: /^Factura electrónica: / });
    await expect(invoice.first()).toBeVisible();
    await expect(invoice.first()).toBeDisabled();
    await expect(
      periods.getByRole('button', { name: /^Factura no electrónica: / }).first(),
    ).toBeDisabled();
  });
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the statement and variable maintenance fit ${size.width} px and pass axe`, async ({
    page,
  }, info) => {
    await page.setViewportSize(size);
    await signIn(page, 'arrendador');
    await page.goto('arrendador_estado_cuenta');
    await combo(page, 'Tipo de consulta').selectOption({ label: 'Documentos pagados' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 2 })).toBeVisible();
    await expectFitsAndTouchable(page);
    await page.screenshot({ path: info.outputPath(`lessor-statement-${size.width}.png`) });
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('arrendador_mantenimiento_variable');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByRole('heading', { name: 'Facturas de mantenimiento variable' }),
    ).toBeVisible();
    await expectFitsAndTouchable(page);
    await page.screenshot({ path: info.outputPath(`lessor-maintenance-${size.width}.png`) });
    expect(await axeViolations(page)).toEqual([]);
  });
}
