/**
 * Watching invoices after registration: an invoice registered, then cancelled at the
 * (embedded) SAT, shows as cancelled in the lessor's statement once the re-check ran, and the
 * administrator sees and acknowledges the alert; the profile's mail switches on a phone. The
 * re-check is triggered the way an administrator can, with api/SatRecheck 11, and the SAT's
 * cancellation is played with api/SatDemoStatus 31 (demo only: embedded tax authority).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { invoiceAmountsOf } from '../../src/domain/invoicing/amounts';
import type { PeriodRow } from '../../src/protocol/invoicing';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import { expectFitsAndTouchable, LESSOR, PHONE } from './lessor-kit';
import { animationsDone, apiToken, callApi, signIn } from './support';

const BUKRS = 'MX10';
const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1000 },
  { width: 1280, height: 800 },
];
const sortable = (d: string) => d.split('-').reverse().join('-');

/** Registers an electronic demo invoice of the contract's oldest open period; answers its reference. */
async function registerInvoice(request: APIRequestContext, recnnr: string) {
  const token = await apiToken(request, 'arrendador');
  const listed = await callApi(
    request,
    'ContractList',
    { ActionId: 21, bukrs: BUKRS, Partner: LESSOR, recnnr, status: '01' },
    token,
  );
  const periods = ((await listed.json()) as { List: PeriodRow[] }).List.sort(
    (a, b) =>
      sortable(a.DFAELL).localeCompare(sortable(b.DFAELL)) ||
      sortable(a.DBERBIS).localeCompare(sortable(b.DBERBIS)),
  );
  const period = periods[0]!;
  const demoRes = await callApi(
    request,
    'DemoInvoice',
    { ActionId: 21, BUKRS, LIFNR: LESSOR, CFPAYGUID: [period.CFPAYGUID] },
    token,
  );
  expect(demoRes.status()).toBe(200);
  const demo = (await demoRes.json()) as {
    ID: string;
    FACTURA: string;
    XMLBase64: string;
    PDFBase64: string;
  };
  const amounts = invoiceAmountsOf([period]);
  if (!amounts.ok) throw new Error(amounts.problem);
  const sent = await callApi(
    request,
    'InvoiceLessor',
    {
      ActionId: 11,
      Fac_Elect: true,
      CFPAYGUID: [period.CFPAYGUID],
      BUKRS,
      LIFNR: LESSOR,
      FACTURA_H_S: {
        ID: demo.ID,
        FACTURA: demo.FACTURA,
        ...amounts.amounts,
        PDFBase64: demo.PDFBase64,
        XMLBase64: demo.XMLBase64,
      },
    },
    token,
  );
  const body = (await sent.json()) as { Result: boolean; Message: string | null };
  expect(body.Result, body.Message ?? '').toBe(true);
  return { uuid: demo.ID, reference: demo.FACTURA };
}

async function adminCall(request: APIRequestContext, name: string, body: Record<string, unknown>) {
  const res = await callApi(request, name, body, await apiToken(request, 'admin'));
  expect(res.status(), await res.text()).toBe(200);
  return res;
}

