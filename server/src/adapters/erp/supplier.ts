/**
 * The ERP adapter for supplier invoicing (spec 2 §3-§7): pending goods-receipt lines of
 * a supplier (or of a lessor, ReceiptLessor), pending-to-invoice order items, the withholding
 * master and vendors, and the registration of an invoice of receipts as one atomic write that
 * consumes them. The embedded implementation answers from the portal's database; a SAP gateway
 * (MM purchasing and logistics invoice verification services) would implement the same.
 */
import type { OrderTypeCode } from '../../../../src/domain/supplier-invoicing/codes';
import type { SupplierProblem } from '../../../../src/domain/supplier-invoicing/messages';
import type {
  PendingOrderRow,
  ReceiptLine,
  WithholdingOption,
} from '../../../../src/protocol/supplier-invoicing';
import type { Db } from '../../db/client';
import type { InvoiceDocument, InvoicingScope, PartnerKey, RegisteredDocument } from './invoicing';

/** Who invoices receipts: a supplier (ReceiptSupplier) or a lessor (ReceiptLessor). */
export type ReceiptParty = 'supplier' | 'lessor';

/** The receipt filter, decoded: absent fields match any value; dates 'YYYY-MM-DD', both included. */
export interface ReceiptFilter extends PartnerKey {
  from?: string;
  to?: string;
  ebeln?: string;
  orderType?: OrderTypeCode;
  waers?: string;
  /** Answer each line's withholdings (RETENCIONES true); otherwise none. */
  withholdings: boolean;
  /**
   * Only the lines these name, every condition of each (its twins): what a send or a demo invoice
   * reads, rather than every pending line of the partner. An empty list names none.
   */
  receipts?: readonly ReceiptKeyRef[];
}

/** The pending-orders filter: order dates 'YYYY-MM-DD', both included. */
export interface PendingOrderFilter extends PartnerKey {
  orderType?: OrderTypeCode;
  from?: string;
  to?: string;
}

/**
 * A receipt line as an invoice names it: material document, year and line, and for suppliers the
 * order and item too (the lessor variant names GJAHR, BELNR, BUZEI only). Every condition of the
 * line (its twins) is consumed with it.
 */
export interface ReceiptKeyRef {
  mblnr: string;
  mjahr: string;
  zeile: string;
  ebeln?: string;
  ebelp?: string;
}

export interface Vendor {
  lifnr: string;
  name: string;
  rfc: string;
}

/** A supplier's (or lessor's) invoice of receipts. */
export interface NewReceiptInvoice extends InvoiceDocument {
  party: ReceiptParty;
  receipts: readonly ReceiptKeyRef[];
}

export interface ReceiptRegisterOptions {
  /** Rules on the locked lines (twins included); a problem refuses and nothing is written. */
  decide?: (locked: ReceiptLine[]) => SupplierProblem | null;
  /** More work in the same transaction (the audit row). */
  alongside?: (tx: Db, registered: RegisteredDocument) => Promise<void>;
}

export type ReceiptRegistration =
  | ({ kind: 'registered'; lines: ReceiptLine[] } & RegisteredDocument)
  /** An invoice with this UUID is already registered with the company (EXISTE_ID). */
  | { kind: 'duplicateId' }
  /** Receipts that do not exist, are not this partner's or are no longer pending. */
  | { kind: 'receiptsNotFound'; refs: string[] }
  | { kind: 'refused'; problem: SupplierProblem };

/**
 * Receipt lines as JSON text (an array of ReceiptRow: values in the order of RECEIPT_COLUMNS)
 * and the withholding types they carry.
 */
export interface ReceiptsText {
  list: string;
  witht: string[];
  /** The partner whose lines they are, and its name ('' when there are none). */
  lifnr: string;
  name2: string;
}

export interface SupplierErp {
  /** ReceiptSupplier / ReceiptLessor: pending lines by receipt date, twins marked. */
  receipts(scope: InvoicingScope, filter: ReceiptFilter): Promise<ReceiptLine[]>;
  /**
   * The same lines as the answer's JSON text (what ReceiptSupplier and ReceiptLessor hand over
   * without parsing it), and the withholding types they carry.
   */
  receiptsText(scope: InvoicingScope, filter: ReceiptFilter): Promise<ReceiptsText>;
  /** The withholding master. */
  withholdingTypes(): Promise<WithholdingOption[]>;
  /** PendingOrders: order items not wholly invoiced, by order date. */
  pendingOrders(scope: InvoicingScope, filter: PendingOrderFilter): Promise<PendingOrderRow[]>;
  /** A vendor's name and RFC; null when the ERP does not know it. */
  vendor(lifnr: string): Promise<Vendor | null>;
  /**
   * Registers an invoice of receipts in ONE transaction: locks the named lines (and their twins)
   * still pending for this company and partner, refuses when any is missing or the company has
   * the UUID already, runs `decide`, takes the company's next document number of the year,
   * inserts the invoice (one per company and UUID) and marks the lines as invoiced by it.
   */
  registerReceiptInvoice(
    scope: InvoicingScope,
    invoice: NewReceiptInvoice,
    now: Date,
    options?: ReceiptRegisterOptions,
  ): Promise<ReceiptRegistration>;
}
