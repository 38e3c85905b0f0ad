/**
 * A supplier invoices its goods receipts, at 768 px with touch as on a tablet: two
 * receipts of one order chosen, the demo invoice of them picked, sent once, the receipts gone from
 * the pending list and the invoice in the account statement with its expected payment date; a USD
 * receipt never joins MXN ones; an invoice that does not match keeps Send disabled with the
 * differences shown; the non-electronic path; Visualizar sees the pages and can send nothing.
 * Each test takes its own demo order (plan.ts of the supplier seed), so none uses another's lines.
 */
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import { ReceiptSupplierResponse, receiptLines } from '../../src/protocol/supplier-invoicing';
import { axeViolations } from './axe';
import {
  chooseOption,
  demoFiles,
  expectFitsAndTouchable,
  exportTable,
  readWorkbook,
  receiptBoxes,
} from './lessor-kit';
import { apiToken, callApi, signIn } from './support';

const TABLET = { viewport: { width: 768, height: 1024 }, hasTouch: true, isMobile: true };
const SUPPLIER = '0000200001';

test.use(TABLET);

/** Searches the pending receipts of one order. */
async function searchOrder(page: Page, ebeln: string) {
  await chooseOption(page, 'Buscar por', 'Número de pedido');
  await page.getByLabel('Número de pedido').fill(ebeln);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

test('a supplier invoices two receipts with a demo invoice, once, and finds it in the statement', async ({
  page,
}) => {
  test.slow();
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/InvoiceReceiptSupplier')) sends++;
  });
  await signIn(page, 'proveedor');
  await page.goto('proveedor_factura_electronica');
  await expect(page.getByRole('heading', { name: 'Factura electrónica', level: 1 })).toBeVisible();
  await searchOrder(page, '4500001002');
  const boxes = receiptBoxes(page, '4500001002');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  // Nothing to compare yet: Send waits for the invoice.
  const send = page.getByRole('button', { name: 'Validar y enviar' });
  await expect(send).toBeDisabled();

  const demo = await demoFiles(page);
  await page.getByLabel('Factura PDF').setInputFiles(demo.pdf);
  await page.getByLabel('Factura XML').setInputFiles(demo.xml);
  const totals = page.getByRole('region', { name: 'Totales' });
  await expect(totals.getByRole('columnheader', { name: 'Factura' })).toBeVisible();
  await expect(totals.locator('[data-mismatch]')).toHaveCount(0);
  await expect(send).toBeEnabled();
  await send.click();
  const registered = page.getByText(/Factura registrada con el documento \d{10}/);
  await expect(registered).toBeVisible({ timeout: 30_000 });
  const belnr = /(\d{10})/.exec((await registered.textContent()) ?? '')![1]!;
  await expect(page.getByText(`Factura ${belnr} enviada exitosamente`)).toBeVisible();
  expect(sends).toBe(1);

  // The receipts were consumed: the order has nothing pending any more.
  await expect(receiptBoxes(page, '4500001002')).toHaveCount(0);
  await expect(
    page.getByText('No se encontraron datos con los criterios seleccionados.'),
  ).toBeVisible();

  // The statement lists the invoice as pending payment, with when it is expected to be paid.
  await page.goto('proveedor_estado_cuenta');
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const statement = page.getByRole('region', { name: 'Estado de cuenta' });
  await statement.getByLabel('Buscar en la tabla').fill(belnr);
  const card = statement.getByRole('listitem').filter({ hasText: belnr });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/Pago esperado\s*\d{2}-\d{2}-\d{4}/);
  await expect(card).toContainText('Pago programado');
  expect(sends).toBe(1);
});

