/**
 * Payments and payment complements, on a phone (360 px with touch): the supplier opens
 * the complement cockpit, goes from a payment to the complement page, downloads the demo complement,
 * picks its PDF then its XML, and it is sent once; the payment then leaves the cockpit. A
 * complement whose related UUIDs are not the payment's is refused with
 * errorPaymentComplementNotMatchUuid and never sent. Visualizar sees the pages and cannot send.
 * Both pages fit and pass axe at 360 and 1,280 px; a bad `id` is explained.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expectFitsAndTouchable, exportTable, readWorkbook } from './lessor-kit';
import { apiToken, callApi, signIn } from './support';

const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const SEND_LABEL = 'Validar y enviar complemento';

test.use(PHONE);

/** Clicks "Descargar complemento de ejemplo" and answers the XML and the PDF it saved. */
async function demoFiles(page: Page) {
  const saved: Download[] = [];
  const both = new Promise<void>((resolve) => {
    page.on('download', (d) => {
      saved.push(d);
      if (saved.length === 2) resolve();
    });
  });
  await page.getByRole('button', { name: 'Descargar complemento de ejemplo' }).click();
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

/** The cockpit's payment cards, each an article named "Pago AUGBL / GJAHR". */
const paymentCards = (page: Page) =>
  page
    .getByRole('region', { name: 'Complementos por enviar' })
    .getByRole('article', { name: /^Pago \d+ \/ \d{4}$/ });

/** Counts the PaymentAttachment calls the page makes. */
function countSends(page: Page): () => number {
  let sends = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/PaymentAttachment')) sends++;
  });
  return () => sends;
}

test('a supplier sends the complement of a payment once and the payment leaves the cockpit', async ({
  page,
}) => {
  test.slow();
  const sends = countSends(page);
  await signIn(page, 'proveedor');
  await page.goto('payment_pending?id=prov');
  await expect(page.getByRole('heading', { name: 'Pagos pendientes', level: 1 })).toBeVisible();
  const cards = paymentCards(page);
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  const card = cards.first();
  const name = (await card.getByRole('heading').first().textContent()) ?? '';
  const [, augbl, gjahr] = /^Pago (\d+) \/ (\d{4})$/.exec(name.trim())!;
  // What the complement must carry, and the deadline in words.
  await expect(card).toContainText('ImpSaldoAnt');
  await expect(card).toContainText('ImpSaldoInsoluto');
  await expect(card).toContainText(/Fecha límite: \d{2}-\d{2}-\d{4}/);
  await expect(card).toContainText(/Faltan? \d+ días?|Vence hoy|Vencido hace \d+ días?/);

  await card.getByRole('link', { name: `Enviar complemento del pago ${augbl}` }).click();
  await expect(page).toHaveURL(/\/payment_complement\?/);
  await expect(page.getByRole('heading', { name: 'Complementos de pago', level: 1 })).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'Pago que ampara el complemento' });
  await expect(choice.locator('option:checked')).toHaveText(new RegExp(`^Pago ${augbl}/${gjahr}`));

  const demo = await demoFiles(page);
  await page.getByLabel('Complemento de pago PDF').setInputFiles(demo.pdf);
  await page.getByLabel('Complemento de pago XML').setInputFiles(demo.xml);
  await page.getByRole('button', { name: SEND_LABEL }).click();
  const registered = page.getByText(/^Complemento de pago registrado \(UUID [0-9A-F-]{36}\)$/i);
  await expect(registered).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Complemento de pago .* registrado exitosamente/)).toBeVisible();
  expect(sends()).toBe(1);

  await page.getByRole('link', { name: 'Ver pagos pendientes' }).click();
  await expect(page.getByRole('heading', { name: 'Pagos pendientes', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('article', { name: `Pago ${augbl} / ${gjahr}`, exact: true }),
  ).toHaveCount(0);
  if (before > 1) await expect(cards).toHaveCount(before - 1);
  else await expect(page.getByText('No tiene pagos pendientes de complemento.')).toBeVisible();
  expect(sends()).toBe(1);
});

