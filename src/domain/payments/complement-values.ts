/**
 * What a payment complement (CFDI type P, Pagos 2.0) must say of each invoice a payment paid
 * (SAT "Guía de llenado del CFDI con complemento para recepción de pagos"): the
 * installment number NumParcialidad (1 for the first payment of the invoice, counting every payment
 * of it in date order), the balance before it ImpSaldoAnt (the invoice's Total less the earlier
 * payments), ImpPagado (this payment's amount) and ImpSaldoInsoluto (ImpSaldoAnt − ImpPagado,
 * never negative). Amounts are exact cents in the invoice's currency.
 */
import { amountOf, formatAmount, sumCents } from '../invoicing/money';

/** One payment of an invoice as the ERP keeps it: its document, date and the amount it paid. */
export interface InvoicePayment {
  /** Clearing document and its year (AUGBL, GJAHR). */
  augbl: string;
  gjahr: string;
  /** Clearing date 'YYYY-MM-DD' (AUGDT). */
  augdt: string;
  /** What this payment paid of the invoice (two decimals). */
  amount: string;
}

export interface ComplementValues {
  NumParcialidad: number;
  ImpSaldoAnt: string;
  ImpPagado: string;
  ImpSaldoInsoluto: string;
}

export type ComplementValuesResult =
  | { ok: true; values: ComplementValues }
  /** The payment is not one of the invoice's, or the payments add up to more than its Total. */
  | { ok: false; problem: 'unknownPayment' | 'overpaid' };

/** Payments in the order they happened: date, then year and document number. */
export function paymentOrder(a: InvoicePayment, b: InvoicePayment): number {
  return (
    a.augdt.localeCompare(b.augdt) ||
    a.gjahr.localeCompare(b.gjahr) ||
    a.augbl.localeCompare(b.augbl)
  );
}

/**
 * The values of the related document for the payment (augbl, gjahr) of an invoice whose Total is
 * `invoiceTotal`, given every payment of that invoice (in any order).
 */
export function complementValues(
  invoiceTotal: string,
  payments: readonly InvoicePayment[],
  payment: { augbl: string; gjahr: string },
): ComplementValuesResult {
  const ordered = [...payments].sort(paymentOrder);
  const at = ordered.findIndex((p) => p.augbl === payment.augbl && p.gjahr === payment.gjahr);
  if (at < 0) return { ok: false, problem: 'unknownPayment' };
  const before =
    amountOf(invoiceTotal) - sumCents(ordered.slice(0, at).map((p) => amountOf(p.amount)));
  const paid = amountOf(ordered[at]!.amount);
  const after = before - paid;
  if (after < 0n) return { ok: false, problem: 'overpaid' };
  return {
    ok: true,
    values: {
      NumParcialidad: at + 1,
      ImpSaldoAnt: formatAmount(before),
      ImpPagado: formatAmount(paid),
      ImpSaldoInsoluto: formatAmount(after),
    },
  };
}
