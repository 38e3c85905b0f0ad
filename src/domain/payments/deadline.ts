/**
 * When a payment complement is due (RMF 2.7.1.32 for CFDI 4.0): by the 10th day of the
 * month after the payment (AUGDT), both in Mexico's calendar, and how many days are left from
 * today (0 on the deadline itself, negative once it has passed: overdue).
 */
import { daysBetween } from '../maintenance/calendar';

/** The day of the following month by which the complement must be issued. */
export const COMPLEMENT_DUE_DAY = 10;

/** The deadline of the complement of a payment made on `augdt` ('YYYY-MM-DD'). */
export function complementDeadline(augdt: string): string {
  const year = Number(augdt.slice(0, 4));
  const month = Number(augdt.slice(5, 7));
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-${String(COMPLEMENT_DUE_DAY).padStart(2, '0')}`;
}

/** Days from today to the deadline: positive before it, 0 on it, negative when overdue. */
export function daysLeft(deadline: string, today: string): number {
  return daysBetween(today, deadline);
}

export interface ComplementDue {
  deadline: string;
  daysLeft: number;
  overdue: boolean;
}

/** The deadline of a payment's complement and where today stands against it. */
export function complementDue(augdt: string, today: string): ComplementDue {
  const deadline = complementDeadline(augdt);
  const left = daysLeft(deadline, today);
  return { deadline, daysLeft: left, overdue: left < 0 };
}
