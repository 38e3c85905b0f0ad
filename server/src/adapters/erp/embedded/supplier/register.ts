/**
 * The embedded ERP's registration of an invoice of receipts, one transaction: lock the named
 * lines still pending (every condition of each: the twins), check them, take the document number,
 * insert the invoice (unique per company and UUID) and mark the lines as invoiced by it. Any
 * refusal, or a failure anywhere, leaves the database as it was; a concurrent registration of the
 * same lines finds them no longer pending once the first commits.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { mexicoCityToday } from '../../../../../../src/domain/invoicing/window';
import type { Db } from '../../../../db/client';
import { erpInvoices, goodsReceiptLines as l, purchaseOrders as o } from '../../../../db/schema';
import { errorForLog } from '../../../../error-for-log';
import type { InvoicingScope } from '../../invoicing';
import type {
  NewReceiptInvoice,
  ReceiptKeyRef,
  ReceiptRegisterOptions,
  ReceiptRegistration,
} from '../../supplier';
import { invoiceIdRegistered } from '../invoicing/account';
import { nextBelnr } from '../invoicing/document-numbers';
import { invoicingScopeCondition } from '../invoicing/scope';
import { linesByIds, refCondition } from './receipts';

/** Invoices of receipts are posted as document type RE (logistics invoice verification). */
export const RECEIPT_DOCUMENT_TYPE = 'RE';

const refText = (r: ReceiptKeyRef) =>
  [r.ebeln, r.ebelp, r.mblnr, r.mjahr, r.zeile].filter((x) => x !== undefined).join('/');

const matches = (row: typeof l.$inferSelect, r: ReceiptKeyRef) =>
  row.mblnr === r.mblnr &&
  row.mjahr === r.mjahr &&
  row.zeile === r.zeile &&
  (r.ebeln === undefined || row.ebeln === r.ebeln) &&
  (r.ebelp === undefined || row.ebelp === r.ebelp);

function isDuplicateUuid(err: unknown): boolean {
  const info = errorForLog(err);
  return info.code === '23505' && info.constraint === 'erp_invoices_bukrs_uuid';
}

export async function registerReceiptInvoice(
  db: Db,
  scope: InvoicingScope,
  invoice: NewReceiptInvoice,
  now: Date,
  options: ReceiptRegisterOptions = {},
): Promise<ReceiptRegistration> {
  if (invoice.receipts.length === 0)
    return { kind: 'refused', problem: { key: 'receiptsNone', params: {} } };
  const budat = mexicoCityToday(now);
  const gjahr = budat.slice(0, 4);
  try {
    return await db.transaction(async (tx): Promise<ReceiptRegistration> => {
      const locked = await tx
        .select()
        .from(l)
        .where(
          and(
            invoicingScopeCondition(scope, l.bukrs, l.lifnr),
            eq(l.bukrs, invoice.bukrs),
            eq(l.lifnr, invoice.lifnr),
            isNull(l.invoiceId),
            or(...invoice.receipts.map(refCondition)),
          ),
        )
        .orderBy(l.id)
        .for('update');
      // The same invoice sent again (its receipts consumed by it) is a duplicate: UUID first.
      if (await invoiceIdRegistered(tx, invoice.bukrs, invoice.uuid))
        return { kind: 'duplicateId' };
      const missing = invoice.receipts.filter((r) => !locked.some((row) => matches(row, r)));
      if (missing.length > 0) return { kind: 'receiptsNotFound', refs: missing.map(refText) };
      const ids = locked.map((row) => row.id);
      if (options.decide) {
        const problem = options.decide(await linesByIds(tx, ids));
        if (problem) return { kind: 'refused', problem };
      }
      const [order] = await tx
        .select({ paymentDays: o.paymentDays })
        .from(o)
        .where(eq(o.ebeln, locked[0]!.ebeln))
        .limit(1);
      const belnr = await nextBelnr(tx, invoice.bukrs, gjahr);
      const a = invoice.amounts;
      const [registered] = await tx
        .insert(erpInvoices)
        .values({
          kind: invoice.party === 'supplier' ? 'SUPPLIER' : 'RECEIPT',
          bukrs: invoice.bukrs,
          lifnr: invoice.lifnr,
          uuid: invoice.uuid.trim().toUpperCase(),
          xblnr: invoice.xblnr,
          electronic: invoice.electronic,
          belnr,
          gjahr,
          blart: RECEIPT_DOCUMENT_TYPE,
          bldat: invoice.documentDate,
          budat,
          paymentDays: order?.paymentDays ?? 30,
          balance: a.BALANCE,
          impuestos: a.IMPUESTOS,
          monto: a.MONTO,
          retencionesC: a.RETENCIONES_C,
          retencionesIsr: a.RETENCIONES_ISR,
          retencionesIva: a.RETENCIONES_IVA,
          total: a.TOTAL,
          currency: a.MONEDA.toUpperCase(),
          status: '02',
          pdfSha256: invoice.files.pdf ?? null,
          xmlSha256: invoice.files.xml ?? null,
          annexSha256: invoice.files.annex ?? null,
          registeredBy: invoice.registeredBy,
        })
        .returning({ id: erpInvoices.id });
      if (!registered) throw new Error('the invoice insert returned no row');
      const updated = await tx
        .update(l)
        .set({ invoiceId: registered.id })
        .where(and(inArray(l.id, ids), isNull(l.invoiceId)))
        .returning({ id: l.id });
      if (updated.length !== ids.length) throw new Error('receipt lines changed under their lock');
      await options.alongside?.(tx, { belnr, gjahr, budat });
      const lines = await linesByIds(tx, ids);
      return { kind: 'registered', belnr, gjahr, budat, lines };
    });
  } catch (err) {
    if (isDuplicateUuid(err)) return { kind: 'duplicateId' };
    throw err;
  }
}

/** How many lines an invoice consumed (tests and the statement). */
export async function linesOfInvoice(db: Db, invoiceId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(eq(l.invoiceId, invoiceId));
  return row?.n ?? 0;
}
