/**
 * The embedded ERP's one write path: lock the order row, read it, let the caller's rules decide,
 * then write the review rows and order fields and bump the version once, all in one transaction.
 * The answer is the rows read under the lock with the written ones as the database returned them.
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
import { assembleDetails, readOrderParts, type OrderParts } from './details';
import { toOrderRow } from './orders';
import { scopeCondition } from './scope';
import { monthText } from './wire';

type OrderRecord = typeof o.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Snapshot extends OrderSnapshot {
  parts: OrderParts;
}

/** The order row locked for the rest of the transaction, and its details. */
async function snapshot(tx: Tx, scope: OrderScope, aufnr: string): Promise<Snapshot | null> {
  const [order] = await tx
    .select()
    .from(o)
    .where(and(eq(o.aufnr, aufnr), scopeCondition(scope)))
    .for('update');
  if (!order) return null;
  const parts = await readOrderParts(tx, aufnr);
  return { row: toOrderRow(order, 'es'), details: assembleDetails(order, parts), parts };
}

/** Replaces the rows of `list` that `updated` holds a new version of (same key). */
function replaced<T>(list: T[], updated: T[], key: (row: T) => string | number): T[] {
  if (updated.length === 0) return list;
  const byKey = new Map(updated.map((row) => [key(row), row]));
  return list.map((row) => byKey.get(key(row)) ?? row);
}

/** Writes one review row; `parts` becomes the rows as the database returned them. */
async function writeRow(
  tx: Tx,
  aufnr: string,
  w: ReviewRowWrite,
  parts: OrderParts,
): Promise<OrderParts> {
  const values =
    w.side === 'Pr'
      ? { statusPr: w.status, commentsPr: w.comment }
      : { statusTl: w.status, commentsTl: w.comment };
  if (w.kind === 'group') {
    const rows = await tx
      .update(g)
      .set(values)
      .where(and(eq(g.aufnr, aufnr), eq(g.uuidObj, w.id)))
      .returning();
    return { ...parts, groups: replaced(parts.groups, rows, (r) => r.uuidObj) };
  }
  if (w.kind === 'inventory') {
    const rows = await tx.update(inv).set(values).where(eq(inv.aufnr, aufnr)).returning();
    return { ...parts, inventories: replaced(parts.inventories, rows, (r) => r.uuidObj) };
  }
  const rows = await tx
    .update(a)
    .set(values)
    .where(and(eq(a.aufnr, aufnr), eq(a.antenna, Number(w.id))))
    .returning();
  return { ...parts, antennas: replaced(parts.antennas, rows, (r) => r.antenna) };
}

/** Writes the order's fields and bumps its version; answers the row as the database returned it. */
async function writeOrder(
  tx: Tx,
  aufnr: string,
  f: OrderFieldsWrite,
  now: Date,
): Promise<OrderRecord | undefined> {
  const [row] = await tx
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
    .where(eq(o.aufnr, aufnr))
    .returning();
  return row;
}

export async function changeOrder<T>(
  db: Db,
  scope: OrderScope,
  aufnr: string,
  now: Date,
  decide: (current: OrderSnapshot) => OrderDecision<T>,
): Promise<OrderChange<T> | null> {
  return db.transaction(async (tx) => {
    const locked = await snapshot(tx, scope, aufnr);
    if (!locked) return null;
    const current: OrderSnapshot = { row: locked.row, details: locked.details };
    const decision = decide(current);
    if ('refuse' in decision) return { applied: false, outcome: decision.refuse, after: current };
    const { rows, order } = decision.apply;
    if (rows.length === 0 && Object.keys(order).length === 0) {
      return { applied: false, outcome: decision.outcome, after: current };
    }
    let parts = locked.parts;
    for (const row of rows) parts = await writeRow(tx, aufnr, row, parts);
    const written = await writeOrder(tx, aufnr, order, now);
    if (!written) throw new Error(`order ${aufnr} vanished inside its own write`);
    const after = { row: toOrderRow(written, 'es'), details: assembleDetails(written, parts) };
    return { applied: true, outcome: decision.outcome, after };
  });
}
