/**
 * The rules of sending a lessor invoice (spec 2 §4, §5, §8, §9), shared by the pages and the
 * server's InvoiceLessor and InvoiceMT, which re-runs them on what it receives: which periods may
 * go on one invoice (the oldest-invoice rule, a consolidated month, an advance payment's units),
 * what the invoice must carry, the reference, the invoice date, a non-electronic variable invoice's
 * amounts, the amounts a CFDI carries, and the ERP's send-result messages.
 */
import type { CfdiData } from '../cfdi/extract';
import { formatDecimal, parseDecimal, round, sub, ZERO, type Decimal } from '../cfdi/decimal';
import {
  advanceInvoiceExpectation,
  advanceSelectionProblem,
  isAdvanceType,
  type AdvanceRow,
} from './advance';
import {
  invoiceAmountsOf,
  IVA_PERCENT,
  lessorAmountMismatches,
  type AmountMismatch,
  type InvoiceAmounts,
} from './amounts';
import { PERIOD_STATUS, type AdvanceTypeCode } from './codes';
import {
  consolidatedSelectionProblem,
  monthYearOf,
  type ConsolidatedPeriod,
  type MonthYear,
} from './consolidated';
import type { RuleProblem } from './messages';
import { amountOf, formatAmount, parseAmount, percentOf } from './money';
import { oldestInvoiceWarning, type PeriodRef } from './oldest';

/** Each file of an invoice (XML, PDF, annex PDF) is at most this many bytes (spec 2 §9). */
export const INVOICE_FILE_MAX_BYTES = 3_000_000;
/** The invoice reference (noReference, FACTURA) takes at most 16 characters (spec 2 §9). */
export const INVOICE_REFERENCE_MAX = 16;
/** Leasing type of consolidated contracts: one invoice per month (spec 2 §2 screen 3). */
const CONSOLIDATED_TYPE = 'A002';

/** What the send rules read of a payment period (the wire's PeriodRow has it all). */
export interface SendPeriod extends PeriodRef, ConsolidatedPeriod {
  CONDTYPE: string;
  RECNTYPE: string;
}

/** What the send rules read of a contract (the wire's ContractInfo has it). */
export interface SendContract {
  RECNNR: string;
  /** '01', '02' for an advance-payment contract, '' otherwise. */
  ADVANCE_TYPE: string;
}

const advanceRowOf = (p: SendPeriod): AdvanceRow => ({
  CFPAYGUID: p.CFPAYGUID,
  RECNNR: p.RECNNR,
  DFAELL: p.DFAELL,
  DBERBIS: p.DBERBIS,
  STATUS: p.STATUS,
  TEXT_D: p.TEXT_D,
  CONDTYPE: p.CONDTYPE,
  balance: p.CONDVALUENET,
  impuestos: p.TAXVALUE,
  monto: p.CONDVALUEGROSS,
  retenciones_c: p.RETENCION_C,
  retenciones_isr: p.RETENCION_ISR,
  retenciones_iva: p.RETENCION_IVA,
  total: p.MONTO_TOTAL,
  moneda: p.MONEDA,
});

/** The advance type of a contract, or null when it has no advance payment. */
export function advanceTypeOf(contract: SendContract | undefined): AdvanceTypeCode | null {
  return contract && isAdvanceType(contract.ADVANCE_TYPE) ? contract.ADVANCE_TYPE : null;
}

/**
 * Whether the chosen periods make one lessor invoice, judged against every row of their contracts
 * the lessor sees (`rows`, open ones at least). Each chosen period must be open; periods of an
 * advance-payment contract follow the advance rules of its type (whole units, oldest first);
 * consolidated ones make the month's invoice (`month`, or the month of the first of them); the
 * others the oldest-invoice rule; all of them one currency. Null when they may be sent.
 */
