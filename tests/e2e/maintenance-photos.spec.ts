/**
 * Photos taken on the device, as a crew member works: with no network, a photo added to a group's
 * test shows at once as pending and flagged (taken far from the site), survives a reload, can be
 * removed before it is sent, and reaches the server exactly once with its position when the
 * network returns.
 *
 * Order: mantto.fijo's first status-06 order by number (rejected by the operator). The other specs
 * work on status 01, 02, 03 (first Ejecutado row), 04, 05 and 07, and the revert test of
 * maintenance-dialogs.spec.ts on a status-06 order mantto.fijo does not list.
 */
import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import {
  apiToken,
  callApi,
  signIn,
  waitForServiceWorker,
  recordAlerts,
  expectAlertShown,
  showAllOrders,
} from './support';

const PHOTO = 'server/src/db/seed/photos/site-01.jpg';
const NOT_AN_IMAGE = 'tests/e2e/fixtures/not-a-photo.txt';

interface ListedOrder {
  AUFNR: string;
  STATUS: string;
  LATU: number;
  LOTU: number;
}

interface Photo {
  Id: string;
  lat: number | null;
  longitud: number | null;
  date: string;
  time: string;
}

interface Details {
  groups: {
    uuidObj: string;
    sequence: number;
    groupText: string;
    characteristics: { sequence: number; charText: string; charPhotos: Photo[] }[];
  }[];
}

async function photoOrder(request: APIRequestContext, token: string): Promise<ListedOrder> {
  const res = await callApi(request, 'reportOrders', { ActionId: 20 }, token);
  expect(res.status()).toBe(200);
  const list = ((await res.json()) as { List: ListedOrder[] }).List;
  const order = list
    .filter((o) => o.STATUS === '06')
    .sort((a, b) => a.AUFNR.localeCompare(b.AUFNR))[0];
  expect(order, 'a status-06 order of mantto.fijo').toBeDefined();
  return order!;
}

async function readDetails(
  request: APIRequestContext,
  token: string,
  orderCode: string,
): Promise<Details> {
  const res = await callApi(
    request,
    'ResultsOrderMP',
    { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
    token,
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { Data: Details }).Data;
}

/** Chooses `file` through the "Agregar foto" button of one test, as the camera or picker would. */
async function addPhoto(page: Page, testName: string, file: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Agregar foto a ${testName}`, exact: true }).click();
  await (await chooser).setFiles(file);
}

test.describe('maintenance photos', () => {
  test.describe.configure({ timeout: 120_000 });

  test('mantto.fijo adds a photo offline; it shows pending and flagged and is sent once', async ({
    page,
    context,
    request,
  }) => {
    const token = await apiToken(request, 'mantto.fijo');
    const order = await photoOrder(request, token);
    const orderCode = order.AUFNR;
    const before = await readDetails(request, token, orderCode);
    const group = before.groups[0]!;
    const characteristic = group.characteristics[0]!;
    const testName = `${characteristic.sequence}. ${characteristic.charText}`;
    const photosBefore = characteristic.charPhotos.map((p) => p.Id);

    // About 5.5 km north of the site: the reviewer must be told.
    const far = { latitude: Math.round((order.LATU + 0.05) * 1e4) / 1e4, longitude: order.LOTU };
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(far);

    await recordAlerts(page);
    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await showAllOrders(page);
    const select = page.getByRole('checkbox', {
      name: `Seleccionar la orden ${orderCode}`,
      exact: true,
    });
    const row = page.getByRole('row').filter({ has: select });
    await select.check();
    await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
    await expectAlertShown(page, '1 orden disponible sin conexión.');
    await row.getByRole('button', { name: 'Consultar', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();

    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    const panel = page.getByRole('region', {
      name: `${group.sequence}. ${group.groupText}`,
      exact: true,
    });
    await expect(panel).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: testName }).first();

    // A file that is not an image is refused with a clear message.
    await addPhoto(page, testName, NOT_AN_IMAGE);
    await expect(item.getByRole('alert')).toHaveText(/no es una imagen/);

    // A real JPEG: saved on the device, pending and flagged as far from the site.
    await addPhoto(page, testName, PHOTO);
    await expect(
      item.getByText('Guardada en este dispositivo, se enviará al conectarse'),
    ).toBeVisible({ timeout: 20_000 });
    const pending = item.getByRole('button', { name: /Pendiente de envío/ });
    await expect(pending).toHaveCount(1);
    await expect(pending).toHaveAccessibleName(/La foto se tomó a \d+ m del sitio/);

    // The gallery shows it from the device with its position, date and time.
    await pending.click();
    const gallery = page.getByRole('dialog');
    await expect(gallery.getByRole('img', { name: /^Foto \d+$/ })).toBeVisible();
    await expect(gallery.getByText(String(far.latitude))).toBeVisible();
    await expect(
      gallery.getByText('Guardada en este dispositivo, se enviará al conectarse'),
    ).toBeVisible();
    await expect(gallery.getByText(/La foto se tomó a \d+ m del sitio/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gallery).toBeHidden();

    // A second photo, removed before it is ever sent.
    await addPhoto(page, testName, PHOTO);
    await expect(item.getByRole('button', { name: /Pendiente de envío/ })).toHaveCount(2);
    const last = photosBefore.length + 2;
    await item.getByRole('button', { name: `Quitar la foto ${last}, pendiente de envío` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar' }).click();
    await expect(item.getByRole('button', { name: /Pendiente de envío/ })).toHaveCount(1);

    // Still there after a reload with no network.
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await expect(item.getByRole('button', { name: /Pendiente de envío/ })).toHaveCount(1);

    // Online: sent once, then it is the server's photo, with the position it was taken at.
    await context.setOffline(false);
    await expect(item.getByRole('button', { name: /Pendiente de envío/ })).toHaveCount(0, {
      timeout: 60_000,
    });
    await expect
      .poll(
        async () => {
          const after = await readDetails(request, token, orderCode);
          const photos = after.groups
            .find((g) => g.uuidObj === group.uuidObj)!
            .characteristics.find((c) => c.sequence === characteristic.sequence)!.charPhotos;
          return photos.filter((p) => !photosBefore.includes(p.Id));
        },
        { timeout: 30_000 },
      )
      .toEqual([
        expect.objectContaining({
          lat: far.latitude,
          longitud: far.longitude,
          date: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/) as unknown,
          time: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/) as unknown,
        }),
      ]);
    // The server's copy keeps the reviewer's flag.
    await expect(
      item.getByRole('button', { name: /La foto se tomó a \d+ m del sitio/ }),
    ).not.toHaveCount(0);
  });
});
