import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, OPEN_DIALOG } from './axe';
import {
  animationsDone,
  apiToken,
  expectHomePage,
  readOrderDetails,
  signIn,
  syncStatus,
} from './support';
import {
  ORDER_OF,
  SYNC_TIMEOUT,
  openOrderOffline,
  openRows,
  operatorOrder,
  queueOrderUpdate,
  reviewGroup,
  groupLabel,
} from './operator-review-kit';

/** dd-mm-yyyy HH:mm, the one way the portal writes a date and time. */
const DATE_TIME = /\d{2}-\d{2}-\d{4} \d{2}:\d{2}/;

const SIZES = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

function syncPanel(page: Page) {
  return page.getByRole('dialog', { name: 'Cambios en este equipo' });
}

test.describe('an honest sync status', () => {
  test.describe.configure({ timeout: 300_000 });

  test('offline, a changed group is pending until it reaches the server; the panel says to send it', async ({
    page,
    context,
    request,
  }, info) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    const orderCode = await operatorOrder(request, ORDER_OF.syncPanel);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const group = openRows(before).groups[0]!;

    await signIn(page, 'mantenimiento');
    await openOrderOffline(page, context, orderCode);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sincronización: Sincronizado/);
    await reviewGroup(page, group, 'Aprobar', 'Revisado desde la tableta');

    // Saved on the device only: pending, marked as not sent, never "Sincronizado".
    await expect(syncStatus(page)).toHaveAccessibleName(
      /^Sincronización: 1 pendiente · 1 sin enviar · Sin conexión\./,
    );
    await expect(syncStatus(page)).toContainText('1 pendiente · 1 sin enviar · Sin conexión');
    await expect(syncStatus(page)).not.toContainText('Sincronizado');
    // The bar keeps every control on the screen with the longer status.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
    await page.getByRole('banner').screenshot({ path: info.outputPath('top-bar-768-unsent.png') });

    // The panel lists it: which order, what changed, since when, and what to do.
    await syncStatus(page).click();
    const panel = syncPanel(page);
    const card = panel.getByRole('article', { name: `Orden ${orderCode}` });
    await expect(card).toContainText('Sin enviar');
    await expect(card).toContainText('1 grupo');
    await expect(card).toContainText(new RegExp(`desde ${DATE_TIME.source}`));
    await expect(card).toContainText('pulse «Actualizar orden»');
    const open = card.getByRole('link', { name: `Abrir la orden ${orderCode}` });
    await expect(open).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await animationsDone(page);
      await page.screenshot({ path: info.outputPath(`sync-panel-unsent-${size.width}.png`) });
      await expectNoAxeViolations(page, OPEN_DIALOG);
    }
    await page.setViewportSize({ width: 768, height: 1024 });

    // The link opens the order, from anywhere, with no network.
    await page.goto('');
    await expectHomePage(page);
    await syncStatus(page).click();
    await syncPanel(page)
      .getByRole('link', { name: `Abrir la orden ${orderCode}` })
      .click();
    await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
    await expect(syncPanel(page)).toBeHidden();

    // Queued with "Actualizar orden": still pending (waiting for a network), no longer unsent.
    await queueOrderUpdate(page, false);
    await expect(syncStatus(page)).toHaveAccessibleName(
      /^Sincronización: 1 pendiente · Sin conexión\./,
    );
    await syncStatus(page).click();
    const waiting = syncPanel(page).getByRole('article', { name: `Orden ${orderCode}` });
    await expect(waiting).toContainText('Se enviará al haber conexión');
    await expect(waiting).toContainText('1 grupo');
    await animationsDone(page);
    await page.screenshot({ path: info.outputPath('sync-panel-waiting-768.png') });
    await expectNoAxeViolations(page, OPEN_DIALOG);
    await syncPanel(page).getByRole('button', { name: 'Cerrar' }).click();

    // Online: sent once; the chip says synced and the review bar says sent.
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sincronización: Sincronizado\./, {
      timeout: SYNC_TIMEOUT,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Enviado al servidor' })).toBeVisible();
    await expect(page.getByText('enviando al servidor')).toHaveCount(0);
    await syncStatus(page).click();
    await expect(
      syncPanel(page).getByText(
        'No hay cambios pendientes en este equipo: todo está en el servidor.',
      ),
    ).toBeVisible();
    await animationsDone(page);
    await page.screenshot({ path: info.outputPath('sync-panel-empty-768.png') });

    const after = await readOrderDetails(request, token, orderCode);
    expect(after.version).toBe(before.version + 1);
    expect(after.groups.find((g) => groupLabel(g) === group)).toMatchObject({
      groupStatusTl: 'VATL',
      groupCommentsTl: 'Revisado desde la tableta',
    });
  });

  test('a user with nothing to work offline sees no sync chip, only "Sin conexión" offline', async ({
    page,
    context,
  }) => {
    await signIn(page, 'proveedor');
    await expect(page.getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(syncStatus(page)).toHaveCount(0);
    await expect(page.getByTestId('sync-compact')).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
    await expect(syncStatus(page)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('at 360 px the top bar with Help fits the screen, every control 44 px, the logo legible', async ({
    page,
  }, info) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'arrendador');
    await page.goto('arrendador_facturas_pendientes');
    await expect(
      page.getByRole('heading', { name: 'Facturas pendientes', level: 1 }),
    ).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('button', { name: 'Ayuda de esta página' })).toBeVisible();
    await expect(syncStatus(page)).toBeVisible();
    await animationsDone(page);

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(await bar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    for (const control of await bar.getByRole('button').all()) {
      const box = await control.boundingBox();
      expect(box, 'a top-bar control').not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
    }
    // On a phone the logo is the site's square mark, shown whole at 36 px: no words to shrink.
    const logo = bar.getByRole('img', { name: 'PortalPRO' });
    await expect(logo).toHaveCount(1);
    const mark = await logo.boundingBox();
    expect(mark?.height).toBeGreaterThanOrEqual(32);
    await bar.screenshot({ path: info.outputPath('top-bar-360-help.png') });
  });
});
