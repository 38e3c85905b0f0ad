import { expect, test } from '@playwright/test';
import {
  apiToken,
  openPart,
  partList,
  readOrderDetails,
  signIn,
  syncStatus,
  type OrderDetailsView,
} from './support';
import {
  ORDER_OF,
  operatorOrder,
  groupLabel,
  openRows,
  lessorSide,
  openOrder,
  openOrderOffline,
  reviewRow,
  review,
  reviewGroup,
  reviewAntenna,
  reviewSite,
  queueOrderUpdate,
  escapeRegExp,
  SYNC_TIMEOUT,
} from './operator-review-kit';

/**
 * The operator reviews an order offline on the operator page; it is applied once (orders: see
 * operator-review-kit).
 */
test.describe('operator review of maintenance orders', () => {
  // Whole field flows with downloads, reloads and sync: much longer than a page check.
  test.describe.configure({ timeout: 300_000 });

  test('mantenimiento reviews a lessor-validated order offline on the operator page and it is applied once', async ({
    page,
    context,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.offlineReview);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    expect(before.orderStatus).toBe('VAPV');
    const open = openRows(before);
    expect(open.groups.length).toBeGreaterThanOrEqual(3);
    expect(open.antennas.length).toBeGreaterThanOrEqual(2);
    expect(before.inventory?.groupStatusTl).toBe('');
    const [rejected, approved, commented] = open.groups as [string, string, string];
    const [antennaRejected, antennaApproved] = open.antennas as [number, number];

    await signIn(page, 'mantenimiento');
    await openOrderOffline(page, context, orderCode);

    // A rejection needs a comment: until it has one the row is in error and the order action
    // cannot be used.
    await page
      .getByRole('list', { name: 'Grupos' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(rejected)}`) })
      .click();
    await reviewRow(page, rejected)
      .getByRole('group', { name: `Estatus de ${rejected}`, exact: true })
      .getByRole('button', { name: 'Rechazar', exact: true })
      .click();
    await expect(reviewRow(page, rejected).getByRole('alert')).toHaveText(
      'Rechazado sin comentarios',
    );
    await expect(page.getByRole('button', { name: 'Actualizar orden', exact: true })).toBeHidden();
    await review(page, rejected, 'Rechazar', 'Tierra física sin continuidad');
    await expect(reviewRow(page, rejected).getByRole('alert')).toBeHidden();

    await reviewGroup(page, approved, 'Aprobar');
    await reviewGroup(page, commented, 'Aprobar', 'Aprobado con observación menor');
    await reviewAntenna(page, antennaRejected, 'Rechazar', 'Antena desalineada');
    await reviewAntenna(page, antennaApproved, 'Aprobar');
    // The site validation goes with the antennas: until it has a status the order cannot be sent.
    // The list marks the site in error; opened, it says why.
    await expect(
      partList(page, 'Inventario del sitio').getByRole('button', { name: /^Inventario del sitio/ }),
    ).toContainText('Con error');
    await openPart(page, 'Inventario del sitio');
    await expect(page.getByRole('alert').filter({ hasText: 'Falta estatus' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar orden', exact: true })).toBeHidden();
    await reviewSite(page, 'Aprobar', 'Inventario conforme');

    // Still offline, a reload keeps every edit on the device.
    await page.reload();
    await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Grupos' })
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(rejected)}`) }),
    ).toContainText('editado');
    await queueOrderUpdate(page, false);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: 1 pendiente/);

    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
      timeout: SYNC_TIMEOUT,
    });

    const after = await readOrderDetails(request, token, orderCode);
    // One queued update, applied once.
    expect(after.version).toBe(before.version + 1);
    const group = (label: string) => after.groups.find((g) => groupLabel(g) === label);
    expect(group(rejected)).toMatchObject({
      groupStatusTl: 'RETL',
      groupCommentsTl: 'Tierra física sin continuidad',
    });
    expect(group(approved)).toMatchObject({ groupStatusTl: 'VATL', groupCommentsTl: '' });
    expect(group(commented)).toMatchObject({
      groupStatusTl: 'VATL',
      groupCommentsTl: 'Aprobado con observación menor',
    });
    const antenna = (n: number) => after.inventory?.antennas.find((a) => a.antenna === n);
    expect(antenna(antennaRejected)).toMatchObject({
      antennaStatusTl: 'RETL',
      antennaCommentsTl: 'Antena desalineada',
    });
    expect(antenna(antennaApproved)).toMatchObject({
      antennaStatusTl: 'VATL',
      antennaCommentsTl: '',
    });
    expect(after.inventory).toMatchObject({
      groupStatusTl: 'VATL',
      groupCommentsTl: 'Inventario conforme',
    });
    // Nothing else of the operator side moved, and the lessor side is untouched.
    const untouched = (d: OrderDetailsView) =>
      d.groups
        .filter((g) => ![rejected, approved, commented].includes(groupLabel(g)))
        .map((g) => [g.uuidObj, g.groupStatusTl, g.groupCommentsTl]);
    expect(untouched(after)).toEqual(untouched(before));
    expect(lessorSide(after)).toEqual(lessorSide(before));
    // A partial review leaves the order awaiting the operator.
    expect(after.orderStatus).toBe('VAPV');
  });

  test('a comment typed just before "Actualizar orden" goes with the order', async ({
    page,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.typedComment);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const [group] = openRows(before).groups as [string];

    await signIn(page, 'mantenimiento');
    await openOrder(page, orderCode);
    await page
      .getByRole('list', { name: 'Grupos' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}`) })
      .click();
    await reviewRow(page, group)
      .getByRole('group', { name: `Estatus de ${group}`, exact: true })
      .getByRole('button', { name: 'Aprobar', exact: true })
      .click();
    // The order action is tapped while the comment is still within its save delay.
    await reviewRow(page, group)
      .getByRole('textbox', { name: `Comentarios de ${group}`, exact: true })
      .fill('Revisado al pie de la torre');
    await queueOrderUpdate(page, true);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
      timeout: SYNC_TIMEOUT,
    });

    const after = await readOrderDetails(request, token, orderCode);
    expect(after.version).toBe(before.version + 1);
    expect(after.groups.find((g) => groupLabel(g) === group)).toMatchObject({
      groupStatusTl: 'VATL',
      groupCommentsTl: 'Revisado al pie de la torre',
    });
  });
});
