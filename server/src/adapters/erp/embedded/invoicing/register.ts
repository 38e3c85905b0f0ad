/**
 * The embedded ERP's registration of an invoice, one transaction each: lock what it consumes,
 * check it, take the document number, insert the invoice (unique per company and UUID) and move
 * the periods to registered. Any refusal, or a failure anywhere, leaves the database as it was.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { PERIOD_STATUS, MT_STATUS, MT_POSTING } from '../../../../../../src/domain/invoicing/codes';
import { mexicoCityToday } from '../../../../../../src/domain/invoicing/window';
import type { Db } from '../../../../db/client';
import { erpInvoices, leaseContracts as c, leasePeriods as p } from '../../../../db/schema';
import { errorForLog } from '../../../../error-for-log';
import type {
  InvoiceDocument,
  InvoicingScope,
  LessorRegistration,
  MtRegistration,
  NewLessorInvoice,
  NewMtInvoice,
  RegisterOptions,
} from '../../invoicing';
import { invoiceIdRegistered } from './account';
import { nextBelnr } from './document-numbers';
import { joinedPeriods } from './periods';
import { invoicingScopeCondition } from './scope';
import { toMtInvoiceRow, toPeriodRow } from './wire';

/** Lease invoices are posted as document type RE. */
export const LEASE_DOCUMENT_TYPE = 'RE';

/** A concurrent registration of the same (company, UUID) won the unique constraint. */
function isDuplicateUuid(err: unknown): boolean {
  const info = errorForLog(err);
  return info.code === '23505' && info.constraint === 'erp_invoices_bukrs_uuid';
}

/** The invoice row's common columns. */
function invoiceValues(doc: InvoiceDocument, belnr: string, gjahr: string, budat: string) {
  const a = doc.amounts;
  return {
    bukrs: doc.bukrs,
    lifnr: doc.lifnr,
    uuid: doc.uuid.trim().toUpperCase(),
    xblnr: doc.xblnr,
    electronic: doc.electronic,
    belnr,
    gjahr,
    bldat: doc.documentDate,
    budat,
    balance: a.BALANCE,
    impuestos: a.IMPUESTOS,
    monto: a.MONTO,
    retencionesC: a.RETENCIONES_C,
    retencionesIsr: a.RETENCIONES_ISR,
    retencionesIva: a.RETENCIONES_IVA,
    total: a.TOTAL,
    currency: a.MONEDA.toUpperCase(),
    pdfSha256: doc.files.pdf ?? null,
    xmlSha256: doc.files.xml ?? null,
    annexSha256: doc.files.annex ?? null,
    registeredBy: doc.registeredBy,
  };
}

/**
 * Runs a registration in one transaction. Refusals return before anything is written; a lost race
 * on the company's UUID (the unique constraint) rolls the transaction back and answers `duplicate`.
 */
async function registering<T>(db: Db, duplicate: T, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (err) {
    if (isDuplicateUuid(err)) return duplicate;
    throw err;
  }
}

