/**
 * The invoice date window (spec 2 §5): a lessor may send invoices only while today (in Mexico City)
 * is between the company's LessorBeginDay and LessorEndDay of the current month; suppliers use
 * SupplierBeginDay and SupplierEndDay. Outside it the answer is msjOutRange and nothing is sent.
 */
import { endOfCalendarMonth } from '../maintenance/calendar';
import type { CalendarDate } from '../maintenance/types';
import type { RuleProblem } from './messages';

/** The window days of a company record (the session's company list carries them). */
export interface CompanyWindowDays {
  LessorBeginDay: number;
  LessorEndDay: number;
  SupplierBeginDay: number;
  SupplierEndDay: number;
}

/** Who invoices: lessors and suppliers have their own windows. */
export type InvoicingParty = 'lessor' | 'supplier';

/** Days of the month, both included. */
export interface InvoicingWindow {
  beginDay: number;
  endDay: number;
}

export function invoicingWindowOf(
  company: CompanyWindowDays,
  party: InvoicingParty,
): InvoicingWindow {
  return party === 'lessor'
    ? { beginDay: company.LessorBeginDay, endDay: company.LessorEndDay }
    : { beginDay: company.SupplierBeginDay, endDay: company.SupplierEndDay };
}

const MEXICO_CITY_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * Today in Mexico City, 'YYYY-MM-DD': the day the window is judged on, whatever the time zone of
 * the device or the server (a lessor in Tijuana at 23:30 and the server at UTC agree).
 */
export function mexicoCityToday(now: Date): CalendarDate {
  const part = (type: string) =>
    MEXICO_CITY_DAY.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Whether `today` is inside the window of its month. Choices where the spec is silent: an end day
 * past the month's last day means the last day (1 to 31 is "every day of the month", February
 * too); a begin day after the end day is a window across the month's end (25 to 5 is the 25th
 * onwards and the 1st to the 5th).
 */
export function isWithinInvoicingWindow(today: CalendarDate, window: InvoicingWindow): boolean {
  const day = Number(today.slice(8, 10));
  const lastDay = Number(endOfCalendarMonth(today).slice(8, 10));
  const begin = Math.min(window.beginDay, lastDay);
  const end = Math.min(window.endDay, lastDay);
  return begin <= end ? day >= begin && day <= end : day >= begin || day <= end;
}

/** msjOutRange with the window's days when today is outside it; null when invoices may be sent. */
export function invoicingWindowProblem(
  today: CalendarDate,
  company: CompanyWindowDays,
  party: InvoicingParty,
): RuleProblem | null {
  const window = invoicingWindowOf(company, party);
  if (isWithinInvoicingWindow(today, window)) return null;
  return {
    key: 'msjOutRange',
    params: { beginDay: String(window.beginDay), endDay: String(window.endDay) },
  };
}
