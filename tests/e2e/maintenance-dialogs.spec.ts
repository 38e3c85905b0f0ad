import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { apiToken, callApi, expectAlertShown, recordAlerts, signIn } from './support';

interface ListedOrder {
  AUFNR: string;
  STATUS: string;
  FSAVD: string;
  FSAVZ: string;
  WORK_CNTR: string;
}

/** Every order the user sees, through api/reportOrders with no filter. */
async function listOrders(request: APIRequestContext, token: string): Promise<ListedOrder[]> {
  const res = await callApi(request, 'reportOrders', { ActionId: 20 }, token);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { List: ListedOrder[] }).List;
}

/** 'dd-mm-yyyy' as 'yyyy-mm-dd'. */
const isoOf = (erpDate: string) => erpDate.split('-').reverse().join('-');

/** A local calendar day `days` from today, 'yyyy-mm-dd'. */
function dayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The list row of one order, found by its selection checkbox. */
function orderRow(page: Page, orderCode: string) {
  return page.getByRole('row').filter({
    has: page.getByRole('checkbox', { name: `Seleccionar la orden ${orderCode}`, exact: true }),
  });
}

test.describe('maintenance order dialogs', () => {
  test('mantto.fijo assigns a crew to a Confirmado order and reassigns an assigned one', async ({
    page,
    request,
  }) => {
    await recordAlerts(page);
    const token = await apiToken(request, 'mantto.fijo');
    const orders = await listOrders(request, token);
    const later = dayFromToday(2);
    // The last ones listed: maintenance-orders.spec.ts works on the first row meanwhile.
    const confirmed = orders.findLast((o) => o.STATUS === '01' && isoOf(o.FSAVD) >= later);
    const assigned = orders.findLast((o) => o.STATUS === '02');
    expect(confirmed, 'a Confirmado order scheduled after today').toBeDefined();
    expect(assigned, 'an Asignado order').toBeDefined();

    await signIn(page, 'mantto.fijo');
    await page.goto('mantenimiento_ordenes_mantenimiento');
    await page.getByRole('button', { name: 'Buscar' }).click();

    // Asignar cuadrilla: Guardar with a crew, the list shows it and the order is Asignado.
    const row = orderRow(page, confirmed!.AUFNR);
    await row.getByRole('button', { name: 'Asignar cuadrilla', exact: true }).click();
    const crewDialog = page.getByRole('dialog', { name: 'Asignar cuadrilla' });
    await expect(crewDialog).toBeVisible();
    await expect(crewDialog.getByText('Cuadrilla actual: Sin asignar')).toBeVisible();
    const [crew] = await crewDialog.getByLabel('Cuadrilla', { exact: true }).selectOption({
      index: 1,
    });
    await crewDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(crewDialog).toBeHidden();
    await expectAlertShown(page, `Cuadrilla asignada a la orden ${confirmed!.AUFNR}.`, 10_000);
    // The crew shows under the order's status.
    await expect(row.getByText(crew!, { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(row.getByText('Asignado', { exact: true })).toBeVisible();
    const afterAssign = (await listOrders(request, token)).find(
      (o) => o.AUFNR === confirmed!.AUFNR,
    );
    expect(afterAssign).toMatchObject({ STATUS: '02', WORK_CNTR: crew });

    // Reasignar fecha: 07:59 is outside working hours, 10:30 is saved as 10:30:00.
    const assignedRow = orderRow(page, assigned!.AUFNR);
    await assignedRow.getByRole('button', { name: 'Reasignar fecha', exact: true }).click();
    const dateDialog = page.getByRole('dialog', { name: 'Reasignar fecha' });
    await expect(dateDialog.getByText('CST', { exact: true })).toBeVisible();
    const newDate = dayFromToday(7);
    await dateDialog.getByLabel('Fecha', { exact: true }).fill(newDate);
    await dateDialog.getByLabel('Hora', { exact: true }).fill('07:59');
    await dateDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dateDialog.getByText('Hora no valida.')).toBeVisible();
    await dateDialog.getByLabel('Hora', { exact: true }).fill('10:30');
    await expect(dateDialog.getByText('Hora no valida.')).toBeHidden();
    await dateDialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dateDialog).toBeHidden();
    await expectAlertShown(page, `Fecha de la orden ${assigned!.AUFNR} reasignada.`, 10_000);
    const moved = (await listOrders(request, token)).find((o) => o.AUFNR === assigned!.AUFNR);
    expect(moved && isoOf(moved.FSAVD)).toBe(newDate);
    expect(moved?.FSAVZ).toBe('10:30:00');
  });

  test('mantenimiento reverts an order rejected by the operator with a comment', async ({
    page,
    request,
  }) => {
    // A reverted order is Ejecutado again: take one mantto.fijo does not list, so the review test
    // of maintenance-orders.spec.ts (first Ejecutado row of mantto.fijo) is not disturbed.
    await recordAlerts(page);
    const token = await apiToken(request, 'mantenimiento');
    const lessorOrders = new Set(
      (await listOrders(request, await apiToken(request, 'mantto.fijo'))).map((o) => o.AUFNR),
    );
    const rejected = (await listOrders(request, token)).filter((o) => o.STATUS === '06');
    const orderCode = (rejected.find((o) => !lessorOrders.has(o.AUFNR)) ?? rejected.at(-1))!.AUFNR;

    await signIn(page, 'mantenimiento');
    await page.goto('mantenimiento_ordenes_mantenimiento_revertir');
    await page.getByLabel('Sociedad', { exact: true }).selectOption({ label: 'Todos' });
    await page
      .getByLabel('Estatus', { exact: true })
      .selectOption({ label: '06 Rechazado por operador' });
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = orderRow(page, orderCode);
    await row.getByRole('button', { name: 'Revertir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Revertir' });
    await expect(
      dialog.getByText(/«Rechazado por el operador».*«Pendiente de revisión»/),
    ).toBeVisible();
    const revert = dialog.getByRole('button', { name: 'Revertir', exact: true });
    await expect(revert).toBeDisabled();
    await dialog.getByLabel('Comentarios', { exact: true }).fill('   ');
    await expect(revert).toBeDisabled();
    await dialog.getByLabel('Comentarios', { exact: true }).fill('Revisión incorrecta');
    await expect(revert).toBeEnabled();
    await revert.click();
    await expect(dialog).toBeHidden();
    await expectAlertShown(page, `Orden ${orderCode} revertida.`, 10_000);

    const res = await callApi(
      request,
      'ResultsOrderMP',
      { ActionId: 21, Process: '1', Aufnr: orderCode, Arbpl: '' },
      token,
    );
    const detail = (await res.json()) as {
      Data: { orderStatus: string; groups: { groupStatusTl: string }[] };
    };
    expect(detail.Data.orderStatus).toBe('VAPR');
    expect(new Set(detail.Data.groups.map((g) => g.groupStatusTl))).toEqual(new Set(['RETL']));
  });
});
