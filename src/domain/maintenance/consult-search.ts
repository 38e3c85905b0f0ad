/**
 * The orders search (spec 3 §5.4, §7.1): when the consult page warns that a search may be slow,
 * the default date range of each page, and the list call's filter fields (lifnr padded to ten
 * digits, dates without dashes, site only on consult, region only where its selector shows).
 */
import {
  addCalendarMonths,
  daysBetween,
  endOfCalendarMonth,
  isCalendarDate,
  toWireDate,
} from './calendar';
import { showsRegionSelector } from './order-status';
import type { CalendarDate, PageMode } from './types';

/** A range longer than this many days makes the consult search warn (spec 3 §9). */
export const CONSULT_RANGE_MAX_DAYS = 31;

export interface ConsultSearchInput {
  supplier: string;
  status: string;
  site: string;
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * True when the consult page shows alertSearchSlow: unless supplier, status and site are all given
 * and the range spans at most 31 days. The span is to − from, so the default range (one month
 * back through today, at most 31 days) never warns on its own.
 */
export function isSlowSearch(input: ConsultSearchInput): boolean {
  const filled = [input.supplier, input.status, input.site].every((v) => v.trim() !== '');
  if (!filled || !isCalendarDate(input.from) || !isCalendarDate(input.to)) return true;
  const span = daysBetween(input.from, input.to);
  return span < 0 || span > CONSULT_RANGE_MAX_DAYS;
}

export interface DateRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** The consult page starts one month back through today. */
export function defaultConsultRange(today: CalendarDate): DateRange {
  return { from: addCalendarMonths(today, -1), to: today };
}

/**
 * The other pages: once a status is chosen, a year back through the end of the current month;
 * before that, no range (null).
 */
export function defaultReviewRange(today: CalendarDate, statusChosen: boolean): DateRange | null {
  if (!statusChosen) return null;
  return { from: addCalendarMonths(today, -12), to: endOfCalendarMonth(today) };
}

/** The default range of a page. */
export function defaultRange(
  mode: PageMode,
  today: CalendarDate,
  statusChosen: boolean,
): DateRange | null {
  return mode === 'consult' ? defaultConsultRange(today) : defaultReviewRange(today, statusChosen);
}

/**
 * Supplier and SAP ids are padded to ten digits (spec 3 §9). Only all-digit ids are padded, as
 * SAP's ALPHA conversion does; an alphanumeric id goes as it is.
 */
export function padSapId(id: string): string {
  const trimmed = id.trim();
  return /^\d+$/.test(trimmed) ? trimmed.padStart(10, '0') : trimmed;
}

export interface OrderListFilterInput {
  mode: PageMode;
  company: string;
  supplier: string;
  status: string;
  from: CalendarDate;
  to: CalendarDate;
  site?: string;
  region?: string;
}

/** The filter fields of the reportOrders list call (spec 3 §7.1). */
export interface OrderListFilter {
  bukrs: string;
  lifnr: string;
  status: string;
  fsavd_i: string;
  fsavd_e: string;
  Tplnr?: string;
  REGION?: string;
}

/** Builds the list call's filter; Tplnr only on consult, REGION only where the selector shows. */
export function orderListFilter(input: OrderListFilterInput): OrderListFilter {
  const filter: OrderListFilter = {
    bukrs: input.company,
    lifnr: input.supplier.trim() === '' ? '' : padSapId(input.supplier),
    status: input.status,
    fsavd_i: toWireDate(input.from),
    fsavd_e: toWireDate(input.to),
  };
  if (input.mode === 'consult') filter.Tplnr = (input.site ?? '').trim();
  if (showsRegionSelector(input.mode)) filter.REGION = input.region ?? '';
  return filter;
}