test('a USD receipt cannot join MXN ones, and twins join their receipt', async ({ page }) => {
  await signIn(page, 'proveedor');
  await page.goto('proveedor_factura_electronica');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const mxn = receiptBoxes(page, '4500001001');
  const usd = receiptBoxes(page, '4500001003');
  await page.getByRole('combobox', { name: 'Registros por página' }).selectOption('100');
  await expect(usd.first()).toBeEnabled();
  await mxn.first().check();
  await expect(usd.first()).toBeDisabled();
  await expect(usd.last()).toBeDisabled();
  const twin = page.getByRole('checkbox', { name: /^Recepción gemela .* del pedido 4500001001/ });
  await expect(twin.first()).toBeChecked();
  await expect(twin.first()).toBeDisabled();
  // Nothing chosen: every currency may start again.
  await mxn.first().uncheck();
  await expect(usd.first()).toBeEnabled();
  await usd.first().check();
  await expect(mxn.first()).toBeDisabled();
});

test('an invoice outside the tolerance keeps Send disabled and shows the differences', async ({
  page,
}) => {
  await signIn(page, 'proveedor');
  await page.goto('proveedor_factura_electronica');
  await searchOrder(page, '4500001001');
  const boxes = receiptBoxes(page, '4500001001');
  await boxes.first().check();
  const demo = await demoFiles(page);
  await page.getByLabel('Factura PDF').setInputFiles(demo.pdf);
  await page.getByLabel('Factura XML').setInputFiles(demo.xml);
  const send = page.getByRole('button', { name: 'Validar y enviar' });
  await expect(send).toBeEnabled();
  // One receipt more than the invoice covers: subtotal and tax no longer match.
  await boxes.nth(1).check();
  const totals = page.getByRole('region', { name: 'Totales' });
  await expect(totals.getByText('Uno o más montos de la factura no coinciden')).toBeVisible();
  await expect(totals.locator('[data-mismatch]')).toHaveCount(2);
  await expect(totals.getByRole('columnheader', { name: 'Diferencia' })).toBeVisible();
  await expect(send).toBeDisabled();
  await boxes.nth(1).uncheck();
  await expect(send).toBeEnabled();
});

test('the pending-to-invoice list shows the open orders and exports them', async ({ page }) => {
  await signIn(page, 'proveedor');
  await page.goto('proveedor_pendientes_facturar');
  await expect(
    page.getByRole('heading', { name: 'Pendientes de facturar', level: 1 }),
  ).toBeVisible();
  await chooseOption(page, 'Tipo de pedido', '02');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const table = page.getByRole('region', { name: 'Pedidos pendientes de facturar' });
  await table.getByLabel('Buscar en la tabla').fill('4500001005');
  await expect(table.getByRole('listitem').filter({ hasText: '4500001005' }).first()).toBeVisible();
  await table.getByLabel('Buscar en la tabla').fill('');
  const book = await readWorkbook(await exportTable(page, 'Pedidos pendientes de facturar'));
  const sheet = book.worksheets[0]!;
  const orders = sheet.getColumn(1).values.slice(2).map(String);
  expect(orders).toContain('4500001005');
  expect(orders).not.toContain('4500001001');
});