export function lessorSelectionProblem(
  rows: readonly SendPeriod[],
  chosen: readonly string[],
  contracts: readonly SendContract[],
  month: MonthYear | null = null,
): RuleProblem | null {
  if (chosen.length === 0) return { key: 'invoiceNoPeriods', params: {} };
  const picked = new Set(chosen);
  const byContract = new Map(contracts.map((c) => [c.RECNNR, c]));
  const selected = rows.filter((r) => picked.has(r.CFPAYGUID));
  if (selected.length < picked.size) return { key: 'invoiceNoPeriods', params: {} };
  const closed = selected.find((r) => r.STATUS !== PERIOD_STATUS.pending);
  if (closed) return { key: 'invoicePeriodNotOpen', params: { text: closed.TEXT_D } };

  const ofContracts = (list: readonly SendPeriod[]) => {
    const numbers = new Set(list.map((r) => r.RECNNR));
    return rows.filter((r) => numbers.has(r.RECNNR));
  };
  const advance = selected.filter((r) => advanceTypeOf(byContract.get(r.RECNNR)) !== null);
  const consolidated = selected.filter(
    (r) => !advance.includes(r) && r.RECNTYPE === CONSOLIDATED_TYPE,
  );
  const plain = selected.filter((r) => !advance.includes(r) && !consolidated.includes(r));

  const first = advance[0];
  if (first) {
    const type = advanceTypeOf(byContract.get(first.RECNNR)) ?? '01';
    const problem = advanceSelectionProblem(
      ofContracts(advance).map(advanceRowOf),
      advance.map((r) => r.CFPAYGUID),
      type,
    );
    if (problem) return problem;
  }
  const monthRow = consolidated[0];
  const consolidatedMonth = month ?? (monthRow ? monthYearOf(monthRow) : null);
  if (monthRow && consolidatedMonth) {
    const problem = consolidatedSelectionProblem(
      ofContracts(consolidated),
      consolidated.map((r) => r.CFPAYGUID),
      consolidatedMonth,
    );
    if (problem) return problem;
  }
  const ordinary = [...consolidated, ...plain];
  const oldest = oldestInvoiceWarning(
    ofContracts(ordinary),
    ordinary.map((r) => r.CFPAYGUID),
  );
  if (oldest) return { key: oldest.key, params: oldest.params };
  const amounts = invoiceAmountsOf(selected);
  if (!amounts.ok)
    return {
      key: amounts.problem === 'noPeriods' ? 'invoiceNoPeriods' : 'invoiceMixedCurrency',
      params: {},
    };
  return null;
}

/** What a lessor invoice of some periods must carry. */
export interface LessorInvoiceExpectation {
  /** FACTURA_H_S: the sum of the periods (BALANCE net of an advance's discount). */
  amounts: InvoiceAmounts;
  /** The CFDI's Descuento ('0.00' but for a type 01 advance payment) and SubTotal. */
  discount: string;
  subTotal: string;
  /** The advance type when the periods are an advance payment's (the CFDI's discount rule). */
  advanceType: AdvanceTypeCode | null;
}

/** The expectation of the chosen periods (which lessorSelectionProblem accepted), or null. */
export function lessorInvoiceExpectation(
  chosen: readonly SendPeriod[],
  contracts: readonly SendContract[],
): LessorInvoiceExpectation | null {
  const byContract = new Map(contracts.map((c) => [c.RECNNR, c]));
  const types = new Set(chosen.map((r) => advanceTypeOf(byContract.get(r.RECNNR))));
  const advanceType = types.size === 1 ? ([...types][0] ?? null) : null;
  if (advanceType) {
    const expected = advanceInvoiceExpectation(chosen.map(advanceRowOf));
    return expected && { ...expected, advanceType };
  }
  const summed = invoiceAmountsOf(chosen);
  if (!summed.ok) return null;
  return {
    amounts: summed.amounts,
    discount: '0.00',
    subTotal: summed.amounts.BALANCE,
    advanceType: null,
  };
}

/** The reference (noReference): required, at most 16 characters. */
export function referenceProblem(reference: string): RuleProblem | null {
  const text = reference.trim();
  if (text === '') return { key: 'dataLabelRequired', params: { field: 'noReference' } };
  if (text.length > INVOICE_REFERENCE_MAX)
    return {
      key: 'fieldTooLong',
      params: { field: 'noReference', max: String(INVOICE_REFERENCE_MAX) },
    };
  return null;
}

/**
 * A non-electronic invoice's date (YYYY-MM-DD): not after today; and in the current month, since
 * the ERP has closed the earlier months' billing periods (its message M8 535).
 */
export function invoiceDateProblem(date: string, today: string): RuleProblem | null {
  if (date > today) return { key: 'invoiceDateFuture', params: { date } };
  if (date.slice(0, 7) < today.slice(0, 7)) return { key: 'postingPeriodClosed', params: {} };
  return null;
}

/**
 * A non-electronic variable-maintenance invoice's amounts, typed by hand (spec 2 §5, §9): a
 * balance above zero ("a required number"), IVA at the fixed 16.00 % of tax code 2C, the amount
 * the balance plus IVA, the total the amount minus the withholdings typed, all within the lessor
 * tolerance. The problem, or the amounts that do not add up (empty when they do).
 */
