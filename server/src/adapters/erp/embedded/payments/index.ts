/**
 * The embedded ERP's payments: clearing documents, their items and the payment complements kept
 * in this portal's own database (seeded with demo payments). It implements the PaymentsErp
 * interface a SAP gateway would.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  erpInvoices as i,
  erpPaymentComplements as c,
  erpPaymentItems as pi,
  erpPayments as p,
} from '../../../../db/schema';
import { errorForLog } from '../../../../error-for-log';
import type { InvoicePayment } from '../../../../../../src/domain/payments';
import type { InvoicingScope, PartnerKey } from '../../invoicing';
import type {
  ComplementRegistration,
  NewPaymentComplement,
  PaymentsErp,
  PendingPaymentRecord,
} from '../../payments';
import { invoicingScopeCondition } from '../invoicing/scope';

const pendingCondition = and(eq(pi.paymentMethod, 'PPD'), isNull(pi.complementId));

async function pendingRecords(
  db: Db,
  scope: InvoicingScope,
  where: ReturnType<typeof and>,
  lock = false,
): Promise<PendingPaymentRecord[]> {
  const query = db
    .select({
      bukrs: pi.bukrs,
      lifnr: pi.lifnr,
      augbl: p.augbl,
      gjahr: p.gjahr,
      augdt: p.augdt,
      paymentForm: p.paymentForm,
      currency: p.currency,
      amount: pi.amount,
      uuid: i.uuid,
      belnr: i.belnr,
      invoiceGjahr: i.gjahr,
      xblnr: i.xblnr,
      total: i.total,
      balance: i.balance,
      impuestos: i.impuestos,
      retencionesIsr: i.retencionesIsr,
      retencionesIva: i.retencionesIva,
      invoiceCurrency: i.currency,
      invoiceId: pi.invoiceId,
    })
    .from(pi)
    .innerJoin(p, eq(p.id, pi.paymentId))
    .innerJoin(i, eq(i.id, pi.invoiceId))
    .where(and(invoicingScopeCondition(scope, pi.bukrs, pi.lifnr), pendingCondition, where))
    .orderBy(p.augdt, p.gjahr, p.augbl, i.uuid);
  const rows = lock ? await query.for('update', { of: pi }) : await query;
  // Every payment of those invoices, in one read (what their installments and balances need).
  const invoiceIds = [...new Set(rows.map((r) => r.invoiceId))];
  const payments =
    invoiceIds.length === 0
      ? []
      : await db
          .select({
            invoiceId: pi.invoiceId,
            augbl: p.augbl,
            gjahr: p.gjahr,
            augdt: p.augdt,
            amount: pi.amount,
          })
          .from(pi)
          .innerJoin(p, eq(p.id, pi.paymentId))
          .where(
            inArray(
              pi.invoiceId,
              db
                .selectDistinct({ id: pi.invoiceId })
                .from(pi)
                .innerJoin(p, eq(p.id, pi.paymentId))
                .where(
                  and(invoicingScopeCondition(scope, pi.bukrs, pi.lifnr), pendingCondition, where),
                ),
            ),
          );
  const byInvoice = new Map<number, InvoicePayment[]>();
  for (const { invoiceId, ...payment } of payments)
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), payment]);
  return rows.map((r) => ({
    bukrs: r.bukrs,
    lifnr: r.lifnr,
    augbl: r.augbl,
    gjahr: r.gjahr,
    augdt: r.augdt,
    paymentForm: r.paymentForm,
    currency: r.currency,
    amount: r.amount,
    invoice: {
      uuid: r.uuid,
      belnr: r.belnr,
      gjahr: r.invoiceGjahr,
      xblnr: r.xblnr,
      total: r.total,
      balance: r.balance,
      impuestos: r.impuestos,
      retencionesIsr: r.retencionesIsr,
      retencionesIva: r.retencionesIva,
      currency: r.invoiceCurrency,
    },
    invoicePayments: byInvoice.get(r.invoiceId) ?? [],
  }));
}

export function pendingItems(db: Db, scope: InvoicingScope, key: PartnerKey) {
  return pendingRecords(db, scope, and(eq(pi.bukrs, key.bukrs), eq(pi.lifnr, key.lifnr)));
}

export async function complementRegistered(db: Db, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(eq(c.uuid, uuid.trim().toUpperCase()))
    .limit(1);
  return row !== undefined;
}

/** Thrown inside the transaction to roll the complement back when its items no longer match. */
class NotMatching extends Error {}

const isDuplicateUuid = (err: unknown) => {
  const info = errorForLog(err);
  return info.code === '23505' && info.constraint === 'erp_payment_complements_uuid';
};

/**
 * One transaction: the complement is inserted first, so a concurrent registration of the same
 * UUID waits on the unique key and then finds it (duplicate); then the payment's pending items
 * are locked and must be exactly the UUIDs given; they are marked as covered by it.
 */
export async function registerComplement(
  db: Db,
  scope: InvoicingScope,
  complement: NewPaymentComplement,
  options: { alongside?: (tx: Db) => Promise<void> } = {},
): Promise<ComplementRegistration> {
  const uuid = complement.uuid.trim().toUpperCase();
  const uuids = new Set(complement.uuids.map((u) => u.trim().toUpperCase()));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(c)
        .values({
          uuid,
          bukrs: complement.bukrs,
          lifnr: complement.lifnr,
          augbl: complement.augbl,
          gjahr: complement.gjahr,
          xblnr: complement.xblnr,
          pdfSha256: complement.files.pdf,
          xmlSha256: complement.files.xml,
          registeredBy: complement.registeredBy,
        })
        .onConflictDoNothing({ target: c.uuid })
        .returning({ id: c.id });
      if (!row) return { kind: 'duplicateId' } as const;
      const items = await pendingRecords(
        tx,
        scope,
        and(
          eq(pi.bukrs, complement.bukrs),
          eq(pi.lifnr, complement.lifnr),
          eq(p.augbl, complement.augbl),
          eq(p.gjahr, complement.gjahr),
        ),
        true,
      );
      const same =
        items.length === uuids.size && items.every((r) => uuids.has(r.invoice.uuid.toUpperCase()));
      if (!same) throw new NotMatching();
      const [payment] = await tx
        .select({ id: p.id })
        .from(p)
        .where(
          and(
            eq(p.bukrs, complement.bukrs),
            eq(p.gjahr, complement.gjahr),
            eq(p.augbl, complement.augbl),
          ),
        );
      const invoiceIds = tx
        .select({ id: i.id })
        .from(i)
        .where(and(eq(i.bukrs, complement.bukrs), inArray(i.uuid, [...uuids])));
      await tx
        .update(pi)
        .set({ complementId: row.id })
        .where(
          and(eq(pi.paymentId, payment!.id), pendingCondition, inArray(pi.invoiceId, invoiceIds)),
        );
      await options.alongside?.(tx);
      return { kind: 'registered', covered: items } as const;
    });
  } catch (err) {
    if (err instanceof NotMatching) return { kind: 'notMatching' };
    if (isDuplicateUuid(err)) return { kind: 'duplicateId' };
    throw err;
  }
}

export function createEmbeddedPaymentsErp(db: Db): PaymentsErp {
  return {
    pendingItems: (scope, key) => pendingItems(db, scope, key),
    complementRegistered: (uuid) => complementRegistered(db, uuid),
    registerComplement: (scope, complement, options) =>
      registerComplement(db, scope, complement, options),
  };
}
