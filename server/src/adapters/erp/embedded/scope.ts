/**
 * Turns a caller's OrderScope into the SQL condition every embedded ERP read applies, so no query
 * can forget it: companies, lessors/suppliers, crews and regions, each when restricted.
 */
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { maintenanceOrders as o } from '../../../db/schema';
import type { OrderScope } from '../index';

const within = (column: PgColumn, values: readonly string[] | null): SQL | undefined => {
  if (values === null) return undefined;
  return values.length === 0 ? sql`false` : inArray(column, [...values]);
};

/** The condition on maintenance_orders that keeps only the orders the scope may see. */
export function scopeCondition(scope: OrderScope): SQL {
  return (
    and(
      within(o.bukrs, scope.companies),
      within(o.lifnr, scope.lifnrs),
      within(o.workCntr, scope.crews),
      within(o.region, scope.regions),
    ) ?? sql`true`
  );
}
