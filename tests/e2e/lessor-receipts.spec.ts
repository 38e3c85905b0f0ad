/**
 * The lessor receipt variant on a phone: from the pending invoices to the electronic
 * invoice of the lessor's receipts (/arrendador_factura_electronica?flow=receipts), the demo
 * invoice of the chosen receipts picked and sent once (InvoiceReceiptLessor), the receipts gone
 * from the list; the non-electronic invoice of receipts; Visualizar reads and sends nothing; the
 * pages fit 360, 768 and 1280 px and pass axe. The lessor 0000100001 (MX10) has two service orders
 * of its own: 4500005002 (one receipt, sent electronically here) and 4500005001 (two receipts,
 * one sent without XML here).
 */
import { expect, test, type Page } from '@playwright/test';
import * as v from 'valibot';
import {
  ReceiptSupplierResponse,
  receiptLines,
  type ReceiptLine,
} from '../../src/protocol/supplier-invoicing';
import { axeViolations } from './axe';
import { demoFiles, expectFitsAndTouchable, LESSOR, PHONE, receiptBoxes } from './lessor-kit';
import { apiToken, callApi, signIn } from './support';

test.use(PHONE);

const RECEIPTS_URL = `arrendador_factura_electronica?flow=receipts&bukrs=MX10&lifnr=${LESSOR}`;

/** The links and buttons of the page's main content lie inside the viewport and are 44 px tall. */
async function expectControlsInside(page: Page) {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main a, main button, main select, main input')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        // Inside a scrolling table the control scrolls with it.
        if (el.closest('[data-scroll-x], table')) return false;
        return box.left < -0.5 || box.right > window.innerWidth + 0.5;
      })
      .map((el) => `${el.tagName} ${el.textContent ?? ''}`),
  );
  expect(outside, 'controls inside the viewport').toEqual([]);
  const smallLinks = await page.evaluate(() =>
    [...document.querySelectorAll('main section a')]
      .filter((el) => el.getBoundingClientRect().height < 43.5)
      .map((el) => el.textContent ?? ''),
  );
  expect(smallLinks, 'links at least 44 px tall').toEqual([]);
}

test('a lessor invoices its receipts from the pending page with a demo invoice, once', async ({
  page,
}) => {
  test.slow();
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/InvoiceReceiptLessor')) sends++;
  });
  await signIn(page, 'arrendador');
  await page.goto('arrendador_facturas_pendientes');
  await expect(page.getByRole('heading', { name: 'Facturas pendientes', level: 1 })).toBeVisible();
  const entry = page.getByRole('region', { name: 'Recepciones de pedidos de servicio' });
  await entry.getByRole('link', { name: 'Facturar recepciones' }).click();
  await expect(page).toHaveURL(/\/arrendador_factura_electronica\?flow=receipts&bukrs=MX10/);
  await expect(page.getByRole('heading', { name: 'Factura electrónica', level: 1 })).toBeVisible();
  // A lessor's search is company and lessor: no order type, searched at once.
  await expect(page.getByRole('combobox', { name: 'Arrendador', exact: true })).toHaveValue(LESSOR);
  await expect(page.getByRole('combobox', { name: 'Buscar por' })).toHaveCount(0);
  const boxes = receiptBoxes(page, '4500005002');
  await expect(boxes).toHaveCount(1);
  const send = page.getByRole('button', { name: 'Validar y enviar' });
  await boxes.first().check();
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
  // Every validation green: none failed or warned.
  await expect(page.locator('[data-status="error"], [data-status="warning"]')).toHaveCount(0);
  expect(sends).toBe(1);
  // The receipt left the pending list; the other order's are still there (one of them may be
  // invoiced meanwhile by the non-electronic test, which runs beside this one).
  await expect(receiptBoxes(page, '4500005002')).toHaveCount(0);
  await expect(receiptBoxes(page, '4500005001').first()).toBeVisible();
  expect(sends).toBe(1);
});

