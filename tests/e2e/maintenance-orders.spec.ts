import { expect, test } from '@playwright/test';
import {
  apiToken,
  callApi,
  signIn,
  waitForServiceWorker,
  recordAlerts,
  expectAlertShown,
  openPart,
  partList,
} from './support';

/** A real JPEG of the demo data, as the tablet's camera would hand it over. */
const PHOTO = 'server/src/db/seed/photos/site-01.jpg';

interface PhotoGroup {
  uuidObj: string;
  sequence: number;
  groupText: string;
  characteristics: { sequence: number; charText: string; charPhotos: { Id: string }[] }[];
}

/** A small, real PDF document. */
function pdfFile(name: string) {
  const text = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

test.describe('maintenance orders', () => {
  // Whole field flows: downloading an order with its photos, reviewing it, syncing. They take
  // longer than a page check, most of all on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('mantto.fijo consults an order, takes it offline and reopens it with no network', async ({
    page,
    context,
  }) => {
    await recordAlerts(page);
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
    const antennas = partList(page, 'Inventario del sitio').getByRole('button', {
      name: /^Antena \d+/,
    });
    await antennas.first().click();
    await expect(page.getByRole('region', { name: /^Antena \d+$/ })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '°' }).first()).toBeVisible();

    // Back on the list, the same order is made available offline.
    await page.getByRole('button', { name: 'Regresar' }).click();
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
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
    await openPart(page, 'Inventario del sitio');
    await expect(antennas.first()).toBeVisible();
    await context.setOffline(false);
  });

  // Needs the server's review update (api/ResultsOrderMP Process '2'); ActionId in
  // src/features/maintenance/api/review-update.ts.
  test('mantto.fijo reviews an executed order offline, adds a photo and an attachment, and each reaches the server exactly once', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Ejecutado' }).first();
    const select = row.getByRole('checkbox', { name: /^Seleccionar la orden \d+$/ });
    await expect(select).toBeVisible();
    const orderCode = (await select.getAttribute('aria-label'))!.replace(/\D/g, '');
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
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
    await openPart(page, 'Inventario del sitio');
    await page.getByRole('button', { name: 'Aprobar', exact: true }).first().click();
    await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();

    // A reload keeps the drafts; the order action queues them while offline.
    await page.reload();
    await openPart(page, 'Inventario del sitio');
    await expect(
      page.getByRole('group', { name: 'Validación del inventario del sitio', exact: true }).first(),
    ).toContainText('editado');
    await page.getByRole('button', { name: /^(Actualizar|Rechazar) orden$/ }).click();
    await expect(
      page.getByText('Guardado en este equipo; se enviará al haber conexión'),
    ).toBeVisible();

    // Still offline: a photo of the first test of the first group, and an attachment.
    const full = (await (
      await callApi(
        request,
        'ResultsOrderMP',
        { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
        token,
      )
    ).json()) as { Data: { groups: PhotoGroup[] } };
    const group = full.Data.groups[0]!;
    const characteristic = group.characteristics[0]!;
    const testName = `${characteristic.sequence}. ${characteristic.charText}`;
    const photosBefore = characteristic.charPhotos.map((p) => p.Id);
    await groups.first().getByRole('button').click();
    const item = page
      .getByRole('region', { name: `${group.sequence}. ${group.groupText}`, exact: true })
      .getByRole('listitem')
      .filter({ hasText: testName })
      .first();
    const chooser = page.waitForEvent('filechooser');
    await item.getByRole('button', { name: `Agregar foto a ${testName}`, exact: true }).click();
    await (await chooser).setFiles(PHOTO);
    await expect(
      item.getByText('Guardada en este dispositivo, se enviará al conectarse'),
    ).toBeVisible({ timeout: 20_000 });

    const description = `Acta de sitio ${Date.now()}`;
    await page.getByRole('button', { name: 'Archivos adjuntos' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Agregar archivo' }).click();
    await dialog.getByLabel('Tipo').selectOption({ index: 1 });
    await dialog.getByLabel('Descripción').fill(description);
    await dialog.getByLabel('Notas').fill('Firmada en sitio');
    await dialog.getByLabel('Archivo').setInputFiles(pdfFile('acta-sitio.pdf'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      page.getByText('Guardado en este dispositivo, se enviará al conectarse.'),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // The tab is closed and opened again, still with no signal: everything is still there.
    const detailUrl = page.url();
    await page.close();
    const again = await context.newPage();
    await again.goto(detailUrl);
    await expect(again.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await expect(again.getByRole('button', { name: /Sincronización: 3 pendientes/ })).toBeVisible();

    await context.setOffline(false);
    await expect(again.getByRole('button', { name: /Sincronización: Sincronizado/ })).toBeVisible({
      timeout: 60_000,
    });

    // The photo and the attachment reached the server once each.
    await expect
      .poll(
        async () => {
          const res = await callApi(
            request,
            'ResultsOrderMP',
            { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
            token,
          );
          const after = ((await res.json()) as { Data: { groups: PhotoGroup[] } }).Data;
          const photos = after.groups
            .find((g) => g.uuidObj === group.uuidObj)!
            .characteristics.find((c) => c.sequence === characteristic.sequence)!.charPhotos;
          return photos.filter((p) => !photosBefore.includes(p.Id)).length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const attachments = await callApi(
      request,
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: orderCode } },
      token,
    );
    const list = ((await attachments.json()) as { List: { Description: string }[] }).List;
    expect(list.filter((a) => a.Description === description)).toHaveLength(1);

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
