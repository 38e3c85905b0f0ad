import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { OPERATOR_REVIEW_PRODUCT } from '../../src/domain/menu-tree';
import {
  apiToken,
  callApi,
  listOrders,
  readOrderDetails,
  sessionToken,
  signIn,
  signOut,
  syncStatus,
  waitForServiceWorker,
  type OrderDetailsView,
} from './support';

/**
 * The operator's review (Tl side) of orders the lessor side already validated (list status 05,
 * order status VAPV), edited with no network and sent later: conflicts between two people, a
 * sign-out and a session expiry while edits wait on the device.
 *
 * Orders: the status-05 orders mantenimiento sees and mantto.fijo does not (the lessor-side specs
 * work on mantto.fijo's orders), sorted by number; each test takes its own position in that list.
 * Every edit here leaves part of the order undecided, so the order stays at 05 and the list (and
 * so each test's order) does not move while the others run.
 */
const OPERATOR_PAGE = `mantenimiento_ordenes_mantenimiento_${OPERATOR_REVIEW_PRODUCT}`;

const ORDER_OF = {
  offlineReview: 0,
  keepMine: 1,
  keepTheirs: 2,
  signOut: 3,
  expiry: 4,
} as const;

async function operatorOrder(request: APIRequestContext, position: number): Promise<string> {
  const lessorSide = new Set(
    (await listOrders(request, await apiToken(request, 'mantto.fijo'))).map((o) => o.AUFNR),
  );
  const token = await apiToken(request, 'mantenimiento');
  const listed = (await listOrders(request, token))
    .filter((o) => o.STATUS === '05' && !lessorSide.has(o.AUFNR))
    .map((o) => o.AUFNR)
    .sort();
  // Left out: orders whose antennas the operator already reviewed but whose site validation has no
  // operator status yet. There the site validation must be decided before anything can be sent
  // ('Falta estatus'), which would make it part of every edit. The tests below always decide the
  // site along with antennas, so an order never moves between the two kinds.
  const candidates: string[] = [];
  for (const code of listed) {
    const inv = (await readOrderDetails(request, token, code)).inventory;
    const siteRequired =
      inv !== null &&
      inv.groupStatusTl === '' &&
      inv.antennas.some((a) => a.antennaStatusTl !== '');
    if (!siteRequired) candidates.push(code);
    if (candidates.length > position) break;
  }
  const order = candidates[position];
  expect(order, `status-05 order #${position} of the operator`).toBeDefined();
  return order!;
}

/** A group's name as the detail shows it. */
const groupLabel = (g: { sequence: number; groupText: string }) => `${g.sequence}. ${g.groupText}`;

/** The groups and antennas the operator has not reviewed yet (editable, never locked). */
function openRows(details: OrderDetailsView) {
  return {
    groups: details.groups.filter((g) => g.groupStatusTl === '').map(groupLabel),
    antennas: (details.inventory?.antennas ?? [])
      .filter((a) => a.antennaStatusTl === '')
      .map((a) => a.antenna),
  };
}

/** The lessor side (Pr) of every row, to check that an operator review leaves it alone. */
function lessorSide(details: OrderDetailsView) {
  return {
    groups: details.groups.map((g) => [g.uuidObj, g.groupStatusPr, g.groupCommentsPr]),
    site: [details.inventory?.groupStatusPr, details.inventory?.groupCommentsPr],
    antennas: (details.inventory?.antennas ?? []).map((a) => [
      a.antenna,
      a.antennaStatusPr,
      a.antennaCommentsPr,
    ]),
  };
}

function orderRow(page: Page, orderCode: string) {
  return page.getByRole('row').filter({
    has: page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
  });
}

/** The operator page's list of status-05 orders of every company. */
async function searchOperatorOrders(page: Page): Promise<void> {
  await page.goto(OPERATOR_PAGE);
  await expect(
    page.getByRole('heading', { name: 'Revisión del operador', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('Sociedad', { exact: true }).selectOption({ label: 'Todos' });
  await page.getByLabel('Estatus', { exact: true }).selectOption('05');
  await page.getByRole('button', { name: 'Buscar' }).click();
}

/** Opens the order's detail from the operator page's list. */
async function openOrder(page: Page, orderCode: string): Promise<void> {
  await searchOperatorOrders(page);
  await orderRow(page, orderCode).getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
}

/**
 * Makes the order available offline, opens it, drops the network and reloads: from here on the
 * page works on the device's copy.
 */
async function openOrderOffline(
  page: Page,
  context: BrowserContext,
  orderCode: string,
): Promise<void> {
  await searchOperatorOrders(page);
  const row = orderRow(page, orderCode);
  await row.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}` }).check();
  await page.getByRole('button', { name: 'Disponible sin conexión' }).click();
  // The confirmation alert goes away after a few seconds; the row's mark stays.
  const saved = row.getByText(/^Guardada hace/);
  const failed = page.getByText(/No fue posible guardar|Se perdió la conexión|no tiene espacio/);
  await expect(saved.or(failed)).toBeVisible({ timeout: 90_000 });
  expect(await failed.allInnerTexts(), 'the order was not stored on the device').toEqual([]);
  await row.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(/Copia sin conexión de hace/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
}

type Verdict = 'Aprobar' | 'Rechazar';

/** The review editor of one group, antenna or the site validation. */
function reviewRow(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

async function review(page: Page, label: string, verdict: Verdict, comment?: string) {
  await page
    .getByRole('group', { name: `Estatus de ${label}`, exact: true })
    .getByRole('button', { name: verdict, exact: true })
    .click();
  if (comment !== undefined) {
    await page.getByRole('textbox', { name: `Comentarios de ${label}`, exact: true }).fill(comment);
  }
  await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();
}

async function reviewGroup(page: Page, label: string, verdict: Verdict, comment?: string) {
  await page.getByRole('button', { name: 'Grupos', exact: true }).click();
  await page
    .getByRole('list', { name: 'Grupos' })
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}`) })
    .click();
  await review(page, label, verdict, comment);
}