export function mtTypedAmountsProblem(
  typed: InvoiceAmounts,
): { problem: RuleProblem; mismatches: AmountMismatch[] } | null {
  const balance = parseAmount(typed.BALANCE);
  if (balance === null || balance <= 0n)
    return { problem: { key: 'dataLabelRequired', params: { field: 'BALANCE' } }, mismatches: [] };
  const withheld = ['RETENCIONES_C', 'RETENCIONES_ISR', 'RETENCIONES_IVA'] as const;
  const amounts = withheld.map((f) => parseAmount(typed[f]));
  if (amounts.some((a) => a === null || a < 0n))
    return { problem: { key: 'invoiceAmountsMismatch', params: {} }, mismatches: [] };
  const iva = percentOf(balance, IVA_PERCENT, 100n);
  const gross = balance + iva;
  const total = amounts.reduce<bigint>((rest, a) => rest - (a ?? 0n), gross);
  const expected: InvoiceAmounts = {
    BALANCE: formatAmount(balance),
    IMPUESTOS: formatAmount(iva),
    MONTO: formatAmount(gross),
    RETENCIONES_C: typed.RETENCIONES_C,
    RETENCIONES_ISR: typed.RETENCIONES_ISR,
    RETENCIONES_IVA: typed.RETENCIONES_IVA,
    TOTAL: formatAmount(total),
    MONEDA: typed.MONEDA,
  };
  const mismatches = lessorAmountMismatches(typed, expected);
  return mismatches.length === 0
    ? null
    : { problem: { key: 'invoiceAmountsMismatch', params: {} }, mismatches };
}

const twoDecimals = (text: string | null | undefined): string => {
  const d: Decimal = parseDecimal(text ?? '0') ?? ZERO;
  return formatDecimal(round(d, 2), 2);
};

/**
 * The amounts a CFDI carries under FACTURA_H_S's names: BALANCE its SubTotal less Descuento, the
 * IVA transferred, the amount, each withholding (cedular from the local taxes) and the Total.
 */
export function cfdiInvoiceAmounts(data: CfdiData): InvoiceAmounts {
  const balance = sub(
    parseDecimal(data.subTotal ?? '0') ?? ZERO,
    parseDecimal(data.Descuento ?? '0') ?? ZERO,
  );
  const iva = amountOf(twoDecimals(data.impuestos));
  const net = amountOf(twoDecimals(formatDecimal(balance)));
  return {
    BALANCE: formatAmount(net),
    IMPUESTOS: formatAmount(iva),
    MONTO: formatAmount(net + iva),
    RETENCIONES_C: twoDecimals(data.Retenciones.cedular),
    RETENCIONES_ISR: twoDecimals(data.Retenciones.ISR),
    RETENCIONES_IVA: twoDecimals(data.Retenciones.IVA),
    TOTAL: twoDecimals(data.total),
    MONEDA: (data.CodigoMoneda ?? '').toUpperCase(),
  };
}

/** One line of a send's result (spec 2 §8): the line number and the error, as the ERP lists them. */
export interface SendResultLine {
  LINE: number;
  /** E error, W warning. */
  TYPE: 'E' | 'W';
  /** The message's class (the ERP's, e.g. M8) or the portal's check or rule that raised it. */
  ID: string;
  /** The ERP's message number ('' for the portal's own). */
  NUMBER: string;
  MESSAGE: string;
}

/**
 * ERP messages the pages show with the spec's own texts (spec 2 §8): M8 535 (type E) is a closed
 * billing period, 'Periodo de facturación cerrado. Consultar con el departamento de compras'.
 */
export const ERP_RESULT_MESSAGES = [
  { ID: 'M8', NUMBER: '535', TYPE: 'E', key: 'postingPeriodClosed' },
] as const;

/** The rule message an ERP result line stands for, or null when its own text is shown. */
export function erpResultMessageKey(
  line: Pick<SendResultLine, 'ID' | 'NUMBER' | 'TYPE'>,
): (typeof ERP_RESULT_MESSAGES)[number]['key'] | null {
  const found = ERP_RESULT_MESSAGES.find(
    (m) => m.ID === line.ID.trim() && m.NUMBER === line.NUMBER.trim() && m.TYPE === line.TYPE,
  );
  return found?.key ?? null;
}

/** The ERP's class and number of a rule problem it raises itself ({ M8, 535 }), or null. */
export function erpResultIdOf(key: string): { ID: string; NUMBER: string } | null {
  const found = ERP_RESULT_MESSAGES.find((m) => m.key === key);
  return found ? { ID: found.ID, NUMBER: found.NUMBER } : null;
}

/** A successful send's document numbers as the pages show them: several joined with '&'. */
export function documentNumbersText(belnrs: readonly string[]): string {
  return belnrs.join('&');
}

/** One amount that does not match, as a line of the send's result. */
export function mismatchProblem(m: AmountMismatch): RuleProblem {
  return {
    key: 'invoiceAmountMismatchLine',
    params: { field: m.field, invoice: m.invoice, expected: m.expected },
  };
}
