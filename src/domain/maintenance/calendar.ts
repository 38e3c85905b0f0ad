/**
 * Plain calendar dates ('YYYY-MM-DD') for the maintenance rules: parsing, the ERP's dd-mm-yyyy
 * and YYYYMMDD forms, and month arithmetic through date-fns. "Today" is always an argument so the
 * browser, the sync engine and the server decide the same way for the same day.
 */
import { addMonths, differenceInCalendarDays, endOfMonth, format, isValid } from 'date-fns';
import type { CalendarDate } from './types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ERP_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;
const WIRE_DATE = /^(\d{4})(\d{2})(\d{2})$/;
/** How the ERP writes a day, and how the portal shows one (spec 3 §9). */
const ERP_DATE_PATTERN = 'dd-MM-yyyy';

/**
 * Midday local time: month arithmetic in date-fns works on local dates, and noon is never skipped
 * or repeated by a daylight-saving change, so the calendar day cannot shift.
 */
function toLocalNoon(y: number, m: number, d: number): Date | null {
  const date = new Date(y, m - 1, d, 12);
  if (!isValid(date) || date.getFullYear() !== y || date.getMonth() !== m - 1) return null;
  return date.getDate() === d ? date : null;
}

function toDate(value: CalendarDate): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new RangeError(`Not a calendar date: ${value}`);
  return date;
}

function fromDate(date: Date): CalendarDate {
  return format(date, 'yyyy-MM-dd');
}

function parseCalendarDate(value: string): Date | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  return toLocalNoon(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** True for an existing day written 'YYYY-MM-DD' (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/** The ERP list's FSAVD 'dd-mm-yyyy' as a calendar date, or null when it is not a real day. */
export function fromErpDate(value: string): CalendarDate | null {
  const match = ERP_DATE.exec(value.trim());
  if (!match) return null;
  const date = toLocalNoon(Number(match[3]), Number(match[2]), Number(match[1]));
  return date ? fromDate(date) : null;
}

/** A calendar date as the ERP writes it and the portal shows it: 'dd-mm-yyyy'. */
export function toErpDate(value: CalendarDate): string {
  return format(toDate(value), ERP_DATE_PATTERN);
}

/** 'YYYY-MM-DD' to the wire's 'YYYYMMDD' (fsavd_i, fsavd_e, start_cons). */
export function toWireDate(value: CalendarDate): string {
  return fromDate(toDate(value)).replaceAll('-', '');
}

/**
 * The wire's 'YYYYMMDD' (fsavd_i, fsavd_e, start_cons) as a calendar date, or null when it is not
 * a real day (20250230).
 */
export function fromWireDate(value: string): CalendarDate | null {
  const match = WIRE_DATE.exec(value);
  if (!match) return null;
  const date = toLocalNoon(Number(match[1]), Number(match[2]), Number(match[3]));
  return date ? fromDate(date) : null;
}

/** Negative when a is before b, zero on the same day, positive after. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return differenceInCalendarDays(toDate(a), toDate(b));
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return differenceInCalendarDays(toDate(to), toDate(from));
}

/**
 * Adds calendar months; a day that does not exist in the target month becomes its last day
 * (2024-08-31 minus 6 months is 2024-02-29), as date-fns does.
 */
export function addCalendarMonths(value: CalendarDate, months: number): CalendarDate {
  return fromDate(addMonths(toDate(value), months));
}

export function endOfCalendarMonth(value: CalendarDate): CalendarDate {
  return fromDate(endOfMonth(toDate(value)));
}

/** 31 December of the year `years` after the year of `value`. */
export function endOfYearAfter(value: CalendarDate, years: number): CalendarDate {
  return `${toDate(value).getFullYear() + years}-12-31`;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return compareDates(a, b) >= 0 ? a : b;
}
