/**
 * Helpers of the maintenance write tests: find seeded orders by status and lessor, read details,
 * build review update bodies with their Base, and count audit rows of an order.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderDetails } from '../../../src/protocol/maintenance';
import { rowKey, type RowBase } from '../../../src/protocol/maintenance-review';
import { auditEvents, maintenanceGroups, maintenanceOrders } from '../db/schema';
import type { TestApp } from './test-app';

/** The seeded orders of a lessor in a status, by order number. */
export async function ordersOf(t: TestApp, lifnr: string, status: string) {
  return t.handle.db
    .select()
    .from(maintenanceOrders)
    .where(and(eq(maintenanceOrders.lifnr, lifnr), eq(maintenanceOrders.status, status)))
    .orderBy(asc(maintenanceOrders.aufnr));
}

/** An order of the lessor in the status with a group in the given operator status. */
export async function orderWithTlGroup(
  t: TestApp,
  lifnr: string,
  status: string,
  statusTl: string,
) {
  for (const order of await ordersOf(t, lifnr, status)) {
    const [group] = await t.handle.db
      .select()
      .from(maintenanceGroups)
      .where(
        and(eq(maintenanceGroups.aufnr, order.aufnr), eq(maintenanceGroups.statusTl, statusTl)),
      );
    if (group) return { order, group };
  }
  throw new Error(`no ${status} order of ${lifnr} with a ${statusTl} group`);
}

export async function details(t: TestApp, token: string, aufnr: string): Promise<OrderDetails> {
  const res = await t.call('ResultsOrderMP', { ActionId: 21, Process: '1', Aufnr: aufnr }, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.Data as OrderDetails;
}

export async function auditCount(t: TestApp, aufnr: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(auditEvents)
    .where(eq(auditEvents.target, aufnr));
  return row?.n ?? 0;
}

export const EMPTY_BASE: RowBase = { status: '', comment: '' };

/** A Process '2' body for `order` with the given groups, inventory and Base. */
export function reviewBody(
  order: Pick<OrderDetails, 'orderCode' | 'version'>,
  data: { groups?: Record<string, unknown>[]; inventory?: Record<string, unknown> | null },
  base: Record<string, RowBase>,
  refresh = false,
): Record<string, unknown> {
  return {
    ActionId: 31,
    Process: '2',
    Aufnr: order.orderCode,
    Arbpl: '',
    Version: order.version,
    Data: {
      orderCode: order.orderCode,
      groups: data.groups ?? [],
      inventory: data.inventory ?? null,
    },
    Base: base,
    RefreshOrderStatus: refresh,
  };
}

/** Every row of the order set to `status` on the Pr side, with an empty Base for each. */
export function wholeOrderPr(d: OrderDetails, status: 'VAPV' | 'REPV', comment = '') {
  const base: Record<string, RowBase> = {};
  const groups = d.groups.map((g) => {
    base[rowKey.group(g.uuidObj)] = EMPTY_BASE;
    return { uuidObj: g.uuidObj, groupStatusPr: status, groupCommentsPr: comment };
  });
  const inventory = d.inventory && {
    groupStatusPr: status,
    groupCommentsPr: comment,
    antennas: d.inventory.antennas.map((a) => {
      base[rowKey.antenna(a.antenna)] = EMPTY_BASE;
      return { antenna: a.antenna, antennaStatusPr: status, antennaCommentsPr: comment };
    }),
  };
  if (d.inventory) base[rowKey.inventory()] = EMPTY_BASE;
  return reviewBody(d, { groups, inventory }, base, true);
}
