/**
 * Crew assignment and date reassignment (spec 3 §4.6, §5.3, §7.1): the blocked assignment, the
 * user status it sets, the reassignment window, working hours, the wire forms of date and time,
 * and the from/to range rule. Dates are 'YYYY-MM-DD'; today is always passed in.
 */
import {
  addCalendarMonths,
  compareDates,
  endOfYearAfter,
  isCalendarDate,
  maxDate,
  toWireDate,
} from './calendar';
import type { MaintenanceMessageKey } from './messages';
import type { CalendarDate, OrderStatusCode } from './types';

/** The label shown next to the reassignment time. */
export const TIME_ZONE_LABEL = 'CST';

/** Working hours, inclusive at both ends (spec 3 §5.3, §9). */
export const WORKING_HOURS = { from: '08:00', to: '20:00' } as const;

/** Plus or minus six months around the scheduled date (spec 3 §4.6, §9). */
export const REASSIGNMENT_WINDOW_MONTHS = 6;

/** The user status an assignment sets on a Confirmado order. */
export const ASSIGNED_USER_STATUS = '02';

/**
 * Spec 3 §4.6: assigning a crew to a Confirmado (01) order whose scheduled date is before today is
 * blocked; the message sends the user to the date reassignment. Null when assignment may proceed.
 */
export function crewAssignmentBlock(
  status: OrderStatusCode,
  scheduledDate: CalendarDate,
  today: CalendarDate,
): Extract<MaintenanceMessageKey, 'crewAssignmentPastDate'> | null {
  return status === '01' && compareDates(scheduledDate, today) < 0
    ? 'crewAssignmentPastDate'
    : null;
}

/**
 * The user_st sent with an assignment: '02' for a Confirmado order; null for any other status,
 * whose user status the assignment leaves as it is (the caller omits user_st).
 */
export function assignmentUserStatus(status: OrderStatusCode): typeof ASSIGNED_USER_STATUS | null {
  return status === '01' ? ASSIGNED_USER_STATUS : null;
}

export interface DateWindow {
  min: CalendarDate;
  max: CalendarDate;
}

/**
 * The dates a reassignment may pick: six calendar months before through six after the scheduled
 * date, never before today. Null when the whole window lies in the past (scheduled more than six
 * months ago), so the dialog can say so instead of offering an empty calendar.
 */
export function reassignmentWindow(
  scheduledDate: CalendarDate,
  today: CalendarDate,
): DateWindow | null {
  const max = addCalendarMonths(scheduledDate, REASSIGNMENT_WINDOW_MONTHS);
  const min = maxDate(addCalendarMonths(scheduledDate, -REASSIGNMENT_WINDOW_MONTHS), today);
  return compareDates(min, max) > 0 ? null : { min, max };
}

export function isInWindow(date: CalendarDate, window: DateWindow | null): boolean {
  return (
    window !== null && compareDates(date, window.min) >= 0 && compareDates(date, window.max) <= 0
  );
}

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Seconds since midnight of 'HH:MM' or 'HH:MM:SS', or null when it is not a clock time. */
function secondsOfDay(time: string): number | null {
  const match = TIME.exec(time.trim());
  if (!match) return null;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? '0')];
  if (h > 23 || m > 59 || s > 59) return null;
  return h * 3600 + m * 60 + s;
}

/** Spec 3 §5.3: required ('Required.'), then 08:00 to 20:00 inclusive, else 'Hora no valida.'. */
export function reassignmentTimeError(
  time: string,
): Extract<MaintenanceMessageKey, 'required' | 'invalidTime'> | null {
  if (time.trim() === '') return 'required';
  const seconds = secondsOfDay(time);
  const from = secondsOfDay(WORKING_HOURS.from) ?? 0;
  const to = secondsOfDay(WORKING_HOURS.to) ?? 0;
  return seconds === null || seconds < from || seconds > to ? 'invalidTime' : null;
}

export type ReassignmentErrors = Partial<
  Record<
    'date' | 'time',
    Extract<MaintenanceMessageKey, 'required' | 'invalidTime' | 'dateOutsideWindow'>
  >
>;

export interface ReassignmentInput {
  date: CalendarDate;
  time: string;
  scheduledDate: CalendarDate;
  today: CalendarDate;
}

/** Field errors of the reassign dialog; an empty object means it may be saved. */
export function reassignmentErrors(input: ReassignmentInput): ReassignmentErrors {
  const errors: ReassignmentErrors = {};
  if (input.date.trim() === '') errors.date = 'required';
  else if (
    !isCalendarDate(input.date) ||
    !isInWindow(input.date, reassignmentWindow(input.scheduledDate, input.today))
  )
    errors.date = 'dateOutsideWindow';
  const timeError = reassignmentTimeError(input.time);
  if (timeError) errors.time = timeError;
  return errors;
}

/** The time on the wire (strttimcon): 'HH:MM:00'; seconds picked in the dialog are dropped. */
export function toWireTime(time: string): string {
  const match = TIME.exec(time.trim());
  if (!match || secondsOfDay(time) === null) throw new RangeError(`Not a clock time: ${time}`);
  return `${match[1]}:${match[2]}:00`;
}

/** The body fields of an UpdateOrderMP date reassignment (spec 3 §7.1). */
export function reassignmentWireFields(
  date: CalendarDate,
  time: string,
): { start_cons: string; strttimcon: string } {
  return { start_cons: toWireDate(date), strttimcon: toWireTime(time) };
}

export type DateRangeError = Extract<
  MaintenanceMessageKey,
  'required' | 'fromAfterTo' | 'toBeyondLimit'
>;

export interface DateRangeInput {
  from: CalendarDate;
  to: CalendarDate;
  today: CalendarDate;
  /**
   * How many years ahead the to date may reach: 1 is the end of next year (the default), 2 the
   * end of the year after next that some screens allow (spec 3 §9).
   */
  yearsAhead?: 1 | 2;
}

/** Spec 3 §5.3: from not after to, and to at most the end of next year. Null when valid. */
export function dateRangeError(input: DateRangeInput): DateRangeError | null {
  if (!isCalendarDate(input.from) || !isCalendarDate(input.to)) return 'required';
  if (compareDates(input.from, input.to) > 0) return 'fromAfterTo';
  if (compareDates(input.to, dateRangeLimit(input.today, input.yearsAhead ?? 1)) > 0)
    return 'toBeyondLimit';
  return null;
}

/** The latest to date allowed: 31 December of next year (or of the year after next). */
export function dateRangeLimit(today: CalendarDate, yearsAhead: 1 | 2 = 1): CalendarDate {
  return endOfYearAfter(today, yearsAhead);
}
