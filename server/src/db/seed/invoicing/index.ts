/**
 * Seeds the embedded ERP's lessor invoicing once: the demo lessors, contracts, payment periods
 * dated around the anchor (today), consolidated sites, registered and paid invoices with their
 * document numbers. A database that already has the demo contracts is left as it is (users may
 * have invoiced since), so a second run changes nothing.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';
import {
  companies,
  erpDocumentNumbers,
  erpInvoices,
  leaseContracts,
  leaseLessors,
  leasePeriodItems,
  leasePeriods,
} from '../../schema';
import { COMPANIES } from '../catalogue';
import { BATCH_ROWS } from '../maintenance';
import { generateInvoicingData } from './generate';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertBatches<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await tx.insert(table).values(rows.slice(i, i + BATCH_ROWS));
  }
}

export async function seedInvoicing(tx: Tx, anchor: string): Promise<void> {
  const data = generateInvoicingData(anchor);
  await tx.insert(leaseLessors).values(data.lessors).onConflictDoNothing();
  const [present] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leaseContracts)
    .where(
      inArray(
        leaseContracts.recnnr,
        data.contracts.map((c) => c.recnnr),
      ),
    );
  if ((present?.n ?? 0) > 0) return;

  // The demo companies' invoice windows (MX10 every day, MX20 days 1-10), also on a database
  // seeded before invoicing existed, so both outcomes of the window can be tried any day.
  for (const c of COMPANIES) {
    await tx
      .update(companies)
      .set({ lessorBeginDay: c.lessorBeginDay, lessorEndDay: c.lessorEndDay })
      .where(eq(companies.code, c.code));
  }

  await insertBatches(tx, leaseContracts, data.contracts);
  const ids = new Map<string, number>();
  for (let i = 0; i < data.invoices.length; i += BATCH_ROWS) {
    const rows = await tx
      .insert(erpInvoices)
      .values(data.invoices.slice(i, i + BATCH_ROWS))
      .returning({ id: erpInvoices.id, bukrs: erpInvoices.bukrs, uuid: erpInvoices.uuid });
    for (const r of rows) ids.set(`${r.bukrs}|${r.uuid}`, r.id);
  }
  await insertBatches(
    tx,
    leasePeriods,
    data.periods.map(({ invoiceUuid, ...p }) => ({
      ...p,
      invoiceId: invoiceUuid === null ? null : (ids.get(`${p.bukrs}|${invoiceUuid}`) ?? null),
    })),
  );
  await insertBatches(tx, leasePeriodItems, data.items);
  await tx
    .insert(erpDocumentNumbers)
    .values(data.documentNumbers)
    .onConflictDoUpdate({
      target: [erpDocumentNumbers.bukrs, erpDocumentNumbers.gjahr],
      set: {
        lastNumber: sql`greatest(${erpDocumentNumbers.lastNumber}, excluded.last_number)`,
      },
    });
}