export async function registerLessorInvoice(
  db: Db,
  scope: InvoicingScope,
  invoice: NewLessorInvoice,
  now: Date,
  options: RegisterOptions = {},
): Promise<LessorRegistration> {
  const ids = [...new Set(invoice.periods.map((id) => id.trim().toUpperCase()))];
  if (ids.length === 0)
    return { kind: 'refused', problem: { key: 'invoiceNoPeriods', params: {} } };
  const budat = mexicoCityToday(now);
  const gjahr = budat.slice(0, 4);
  const lang = options.lang ?? 'es';
  return registering<LessorRegistration>(db, { kind: 'duplicateId' }, async (tx) => {
    const locked = await joinedPeriods(tx, scope, inArray(p.cfpayguid, ids), true);
    const mine = locked.filter((r) => r.p.bukrs === invoice.bukrs && r.p.lifnr === invoice.lifnr);
    if (mine.length !== ids.length) {
      const found = new Set(mine.map((r) => r.p.cfpayguid));
      return { kind: 'periodsNotFound', cfpayguids: ids.filter((id) => !found.has(id)) };
    }
    // The same invoice sent again (its periods now registered by it) is a duplicate, not a
    // period taken: the UUID is checked first.
    if (await invoiceIdRegistered(tx, invoice.bukrs, invoice.uuid)) return { kind: 'duplicateId' };
    const taken = mine.find((r) => r.p.status !== PERIOD_STATUS.pending);
    if (taken)
      return {
        kind: 'refused',
        problem: { key: 'invoicePeriodNotOpen', params: { text: taken.p.textD } },
      };
    if (options.decide) {
      const contracts = [...new Set(mine.map((r) => r.p.recnnr))];
      const open = await joinedPeriods(
        tx,
        scope,
        and(
          eq(p.bukrs, invoice.bukrs),
          inArray(p.recnnr, contracts),
          eq(p.status, PERIOD_STATUS.pending),
        ),
      );
      const problem = options.decide({
        chosen: mine.map((r) => toPeriodRow(r, lang)),
        openOfContracts: open.map((r) => toPeriodRow(r, lang)),
      });
      if (problem) return { kind: 'refused', problem };
    }
    const belnr = await nextBelnr(tx, invoice.bukrs, gjahr);
    const [registered] = await tx
      .insert(erpInvoices)
      .values({
        ...invoiceValues(invoice, belnr, gjahr, budat),
        kind: 'LEASE',
        blart: LEASE_DOCUMENT_TYPE,
        paymentDays: mine[0]!.c.paymentDays,
        status: PERIOD_STATUS.registered,
      })
      .returning({ id: erpInvoices.id });
    if (!registered) throw new Error('the invoice insert returned no row');
    await tx
      .update(p)
      .set({ status: PERIOD_STATUS.registered, invoiceId: registered.id })
      .where(inArray(p.cfpayguid, ids));
    await options.alongside?.(tx, { belnr, gjahr, budat });
    const after = await joinedPeriods(tx, scope, inArray(p.cfpayguid, ids));
    return {
      kind: 'registered',
      belnr,
      gjahr,
      budat,
      periods: after.map((r) => toPeriodRow(r, lang)),
    };
  });
}

export async function registerMtInvoice(
  db: Db,
  scope: InvoicingScope,
  invoice: NewMtInvoice,
  now: Date,
  options: Pick<RegisterOptions, 'alongside' | 'lang'> = {},
): Promise<MtRegistration> {
  const budat = mexicoCityToday(now);
  const gjahr = budat.slice(0, 4);
  return registering<MtRegistration>(db, { kind: 'duplicateId' }, async (tx) => {
    const [contract] = await tx
      .select()
      .from(c)
      .where(
        and(
          invoicingScopeCondition(scope, c.bukrs, c.lifnr),
          eq(c.bukrs, invoice.bukrs),
          eq(c.lifnr, invoice.lifnr),
          eq(c.recnnr, invoice.recnnr),
          eq(c.variableMaintenance, true),
        ),
      )
      .limit(1);
    if (!contract) return { kind: 'contractNotFound' };
    if (await invoiceIdRegistered(tx, invoice.bukrs, invoice.uuid)) return { kind: 'duplicateId' };
    const belnr = await nextBelnr(tx, invoice.bukrs, gjahr);
    const [row] = await tx
      .insert(erpInvoices)
      .values({
        ...invoiceValues(invoice, belnr, gjahr, budat),
        kind: 'MT',
        blart: MT_POSTING.documentType,
        paymentDays: contract.paymentDays,
        status: MT_STATUS.registered,
        recnnr: invoice.recnnr,
        description: invoice.description,
        site: invoice.site,
        serviceMonth: invoice.serviceMonth,
        serviceYear: invoice.serviceYear,
      })
      .returning();
    if (!row) throw new Error('the invoice insert returned no row');
    await options.alongside?.(tx, { belnr, gjahr, budat });
    return {
      kind: 'registered',
      belnr,
      gjahr,
      budat,
      invoice: toMtInvoiceRow(row, contract, options.lang ?? 'es'),
    };
  });
}