/** The statement's pending documents, narrowed to one reference with the table's search. */
async function statementRow(page: Page, reference: string) {
  await page.goto('arrendador_estado_cuenta');
  await expect(page.getByRole('heading', { name: 'Estado de cuenta', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const statement = page.getByRole('region', { name: 'Estado de cuenta' });
  await statement.getByLabel('Buscar en la tabla').fill(reference);
  return statement;
}

test('an invoice cancelled at the SAT shows as cancelled in the statement after the re-check; the administrator sees and acknowledges the alert', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const invoice = await registerInvoice(page.request, '4000000102');
  // The SAT cancels it (the embedded registry, as the real service would answer).
  await adminCall(page.request, 'SatDemoStatus', {
    ActionId: 31,
    UUID: invoice.uuid,
    Estado: 'Cancelado',
  });
  // The administrator: the alert under Administración, then acknowledged.
  await signIn(page, 'admin');
  await page.goto('admin_alertas_sat');
  await expect(page.getByRole('heading', { name: 'Alertas SAT', level: 1 })).toBeVisible();
  // "Revisar ahora" runs a pass at once: its first look at the invoice finds it cancelled.
  await page.getByRole('button', { name: 'Revisar ahora' }).click();
  await expect(
    page.getByText(/^Revisión terminada: [1-9]\d* facturas consultadas, [1-9]\d* cambios\.$/),
  ).toBeVisible();
  const alerts = page.getByRole('region', { name: 'Alertas' });
  await alerts.getByLabel('Buscar en la tabla').fill(invoice.uuid);
  await expect(alerts.getByText('Vigente → Cancelado')).toBeVisible();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(alerts.getByText('Vigente → Cancelado')).toBeVisible();
    await expectFitsAndTouchable(page);
    await page.screenshot({ path: `/tmp/sat-alerts-${size.width}.png`, fullPage: true });
    if (size.width !== 768) await expectNoAxeViolations(page);
  }
  await alerts
    .getByRole('button', { name: `Marcar atendida la alerta de la factura ${invoice.reference}` })
    .click();
  await expect(page.getByText('Alerta marcada como atendida')).toBeVisible();
  await expect(alerts.getByRole('button', { name: /^Marcar atendida la alerta/ })).toHaveCount(0);
  await expect(alerts.getByText(/^\d\d-\d\d-\d{4} \d\d:\d\d por /)).toBeVisible();

  // The lessor, on a phone: the statement's card says Cancelado, in red, with the check's time.
  await page.context().clearCookies();
  await page.setViewportSize(PHONE.viewport);
  await signIn(page, 'arrendador');
  const statement = await statementRow(page, invoice.reference);
  const cancelled = statement.getByText('Cancelado', { exact: true });
  await expect(cancelled).toBeVisible();
  await expect(statement.getByText(/^revisado \d\d-\d\d-\d{4} \d\d:\d\d$/)).toBeVisible();
  const background = await cancelled.evaluate((el) => getComputedStyle(el).backgroundColor);
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
  expect(r!, `red badge, got ${background}`).toBeGreaterThan(g! + 80);
  expect(r!).toBeGreaterThan(b! + 80);
  await expectFitsAndTouchable(page);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await expect(cancelled).toBeVisible();
    await page.screenshot({ path: `/tmp/sat-statement-${size.width}.png`, fullPage: true });
    if (size.width !== 768) await expectNoAxeViolations(page);
  }
});

test('the profile turns a kind of mail off on a phone, and it stays off', async ({ browser }) => {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  try {
    await signIn(page, 'arrendador.hijo');
    const open = async () => {
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
      const profile = page.getByRole('dialog', { name: 'Mi perfil' });
      await expect(profile).toBeVisible();
      return profile;
    };
    let profile = await open();
    const paid = profile.getByRole('checkbox', { name: 'Factura pagada' });
    await expect(paid).toBeChecked();
    await expect(
      profile.getByRole('checkbox', { name: /Cambio de la factura ante el SAT/ }),
    ).toBeChecked();
    await animationsDone(page);
    await page.screenshot({ path: '/tmp/sat-profile-360.png', fullPage: true });
    await expectNoAxeViolations(page, OPEN_DIALOG);
    const box = await profile.getByText('Factura pagada').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(0);
    await paid.click({ force: true });
    await expect(page.getByText('Preferencias de notificación guardadas')).toBeVisible();
    await expect(paid).not.toBeChecked();
    // Read again from the server after a reload.
    await page.reload();
    profile = await open();
    await expect(profile.getByRole('checkbox', { name: 'Factura pagada' })).not.toBeChecked();
    await expect(profile.getByRole('checkbox', { name: 'Factura registrada' })).toBeChecked();
    for (const size of SIZES.slice(1)) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await page.screenshot({ path: `/tmp/sat-profile-${size.width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoAxeViolations(page, OPEN_DIALOG);
    // Leave the demo user as it was for other runs on this database.
    await profile.getByRole('checkbox', { name: 'Factura pagada' }).click({ force: true });
    await expect(profile.getByRole('checkbox', { name: 'Factura pagada' })).toBeChecked();
  } finally {
    await context.close();
  }
});
