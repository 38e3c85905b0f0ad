/**
 * A non-electronic invoice's amounts as typed by hand (spec 2 §5): balance, IVA and the three
 * withholdings; the amount (balance + IVA) and the total (amount − withholdings) are computed, in
 * exact cents.
 */
import type { InvoiceAmounts } from '../../../domain/invoicing/amounts';
import { formatAmount, parseAmount } from '../../../domain/invoicing/money';

export const TYPED_FIELDS = [
  'BALANCE',
  'IMPUESTOS',
  'RETENCIONES_C',
  'RETENCIONES_ISR',
  'RETENCIONES_IVA',
] as const;
export type TypedAmounts = Record<(typeof TYPED_FIELDS)[number], string>;

/** The form's start: the amounts empty, no withholdings. */
export const EMPTY_TYPED: TypedAmounts = {
  BALANCE: '',
  IMPUESTOS: '',
  RETENCIONES_C: '0',
  RETENCIONES_ISR: '0',
  RETENCIONES_IVA: '0',
};

/** The typed amounts with the amount and total computed, or null while one is not a number. */
export function typedInvoiceAmounts(typed: TypedAmounts, currency: string): InvoiceAmounts | null {
  const [balance, tax, cedular, isr, iva] = TYPED_FIELDS.map((f) => parseAmount(typed[f]));
  if (balance == null || tax == null || cedular == null || isr == null || iva == null) return null;
  const gross = balance + tax;
  return {
    BALANCE: formatAmount(balance),
    IMPUESTOS: formatAmount(tax),
    MONTO: formatAmount(gross),
    RETENCIONES_C: formatAmount(cedular),
    RETENCIONES_ISR: formatAmount(isr),
    RETENCIONES_IVA: formatAmount(iva),
    TOTAL: formatAmount(gross - cedular - isr - iva),
    MONEDA: currency,
  };
}
