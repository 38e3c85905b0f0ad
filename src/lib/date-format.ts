/**
 * The one way the portal writes dates and times to a person: dd-mm-yyyy and dd-mm-yyyy HH:mm
 * (24-hour), as the ERP and spec 3 §9 write them, in both languages.
 */
import { format, isValid, parseISO } from 'date-fns';

export const DATE_PATTERN = 'dd-MM-yyyy';
export const DATE_TIME_PATTERN = 'dd-MM-yyyy HH:mm';

function toDate(value: Date | string | number): Date | null {
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** "09-11-2026"; the input as given when it is not a date. */
export function formatDate(value: Date | string | number): string {
  const date = toDate(value);
  return date ? format(date, DATE_PATTERN) : String(value);
}

/** "09-11-2026 16:11"; the input as given when it is not a date. */
export function formatDateTime(value: Date | string | number): string {
  const date = toDate(value);
  return date ? format(date, DATE_TIME_PATTERN) : String(value);
}
