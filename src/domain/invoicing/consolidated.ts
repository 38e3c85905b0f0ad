/**
 * Consolidated leasing (A002, spec 2 §2 screen 3): the lessor picks a month and year and sends ONE
 * invoice for that month, whose summary block is the sum of the month's periods (balance, taxes,
 * amount, cedular, ISR and IVA withholdings, total, currency).
 */
import { fromErpDate } from '../maintenance/calendar';
import { invoiceAmountsOf, type InvoiceAmountsResult, type PeriodAmounts } from './amounts';
import { PERIOD_STATUS } from './codes';
import type { RuleProblem } from './messages';

/** What the consolidated rules read of a period row. */
export interface ConsolidatedPeriod extends PeriodAmounts {
  CFPAYGUID: string;
  /** Period end dd-mm-yyyy: its month and year are the period's. */
  DBERBIS: string;
  STATUS: string;
  TEXT_D: string;
}

/** A month of the picker: 1-12 and a four-digit year. */
export interface MonthYear {
  month: number;
  year: number;
}

/** The month and year a period belongs to (its DBERBIS), or null when DBERBIS is not a date. */
export function monthYearOf(period: Pick<ConsolidatedPeriod, 'DBERBIS'>): MonthYear | null {
  const iso = fromErpDate(period.DBERBIS);
  return iso ? { month: Number(iso.slice(5, 7)), year: Number(iso.slice(0, 4)) } : null;
}

const sameMonth = (a: MonthYear | null, b: MonthYear) =>
  a !== null && a.month === b.month && a.year === b.year;

const monthParams = (m: MonthYear) => ({
  month: String(m.month).padStart(2, '0'),
  year: String(m.year),
});

/** The open periods of the month: what the consolidated invoice of that month covers. */
export function consolidatedMonthPeriods<T extends ConsolidatedPeriod>(
  rows: readonly T[],
  month: MonthYear,
): T[] {
  return rows.filter((r) => r.STATUS === PERIOD_STATUS.pending && sameMonth(monthYearOf(r), month));
}

/** The summary block of the chosen periods (spec 2 §2 screen 3), or why they cannot be summed. */
export function consolidatedSummary(periods: readonly PeriodAmounts[]): InvoiceAmountsResult {
  return invoiceAmountsOf(periods);
}

/**
 * Whether the chosen periods make one consolidated invoice of the month. Choice where the spec is
 * silent: the invoice covers every open period of the month shown in the table, no fewer (a
 * consolidated invoice is the month's) and none of another month; each chosen period must still be
 * open; one currency. Null when they do.
 */
export function consolidatedSelectionProblem(
  rows: readonly ConsolidatedPeriod[],
  chosen: readonly string[],
  month: MonthYear,
): RuleProblem | null {
  if (chosen.length === 0) return { key: 'invoiceNoPeriods', params: {} };
  const picked = new Set(chosen);
  const selected = rows.filter((r) => picked.has(r.CFPAYGUID));
  for (const row of selected) {
    if (row.STATUS !== PERIOD_STATUS.pending)
      return { key: 'invoicePeriodNotOpen', params: { text: row.TEXT_D } };
    if (!sameMonth(monthYearOf(row), month))
      return { key: 'consolidatedOtherMonth', params: { text: row.TEXT_D, ...monthParams(month) } };
  }
  const missing = consolidatedMonthPeriods(rows, month).find((r) => !picked.has(r.CFPAYGUID));
  if (missing)
    return {
      key: 'consolidatedIncomplete',
      params: { text: missing.TEXT_D, ...monthParams(month) },
    };
  const summary = consolidatedSummary(selected);
  if (!summary.ok)
    return {
      key: summary.problem === 'noPeriods' ? 'invoiceNoPeriods' : 'invoiceMixedCurrency',
      params: {},
    };
  return null;
}
