/**
 * The oldest-invoice rule (spec 2 §5): when several open periods share a due date, the lessor
 * starts with the one whose period ends first (earliest DBERBIS); choosing a later one first gets
 * the warning lessorsAlertOldestInvoice naming the due date and the text of the oldest. The same
 * rule holds on the advance-payment page.
 */
import { fromErpDate } from '../maintenance/calendar';
import { PERIOD_STATUS } from './codes';
import type { RuleProblem } from './messages';

/** What the rule reads of a contract or advance-payment row (wire dates dd-mm-yyyy). */
export interface PeriodRef {
  CFPAYGUID: string;
  RECNNR: string;
  /** Due date. */
  DFAELL: string;
  /** Period end. */
  DBERBIS: string;
  STATUS: string;
  TEXT_D: string;
}

/** The warning, with the id of the period to start with (to point at it in the table). */
export interface OldestInvoiceWarning extends RuleProblem {
  key: 'lessorsAlertOldestInvoice';
  oldest: string;
}

const isOpen = (row: PeriodRef) => row.STATUS === PERIOD_STATUS.pending;
/** Rows of one contract with one due date (choice: periods of other contracts never block). */
const groupOf = (row: PeriodRef) => `${row.RECNNR}|${row.DFAELL}`;
const periodEnd = (row: PeriodRef) => fromErpDate(row.DBERBIS) ?? '';

/**
 * Judges a choice of periods to invoice together against every row the lessor sees. Null when the
 * choice may proceed: each chosen open period has no unchosen open period of the same contract and
 * due date whose period ends earlier. Otherwise the warning names the earliest such period (rows
 * whose DBERBIS is not a date are not compared). Periods ending the same day may go in any order.
 */
export function oldestInvoiceWarning(
  rows: readonly PeriodRef[],
  chosen: readonly string[],
): OldestInvoiceWarning | null {
  const picked = new Set(chosen);
  const waiting = new Map<string, PeriodRef[]>();
  for (const row of rows) {
    if (!isOpen(row) || picked.has(row.CFPAYGUID) || periodEnd(row) === '') continue;
    const group = waiting.get(groupOf(row)) ?? [];
    group.push(row);
    waiting.set(groupOf(row), group);
  }
  let blocking: PeriodRef | null = null;
  for (const row of rows) {
    if (!picked.has(row.CFPAYGUID) || !isOpen(row)) continue;
    const end = periodEnd(row);
    if (end === '') continue;
    for (const other of waiting.get(groupOf(row)) ?? []) {
      if (periodEnd(other) >= end) continue;
      if (blocking === null || periodEnd(other) < periodEnd(blocking)) blocking = other;
    }
  }
  if (blocking === null) return null;
  return {
    key: 'lessorsAlertOldestInvoice',
    params: { dueDate: blocking.DFAELL, text: blocking.TEXT_D },
    oldest: blocking.CFPAYGUID,
  };
}
