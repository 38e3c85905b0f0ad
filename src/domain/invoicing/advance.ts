/**
 * Advance payment (spec 2 §2 screen 4, §4, §9): the lessor picks the advance type before searching
 * (01 broken-down discount: lease Z001 with its discount Z030; 02 discount included: Z01A), then
 * invoices periods of that type, oldest first. A type 01 invoice shows the full rent as SubTotal
 * and the discount apart (SubTotal = balance + discount); a type 02 invoice has no discount.
 */
import { invoiceAmountsOf, type InvoiceAmounts, type PeriodAmounts } from './amounts';
import {
  ADVANCE_DISCOUNT_CONDITION,
  ADVANCE_TYPE_CODES,
  PERIOD_STATUS,
  advanceConditions,
  type AdvanceTypeCode,
} from './codes';
import type { RuleProblem } from './messages';
import { amountOf, formatAmount, sumCents } from './money';
import { oldestInvoiceWarning, type PeriodRef } from './oldest';

/** An advance-payment row as the advance query answers it (spec 2 §3 "Advance payment rows"). */
export interface AdvanceRow extends PeriodRef {
  CONDTYPE: string;
  balance: string;
  impuestos: string;
  monto: string;
  retenciones_c: string;
  retenciones_isr: string;
  retenciones_iva: string;
  total: string;
  moneda: string;
}

export function isAdvanceType(value: string | null | undefined): value is AdvanceTypeCode {
  return (ADVANCE_TYPE_CODES as readonly (string | null | undefined)[]).includes(value);
}

/** "The advance type must be picked before searching": dataLabelRequired until it is. */
export function advanceTypeProblem(value: string | null | undefined): RuleProblem | null {
  return isAdvanceType(value)
    ? null
    : { key: 'dataLabelRequired', params: { field: 'advanceType' } };
}

const periodAmounts = (r: AdvanceRow): PeriodAmounts => ({
  CONDVALUENET: r.balance,
  TAXVALUE: r.impuestos,
  CONDVALUEGROSS: r.monto,
  RETENCION_C: r.retenciones_c,
  RETENCION_ISR: r.retenciones_isr,
  RETENCION_IVA: r.retenciones_iva,
  MONTO_TOTAL: r.total,
  MONEDA: r.moneda,
});

/**
 * The rows that are invoiced together: the rows of one contract with one due date and period end
 * (a type 01 period's rent and its discount; a type 02 period alone).
 */
export function advanceUnits<T extends AdvanceRow>(rows: readonly T[]): T[][] {
  const units = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.RECNNR}|${row.DFAELL}|${row.DBERBIS}`;
    const unit = units.get(key) ?? [];
    unit.push(row);
    units.set(key, unit);
  }
  return [...units.values()];
}

/**
 * Whether the chosen rows make one advance-payment invoice of the type: at least one; every one of
 * the type's condition types and still open; whole units (choice: a type 01 rent never goes without
 * its discount, nor the discount without its rent); the oldest rule; one currency. Null when they do.
 */
export function advanceSelectionProblem(
  rows: readonly AdvanceRow[],
  chosen: readonly string[],
  type: AdvanceTypeCode,
): RuleProblem | null {
  if (chosen.length === 0) return { key: 'invoiceNoPeriods', params: {} };
  const picked = new Set(chosen);
  const conditions = advanceConditions(type);
  const selected = rows.filter((r) => picked.has(r.CFPAYGUID));
  if (selected.length === 0) return { key: 'invoiceNoPeriods', params: {} };
  for (const row of selected) {
    if (!conditions.includes(row.CONDTYPE))
      return { key: 'advanceWrongType', params: { text: row.TEXT_D, type } };
    if (row.STATUS !== PERIOD_STATUS.pending)
      return { key: 'invoicePeriodNotOpen', params: { text: row.TEXT_D } };
  }
  for (const unit of advanceUnits(rows.filter((r) => conditions.includes(r.CONDTYPE)))) {
    if (!unit.some((r) => picked.has(r.CFPAYGUID))) continue;
    const missing = unit.find((r) => !picked.has(r.CFPAYGUID));
    if (missing)
      return {
        key: 'advanceIncomplete',
        params: { dueDate: missing.DFAELL, text: missing.TEXT_D },
      };
  }
  const oldest = oldestInvoiceWarning(
    rows.filter((r) => conditions.includes(r.CONDTYPE)),
    chosen,
  );
  if (oldest) return oldest;
  const amounts = invoiceAmountsOf(selected.map(periodAmounts));
  if (!amounts.ok)
    return {
      key: amounts.problem === 'noPeriods' ? 'invoiceNoPeriods' : 'invoiceMixedCurrency',
      params: {},
    };
  return null;
}

/** What an advance-payment invoice of the chosen rows must carry. */
export interface AdvanceInvoiceExpectation {
  /** The invoice's amounts: BALANCE is net of the discount. */
  amounts: InvoiceAmounts;
  /** The discount the CFDI shows apart (type 01, positive); '0.00' for type 02. */
  discount: string;
  /** The CFDI's SubTotal: balance plus discount. */
  subTotal: string;
}

/**
 * The amounts of an advance-payment invoice of the rows (which advanceSelectionProblem accepted):
 * their sum, the discount being the Z030 rows' balance with its sign turned.
 */
export function advanceInvoiceExpectation(
  rows: readonly AdvanceRow[],
): AdvanceInvoiceExpectation | null {
  const summed = invoiceAmountsOf(rows.map(periodAmounts));
  if (!summed.ok) return null;
  const discount = -sumCents(
    rows.filter((r) => r.CONDTYPE === ADVANCE_DISCOUNT_CONDITION).map((r) => amountOf(r.balance)),
  );
  return {
    amounts: summed.amounts,
    discount: formatAmount(discount),
    subTotal: formatAmount(amountOf(summed.amounts.BALANCE) + discount),
  };
}
