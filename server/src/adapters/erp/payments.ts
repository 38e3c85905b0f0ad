/**
 * The ERP adapter for payments (spec 2 §3 "Pending payment items"): the items of a
 * lessor's or supplier's payments of PPD invoices that wait for a payment complement, with every
 * payment of each invoice (so the complement's installment and balances can be computed), and the
 * registration of a complement as one atomic write: the complement unique by UUID, the items of
 * its payment document covered. The embedded implementation answers from the portal's database; a
 * SAP gateway (FI clearing documents) would implement the same.
 */
import type { InvoicePayment } from '../../../../src/domain/payments';
import type { Db } from '../../db/client';
import type { InvoicingScope, PartnerKey } from './invoicing';

/** An item of a payment still waiting for its complement, with its invoice. */
export interface PendingPaymentRecord {
  bukrs: string;
  lifnr: string;
  /** The payment: clearing document, its year, date 'YYYY-MM-DD', FormaDePagoP, currency. */
  augbl: string;
  gjahr: string;
  augdt: string;
  paymentForm: string;
  currency: string;
  /** What this payment paid of the invoice. */
  amount: string;
  invoice: {
    uuid: string;
    belnr: string;
    gjahr: string;
    xblnr: string;
    total: string;
    /** Subtotal and taxes, to prorate the complement's taxes. */
    balance: string;
    impuestos: string;
    retencionesIsr: string;
    retencionesIva: string;
    currency: string;
  };
  /** Every payment of the invoice (this one included), whatever their complements. */
  invoicePayments: InvoicePayment[];
}

export interface NewPaymentComplement extends PartnerKey {
  uuid: string;
  xblnr: string;
  /** The payment document it covers and the invoice UUIDs it settles (every pending item). */
  augbl: string;
  gjahr: string;
  uuids: readonly string[];
  files: { pdf: string | null; xml: string | null };
  registeredBy: number | null;
}

export type ComplementRegistration =
  | { kind: 'registered'; covered: PendingPaymentRecord[] }
  /** A complement with this UUID is already registered. */
  | { kind: 'duplicateId' }
  /** The payment's pending items are no longer exactly the UUIDs given (covered meanwhile). */
  | { kind: 'notMatching' };

export interface PaymentsErp {
  /** The partner's pending items (PPD, no complement), in payment order. */
  pendingItems(scope: InvoicingScope, key: PartnerKey): Promise<PendingPaymentRecord[]>;
  /** Whether a complement with this UUID is registered. */
  complementRegistered(uuid: string): Promise<boolean>;
  registerComplement(
    scope: InvoicingScope,
    complement: NewPaymentComplement,
    options?: { alongside?: (tx: Db) => Promise<void> },
  ): Promise<ComplementRegistration>;
}