test('a lessor invoices a receipt without XML: the form locks on Select', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await apiToken(request, 'arrendador');
  const res = await callApi(
    request,
    'ReceiptLessor',
    { ActionId: 21, BUKRS: 'MX10', LIFNR: LESSOR },
    token,
  );
  const all: ReceiptLine[] = receiptLines(v.parse(ReceiptSupplierResponse, await res.json()));
  const first = all.find((l) => l.EBELN === '4500005001' && !l.isTwin)!;
  expect(first, 'a pending receipt of order 4500005001').toBeDefined();
  // The receipt with its twins (its other conditions).
  const lines = all.filter(
    (l) => l.EBELN === first.EBELN && l.MBLNR === first.MBLNR && l.ZEILE === first.ZEILE,
  );
  const cents = (field: 'WRBTR' | 'FWSTE' | 'RETENCIONES') =>
    lines.reduce((sum, l) => sum + Math.round(Number(l[field]) * 100), 0);
  const text = (c: number) => (c / 100).toFixed(2);
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/InvoiceReceiptLessor')) sends++;
  });

  await signIn(page, 'arrendador');
  await page.goto('arrendador_facturas_pendientes');
  await page
    .getByRole('region', { name: 'Recepciones de pedidos de servicio' })
    .getByRole('link', { name: 'Factura no electrónica de recepciones' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Factura no electrónica', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Factura PDF').setInputFiles({
    name: 'factura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const form = page.getByRole('region', { name: 'Datos de la factura' });
  await form.getByLabel('Número de factura').fill('LR-E2E-1');
  await form.getByLabel('Subtotal').fill(text(cents('WRBTR')));
  await form.getByLabel('Impuesto').fill(text(cents('FWSTE')));
  await form.getByLabel('Retenciones').fill(text(cents('RETENCIONES')));
  await expect(receiptBoxes(page, '4500005001')).toHaveCount(0);
  await form.getByRole('button', { name: 'Seleccionar' }).click();
  await expect(form.getByLabel('Subtotal')).toBeDisabled();
  // The lessor's receipts come without a search.
  const boxes = receiptBoxes(page, '4500005001');
  await expect(boxes).toHaveCount(2);
  await page
    .getByRole('checkbox', {
      name: `Elegir recepción ${first.MBLNR}/${first.ZEILE} del pedido 4500005001`,
    })
    .check();
  const send = page.getByRole('button', { name: 'Enviar factura' });
  await expect(send).toBeEnabled();
  await send.click();
  const registered = page.getByText(/Factura registrada con el documento \d{10}/);
  await expect(registered).toBeVisible({ timeout: 30_000 });
  const belnr = /(\d{10})/.exec((await registered.textContent()) ?? '')![1]!;
  await expect(page.getByText(`Factura ${belnr} enviada exitosamente`)).toBeVisible();
  expect(sends).toBe(1);
  await expect(form.getByRole('button', { name: 'Seleccionar' })).toBeVisible();
  // The receipt is no longer pending.
  const after = await callApi(
    request,
    'ReceiptLessor',
    { ActionId: 21, BUKRS: 'MX10', LIFNR: LESSOR },
    token,
  );
  const left = receiptLines(v.parse(ReceiptSupplierResponse, await after.json()));
  expect(left.some((l) => l.MBLNR === first.MBLNR && l.ZEILE === first.ZEILE)).toBe(false);
});

test('Visualizar sees the lessor receipt pages and can send nothing', async ({ page, request }) => {
  await signIn(page, 'visor');
  await page.goto(RECEIPTS_URL);
  await expect(page.getByRole('heading', { name: 'Factura electrónica', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Número de arrendador')).toHaveValue(LESSOR);
  await expect(
    page.getByRole('region', { name: 'Recepciones pendientes de facturar' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar factura de ejemplo' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Validar y enviar' })).toBeDisabled();
  await expect(page.getByLabel('Factura XML')).toBeDisabled();
  await page.goto(RECEIPTS_URL.replace('_electronica', '_no_electronica'));
  await expect(page.getByText('Su perfil (Visualizar) solo consulta')).toBeVisible();
  await expect(page.getByLabel('Factura PDF')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar factura' })).toBeDisabled();

  // The server refuses its sends whatever the page shows.
  const token = await apiToken(request, 'visor');
  const res = await callApi(
    request,
    'InvoiceReceiptLessor',
    {
      ActionId: 11,
      FAC_ELECT: false,
      BUKRS: 'MX10',
      LIFNR: LESSOR,
      FACTURA_H_S: {
        ID: 'NE-VISOR-LR-1',
        FACTURA: 'V-1',
        FECHA: '',
        BALANCE: '1.00',
        IMPUESTOS: '1.00',
        MONTO: '2.00',
        RETENCIONES_C: '0.00',
        RETENCIONES_ISR: '0.00',
        RETENCIONES_IVA: '0.00',
        TOTAL: '2.00',
        MONEDA: 'MXN',
        PDFBase64: 'JVBERi0=',
      },
      FACTURA_D_T: [{ GJAHR: '2026', BELNR: '1', BUZEI: '1' }],
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
  test(`the lessor receipt pages fit ${size.width} px and pass axe`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, 'arrendador');
    await page.goto('arrendador_facturas_pendientes');
    const entry = page.getByRole('region', { name: 'Recepciones de pedidos de servicio' });
    await expect(entry.getByRole('link', { name: 'Facturar recepciones' })).toBeVisible();
    await page.screenshot({ path: `/tmp/lr-pending-${size.width}.png`, fullPage: true });
    await expectFitsAndTouchable(page);
    await expectControlsInside(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(RECEIPTS_URL);
    await receiptBoxes(page, '4500005001').first().check();
    await expect(page.getByRole('region', { name: 'Totales' })).toBeVisible();
    await page.screenshot({ path: `/tmp/lr-electronic-${size.width}.png`, fullPage: true });
    await expectFitsAndTouchable(page);
    await expectControlsInside(page);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(RECEIPTS_URL.replace('_electronica', '_no_electronica'));
    await expect(page.getByRole('region', { name: 'Datos de la factura' })).toBeVisible();
    await page.screenshot({ path: `/tmp/lr-non-electronic-${size.width}.png`, fullPage: true });
    await expectFitsAndTouchable(page);
    await expectControlsInside(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
