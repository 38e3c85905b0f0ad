/**
 * The operations pages' days: a day is yyyy-mm-dd in the operator's time zone (Mexico City), and
 * a day filter on a timestamp column is a range between two instants, so an index on the column
 * serves it (never a function around the column in a condition).
 */
import { gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Days are counted in the operator's time zone. */
export const OPERATIONS_TIME_ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;

/** The instant a day (yyyy-mm-dd) starts in Mexico City. */
export const dayStart = (day: string) =>
  sql`(${day}::timestamp at time zone ${OPERATIONS_TIME_ZONE})`;
/** The instant the day after `day` starts. */
export const dayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${OPERATIONS_TIME_ZONE})`;
/** The conditions of a From / To day filter on a timestamp column (both days included). */
export function dayRange(column: PgColumn, from: string | null, to: string | null): SQL[] {
  return [...(from ? [gte(column, dayStart(from))] : []), ...(to ? [lt(column, dayEnd(to))] : [])];
}
/** The day (yyyy-mm-dd, Mexico City) of a timestamp column, for a select and its group by. */
export const dayOf = (column: PgColumn) =>
  // The zone inline (a constant), so that the select and its group by are the same expression.
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${OPERATIONS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;

/** Whether yyyy-mm-dd is a day of the calendar (not 2026-02-30). */
export function validDay(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

const mexicoDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATIONS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The day an instant falls on in Mexico City. */
export const dayAt = (instant: Date): string => mexicoDate.format(instant);

/** The day `n` days after `day` (before, for a negative n). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included, in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The number of days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