async function reviewAntenna(page: Page, antenna: number, verdict: Verdict, comment?: string) {
  await page.getByRole('button', { name: 'Inventarios', exact: true }).click();
  const label = `Antena ${antenna}`;
  if (!(await reviewRow(page, label).isVisible())) {
    await page
      .getByRole('button', { name: `Detalle de la antena ${antenna}`, exact: true })
      .click();
  }
  await review(page, label, verdict, comment);
}

const SITE_VALIDATION = 'Validación del inventario del sitio';

/** Once an antenna is reviewed the site validation needs a status too ('Falta estatus'). */
async function reviewSite(page: Page, verdict: Verdict, comment?: string) {
  await page.getByRole('button', { name: 'Inventarios', exact: true }).click();
  await review(page, SITE_VALIDATION, verdict, comment);
}

/** The order action queues the edits as one change; with no network it says it will send later. */
async function queueOrderUpdate(page: Page, online: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Actualizar orden', exact: true }).click();
  await expect(
    page.getByText(
      online
        ? 'Guardado en este equipo; enviando al servidor'
        : 'Guardado en este equipo; se enviará al haber conexión',
    ),
  ).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The engine starts within 5 s of the network returning; a busy 2-core machine is slower. */
const SYNC_TIMEOUT = 60_000;

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
      const dialog = pageA.getByRole('dialog', { name: 'Cambios que requieren atención' });
      await expect(dialog.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
      const firstRow = dialog.getByRole('group', { name: first, exact: true });
      const secondRow = dialog.getByRole('group', { name: second, exact: true });
      await expect(firstRow).toContainText('En este equipo');
      await expect(firstRow).toContainText('A: pintura dañada');
      await expect(firstRow).toContainText('En el servidor');
      await expect(firstRow).toContainText('B: falta señalización');
      await expect(secondRow).toContainText('VATL · Validado por el operador');
      await expect(secondRow).toContainText('B: cable suelto');
      await firstRow.getByRole('button', { name: 'Conservar el mío' }).click();
      await secondRow.getByRole('button', { name: 'Conservar el mío' }).click();
      await dialog.getByRole('button', { name: 'Aplicar elección' }).click();
      await expect(dialog.getByText('No hay cambios que requieran atención.')).toBeVisible({
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
      const dialog = pageA.getByRole('dialog', { name: 'Cambios que requieren atención' });
      const row = dialog.getByRole('group', { name: group, exact: true });
      await expect(row).toContainText('RETL · Rechazado por el operador');
      await expect(row).toContainText('A: oxidación en la base');
      await expect(row).toContainText('VATL · Validado por el operador');
      await expect(row).toContainText('B: revisado en sitio');
      await row.getByRole('button', { name: 'Conservar el del servidor' }).click();
      await dialog.getByRole('button', { name: 'Aplicar elección' }).click();
      await expect(dialog.getByText('No hay cambios que requieran atención.')).toBeVisible({
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
      await expect(listed).toContainText('VATL · Validado por el operador', { timeout: 15_000 });
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

    await signIn(page, 'mantenimiento');
    await openOrderOffline(page, context, orderCode);
    await reviewGroup(page, group, 'Rechazar', 'Sin candado en el gabinete');
    await reviewAntenna(page, antenna, 'Aprobar', 'Alineada');
    if (before.inventory?.groupStatusTl === '') await reviewSite(page, 'Aprobar');
    await queueOrderUpdate(page, false);

    // Sign out with no network: the edits wait on the device.
    await signOut(page);
    await context.setOffline(false);

    // dev, also operator staff, signs in on the same browser: the order shows the server's review
    // only, and nothing of mantenimiento's is pending or sent.
    await signIn(page, 'dev');
    await expect(syncStatus(page)).toHaveAccessibleName(/Sincronización: Sincronizado/);
    await openOrder(page, orderCode);
    const listed = page
      .getByRole('list', { name: 'Grupos' })
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(group)}`) });
    // The operator side as the server has it, and no "editado" mark after it.
    await expect(listed).toHaveAccessibleName(/Tl Sin estatus$/);
    await listed.click();
    await expect(
      reviewRow(page, group).getByRole('textbox', { name: `Comentarios de ${group}` }),
    ).toHaveValue('');
    await page.getByRole('button', { name: 'Inventarios', exact: true }).click();
    await page
      .getByRole('button', { name: `Detalle de la antena ${antenna}`, exact: true })
      .click();
    await expect(
      reviewRow(page, `Antena ${antenna}`).getByRole('textbox', {
        name: `Comentarios de Antena ${antenna}`,
      }),
    ).toHaveValue('');
    // Give a wrongly shared outbox time to show itself before checking the server.
    await page.waitForTimeout(6_000);
    expect((await readOrderDetails(request, token, orderCode)).version).toBe(before.version);

    // mantenimiento signs in again: the waiting update is sent, once.
    await signOut(page);
    await signIn(page, 'mantenimiento');
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

    await signIn(page, 'mantenimiento');
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
    await signIn(page, 'mantenimiento');
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
