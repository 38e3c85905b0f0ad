/**
 * Screenshots of what a forged invoice looks like to the lessor who sends it (a stamp that claims
 * the SAT stamped it: the seal item red, its message in words the lessor can act on) and of the
 * company's fiscal data that the receiver checks compare with, on a phone (360 px), a tablet
 * (768 px) and a desktop (1,280 px).
 */
import { expect, test } from '@playwright/test';
import { apiToken, callApi, signIn } from '../e2e/support';

const OUT = 'docs/screenshots';
const BUKRS = 'MX10';
const LIFNR = '0000100001';

for (const [name, size] of [
  ['phone', { width: 360, height: 740 }],
  ['tablet', { width: 768, height: 1024 }],
  ['desktop', { width: 1280, height: 1024 }],
] as const) {
  test(`forged stamp in the validations, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    const token = await apiToken(page.request, 'arrendador');
    const list = await callApi(
      page.request,
      'ContractList',
      { ActionId: 21, bukrs: BUKRS, Partner: LIFNR, recnnr: '4000000104', status: '01' },
      token,
    );
    const [period] = ((await list.json()) as { List: { CFPAYGUID: string }[] }).List;
    const res = await callApi(
      page.request,
      'DemoInvoice',
      { ActionId: 21, BUKRS, LIFNR, CFPAYGUID: [period!.CFPAYGUID] },
      token,
    );
    const demo = (await res.json()) as { XMLBase64: string; PDFBase64: string };
    const forged = Buffer.from(demo.XMLBase64, 'base64')
      .toString('utf8')
      .replace(/RfcProvCertif="[^"]*"/, 'RfcProvCertif="SAT970701NN3"');
    await signIn(page, 'arrendador');
    await page.goto(
      `arrendador_factura_electronica?bukrs=${BUKRS}&lifnr=${LIFNR}&cfpayguid=${period!.CFPAYGUID}&back=/arrendador_arrendamiento`,
    );
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
    const seal = page
      .getByRole('list', { name: 'Validaciones' })
      .getByRole('listitem')
      .filter({ hasText: 'Sello digital' });
    await expect(seal).toHaveAttribute('data-status', 'error', { timeout: 30_000 });
    await seal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/forged-stamp-${name}.png`, fullPage: false });
  });

  test(`company fiscal data, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await page.goto('admin_company');
    const heading = page.getByRole('heading', { name: 'Datos fiscales' });
    await expect(heading).toBeVisible();
    await heading.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/company-fiscal-${name}.png`, fullPage: false });
  });
}
