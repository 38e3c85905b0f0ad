/**
 * Seeds the embedded ERP's payments once (plan.ts): a database that already has payments keeps
 * them as they are (complements may have been registered since), so a second run changes nothing.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { erpInvoices as i, erpPaymentItems, erpPayments } from '../../schema';
import { BATCH_ROWS } from '../maintenance';
import { planPayments } from './plan';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const cents = (s: string) => BigInt(s.replace('.', ''));
const fmt = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

export async function seedPayments(tx: Tx, anchor: string): Promise<void> {
  const [present] = await tx.select({ n: sql<number>`count(*)::int` }).from(erpPayments);
  if ((present?.n ?? 0) > 0) return;
  const cleared = await tx
    .select({
      id: i.id,
      bukrs: i.bukrs,
      lifnr: i.lifnr,
      augbl: i.augbl,
      augdt: i.augdt,
      budat: i.budat,
      total: i.total,
      currency: i.currency,
    })
    .from(i)
    .where(and(isNotNull(i.augdt), isNotNull(i.augbl), sql`${i.total} > 0`));
  const { payments: plan, renumbered } = planPayments(
    cleared.map((c) => ({ ...c, augbl: c.augbl ?? '', augdt: c.augdt ?? '' })),
    anchor,
  );
  for (const r of renumbered)
    await tx.update(i).set({ augbl: r.augbl }).where(eq(i.id, r.invoiceId));
  for (let n = 0; n < plan.length; n += BATCH_ROWS) {
    const batch = plan.slice(n, n + BATCH_ROWS);
    const ids = await tx
      .insert(erpPayments)
      .values(
        batch.map(({ items, ...p }) => ({
          ...p,
          amount: fmt(items.reduce((a, it) => a + cents(it.amount), 0n)),
        })),
      )
      .returning({ id: erpPayments.id });
    const items = batch.flatMap((p, k) =>
      p.items.map((it) => ({ ...it, paymentId: ids[k]!.id, bukrs: p.bukrs, lifnr: p.lifnr })),
    );
    for (let m = 0; m < items.length; m += BATCH_ROWS)
      await tx.insert(erpPaymentItems).values(items.slice(m, m + BATCH_ROWS));
  }
}
