/**
 * Lessor invoice amounts (spec 2 §3, §5, §9): what a payment period costs (balance, IVA 16 %, ISR
 * 10 % and two-thirds IVA withholdings for natural persons, cedular withholding in some states),
 * what an invoice of several periods must carry, and the tolerance-5 comparison of an invoice's
 * amounts with the periods'. Exact cents throughout.
 */
import { toleranceFor } from '../cfdi/checks/portal/rules';
import {
  amountOf,
  formatAmount,
  parseAmount,
  percentOf,
  sumCents,
  withinTolerance,
  type Cents,
} from './money';

/** A payment period's amounts, as the contract rows carry them (spec 2 §3 "Contract amounts"). */
export interface PeriodAmounts {
  /** Balance (net amount). */
  CONDVALUENET: string;
  /** IVA. */
  TAXVALUE: string;
  /** Amount: balance plus IVA. */
  CONDVALUEGROSS: string;
  RETENCION_C: string;
  RETENCION_ISR: string;
  RETENCION_IVA: string;
  /** Amount minus the withholdings. */
  MONTO_TOTAL: string;
  MONEDA: string;
}

/** An invoice's amounts, as the lessor invoice request's FACTURA_H_S carries them. */
export interface InvoiceAmounts {
  BALANCE: string;
  IMPUESTOS: string;
  MONTO: string;
  RETENCIONES_C: string;
  RETENCIONES_ISR: string;
  RETENCIONES_IVA: string;
  TOTAL: string;
  MONEDA: string;
}

/** The amount fields of an invoice in the order the spec lists them (mismatches come in this order). */
export const INVOICE_AMOUNT_FIELDS = [
  'BALANCE',
  'IMPUESTOS',
  'MONTO',
  'RETENCIONES_C',
  'RETENCIONES_ISR',
  'RETENCIONES_IVA',
  'TOTAL',
] as const satisfies readonly (keyof InvoiceAmounts)[];
export type InvoiceAmountField = (typeof INVOICE_AMOUNT_FIELDS)[number];

/** Which period amount each invoice amount is the sum of. */
const PERIOD_FIELD_OF: Readonly<Record<InvoiceAmountField, keyof PeriodAmounts>> = {
  BALANCE: 'CONDVALUENET',
  IMPUESTOS: 'TAXVALUE',
  MONTO: 'CONDVALUEGROSS',
  RETENCIONES_C: 'RETENCION_C',
  RETENCIONES_ISR: 'RETENCION_ISR',
  RETENCIONES_IVA: 'RETENCION_IVA',
  TOTAL: 'MONTO_TOTAL',
};

/** Rates of spec 2: IVA 16 %, ISR withholding 10 %, IVA withholding two thirds of the IVA. */
export const IVA_PERCENT = 16n;
export const ISR_WITHHOLDING_PERCENT = 10n;

/** Who the lessor is for tax purposes: withholdings apply to natural persons only. */
export interface WithholdingProfile {
  /** A natural person (RFC of 13 characters) has ISR and IVA withheld. */
  naturalPerson: boolean;
  /**
   * The state's cedular withholding on lease income, in percent as text ('0' where the state has
   * none); applies to natural persons only.
   */
  cedularPercent: string;
}

/** A natural person's RFC has 13 characters (4 letters); a legal entity's 12 (spec 1 §5). */
export function isNaturalPersonRfc(rfc: string): boolean {
  return rfc.trim().length === 13;
}

/** A percentage written '2' or '1.5' as a fraction numerator / denominator of 10,000ths. */
function percentFraction(percent: string): [bigint, bigint] {
  const cents = parseAmount(percent);
  if (cents === null || cents < 0n) throw new RangeError(`Not a percentage: ${percent}`);
  return [cents, 10_000n];
}

/**
 * A period's amounts from its balance: IVA 16 %; for natural persons ISR 10 % of the balance, IVA
 * withheld at two thirds of the IVA and the state's cedular percentage of the balance; total =
 * balance + IVA − withholdings. A negative balance (a discount condition) gives negative amounts.
 */
