/**
 * Turns a caller's InvoicingScope into the SQL condition every embedded invoicing read applies,
 * so no query can forget it: the caller's companies and lessors, each when restricted.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { InvoicingScope } from '../../invoicing';

const within = (column: PgColumn, values: readonly string[] | null): SQL | undefined => {
  if (values === null) return undefined;
  return values.length === 0 ? sql`false` : inArray(column, [...values]);
};

/** The condition on a table's company and lessor columns that keeps what the scope may see. */
export function invoicingScopeCondition(
  scope: InvoicingScope,
  bukrs: PgColumn,
  lifnr: PgColumn,
): SQL {
  return and(within(bukrs, scope.companies), within(lifnr, scope.lifnrs)) ?? sql`true`;
}
