/**
 * Many rows in one field: a table's rows aggregated by the database into a JSON array whose
 * objects use the schema's property names. Reading an order's ~150 rows this way costs one
 * JSON.parse instead of decoding every field of every row through the wire protocol and the
 * ORM's mapping, which was most of the time of a review write on the embedded database.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A scalar subquery: the rows of `table` matching `where`, in `orderBy` order, as JSON. */
export function jsonRows(table: PgTable, where: SQL, orderBy?: SQL): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`,
  );
  const row = sql`json_build_object(${sql.join(pairs, sql`, `)})`;
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(${row}${order}), '[]'::json) from ${table} where ${where})`;
}

/**
 * The rows of a jsonRows field as the table's select type. Both drivers hand back json already
 * parsed, a string is parsed here; timestamp columns come back as text and become Dates again.
 */
export function fromJsonRows<T extends PgTable>(table: T, value: unknown): T['$inferSelect'][] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  const dates = Object.entries(getTableColumns(table))
    .filter(([, column]) => column.dataType === 'date')
    .map(([key]) => key);
  if (dates.length > 0) {
    for (const row of rows) {
      for (const key of dates) {
        const v = row[key];
        if (typeof v === 'string') row[key] = new Date(v);
      }
    }
  }
  return rows as T['$inferSelect'][];
}
