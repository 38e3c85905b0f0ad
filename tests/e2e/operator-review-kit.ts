/**
 * Shared by the specs of the operator's review (Tl side) of orders the lessor side already
 * validated (list status 05, order status VAPV), edited with no network and sent later: conflicts
 * between two people, a sign-out and a session expiry while edits wait on the device.
 *
 * Orders: the status-05 orders mantenimiento sees and mantto.fijo does not (the lessor-side specs
 * work on mantto.fijo's orders), sorted by number; each test takes its own position in that list.
 * Every edit here leaves part of the order undecided, so the order stays at 05 and the list (and
 * so each test's order) does not move while the others run.
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { OPERATOR_REVIEW_PRODUCT } from '../../src/domain/menu-tree';
import {
  apiToken,
  listOrders,
  openPart,
  readOrderDetails,
  waitForServiceWorker,
  type OrderDetailsView,
} from './support';

export const OPERATOR_PAGE = `mantenimiento_ordenes_mantenimiento_${OPERATOR_REVIEW_PRODUCT}`;

export const ORDER_OF = {
  offlineReview: 0,
  keepMine: 1,
  keepTheirs: 2,
  signOut: 3,
  expiry: 4,
  typedComment: 5,
  syncPanel: 6,
} as const;

export async function operatorOrder(request: APIRequestContext, position: number): Promise<string> {
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
export const groupLabel = (g: { sequence: number; groupText: string }) =>
  `${g.sequence}. ${g.groupText}`;

/** The groups and antennas the operator has not reviewed yet (editable, never locked). */
export function openRows(details: OrderDetailsView) {
  return {
    groups: details.groups.filter((g) => g.groupStatusTl === '').map(groupLabel),
    antennas: (details.inventory?.antennas ?? [])
      .filter((a) => a.antennaStatusTl === '')
      .map((a) => a.antenna),
  };
}

/** The lessor side (Pr) of every row, to check that an operator review leaves it alone. */
export function lessorSide(details: OrderDetailsView) {
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

/** The order's row of the table (from 1,280 px) or its card (below). */
export function orderRow(page: Page, orderCode: string) {
  return page
    .getByRole('row')
    .or(page.getByRole('listitem'))
    .filter({
      has: page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
    });
}

/** The operator page's list of status-05 orders of every company. */
export async function searchOperatorOrders(page: Page): Promise<void> {
  await page.goto(OPERATOR_PAGE);
  await expect(
    page.getByRole('heading', { name: 'Revisión del operador', level: 1 }),
  ).toBeVisible();
  // Below 1,024 px the filters start folded.
  const filters = page.getByRole('button', { name: 'Filtros', exact: true });
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click();
  await page.getByLabel('Sociedad', { exact: true }).selectOption({ label: 'Todos' });
  await page.getByLabel('Estatus', { exact: true }).selectOption('05');
  await page.getByRole('button', { name: 'Buscar' }).click();
}

/** Opens the order's detail from the operator page's list. */
export async function openOrder(page: Page, orderCode: string): Promise<void> {
  await searchOperatorOrders(page);
  await orderRow(page, orderCode).getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Orden ${orderCode}` })).toBeVisible();
}

/**
 * Makes the order available offline, opens it, drops the network and reloads: from here on the
 * page works on the device's copy.
 */
export async function openOrderOffline(
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

export type Verdict = 'Aprobar' | 'Rechazar';

/** The review editor of one group, antenna or the site validation. */
export function reviewRow(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

export async function review(page: Page, label: string, verdict: Verdict, comment?: string) {
  await page
    .getByRole('group', { name: `Estatus de ${label}`, exact: true })
    .getByRole('button', { name: verdict, exact: true })
    .click();
  if (comment !== undefined) {
    await page.getByRole('textbox', { name: `Comentarios de ${label}`, exact: true }).fill(comment);
  }
  await expect(page.getByText('Guardado en este equipo', { exact: true })).toBeVisible();
}

export async function reviewGroup(page: Page, label: string, verdict: Verdict, comment?: string) {
  await openPart(page, label);
  await review(page, label, verdict, comment);
}

export async function reviewAntenna(
  page: Page,
  antenna: number,
  verdict: Verdict,
  comment?: string,
) {
  const label = `Antena ${antenna}`;
  await openPart(page, label);
  await review(page, label, verdict, comment);
}

export const SITE_VALIDATION = 'Validación del inventario del sitio';

/** Once an antenna is reviewed the site validation needs a status too ('Falta estatus'). */
export async function reviewSite(page: Page, verdict: Verdict, comment?: string) {
  await openPart(page, 'Inventario del sitio');
  await review(page, SITE_VALIDATION, verdict, comment);
}

/**
 * The order action queues the edits as one change; with no network it says it will send later,
 * online that it is sending (or, on a quick server, already that it was sent).
 */
export async function queueOrderUpdate(page: Page, online: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Actualizar orden', exact: true }).click();
  await expect(
    online
      ? page
          .getByText('Guardado en este equipo; enviando al servidor')
          .or(page.getByText('Enviado al servidor', { exact: true }))
      : page.getByText('Guardado en este equipo; se enviará al haber conexión'),
  ).toBeVisible();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The engine starts within 5 s of the network returning; a busy 2-core machine is slower. */
export const SYNC_TIMEOUT = 60_000;
