/**
 * The README's screenshots: the orders list and the review on a crew's tablet (768 px), the review
 * on a phone (360 px) and the list with the panel on a desktop (1,280 px).
 */
import { expect, test, type Page } from '@playwright/test';
import { apiToken, listOrders, signIn } from '../e2e/support';

const OUT = 'docs/screenshots';

async function executedOrder(page: Page, user: string): Promise<string> {
  const orders = await listOrders(page.request, await apiToken(page.request, user));
  return orders
    .filter((o) => o.STATUS === '03')
    .map((o) => o.AUFNR)
    .sort()[0]!;
}

async function openGroup(page: Page, orderCode: string, position: number): Promise<void> {
  await page.goto(`mantenimiento_ordenes_mantenimiento?order=${orderCode}`);
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Partes de la orden', exact: true })
    .getByRole('list', { name: 'Grupos', exact: true })
    .getByRole('button')
    .nth(position)
    .click();
}

test('orders list and review on a tablet (768 px)', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page, 'cuadrilla');
  await page.goto('mantenimiento_ordenes_mantenimiento');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/orders-tablet.png` });

  await openGroup(page, await executedOrder(page, 'cuadrilla'), 2);
  await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
  await page.getByRole('textbox', { name: /^Comentarios de/ }).fill('Luz de obstrucción fundida');
  await page.getByRole('textbox', { name: /^Comentarios de/ }).blur();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/review-tablet.png` });
});

test('review on a phone (360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'mantto.fijo');
  await openGroup(page, await executedOrder(page, 'mantto.fijo'), 0);
  await page.screenshot({ path: `${OUT}/review-phone.png` });
});

test('list and review panel on a desktop (1,280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'mantto.fijo');
  await openGroup(page, await executedOrder(page, 'mantto.fijo'), 1);
  await page.screenshot({ path: `${OUT}/review-desktop.png` });
});
