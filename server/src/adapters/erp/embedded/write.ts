/**
 * The embedded ERP's one write path: lock the order row, read it, let the caller's rules decide,
 * then write the review rows and order fields and bump the version once, all in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  maintenanceAntennas as a,
  maintenanceGroups as g,
  maintenanceInventories as inv,
  maintenanceOrders as o,
} from '../../../db/schema';
import type {
  OrderChange,
  OrderDecision,
  OrderFieldsWrite,
  OrderScope,
  OrderSnapshot,
  ReviewRowWrite,
} from '../index';
import { orderDetails } from './details';
import { toOrderRow } from './orders';
import { scopeCondition } from './scope';
import { monthText } from './wire';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function snapshot(tx: Tx, scope: OrderScope, aufnr: string): Promise<OrderSnapshot | null> {
  const [order] = await tx
    .select()
    .from(o)
    .where(and(eq(o.aufnr, aufnr), scopeCondition(scope)))
    .for('update');
  if (!order) return null;
  const details = await orderDetails(tx, scope, aufnr);
  return details ? { row: toOrderRow(order, 'es'), details } : null;
}

async function writeRow(tx: Tx, aufnr: string, w: ReviewRowWrite): Promise<void> {
  const values =
    w.side === 'Pr'
      ? { statusPr: w.status, commentsPr: w.comment }
      : { statusTl: w.status, commentsTl: w.comment };
  if (w.kind === 'group') {
    await tx
      .update(g)
      .set(values)
      .where(and(eq(g.aufnr, aufnr), eq(g.uuidObj, w.id)));
  } else if (w.kind === 'inventory') {
    await tx.update(inv).set(values).where(eq(inv.aufnr, aufnr));
  } else {
    await tx
      .update(a)
      .set(values)
      .where(and(eq(a.aufnr, aufnr), eq(a.antenna, Number(w.id))));
  }
}

async function writeOrder(tx: Tx, aufnr: string, f: OrderFieldsWrite, now: Date): Promise<void> {
  await tx
    .update(o)
    .set({
      ...(f.status !== undefined && { status: f.status }),
      ...(f.orderStatus !== undefined && { orderStatus: f.orderStatus }),
      ...(f.workCntr !== undefined && { workCntr: f.workCntr }),
      ...(f.fsavd !== undefined && { fsavd: f.fsavd, month: monthText(f.fsavd) }),
      ...(f.fsavz !== undefined && { fsavz: f.fsavz }),
      version: sql`${o.version} + 1`,
      modifiedDate: now,
    })
    .where(eq(o.aufnr, aufnr));
}

export async function changeOrder<T>(
  db: Db,
  scope: OrderScope,
  aufnr: string,
  now: Date,
  decide: (current: OrderSnapshot) => OrderDecision<T>,
): Promise<OrderChange<T> | null> {
  return db.transaction(async (tx) => {
    const current = await snapshot(tx, scope, aufnr);
    if (!current) return null;
    const decision = decide(current);
    if ('refuse' in decision) return { applied: false, outcome: decision.refuse, after: current };
    const { rows, order } = decision.apply;
    if (rows.length === 0 && Object.keys(order).length === 0) {
      return { applied: false, outcome: decision.outcome, after: current };
    }
    for (const row of rows) await writeRow(tx, aufnr, row);
    await writeOrder(tx, aufnr, order, now);
    const after = await snapshot(tx, scope, aufnr);
    if (!after) throw new Error(`order ${aufnr} vanished inside its own write`);
    return { applied: true, outcome: decision.outcome, after };
  });
}
