/**
 * A lessor invoices on a phone (spec 2 §4, §5, §8): the invoice pages opened as the
 * lessor list pages open them, straight by URL. The demo invoice of the oldest open period turns
 * every validation green and is sent once; the same files again are a duplicate; another period's
 * invoice shows its mismatches in red and sends nothing; a non-electronic invoice and a
 * variable-maintenance one are registered; Visualizar sends nothing; the validation report
 * downloads. Geometry and axe at 360 and 1280 px.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations } from './axe';
import { apiToken, callApi, signIn } from './support';

const BUKRS = 'MX10';
const LIFNR = '0000100001';

interface Period {
  CFPAYGUID: string;
  RECNNR: string;
  DFAELL: string;
  DBERBIS: string;
  STATUS: string;
  CONDVALUENET: string;
  TAXVALUE: string;
  RETENCION_C: string;
  RETENCION_ISR: string;
  RETENCION_IVA: string;
  MONEDA: string;
}

/** dd-mm-yyyy as yyyy-mm-dd, for sorting. */
const sortable = (d: string) => d.split('-').reverse().join('-');

/** The contract's open periods, the oldest first (earliest due date, then period end). */
async function openPeriods(page: Page, recnnr: string): Promise<Period[]> {
  const token = await apiToken(page.request, 'arrendador');
  const res = await callApi(
    page.request,
    'ContractList',
    { ActionId: 21, bukrs: BUKRS, Partner: LIFNR, recnnr, status: '01' },
    token,
  );
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { List: Period[] }).List;
  return list.sort(
    (a, b) =>
      sortable(a.DFAELL).localeCompare(sortable(b.DFAELL)) ||
      sortable(a.DBERBIS).localeCompare(sortable(b.DBERBIS)),
  );
}

const invoiceUrl = (kind: 'electronica' | 'no_electronica', ids: string[]) =>
  `arrendador_factura_${kind}?bukrs=${BUKRS}&lifnr=${LIFNR}&cfpayguid=${ids.join(',')}&back=/arrendador_arrendamiento`;

