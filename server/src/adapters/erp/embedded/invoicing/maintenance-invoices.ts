/** The embedded ERP's variable-maintenance invoices (ContractMT, InvoiceDetailMT), within the scope. */
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Language } from '../../../../../../src/protocol/envelope';
import type { MtInvoiceRow } from '../../../../../../src/protocol/invoicing';
import type { Db } from '../../../../db/client';
import { erpInvoices as i, leaseContracts as c } from '../../../../db/schema';
import type {
  DocumentKey,
  InvoicingScope,
  MtInvoiceDetail,
  MtInvoiceFilter,
} from '../../invoicing';
import { invoicingScopeCondition } from './scope';
import { toMtInvoiceDetail, toMtInvoiceRow } from './wire';

/** A list never answers more rows than this. */
export const MAX_INVOICE_ROWS = 5000;

const withContract = and(eq(c.bukrs, i.bukrs), eq(c.recnnr, i.recnnr));

export async function mtInvoices(
  db: Db,
  scope: InvoicingScope,
  f: MtInvoiceFilter,
  lang: Language,
): Promise<MtInvoiceRow[]> {
  const where: SQL | undefined = and(
    invoicingScopeCondition(scope, i.bukrs, i.lifnr),
    eq(i.kind, 'MT'),
    eq(i.bukrs, f.bukrs),
    eq(i.lifnr, f.lifnr),
    f.recnnr ? eq(i.recnnr, f.recnnr) : undefined,
    f.from ? gte(i.bldat, f.from) : undefined,
    f.to ? lte(i.bldat, f.to) : undefined,
    f.status ? eq(i.status, f.status) : undefined,
  );
  const rows = await db
    .select({ i, c })
    .from(i)
    .leftJoin(c, withContract)
    .where(where)
    .orderBy(desc(i.bldat), asc(i.gjahr), asc(i.belnr))
    .limit(MAX_INVOICE_ROWS);
  return rows.map((r) => toMtInvoiceRow(r.i, r.c, lang));
}

export async function mtInvoice(
  db: Db,
  scope: InvoicingScope,
  key: DocumentKey,
  lang: Language,
): Promise<MtInvoiceDetail | null> {
  const [row] = await db
    .select({ i, c })
    .from(i)
    .leftJoin(c, withContract)
    .where(
      and(
        invoicingScopeCondition(scope, i.bukrs, i.lifnr),
        eq(i.kind, 'MT'),
        eq(i.bukrs, key.bukrs),
        eq(i.lifnr, key.lifnr),
        eq(i.gjahr, key.gjahr),
        eq(i.belnr, key.belnr),
      ),
    )
    .limit(1);
  return row ? toMtInvoiceDetail(row.i, row.c, lang) : null;
}
