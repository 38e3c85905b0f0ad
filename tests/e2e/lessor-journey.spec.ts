/**
 * A lessor's whole errand on a phone, through the pages as they link to each other:
 * fixed maintenance → the oldest open period's electronic invoice → the demo invoice picked and
 * sent once → back to the list, where the period is registered under its document → the account
 * statement lists that document as pending payment. Contract 4000000302 (Torre Apodaca) is this
 * spec's own, so the other lessor specs never invoice its periods.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { chooseOption, contractPeriods, PHONE } from './lessor-kit';
import { signIn } from './support';

const CONTRACT = '4000000302';
const isoOf = (date: string) => date.split('-').reverse().join('-');

/** Clicks "Descargar factura de ejemplo" and answers the XML and the PDF it saved. */
async function demoFiles(page: Page) {
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

test.use(PHONE);

test('a lessor invoices the oldest open period from the list and finds it in the statement', async ({
  page,
  request,
}) => {
  test.slow();
  const open = await contractPeriods(request, 'arrendador', {
    recnnr: CONTRACT,
    status: '01',
    recnType: 'A003',
  });
  const [oldest] = open.sort(
    (a, b) =>
      isoOf(a.DFAELL).localeCompare(isoOf(b.DFAELL)) ||
      isoOf(a.DBERBIS).localeCompare(isoOf(b.DBERBIS)),
  );
  expect(oldest, 'an open period of the contract').toBeDefined();
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/InvoiceLessor')) sends++;
  });

  await signIn(page, 'arrendador');
  await page.goto('arrendador_mantenimiento_fijo');
  await expect(page.getByRole('heading', { name: 'Mantenimiento fijo', level: 1 })).toBeVisible();
  await chooseOption(page, 'Contrato', CONTRACT);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const periods = page.getByRole('region', { name: 'Periodos de pago' });
  await periods.getByRole('button', { name: `Factura electrónica: ${oldest!.TEXT_D}` }).click();

  // The invoice page: the period, the demo invoice, every check green, sent once.
  await expect(page.getByRole('heading', { name: 'Factura electrónica', level: 1 })).toBeVisible();
  await expect(page.getByTestId('invoice-period')).toContainText(oldest!.TEXT_D);
  const demo = await demoFiles(page);
  await page.getByLabel('Factura PDF').setInputFiles(demo.pdf);
  await page.getByLabel('Factura XML').setInputFiles(demo.xml);
  await page.getByRole('button', { name: 'Validar y cargar' }).click();
  const registered = page.getByText(/Factura registrada con el documento \d{10}/);
  await expect(registered).toBeVisible({ timeout: 30_000 });
  const belnr = /(\d{10})/.exec((await registered.textContent()) ?? '')![1]!;
  expect(sends).toBe(1);

  // Back on the list, the search as it was; among the registered periods, this one.
  await page.getByRole('button', { name: 'Regresar' }).click();
  await expect(page.getByRole('heading', { name: 'Mantenimiento fijo', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contrato', exact: true })).toHaveValue(CONTRACT);
  await expect(
    periods.getByRole('button', { name: `Factura electrónica: ${oldest!.TEXT_D}` }),
  ).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Estatus', exact: true }).selectOption('02');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(periods.getByText(oldest!.TEXT_D)).toBeVisible();

  // The statement's pending documents list the new document.
  await page.goto('arrendador_estado_cuenta');
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const statement = page.getByRole('region', { name: 'Estado de cuenta' });
  await statement.getByLabel('Buscar en la tabla').fill(belnr);
  await expect(statement.getByText(belnr).first()).toBeVisible();
  expect(sends).toBe(1);
});