/** Counts the InvoiceLessor / InvoiceMT requests the page makes. */
function countSends(page: Page, name: 'InvoiceLessor' | 'InvoiceMT') {
  const counter = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/${name}`)) counter.count++;
  });
  return counter;
}

async function downloaded(download: Download) {
  return { name: download.suggestedFilename(), buffer: await readFile((await download.path())!) };
}

/** Clicks "Descargar factura de ejemplo" and answers the XML and the PDF it saved. */
async function downloadDemo(page: Page) {
  const both: Download[] = [];
  const twoDownloads = new Promise<void>((resolve) => {
    page.on('download', (d) => {
      both.push(d);
      if (both.length === 2) resolve();
    });
  });
  await page.getByRole('button', { name: 'Descargar factura de ejemplo' }).click();
  await twoDownloads;
  const files = await Promise.all(both.map(downloaded));
  const xml = files.find((f) => f.name.endsWith('.xml'))!;
  const pdf = files.find((f) => f.name.endsWith('.pdf'))!;
  return {
    xml: { name: xml.name, mimeType: 'text/xml', buffer: xml.buffer },
    pdf: { name: pdf.name, mimeType: 'application/pdf', buffer: pdf.buffer },
  };
}

const validations = (page: Page) => page.getByRole('list', { name: 'Validaciones' });

async function expectPhoneGeometry(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main select, main a')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.height < 44;
      })
      .map((el) => `${el.tagName} ${el.textContent?.trim() ?? ''}`),
  );
  expect(small).toEqual([]);
}

test.describe('lessor invoice on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the demo invoice of the oldest period goes green, is sent once, then is a duplicate', async ({
    page,
  }) => {
    test.slow();
    const [oldest] = await openPeriods(page, '4000000101');
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceLessor');
    await page.goto(invoiceUrl('electronica', [oldest!.CFPAYGUID]));
    await expect(
      page.getByRole('heading', { name: 'Factura electrónica', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('4000000101 Arrendamiento sitio MX-CEN-0101')).toBeVisible();
    await expectPhoneGeometry(page);
    await expectNoAxeViolations(page);

    const demo = await downloadDemo(page);
    await page.getByLabel('Factura PDF').setInputFiles(demo.pdf);
    await page.getByLabel('Factura XML').setInputFiles(demo.xml);
    // The reference comes from the XML's series and folio.
    await expect(page.getByLabel('Referencia (serie y folio)')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Validar y cargar' }).click();

    await expect(page.getByText(/Factura registrada con el documento \d{10}/)).toBeVisible({
      timeout: 30_000,
    });
    expect(sends.count).toBe(1);
    // The period now shows as registered, under its document.
    await expect(page.getByTestId('invoice-period')).toContainText('Registrada');
    await expectPhoneGeometry(page);

    // The validation report of that attempt.
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar reporte de validación' }).click();
    const report = await readWorkbook(await reportDownload);
    const sheet = report.getWorksheet('Validación')!;
    const cells: string[] = [];
    sheet.eachRow((row) =>
      cells.push(...Array.from(row.values as unknown[], (v) => String(v ?? ''))),
    );
    expect(cells).toContain(demo.xml.name);
    expect(cells.some((c) => /^[0-9a-f]{64}$/.test(c))).toBe(true);
    expect(cells).toContain('Sello digital');
    // Every item was green: the report lists them all, none with an error.
    const statuses: string[] = [];
    sheet.eachRow((row) => statuses.push(String(row.getCell(2).value ?? '')));
    expect(statuses.filter((s) => s === 'Correcto').length).toBeGreaterThanOrEqual(10);
    expect(statuses).not.toContain('Error');
    expect(cells).toContain('InvoiceValidateID');
    expect(cells.some((c) => c.startsWith('Factura registrada con el documento'))).toBe(true);

    // The same files again: the duplicate-id item fails and nothing is sent.
    await page.getByLabel('Factura XML').setInputFiles(demo.xml);
    await page.getByRole('button', { name: 'Validar y cargar' }).click();
    await expect(validations(page).getByText('ID de factura ya ha sido registrado')).toBeVisible({
      timeout: 30_000,
    });
    await expect(validations(page).locator('[data-status="loading"]')).toHaveCount(0);
    expect(sends.count).toBe(1);
  });

  test('an invoice of another period’s amounts lists the mismatches in red and sends nothing', async ({
    page,
  }) => {
    const [other] = await openPeriods(page, '4000000102');
    const [target] = await openPeriods(page, '4000000103');
    const token = await apiToken(page.request, 'arrendador');
    const res = await callApi(
      page.request,
      'DemoInvoice',
      { ActionId: 21, BUKRS, LIFNR, CFPAYGUID: [other!.CFPAYGUID] },
      token,
    );
    expect(res.status()).toBe(200);
    const demo = (await res.json()) as { XMLBase64: string; PDFBase64: string };
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceLessor');
    await page.goto(invoiceUrl('electronica', [target!.CFPAYGUID]));
    await page.getByLabel('Factura PDF').setInputFiles({
      name: 'otra.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(demo.PDFBase64, 'base64'),
    });
    await page.getByLabel('Factura XML').setInputFiles({
      name: 'otra.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(demo.XMLBase64, 'base64'),
    });
    // The summary marks the amounts that do not match, in red, and lists them.
    const mismatched = page.locator('tr[data-mismatch]');
    await expect(mismatched.first()).toBeVisible();
    // Red: the red channel well above the others.
    const [r, g, b] = (await mismatched.first().evaluate((el) => getComputedStyle(el).color))
      .match(/\d+/g)!
      .map(Number);
    expect(r! > 2 * g! && r! > 2 * b!).toBe(true);
    await expect(page.getByText('Montos que no coinciden:')).toBeVisible();
    await page.getByRole('button', { name: 'Validar y cargar' }).click();
    const portal = validations(page).getByRole('listitem').filter({ hasText: 'Reglas del portal' });
    await expect(portal).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
    await expect(portal).toContainText('no coinciden');
    await expect(validations(page).locator('[data-status="loading"]')).toHaveCount(0);
    expect(sends.count).toBe(0);
    await expect(page.getByRole('button', { name: 'Validar y cargar' })).toBeEnabled();
  });

  test('a forged stamp (RfcProvCertif made the SAT’s) shows the seal’s refusal and sends nothing', async ({
    page,
  }) => {
    const [period] = await openPeriods(page, '4000000103');
    const token = await apiToken(page.request, 'arrendador');
    const res = await callApi(
      page.request,
      'DemoInvoice',
      { ActionId: 21, BUKRS, LIFNR, CFPAYGUID: [period!.CFPAYGUID] },
      token,
    );
    expect(res.status()).toBe(200);
    const demo = (await res.json()) as { XMLBase64: string; PDFBase64: string };
    // The issuer's seal untouched; the stamp claims the SAT stamped it, to skip reception.
    const forged = Buffer.from(demo.XMLBase64, 'base64')
      .toString('utf8')
      .replace(/RfcProvCertif="[^"]*"/, 'RfcProvCertif="SAT970701NN3"');
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceLessor');
    await page.goto(invoiceUrl('electronica', [period!.CFPAYGUID]));
    await page.getByLabel('Factura PDF').setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(demo.PDFBase64, 'base64'),
    });
    await page.getByLabel('Factura XML').setInputFiles({
      name: 'factura.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(forged, 'utf8'),
    });
    await page.getByRole('button', { name: 'Validar y cargar' }).click();
    const seal = validations(page).getByRole('listitem').filter({ hasText: 'Sello digital' });
    await expect(seal).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
    await expect(seal).toContainText('El sello del timbre no corresponde al certificado del PAC');
    // Reception was asked, not skipped: the stamp is not the SAT's.
    const reception = validations(page)
      .getByRole('listitem')
      .filter({ hasText: 'Recepción del CFDI' });
    await expect(reception).not.toHaveAttribute('data-status', 'exclude');
    await expect(validations(page).locator('[data-status="loading"]')).toHaveCount(0);
    expect(sends.count).toBe(0);
    await expectPhoneGeometry(page);
  });

  test('a non-electronic invoice is sent and shows its document number', async ({ page }) => {
    const [oldest] = await openPeriods(page, '4000000102');
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceLessor');
    await page.goto(invoiceUrl('no_electronica', [oldest!.CFPAYGUID]));
    await expect(
      page.getByRole('heading', { name: 'Factura no electrónica', level: 1 }),
    ).toBeVisible();
    await page.getByLabel('Factura PDF').setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByLabel('Referencia (serie y folio)').fill('NE-100');
    await page.getByLabel('Saldo').fill(oldest!.CONDVALUENET);
    await page.getByLabel('IVA', { exact: true }).fill(oldest!.TAXVALUE);
    await page.getByLabel('Retención cedular').fill(oldest!.RETENCION_C);
    await page.getByLabel('Retención ISR').fill(oldest!.RETENCION_ISR);
    await page.getByLabel('Retención IVA').fill(oldest!.RETENCION_IVA);
    await expectPhoneGeometry(page);
    await page.getByRole('button', { name: 'Enviar factura' }).click();
    await expect(page.getByText(/Factura registrada con el documento \d{10}/)).toBeVisible({
      timeout: 30_000,
    });
    expect(sends.count).toBe(1);
  });

  test('a variable-maintenance invoice is registered with its document number', async ({
    page,
  }) => {
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceMT');
    await page.goto(
      `arrendador_factura_no_electronica?flow=mt&bukrs=${BUKRS}&lifnr=${LIFNR}&recnnr=4000000101&back=/arrendador_mantenimiento_variable`,
    );
    await expect(page.getByText('Mantenimiento variable')).toBeVisible();
    await page.getByLabel('Factura PDF').setInputFiles({
      name: 'mantenimiento.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await page.getByLabel('Referencia (serie y folio)').fill('MT-77');
    await page.getByLabel('Descripción').fill('Pintura torre');
    const now = new Date();
    await page.getByLabel('Mes de facturación').selectOption(String(now.getMonth() + 1));
    await page.getByLabel('Año de facturación').selectOption(String(now.getFullYear()));
    await page.getByLabel('Saldo').fill('1000.00');
    await page.getByLabel('IVA', { exact: true }).fill('160.00');
    await expectPhoneGeometry(page);
    await page.getByRole('button', { name: 'Enviar factura' }).click();
    await expect(page.getByText(/Factura registrada con el documento \S+/)).toBeVisible({
      timeout: 30_000,
    });
    expect(sends.count).toBe(1);
  });

  test('an electronic variable-maintenance invoice goes green and is sent once', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'arrendador');
    const sends = countSends(page, 'InvoiceMT');
    await page.goto(
      `arrendador_factura_electronica?flow=mt&bukrs=${BUKRS}&lifnr=${LIFNR}&recnnr=4000000101&back=/arrendador_mantenimiento_variable`,
    );
    // The demo invoice of a maintenance service of this contract, from the page's own button.
    const demo = await downloadDemo(page);
    await page.getByLabel('Factura PDF').setInputFiles(demo.pdf);
    await page.getByLabel('Factura XML').setInputFiles(demo.xml);
    await page.getByLabel('Descripción').fill('Impermeabilizar');
    const now = new Date();
    await page.getByLabel('Mes de facturación').selectOption(String(now.getMonth() + 1));
    await page.getByLabel('Año de facturación').selectOption(String(now.getFullYear()));
    await page.getByRole('button', { name: 'Validar y cargar' }).click();
    await expect(page.getByText(/Factura registrada con el documento \S+/)).toBeVisible({
      timeout: 30_000,
    });
    expect(sends.count).toBe(1);
  });

  test('Visualizar sees the invoice page but cannot validate or send', async ({ page }) => {
    const [oldest] = await openPeriods(page, '4000000103');
    await signIn(page, 'visor');
    await page.goto(invoiceUrl('electronica', [oldest!.CFPAYGUID]));
    await expect(page.getByText('Su perfil (Visualizar) solo consulta')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Validar y cargar' })).toBeDisabled();
    await expect(page.getByLabel('Factura XML')).toBeDisabled();
    // And the server refuses the send itself.
    const token = await apiToken(page.request, 'visor');
    const res = await callApi(
      page.request,
      'InvoiceLessor',
      {
        ActionId: 11,
        Fac_Elect: false,
        CFPAYGUID: [oldest!.CFPAYGUID],
        BUKRS,
        LIFNR,
        FACTURA_H_S: {
          ID: 'NE-VISOR-1',
          FACTURA: 'V-1',
          BALANCE: oldest!.CONDVALUENET,
          IMPUESTOS: oldest!.TAXVALUE,
          MONTO: '0.00',
          RETENCIONES_C: '0.00',
          RETENCIONES_ISR: '0.00',
          RETENCIONES_IVA: '0.00',
          TOTAL: '0.00',
          MONEDA: 'MXN',
          PDFBase64: Buffer.from('%PDF-1.4\n').toString('base64'),
        },
      },
      token,
    );
    expect(res.status()).toBe(403);
  });

  test('without usable params the page explains and links to pending invoices', async ({
    page,
  }) => {
    await signIn(page, 'arrendador');
    await page.goto('arrendador_factura_electronica?bukrs=MX10&cfpayguid=nope');
    await expect(page.getByRole('link', { name: 'Ir a facturas pendientes' })).toBeVisible();
    await expectPhoneGeometry(page);
  });
});

test.describe('lessor invoice on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the invoice page passes axe at 1280 px', async ({ page }) => {
    const [oldest] = await openPeriods(page, '4000000103');
    await signIn(page, 'arrendador');
    await page.goto(invoiceUrl('electronica', [oldest!.CFPAYGUID]));
    await expect(page.getByRole('button', { name: 'Validar y cargar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(invoiceUrl('no_electronica', [oldest!.CFPAYGUID]));
    await expect(page.getByRole('button', { name: 'Enviar factura' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

async function readWorkbook(download: Download): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book;
}