test('a supplier invoices a receipt without XML: the form locks on Select and Edit clears', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, 'proveedor');
  const res = await callApi(
    request,
    'ReceiptSupplier',
    { ActionId: 21, BUKRS: 'MX10', LIFNR: SUPPLIER, EBELN: '4500001006' },
    token,
  );
  const lines = receiptLines(v.parse(ReceiptSupplierResponse, await res.json()));
  expect(lines).toHaveLength(1);
  const [receipt] = lines;
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/InvoiceReceiptSupplier')) sends++;
  });

  await signIn(page, 'proveedor');
  await page.goto('proveedor_factura_no_electronica');
  await expect(
    page.getByRole('heading', { name: 'Factura no electrónica', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Factura PDF').setInputFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const form = page.getByRole('region', { name: 'Datos de la factura' });
  await form.getByLabel('Número de factura').fill('NE-E2E-1');
  await form.getByLabel('Subtotal').fill(receipt!.WRBTR);
  await form.getByLabel('Impuesto').fill(receipt!.FWSTE);
  // The receipts wait for the form.
  await expect(page.getByRole('button', { name: 'Buscar', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Buscar por' })).toBeDisabled();
  await form.getByRole('button', { name: 'Seleccionar' }).click();
  await expect(form.getByLabel('Subtotal')).toBeDisabled();
  await searchOrder(page, '4500001006');
  await receiptBoxes(page, '4500001006').first().check();
  const send = page.getByRole('button', { name: 'Enviar factura' });
  await expect(send).toBeEnabled();

  // Edit opens the form again and clears the results.
  await form.getByRole('button', { name: 'Editar' }).click();
  await expect(receiptBoxes(page, '4500001006')).toHaveCount(0);
  await expect(send).toBeDisabled();
  await expect(form.getByLabel('Subtotal')).toBeEnabled();
  await form.getByRole('button', { name: 'Seleccionar' }).click();
  await searchOrder(page, '4500001006');
  await receiptBoxes(page, '4500001006').first().check();
  await send.click();
  const registered = page.getByText(/Factura registrada con el documento \d{10}/);
  await expect(registered).toBeVisible({ timeout: 30_000 });
  const belnr = /(\d{10})/.exec((await registered.textContent()) ?? '')![1]!;
  await expect(page.getByText(`Factura ${belnr} enviada exitosamente`)).toBeVisible();
  expect(sends).toBe(1);
  // The form opens again for the next invoice.
  await expect(form.getByRole('button', { name: 'Seleccionar' })).toBeVisible();
});

test('Visualizar sees the supplier pages and can send nothing', async ({ page, request }) => {
  await signIn(page, 'visor');
  await page.goto('proveedor_factura_electronica');
  await expect(page.getByRole('heading', { name: 'Factura electrónica', level: 1 })).toBeVisible();
  await page.getByLabel('Número de proveedor').fill(SUPPLIER);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Recepciones pendientes de facturar' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar factura de ejemplo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Validar y enviar' })).toBeDisabled();
  await expect(page.getByLabel('Factura XML')).toBeDisabled();
  await page.goto('proveedor_factura_no_electronica');
  await expect(page.getByText('Su perfil (Visualizar) solo consulta')).toBeVisible();
  await expect(page.getByLabel('Factura PDF')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar factura' })).toBeDisabled();

  // The server refuses its sends whatever the page shows.
  const token = await apiToken(request, 'visor');
  const res = await callApi(
    request,
    'InvoiceReceiptSupplier',
    {
      ActionId: 11,
      FAC_ELECT: false,
      INVOICEDATA: {
        BUKRS: 'MX10',
        LIFNR: SUPPLIER,
        ID: 'NE-VISOR-1',
        FACTURA: 'V-1',
        FECHA: '',
        SUBTOTAL: '1.00',
        IMPUESTO: '1.00',
        MONEDA: 'MXN',
        PDFBASE64: 'JVBERi0=',
      },
      ITEMDATA: [{ EBELN: '4500001001', EBELP: '10', MBLNR: '1', MJAHR: '2026', ZEILE: '1' }],
    },
    token,
  );
  expect(res.status()).toBe(403);
});

for (const size of [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`the supplier pages fit ${size.width} px and pass axe`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, 'proveedor');
    await page.goto('proveedor_factura_electronica');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await receiptBoxes(page, '4500001001').first().check();
    await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();
    await page.screenshot({
      path: `/tmp/supplier-pages-shots/electronic-${size.width}.png`,
      fullPage: true,
    });
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('proveedor_pendientes_facturar');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Pedidos pendientes de facturar' }),
    ).toBeVisible();
    await page.screenshot({
      path: `/tmp/supplier-pages-shots/pending-${size.width}.png`,
      fullPage: true,
    });
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('proveedor_factura_no_electronica');
    await expect(page.getByRole('region', { name: 'Datos de la factura' })).toBeVisible();
    await page.screenshot({
      path: `/tmp/supplier-pages-shots/non-electronic-${size.width}.png`,
      fullPage: true,
    });
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('proveedor_estado_cuenta');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Estado de cuenta' })).toBeVisible();
    await page.screenshot({
      path: `/tmp/supplier-pages-shots/statement-${size.width}.png`,
      fullPage: true,
    });
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
