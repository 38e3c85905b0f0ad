import { expect, test } from '@playwright/test';
import { OUTBOX_LOCK_NAME } from '../../src/offline/sync-engine';
import { KICK_DELAY_MS, SYNC_WAKE_EVENT } from '../../src/offline/sync-scheduler';
import {
  apiToken,
  callApi,
  readOrderDetails,
  sessionToken,
  signInThroughPage,
  signOut,
  syncStatus,
  openPart,
} from './support';
import {
  ORDER_OF,
  operatorOrder,
  groupLabel,
  openRows,
  openOrder,
  openOrderOffline,
  reviewRow,
  reviewGroup,
  reviewAntenna,
  reviewSite,
  queueOrderUpdate,
  escapeRegExp,
  SYNC_TIMEOUT,
} from './operator-review-kit';

/**
 * Edits waiting on the device when the user signs out or the session expires (orders: see
 * operator-review-kit).
 */
test.describe('operator review: pending edits across sign-out and session expiry', () => {
  // Whole field flows with downloads, reloads and sync: much longer than a page check.
  test.describe.configure({ timeout: 300_000 });

  test('edits pending at sign-out stay with their user: another user neither sees nor sends them', async ({
    page,
    context,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.signOut);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const open = openRows(before);
    const group = open.groups[0]!;
    const antenna = open.antennas[0]!;

    await signInThroughPage(page, 'mantenimiento');
    await openOrderOffline(page, context, orderCode);
    await reviewGroup(page, group, 'Rechazar', 'Sin candado en el gabinete');
    await reviewAntenna(page, antenna, 'Aprobar', 'Alineada');
    if (before.inventory?.groupStatusTl === '') await reviewSite(page, 'Aprobar');
    await queueOrderUpdate(page, false);

    // Sign out with no network: the edits wait on the device.
    await signOut(page);
    await context.setOffline(false);

    // dev, also operator staff, signs in on the same browser: the order shows the server's review
    // only, and nothing of mantenimiento's is pending or sent. The page's timers from here on run
    // on a clock the test can move (time flows as usual until it is run forward).
    await page.clock.install();
    await signInThroughPage(page, 'dev');
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/);
    await openOrder(page, orderCode);
    const listed = page
      .getByRole('list', { name: 'Grupos' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}`) });
    // The operator side as the server has it, and no "editado" mark after it.
    await expect(listed).toHaveAccessibleName(/Sin revisar por el operador$/);
    await listed.click();
    await expect(
      reviewRow(page, group).getByRole('textbox', { name: `Comentarios de ${group}` }),
    ).toHaveValue('');
    await openPart(page, `Antena ${antenna}`);
    await expect(
      reviewRow(page, `Antena ${antenna}`).getByRole('textbox', {
        name: `Comentarios de Antena ${antenna}`,
      }),
    ).toHaveValue('');
    // A wrongly shared outbox would be sent by dev's sync engine. Ask it for a run (its wake
    // event, then the kick delay on the page's clock) and wait on the lock a run holds while it
    // sends: once the test gets the lock, that run is over and whatever it sent has been answered.
    await page.evaluate((type) => window.dispatchEvent(new Event(type)), SYNC_WAKE_EVENT);
    await page.clock.runFor(KICK_DELAY_MS);
    await page.evaluate((name) => navigator.locks.request(name, () => undefined), OUTBOX_LOCK_NAME);
    expect((await readOrderDetails(request, token, orderCode)).version).toBe(before.version);

    // mantenimiento signs in again: the waiting update is sent, once.
    await signOut(page);
    await signInThroughPage(page, 'mantenimiento');
    await expect
      .poll(async () => (await readOrderDetails(request, token, orderCode)).version, {
        timeout: SYNC_TIMEOUT,
      })
      .toBe(before.version + 1);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
      timeout: SYNC_TIMEOUT,
    });
    const after = await readOrderDetails(request, token, orderCode);
    expect(after.version).toBe(before.version + 1);
    expect(after.groups.find((g) => groupLabel(g) === group)).toMatchObject({
      groupStatusTl: 'RETL',
      groupCommentsTl: 'Sin candado en el gabinete',
    });
    expect(after.inventory?.antennas.find((a) => a.antenna === antenna)).toMatchObject({
      antennaStatusTl: 'VATL',
      antennaCommentsTl: 'Alineada',
    });
  });

  test('a session that expires with edits pending pauses the sync until the same user signs in again', async ({
    page,
    context,
    request,
  }) => {
    const orderCode = await operatorOrder(request, ORDER_OF.expiry);
    const token = await apiToken(request, 'mantenimiento');
    const before = await readOrderDetails(request, token, orderCode);
    const group = openRows(before).groups[0]!;

    await signInThroughPage(page, 'mantenimiento');
    await openOrderOffline(page, context, orderCode);
    await reviewGroup(page, group, 'Rechazar', 'Barda perimetral caída');
    await queueOrderUpdate(page, false);

    // The session ends on the server while the device has no network.
    const browserToken = await sessionToken(page);
    const res = await callApi(request, 'session', { ActionId: 41 }, browserToken);
    expect(res.status()).toBe(200);

    // Back online the engine meets the 401: it pauses, and the user is asked to sign in again.
    await context.setOffline(false);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: En pausa/, {
      timeout: SYNC_TIMEOUT,
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Su sesión ha expirado' }).first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    expect((await readOrderDetails(request, token, orderCode)).version).toBe(before.version);

    // The same user signs in: the edit is applied, once.
    await signInThroughPage(page, 'mantenimiento');
    await expect
      .poll(async () => (await readOrderDetails(request, token, orderCode)).version, {
        timeout: SYNC_TIMEOUT,
      })
      .toBe(before.version + 1);
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/, {
      timeout: SYNC_TIMEOUT,
    });
    const after = await readOrderDetails(request, token, orderCode);
    expect(after.version).toBe(before.version + 1);
    expect(after.groups.find((g) => groupLabel(g) === group)).toMatchObject({
      groupStatusTl: 'RETL',
      groupCommentsTl: 'Barda perimetral caída',
    });
  });
});
