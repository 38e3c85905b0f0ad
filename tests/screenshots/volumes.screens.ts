/**
 * Screenshots of the lists that page on the server (the operator's orders, the users, Eventos with
 * its type-ahead user filter), on a phone (360 px), a tablet (768 px) and a desktop (1,280 px):
 * what the page shows, where its pager is and what a type-ahead offers after two letters.
 */
import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support';

const OUT = 'docs/screenshots';

for (const [name, size] of [
  ['phone', { width: 360, height: 740 }],
  ['tablet', { width: 768, height: 1024 }],
  ['desktop', { width: 1280, height: 1024 }],
] as const) {
  test(`Eventos with the user type-ahead, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await page.goto('admin_event');
    await expect(page.getByRole('heading', { name: 'Eventos', level: 1 })).toBeVisible();
    const filters = page.getByRole('button', { name: 'Filtros' });
    if (await filters.isVisible()) await filters.click();
    const user = page.getByRole('combobox', { name: 'Usuario', exact: true });
    await user.fill('ad');
    await expect(page.getByRole('option', { name: /^Administrador/ }).first()).toBeVisible();
    await page.screenshot({ path: `${OUT}/events-type-ahead-${name}.png` });
  });

  test(`operator's orders with the pager, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'mantenimiento');
    await page.goto('mantenimiento_ordenes_mantenimiento_torres');
    const pager = page.getByRole('button', { name: 'Siguiente' }).first();
    await expect(pager).toBeVisible({ timeout: 45_000 });
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/orders-pager-${name}.png` });
  });

  test(`users with the pager, ${name}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, 'admin');
    await page.goto('admin_user');
    await expect(page.getByText(/Página 1 de/).first()).toBeVisible({ timeout: 45_000 });
    await page.screenshot({ path: `${OUT}/users-pager-${name}.png` });
  });
}
