/**
 * Screenshots of Solicitudes de acceso (the access requests held for review) on a phone (360 px),
 * a tablet (768 px) and a desktop (1,280 px), with a supplier's and a lessor's request pending, and
 * the approval's confirmation on the phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { callApi, signIn } from '../e2e/support';

const OUT = 'docs/screenshots';

/** Requests access through the public call, with an e-mail that is not the ERP's. */
async function holdRequest(page: Page, request: Record<string, string | null>) {
  const res = await callApi(page.request, 'RequestAccess', { ActionId: 11, Request: request });
  expect(((await res.json()) as { Outcome?: string }).Outcome).toBe('review');
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await holdRequest(page, {
    Type: 'SUPPLIER',
    TIN: 'EES120903RT7',
    PartnerId: '200003',
    SiteId: null,
    Email: 'j.perez@enlacessureste.mx',
  });
  await holdRequest(page, {
    Type: 'LESSOR',
    TIN: 'TEGR750315QX1',
    PartnerId: '100003',
    SiteId: 'MX-NOR-0103',
    Email: 'rosa.trevino.garza@gmail.com',
  });
  await page.close();
});

for (const [name, size] of [
  ['phone', { width: 360, height: 740 }],
  ['tablet', { width: 768, height: 1024 }],
  ['desktop', { width: 1280, height: 1024 }],
] as const) {
  test(`access requests on a ${name} (${size.width} px)`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await page.goto('admin_solicitudes_acceso');
    await expect(page.getByRole('list', { name: 'Solicitudes pendientes' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The desktop's menu is as tall as the window: its height shows the whole list instead.
    await page.screenshot({
      path: `${OUT}/access-requests-${name}.png`,
      fullPage: name !== 'desktop',
    });
  });
}

test('the requester told the request waits for review, on a phone (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('login');
  await page.getByRole('button', { name: 'Solicitar acceso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar acceso' });
  await dialog.getByRole('checkbox', { name: 'Proveedor' }).check();
  await dialog.getByLabel('RFC').fill('EES120903RT7');
  await dialog.getByLabel('Número de proveedor').fill('200003');
  await dialog.getByLabel('Correo electrónico').fill('j.perez@enlacessureste.mx');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(dialog.getByRole('status')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/request-access-review-phone.png` });
});

test('approving on a phone (360 px): the confirmation, then the answer in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'admin');
  await page.goto('admin_solicitudes_acceso');
  await page.getByRole('button', { name: 'Aprobar la solicitud de TEGR750315QX1' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/access-requests-approve-phone.png` });
  // The answer in view once approved; the request then listed as approved; an empty status.
  await page.getByRole('button', { name: 'Aprobar y enviar activación' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Solicitud aprobada' })).toBeFocused();
  await page.getByLabel('Estado').selectOption({ label: 'Aprobadas' });
  await expect(page.getByRole('list', { name: 'Solicitudes aprobadas' })).toBeVisible();
  await page.getByLabel('Estado').selectOption({ label: 'Rechazadas' });
  await expect(page.getByText('No hay solicitudes rechazadas')).toBeVisible();
});
