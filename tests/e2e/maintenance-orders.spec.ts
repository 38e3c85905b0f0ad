import { expect, test } from '@playwright/test';
import { apiToken, callApi, signIn, waitForServiceWorker } from './support';

test.describe('maintenance orders', () => {
  // Whole field flows: downloading an order with its photos, reviewing it, syncing. They take
  // longer than a page check, most of all on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

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
      timeout: 60_000,
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

  // Needs the server's review update (api/ResultsOrderMP Process '2'); ActionId in
  // src/features/maintenance/api/review-update.ts.
  test('mantto.fijo reviews an executed order offline and it reaches the server exactly once', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Ejecutado' }).first();
    const select = row.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ });
    await expect(select).toBeVisible();
    const orderCode = (await select.getAttribute('aria-label'))!.replace(/\D/g, '');
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expect(page.getByText('1 orden disponible sin conexión.')).toBeVisible({
      timeout: 60_000,
    });
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();

    const token = await apiToken(request, 'mantto.fijo');
    const readOrder = async () => {
      const res = await callApi(
        request,
        'ResultsOrderMP',
        { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
        token,
      );
      return (await res.json()) as {
        Data: {
          version: number;
          groups: { groupStatusPr: string; groupCommentsPr: string }[];
          inventory: { groupStatusPr: string } | null;
        };
      };
    };
    const versionBefore = (await readOrder()).Data.version;

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();

    // Every group approved but the first, rejected with a comment; then the inventory.
    const groups = page.getByRole('list', { name: 'Grupos' }).getByRole('listitem');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      await groups.nth(i).getByRole('button').click();
      const name = i === 0 ? 'Rechazar' : 'Aprobar';
      await page.getByRole('button', { name, exact: true }).first().click();
      if (i === 0) {
        await page
          .getByRole('textbox', { name: /^Comentarios de/ })
          .first()
          .fill('Falta aterrizaje de la torre');
      }
      await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Inventarios' }).click();
    await page.getByRole('button', { name: 'Aprobar', exact: true }).first().click();
    await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();

    // A reload keeps the drafts; the order action queues them while offline.
    await page.reload();
    await page.getByRole('button', { name: 'Inventarios' }).click();
    await expect(
      page.getByRole('group', { name: 'Validación del inventario del sitio', exact: true }).first(),
    ).toContainText('editado');
    await page.getByRole('button', { name: /^(Actualizar|Rechazar) orden$/ }).click();
    await expect(
      page.getByText('Guardado en este equipo; se enviará al haber conexión'),
    ).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('button', { name: /Sincronización: Sincronizado/ })).toBeVisible({
      timeout: 60_000,
    });

    const body = await readOrder();
    // One queued update, applied once: the order's version grew by exactly one.
    expect(body.Data.version).toBe(versionBefore + 1);
    const [first, ...rest] = body.Data.groups;
    expect(first).toMatchObject({
      groupStatusPr: 'REPV',
      groupCommentsPr: 'Falta aterrizaje de la torre',
    });
    expect(rest.every((g) => g.groupStatusPr === 'VAPV')).toBe(true);
    expect(body.Data.inventory?.groupStatusPr ?? 'VAPV').toBe('VAPV');
  });
});
