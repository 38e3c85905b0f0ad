import { expect, test } from '@playwright/test';
import { apiToken, readOrderDetails, signIn, syncStatus } from './support';
import {
  ORDER_OF,
  operatorOrder,
  groupLabel,
  openRows,
  lessorSide,
  openOrder,
  openOrderOffline,
  reviewRow,
  reviewGroup,
  queueOrderUpdate,
  escapeRegExp,
  SYNC_TIMEOUT,
} from './operator-review-kit';

/**
 * Two operators review the same order: "keep mine" and "keep theirs" on a locked row (orders: see
 * operator-review-kit).
 */
test.describe('operator review: conflicts between two operators', () => {
  // Whole field flows with downloads, reloads and sync: much longer than a page check.
  test.describe.configure({ timeout: 300_000 });

  test('a conflict with another operator: "keep mine" sends the device values once', async ({
    browser,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.keepMine);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const [first, second] = openRows(before).groups as [string, string];
    expect(second).toBeDefined();

    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      // A (mantenimiento) reviews two groups with no network.
      const pageA = await contextA.newPage();
      await signIn(pageA, 'mantenimiento');
      await openOrderOffline(pageA, contextA, orderCode);
      await reviewGroup(pageA, first, 'Rechazar', 'A: pintura dañada');
      await reviewGroup(pageA, second, 'Aprobar');
      await queueOrderUpdate(pageA, false);

      // Meanwhile B (dev, also operator staff) rejects the same groups online.
      const pageB = await contextB.newPage();
      await signIn(pageB, 'dev');
      await openOrder(pageB, orderCode);
      await reviewGroup(pageB, first, 'Rechazar', 'B: falta señalización');
      await reviewGroup(pageB, second, 'Rechazar', 'B: cable suelto');
      await queueOrderUpdate(pageB, true);
      await expect(syncStatus(pageB)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
        timeout: SYNC_TIMEOUT,
      });
      expect((await readOrderDetails(request, token, orderCode)).version).toBe(before.version + 1);

      // A comes back online: the server refuses the stale rows and A is asked, row by row.
      await contextA.setOffline(false);
      await expect(syncStatus(pageA)).toHaveAccessibleName(/1 requiere atención/, {
        timeout: SYNC_TIMEOUT,
      });
      await syncStatus(pageA).click();
      const dialog = pageA.getByRole('dialog', { name: 'Cambios en este equipo' });
      await expect(dialog.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
      const firstRow = dialog.getByRole('group', { name: first, exact: true });
      const secondRow = dialog.getByRole('group', { name: second, exact: true });
      await expect(firstRow).toContainText('En este equipo');
      await expect(firstRow).toContainText('A: pintura dañada');
      await expect(firstRow).toContainText('En el servidor');
      await expect(firstRow).toContainText('B: falta señalización');
      await expect(secondRow).toContainText('Aprobado por el operador');
      await expect(secondRow).toContainText('B: cable suelto');
      await firstRow.getByRole('button', { name: 'Conservar el mío' }).click();
      await secondRow.getByRole('button', { name: 'Conservar el mío' }).click();
      await dialog.getByRole('button', { name: 'Aplicar elección' }).click();
      await expect(
        dialog.getByText('No hay cambios pendientes en este equipo: todo está en el servidor.'),
      ).toBeVisible({
        timeout: SYNC_TIMEOUT,
      });
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(syncStatus(pageA)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
        timeout: SYNC_TIMEOUT,
      });

      const after = await readOrderDetails(request, token, orderCode);
      // B's update and A's resent one: each applied once.
      expect(after.version).toBe(before.version + 2);
      const group = (label: string) => after.groups.find((g) => groupLabel(g) === label);
      expect(group(first)).toMatchObject({
        groupStatusTl: 'RETL',
        groupCommentsTl: 'A: pintura dañada',
      });
      expect(group(second)).toMatchObject({ groupStatusTl: 'VATL', groupCommentsTl: '' });
      expect(lessorSide(after)).toEqual(lessorSide(before));
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });

  test('a conflict on a group another operator locked: "keep theirs" drops the device edit', async ({
    browser,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.keepTheirs);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const [group] = openRows(before).groups as [string];

    const contextA = await browser.newContext();
    const contextB = await browser.newContext();
    try {
      const pageA = await contextA.newPage();
      await signIn(pageA, 'mantenimiento');
      await openOrderOffline(pageA, contextA, orderCode);
      await reviewGroup(pageA, group, 'Rechazar', 'A: oxidación en la base');
      await queueOrderUpdate(pageA, false);

      // B approves the same group online: operator-approved on an order awaiting the operator,
      // the group is now locked.
      const pageB = await contextB.newPage();
      await signIn(pageB, 'dev');
      await openOrder(pageB, orderCode);
      await reviewGroup(pageB, group, 'Aprobar', 'B: revisado en sitio');
      await queueOrderUpdate(pageB, true);
      await expect(syncStatus(pageB)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
        timeout: SYNC_TIMEOUT,
      });

      await contextA.setOffline(false);
      await expect(syncStatus(pageA)).toHaveAccessibleName(/1 requiere atención/, {
        timeout: SYNC_TIMEOUT,
      });
      await syncStatus(pageA).click();
      const dialog = pageA.getByRole('dialog', { name: 'Cambios en este equipo' });
      const row = dialog.getByRole('group', { name: group, exact: true });
      await expect(row).toContainText('Rechazado por el operador');
      await expect(row).toContainText('A: oxidación en la base');
      await expect(row).toContainText('Aprobado por el operador');
      await expect(row).toContainText('B: revisado en sitio');
      await row.getByRole('button', { name: 'Conservar el del servidor' }).click();
      await dialog.getByRole('button', { name: 'Aplicar elección' }).click();
      await expect(
        dialog.getByText('No hay cambios pendientes en este equipo: todo está en el servidor.'),
      ).toBeVisible({
        timeout: SYNC_TIMEOUT,
      });
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(syncStatus(pageA)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
        timeout: SYNC_TIMEOUT,
      });

      const after = await readOrderDetails(request, token, orderCode);
      // Only B's update reached the server; the locked group keeps B's values.
      expect(after.version).toBe(before.version + 1);
      expect(after.groups.find((g) => groupLabel(g) === group)).toMatchObject({
        groupStatusTl: 'VATL',
        groupCommentsTl: 'B: revisado en sitio',
      });
      // The open detail shows the server's review now: locked, with no edit of A's left.
      const listed = pageA
        .getByRole('list', { name: 'Grupos' })
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}`) });
      await expect(listed).toContainText('Aprobado por el operador', { timeout: 15_000 });
      await expect(listed).not.toContainText('editado');
      await listed.click();
      await expect(reviewRow(pageA, group).getByText('Bloqueado')).toBeVisible();
      await expect(
        reviewRow(pageA, group).getByRole('button', { name: 'Rechazar', exact: true }),
      ).toHaveCount(0);
    } finally {
      await contextA.close();
      await contextB.close();
    }
  });
});