test('a complement whose related UUIDs are not the payment’s is refused and never sent', async ({
  page,
}) => {
  test.slow();
  const sends = countSends(page);
  await signIn(page, 'proveedor');
  await page.goto('payment_pending?id=prov');
  // The last payment: the first is the one the test beside this one registers.
  const card = paymentCards(page).last();
  await card.getByRole('link', { name: /^Enviar complemento del pago/ }).click();
  const demo = await demoFiles(page);
  const text = demo.xml.buffer.toString('utf8');
  const edited = text.replace(
    /IdDocumento="[^"]+"/,
    'IdDocumento="99999999-9999-4999-8999-999999999999"',
  );
  expect(edited).not.toBe(text);
  await page.getByLabel('Complemento de pago PDF').setInputFiles(demo.pdf);
  await page
    .getByLabel('Complemento de pago XML')
    .setInputFiles({ ...demo.xml, buffer: Buffer.from(edited, 'utf8') });
  await page.getByRole('button', { name: SEND_LABEL }).click();
  await expect(page.getByText(/UUIDs asociados del XML no coinciden/).first()).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/Complemento de pago registrado/)).toHaveCount(0);
  expect(sends()).toBe(0);
});

test('Visualizar sees the payment pages and cannot send a complement', async ({
  page,
  request,
}) => {
  await signIn(page, 'visor');
  await page.goto('payment_complement?id=prov');
  await page.getByLabel('Número de proveedor').fill('200001');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const choice = page.getByRole('combobox', { name: 'Pago que ampara el complemento' });
  await expect(choice).toBeVisible();
  const first = await choice.locator('option').nth(1).getAttribute('value');
  await choice.selectOption(first!);
  await expect(page.getByText(/Su perfil \(Visualizar\) solo consulta/)).toBeVisible();
  await expect(page.getByRole('button', { name: SEND_LABEL })).toBeDisabled();
  await expect(page.getByLabel('Complemento de pago PDF')).toBeDisabled();
  await expect(page.getByText('ImpSaldoInsoluto').first()).toBeVisible();
  // The server refuses it whatever the page sends.
  const token = await apiToken(request, 'visor');
  const [bukrs, lifnr, gjahr, augbl] = first!.split('|');
  const res = await callApi(
    request,
    'PaymentAttachment',
    {
      ActionId: 11,
      bukrs,
      lifnr,
      belnr: augbl,
      gjahr,
      xblnr: 'P-1',
      uuid: '99999999-9999-4999-8999-999999999999',
      pdfbase64: 'JVBERi0=',
      xmlbase64: 'PA==',
    },
    token,
  );
  expect(res.status()).toBe(403);
});

test('the pending payments table exports every pending item to Excel', async ({ page }) => {
  await signIn(page, 'arrendador');
  await page.goto('payment_pending?id=arren');
  const cards = paymentCards(page);
  await expect(cards.first()).toBeVisible();
  const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
  const book = await readWorkbook(await exportTable(page, 'Pagos pendientes de complemento'));
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('Pago (AUGBL)');
  const exported = new Set(sheet.getColumn(1).values.slice(2).map(String));
  for (const name of names) expect(exported).toContain(/^Pago (\d+)/.exec(name)![1]);
});

test('a missing or unknown id is explained, not a crash', async ({ page }) => {
  await signIn(page, 'proveedor');
  for (const path of ['payment_pending', 'payment_complement?id=cliente']) {
    await page.goto(path);
    await expect(
      page.getByText('No sabemos si entra como arrendador o como proveedor'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar como proveedor' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Entrar como proveedor' }).click();
  await expect(page).toHaveURL(/\/payment_complement\?id=prov$/);
  await expect(
    page.getByRole('combobox', { name: 'Pago que ampara el complemento' }),
  ).toBeVisible();
});

for (const size of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the payment pages fit ${size.width} px and pass axe`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'arrendador');
    await page.goto('payment_pending?id=arren');
    await expect(page.getByRole('heading', { name: 'Pagos pendientes', level: 1 })).toBeVisible();
    await expect(paymentCards(page).first()).toBeVisible();
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pay-e2e-pending-${size.width}.png`, fullPage: true });

    await paymentCards(page)
      .first()
      .getByRole('link', { name: /^Enviar complemento/ })
      .click();
    await expect(page.getByRole('button', { name: SEND_LABEL })).toBeVisible();
    await expectFitsAndTouchable(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/pay-e2e-complement-${size.width}.png`, fullPage: true });
  });
}
