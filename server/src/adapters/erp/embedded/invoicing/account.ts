/**
 * The embedded ERP's lessor account (StatementItems, OpenItems, ClearedItems, AccountingDocument):
 * the vendor items of the registered invoices, open until a payment clears them. A rejected
 * variable-maintenance invoice was never posted, so it has no item.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import type { AccountItem, AccountingLine } from '../../../../../../src/protocol/invoicing-account';
import { MT_STATUS } from '../../../../../../src/domain/invoicing/codes';
import type { Db } from '../../../../db/client';
import { erpInvoices as i } from '../../../../db/schema';
import type { AccountFilter, InvoicingScope } from '../../invoicing';
import { invoicingScopeCondition } from './scope';
import { toAccountItem, toAccountingLines, type InvoiceRecord } from './wire';

/** The invoice kinds on a lessor's account; supplier invoices are not kept by this ERP yet. */
const KINDS_OF: Record<AccountFilter['party'], readonly string[]> = {
  lessor: ['LEASE', 'MT'],
  supplier: [],
};

/** A statement never answers more items than this. */
export const MAX_ACCOUNT_ITEMS = 20_000;

async function itemInvoices(
  db: Db,
  scope: InvoicingScope,
  f: AccountFilter,
): Promise<InvoiceRecord[]> {
  const kinds = KINDS_OF[f.party];
  if (kinds.length === 0) return [];
  const dates: SQL | undefined =
    f.items === 'open'
      ? and(isNull(i.augdt), f.from ? gte(i.bldat, f.from) : undefined, lte(i.bldat, f.to))
      : and(isNotNull(i.augdt), f.from ? gte(i.augdt, f.from) : undefined, lte(i.augdt, f.to));
  return db
    .select()
    .from(i)
    .where(
      and(
        invoicingScopeCondition(scope, i.bukrs, i.lifnr),
        eq(i.bukrs, f.bukrs),
        eq(i.lifnr, f.lifnr),
        inArray(i.kind, [...kinds]),
        // A rejected variable-maintenance invoice has no vendor item.
        or(ne(i.kind, 'MT'), ne(i.status, MT_STATUS.rejected)),
        dates,
      ),
    )
    .orderBy(asc(i.bldat), asc(i.gjahr), asc(i.belnr))
    .limit(MAX_ACCOUNT_ITEMS);
}

export async function accountItems(
  db: Db,
  scope: InvoicingScope,
  f: AccountFilter,
): Promise<AccountItem[]> {
  return (await itemInvoices(db, scope, f)).map(toAccountItem);
}

export async function accountingLines(
  db: Db,
  scope: InvoicingScope,
  f: AccountFilter,
): Promise<AccountingLine[]> {
  return (await itemInvoices(db, scope, f)).flatMap(toAccountingLines);
}

export async function invoiceIdRegistered(db: Db, bukrs: string, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(eq(i.bukrs, bukrs.trim()), eq(i.uuid, uuid.trim().toUpperCase())))
    .limit(1);
  return row !== undefined;
}
