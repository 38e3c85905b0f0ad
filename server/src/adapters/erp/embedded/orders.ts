/** The embedded ERP's order list (api/reportOrders): scope and filter in SQL, rows in wire form. */
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import type { Language } from '../../../../../src/protocol/envelope';
import { ORDER_REVIEW_STATUSES, type OrderRow } from '../../../../../src/protocol/maintenance';
import type { Db } from '../../../db/client';
import { maintenanceOrders as o } from '../../../db/schema';
import type { OrderFilter, OrderScope } from '../index';
import { scopeCondition } from './scope';
import { ORDER_TYPE_TEXT, STATUS_TEXT, oneOf, toWireDate } from './wire';

/** A list never answers more rows than this; narrower filters find the rest. */
export const MAX_LIST_ROWS = 5000;

type OrderRecord = typeof o.$inferSelect;

export function toOrderRow(r: OrderRecord, lang: Language): OrderRow {
  return {
    AUFNR: r.aufnr,
    AUART: r.auart as OrderRow['AUART'],
    AUART_TXT: ORDER_TYPE_TEXT[r.auart]?.[lang] ?? r.auart,
    BUKRS: r.bukrs,
    LIFNR: r.lifnr,
    ARBPL: r.arbpl,
    TXT: r.txt,
    MONTH: r.month,
    FUNCT_LOC: r.functLoc,
    DESCRIPT: r.descript,
    PO_NUMBER: r.poNumber,
    STATUS: r.status as OrderRow['STATUS'],
    TXT30: STATUS_TEXT[r.status]?.[lang] ?? r.status,
    ORDER_STATUS: oneOf(ORDER_REVIEW_STATUSES, r.orderStatus),
    FSAVD: toWireDate(r.fsavd),
    FSAVZ: r.fsavz,
    TDLINE: r.tdline,
    WORK_CNTR: r.workCntr ?? '',
    LATU: r.latu,
    LOTU: r.lotu,
    CITY1: r.city1,
    REGION: r.region,
    STR_SUPPL1: r.strSuppl1,
    STR_SUPPL2: r.strSuppl2,
    ORDER_COMMENTS: r.orderComments,
    OP: r.op,
    VERSION: r.version,
  };
}

function filterCondition(f: OrderFilter): SQL | undefined {
  return and(
    f.bukrs ? eq(o.bukrs, f.bukrs) : undefined,
    f.lifnr ? eq(o.lifnr, f.lifnr) : undefined,
    f.status ? eq(o.status, f.status) : undefined,
    f.from ? gte(o.fsavd, f.from) : undefined,
    f.to ? lte(o.fsavd, f.to) : undefined,
    f.site ? eq(o.functLoc, f.site) : undefined,
    f.region ? eq(o.region, f.region) : undefined,
  );
}

/** The visible orders matching the filter, latest scheduled first. */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  lang: Language,
): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(o)
    .where(and(scopeCondition(scope), filterCondition(filter)))
    .orderBy(desc(o.fsavd), asc(o.aufnr))
    .limit(MAX_LIST_ROWS);
  return rows.map((r) => toOrderRow(r, lang));
}

/** The order when it exists and the scope may see it. */
export async function findVisibleOrder(
  db: Db,
  scope: OrderScope,
  aufnr: string,
): Promise<OrderRecord | null> {
  const [row] = await db
    .select()
    .from(o)
    .where(and(eq(o.aufnr, aufnr), scopeCondition(scope)))
    .limit(1);
  return row ?? null;
}