export function periodAmountsOf(
  balance: Cents,
  profile: WithholdingProfile,
  currency: string,
): PeriodAmounts {
  const tax = percentOf(balance, IVA_PERCENT, 100n);
  const gross = balance + tax;
  const isr = profile.naturalPerson ? percentOf(balance, ISR_WITHHOLDING_PERCENT, 100n) : 0n;
  const ivaWithheld = profile.naturalPerson ? percentOf(tax, 2n, 3n) : 0n;
  const [num, den] = percentFraction(profile.cedularPercent);
  const cedular = profile.naturalPerson ? percentOf(balance, num, den) : 0n;
  return {
    CONDVALUENET: formatAmount(balance),
    TAXVALUE: formatAmount(tax),
    CONDVALUEGROSS: formatAmount(gross),
    RETENCION_C: formatAmount(cedular),
    RETENCION_ISR: formatAmount(isr),
    RETENCION_IVA: formatAmount(ivaWithheld),
    MONTO_TOTAL: formatAmount(gross - isr - ivaWithheld - cedular),
    MONEDA: currency,
  };
}

/** What an invoice of these periods must carry, or why no single invoice can. */
export type InvoiceAmountsResult =
  { ok: true; amounts: InvoiceAmounts } | { ok: false; problem: 'noPeriods' | 'mixedCurrency' };

/**
 * The sum of the periods' amounts as one invoice's amounts. Periods in different currencies cannot
 * share an invoice (the invoice has one MONEDA).
 */
export function invoiceAmountsOf(periods: readonly PeriodAmounts[]): InvoiceAmountsResult {
  const first = periods[0];
  if (!first) return { ok: false, problem: 'noPeriods' };
  const currency = first.MONEDA.toUpperCase();
  if (periods.some((p) => p.MONEDA.toUpperCase() !== currency))
    return { ok: false, problem: 'mixedCurrency' };
  const total = (field: InvoiceAmountField) =>
    formatAmount(sumCents(periods.map((p) => amountOf(p[PERIOD_FIELD_OF[field]]))));
  return {
    ok: true,
    amounts: {
      BALANCE: total('BALANCE'),
      IMPUESTOS: total('IMPUESTOS'),
      MONTO: total('MONTO'),
      RETENCIONES_C: total('RETENCIONES_C'),
      RETENCIONES_ISR: total('RETENCIONES_ISR'),
      RETENCIONES_IVA: total('RETENCIONES_IVA'),
      TOTAL: total('TOTAL'),
      MONEDA: currency,
    },
  };
}

/** The lessor amount tolerance (spec 2 §9): 5, in the invoice's currency. */
export const LESSOR_TOLERANCE = toleranceFor('lessor', 'MXN');

/** One amount of the invoice that does not match the periods (listed and shown in red). */
export interface AmountMismatch {
  field: InvoiceAmountField | 'MONEDA';
  /** As the invoice carries it. */
  invoice: string;
  /** What the periods add up to. */
  expected: string;
}

/**
 * Spec 2 §5 "Amounts (lessor)": every amount of the invoice (balance, taxes, amount, cedular, ISR
 * and IVA withholdings, total) matches the periods' within the tolerance (absolute difference at or
 * below it), and the currency is the same ignoring case. An amount the invoice carries that is not
 * a number is a mismatch. No mismatches means the amounts pass.
 */
export function lessorAmountMismatches(
  invoice: InvoiceAmounts,
  expected: InvoiceAmounts,
  tolerance: string = LESSOR_TOLERANCE,
): AmountMismatch[] {
  const limit = amountOf(tolerance);
  const mismatches: AmountMismatch[] = [];
  if (invoice.MONEDA.trim().toUpperCase() !== expected.MONEDA.trim().toUpperCase())
    mismatches.push({ field: 'MONEDA', invoice: invoice.MONEDA, expected: expected.MONEDA });
  for (const field of INVOICE_AMOUNT_FIELDS) {
    const got = parseAmount(invoice[field]);
    const want = amountOf(expected[field]);
    if (got === null || !withinTolerance(got, want, limit))
      mismatches.push({ field, invoice: invoice[field], expected: expected[field] });
  }
  return mismatches;
}
