/**
 * The SAT state the statement shows beside each item: the watched state of the item's
 * registered invoice (by company and UUID) and when it was read; items never checked stay as they
 * were.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AccountItem, StatementItem } from '../../../../src/protocol/invoicing-account';
import type { Db } from '../../db/client';
import { erpInvoices, satWatch } from '../../db/schema';

export async function withSatStates(
  db: Db,
  items: readonly AccountItem[],
): Promise<StatementItem[]> {
  const uuids = [...new Set(items.map((i) => i.UUID.trim().toUpperCase()).filter((u) => u !== ''))];
  if (uuids.length === 0) return [...items];
  const bukrs = [...new Set(items.map((i) => i.BUKRS))];
  const rows = await db
    .select({
      bukrs: erpInvoices.bukrs,
      uuid: erpInvoices.uuid,
      state: satWatch.state,
      checkedAt: satWatch.checkedAt,
      listed: satWatch.listed69b,
    })
    .from(satWatch)
    .innerJoin(erpInvoices, eq(erpInvoices.id, satWatch.invoiceId))
    .where(and(inArray(erpInvoices.bukrs, bukrs), inArray(erpInvoices.uuid, uuids)));
  const byKey = new Map(rows.map((r) => [`${r.bukrs}|${r.uuid}`, r]));
  return items.map((item) => {
    const w = byKey.get(`${item.BUKRS}|${item.UUID.trim().toUpperCase()}`);
    return w
      ? { ...item, SAT_STATE: w.state, SAT_CHECKED: w.checkedAt.toISOString(), SAT_69B: w.listed }
      : item;
  });
}

/** One invoice's watched state (company and UUID), as the invoice's detail shows it; null before its first check. */
export async function satStateOf(db: Db, bukrs: string, uuid: string) {
  const [w] = await db
    .select({ state: satWatch.state, checkedAt: satWatch.checkedAt, listed: satWatch.listed69b })
    .from(satWatch)
    .innerJoin(erpInvoices, eq(erpInvoices.id, satWatch.invoiceId))
    .where(and(eq(erpInvoices.bukrs, bukrs), eq(erpInvoices.uuid, uuid.trim().toUpperCase())));
  return w
    ? { SAT_STATE: w.state, SAT_CHECKED: w.checkedAt.toISOString(), SAT_69B: w.listed }
    : null;
}
