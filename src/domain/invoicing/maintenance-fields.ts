/**
 * The fields of a variable-maintenance invoice (spec 2 §5 "Reference and fields", §9): the
 * reference (noReference) and the description are required, 16 characters at most; the billing
 * period (month and year) is required and runs from 1 January of last year to 31 December of this
 * year.
 */
import type { CalendarDate } from '../maintenance/types';
import type { RuleProblem } from './messages';

/** Reference and description: at most 16 characters (spec 2 §9). */
export const MT_TEXT_MAX = 16;

export interface MtInvoiceFields {
  /** The invoice reference (FACTURA). */
  reference: string;
  description: string;
  /** Billing month 1-12 and year; null while not chosen. */
  month: number | null;
  year: number | null;
}

/** The first billing month and the last one a variable-maintenance invoice may name. */
export function mtBillingWindow(today: CalendarDate): { first: string; last: string } {
  const year = Number(today.slice(0, 4));
  return { first: `01-${year - 1}`, last: `12-${year}` };
}

/** The first problem of the fields, or null: required ones first, then lengths, then the period. */
export function mtInvoiceFieldsProblem(
  fields: MtInvoiceFields,
  today: CalendarDate,
): RuleProblem | null {
  const texts: [string, string][] = [
    ['noReference', fields.reference.trim()],
    ['description', fields.description.trim()],
  ];
  for (const [field, value] of texts)
    if (value === '') return { key: 'dataLabelRequired', params: { field } };
  if (fields.month === null) return { key: 'dataLabelRequired', params: { field: 'month' } };
  if (fields.year === null) return { key: 'dataLabelRequired', params: { field: 'year' } };
  for (const [field, value] of texts)
    if (value.length > MT_TEXT_MAX)
      return { key: 'fieldTooLong', params: { field, max: String(MT_TEXT_MAX) } };
  const year = Number(today.slice(0, 4));
  const inWindow =
    Number.isInteger(fields.month) &&
    fields.month >= 1 &&
    fields.month <= 12 &&
    (fields.year === year || fields.year === year - 1);
  if (!inWindow) {
    const { first, last } = mtBillingWindow(today);
    return { key: 'mtPeriodOutOfRange', params: { first, last } };
  }
  return null;
}
