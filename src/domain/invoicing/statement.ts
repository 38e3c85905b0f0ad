/**
 * The account statement's dates (spec 2 §2 screen 5, §4, §5, §9): which dates a query type asks
 * for and their defaults, the range rules (both dates required, to-date not before from-date, at
 * most one year ahead, two for the consolidated variant) and a row's due date (VNETO = document
 * date plus payment days).
 */
import { addCalendarMonths, endOfCalendarMonth, isCalendarDate } from '../maintenance/calendar';
import type { CalendarDate } from '../maintenance/types';
import { STATEMENT_QUERY, type StatementQueryCode } from './codes';
import type { RuleProblem } from './messages';

/** From and to dates; `from` is null for a pending query, which shows no from-date. */
export interface StatementRange {
  from: CalendarDate | null;
  to: CalendarDate;
}

/** `date` plus whole days (negative goes back), on the calendar alone. */
export function addCalendarDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Paid documents look 31 days back by default (spec 2 §4, §9). */
export const PAID_DEFAULT_DAYS_BACK = 31;

/** Whether a query type shows (and needs) a from-date: only paid documents do. */
export function statementUsesFromDate(query: StatementQueryCode): boolean {
  return query === STATEMENT_QUERY.paid;
}

/**
 * The dates a statement query starts with: paid documents from 31 days back to today; pending
 * documents up to the end of the current month (spec 2 §5's default range, whose from-date,
 * 1 January of the previous year, a pending query does not show).
 */
export function statementDefaultRange(
  today: CalendarDate,
  query: StatementQueryCode,
): StatementRange {
  if (query === STATEMENT_QUERY.paid)
    return { from: addCalendarDays(today, -PAID_DEFAULT_DAYS_BACK), to: today };
  return { from: null, to: endOfCalendarMonth(today) };
}

/** The last to-date a statement accepts: one year after today, two for the consolidated variant. */
export function statementLatestToDate(today: CalendarDate, consolidated = false): CalendarDate {
  return addCalendarMonths(today, consolidated ? 24 : 12);
}

/**
 * The first problem of a statement's dates, or null: a needed date missing or not a day
 * (dataLabelRequired naming the field), the to-date before the from-date, or past the latest
 * to-date (named dd-mm-yyyy, as dates are shown). A pending query ignores its from-date.
 */
export function statementRangeProblem(
  query: StatementQueryCode,
  from: string | null,
  to: string | null,
  today: CalendarDate,
  consolidated = false,
): RuleProblem | null {
  const needsFrom = statementUsesFromDate(query);
  if (needsFrom && (from === null || !isCalendarDate(from)))
    return { key: 'dataLabelRequired', params: { field: 'fromdate' } };
  if (to === null || !isCalendarDate(to))
    return { key: 'dataLabelRequired', params: { field: 'todate' } };
  if (needsFrom && from !== null && to < from) return { key: 'statementToBeforeFrom', params: {} };
  const latest = statementLatestToDate(today, consolidated);
  if (to > latest)
    return {
      key: 'statementToBeyondLimit',
      params: { max: latest.split('-').reverse().join('-') },
    };
  return null;
}

/** A statement row's due date (VNETO): its document date (BLDAT) plus its payment days (DZBD1T). */
export function statementDueDate(documentDate: CalendarDate, paymentDays: number): CalendarDate {
  return addCalendarDays(documentDate, paymentDays);
}
