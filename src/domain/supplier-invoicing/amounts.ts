/**
 * Supplier amounts (spec 2 §5, §9): the invoice against the selected receipts, tolerance 0.09 for
 * USD, 5 for MXN and 0 for any other currency, applied separately to subtotal, tax and
 * withholdings; the currency must be the receipts'. Send is enabled only with receipts chosen and
 * every amount within tolerance.
 */
import { toleranceFor } from '../cfdi/checks/portal/rules';
import {
  amountOf,
  formatAmount,
  parseAmount,
  withinTolerance,
  type Cents,
} from '../invoicing/money';
import type { ReceiptTotals } from './receipts';

/** The supplier tolerance of a currency, in cents. */
export const supplierTolerance = (currency: string): Cents =>
  amountOf(toleranceFor('supplier', currency));

/** The invoice's amounts as typed or read from the XML (decimal texts, separators allowed). */
export interface SupplierInvoiceAmounts {
  subtotal: string;
  tax: string;
  withholdings: string;
  currency: string;
}

export type SupplierAmountField = 'SUBTOTAL' | 'IMPUESTO' | 'RETENCIONES' | 'MONEDA';

export interface SupplierAmountMismatch {
  field: SupplierAmountField;
  invoice: string;
  expected: string;
}

/** Every amount that does not match the receipts (none: the amounts pass). */
export function supplierAmountMismatches(
  invoice: SupplierInvoiceAmounts,
  receipts: ReceiptTotals,
  receiptsCurrency: string,
  /** The company's configured tolerance (spec 3 §3.11); the spec's table when not given. */
  tolerance: Cents = supplierTolerance(receiptsCurrency),
): SupplierAmountMismatch[] {
  const out: SupplierAmountMismatch[] = [];
  if (invoice.currency.trim().toUpperCase() !== receiptsCurrency.trim().toUpperCase())
    out.push({ field: 'MONEDA', invoice: invoice.currency, expected: receiptsCurrency });
  const pairs: [SupplierAmountField, string, Cents][] = [
    ['SUBTOTAL', invoice.subtotal, receipts.subtotal],
    ['IMPUESTO', invoice.tax, receipts.tax],
    ['RETENCIONES', invoice.withholdings, receipts.withholdings],
  ];
  for (const [field, text, want] of pairs) {
    const got = parseAmount(text);
    if (got === null || !withinTolerance(got, want, tolerance))
      out.push({ field, invoice: text, expected: formatAmount(want) });
  }
  return out;
}

/** Send is enabled only when receipts are chosen and the amounts match within tolerance. */
export function supplierSendEnabled(
  chosenCount: number,
  invoice: SupplierInvoiceAmounts,
  receipts: ReceiptTotals,
  receiptsCurrency: string,
): boolean {
  return (
    chosenCount > 0 && supplierAmountMismatches(invoice, receipts, receiptsCurrency).length === 0
  );
}
