/**
 * The daily figures of the Estadísticas page rolled up per closed day (Mexico City time) by the
 * statistics-rollup job, so the Statistics call reads a few rows per day instead of scanning the
 * audit log, the idempotency records and the invoices of the whole range.
 */
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const statisticsDays = pgTable(
  'statistics_days',
  {
    /** The day, yyyy-mm-dd in Mexico City. */
    day: date('day', { mode: 'string' }).notNull(),
    /** The figure's name as the wire calls it (SignIns, EditsSynced…). */
    metric: text('metric').notNull(),
    value: integer('value').notNull(),
    /** When the job last computed it (it re-computes the last two closed days on every run). */
    rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.metric] })],
);
