import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/** Waits until the service worker controls the page, so a reload with no network still loads. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
          once: true,
        }),
      );
    }
  });
}

test.describe('maintenance orders', () => {
  test('mantto.fijo consults an order, takes it offline and reopens it with no network', async ({
    page,
    context,
  }) => {
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await expect(
      page.getByRole('heading', { name: 'Revisión del arrendador', level: 1 }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Buscar' }).click();
    const firstSelect = page.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ }).first();
    await expect(firstSelect).toBeVisible();
    const orderCode = (await firstSelect.getAttribute('aria-label'))!.replace(/\D/g, '');
    const select = page.getByRole('checkbox', {
      name: `Seleccionar la orden ${orderCode}`,
      exact: true,
    });
    const row = page.getByRole('row').filter({ has: select });

    // Consultar opens the detail: groups with their tests, then the inventory's antennas.
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThanOrEqual(6);
    await expect(page.getByRole('heading', { name: 'Pruebas' })).toBeVisible();
    await page.getByRole('button', { name: 'Inventarios' }).click();
    const antennas = page.getByRole('table', { name: 'Antenas' });
    await expect(antennas).toBeVisible();
    await antennas
      .getByRole('button', { name: /^Detalle de la antena/ })
      .first()
      .click();
    await expect(antennas.getByText('Observaciones:').first()).toBeVisible();

    // Back on the list, the same order is made available offline.
    await page.getByRole('button', { name: 'Regresar' }).click();
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expect(page.getByText('1 orden disponible sin conexión.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(row.getByText('Guardada hace un momento')).toBeVisible();

    // Open it, drop the network, reload: the device's copy answers.
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    await expect(groups.first()).toBeVisible();
    expect(await groups.count()).toBeGreaterThanOrEqual(6);
    await page.getByRole('button', { name: 'Inventarios' }).click();
    await expect(antennas).toBeVisible();
    await context.setOffline(false);
  });
});
