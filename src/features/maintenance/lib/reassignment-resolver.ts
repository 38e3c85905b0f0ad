/**
 * The react-hook-form resolver of the reassign dialog: the field errors are exactly those of
 * reassignmentErrors (spec 3 §5.3), in the user's language.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  maintenanceMessage,
  reassignmentErrors,
  reassignmentWindow,
  type CalendarDate,
  type MessageLanguage,
} from '../../../domain/maintenance';

export interface ReassignValues {
  date: CalendarDate;
  time: string;
}

/** 'YYYY-MM-DD' as the dialog shows it: 'DD/MM/YYYY'. */
export function displayDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

export function reassignmentResolver(
  scheduledDate: CalendarDate,
  today: CalendarDate,
  lang: MessageLanguage,
): Resolver<ReassignValues> {
  return (values) => {
    const found = reassignmentErrors({ ...values, scheduledDate, today });
    const range = reassignmentWindow(scheduledDate, today);
    const params: Record<string, string> = range
      ? { min: displayDate(range.min), max: displayDate(range.max) }
      : {};
    const errors: FieldErrors<ReassignValues> = {};
    if (found.date)
      errors.date = { type: found.date, message: maintenanceMessage(found.date, lang, params) };
    if (found.time)
      errors.time = { type: found.time, message: maintenanceMessage(found.time, lang) };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}
