/** The embedded ERP's order list (api/reportOrders): scope and filter in SQL, rows in wire form. */
import { and, asc, count, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../../../src/protocol/envelope';
import {
  ORDER_LIST_MAX_ROWS,
  ORDER_REVIEW_STATUSES,
  type OrderListPlace,
  type OrderRow,
} from '../../../../../src/protocol/maintenance';
import type { Db } from '../../../db/client';
import { maintenanceOrders as o } from '../../../db/schema';
import type { OrderFilter, OrderListPage, OrderScope } from '../index';
import { scopeCondition } from './scope';
import { ORDER_TYPE_TEXT, STATUS_TEXT, oneOf, toWireDate } from './wire';

/** A list never answers more rows than this; narrower filters or the next page find the rest. */
export const MAX_LIST_ROWS = ORDER_LIST_MAX_ROWS;

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

/**
 * The list's order (spec 3 §2.3: latest scheduled first): date and time descending, then order
 * number ascending, a total order, so a page can start right after the last row of the one
 * before. An index on (…, fsavd DESC, fsavz DESC, aufnr) serves it without a sort.
 */
const LIST_ORDER = [desc(o.fsavd), desc(o.fsavz), asc(o.aufnr)];

/**
 * The orders after `p` in the list's order. `fsavd <= date` comes first and alone: an index scan
 * starts at the place's day from it; the rest only drops that day's rows up to the place.
 */
function afterPlace(p: OrderListPlace): SQL | undefined {
  return and(
    lte(o.fsavd, p.date),
    or(lt(o.fsavd, p.date), lt(o.fsavz, p.time), and(eq(o.fsavz, p.time), gt(o.aufnr, p.aufnr))),
  );
}

/**
 * The visible orders matching the filter in the list's order: up to `page.limit` after
 * `page.after`, or without a page the first MAX_LIST_ROWS (what callers before paging get).
 */
export async function listOrders(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  lang: Language,
  page: OrderListPage = { limit: MAX_LIST_ROWS, after: null },
): Promise<OrderRow[]> {
  const rows = await db
    .select()
    .from(o)
    .where(
      and(
        scopeCondition(scope),
        filterCondition(filter),
        page.after ? afterPlace(page.after) : undefined,
      ),
    )
    .orderBy(...LIST_ORDER)
    .limit(Math.min(page.limit, MAX_LIST_ROWS + 1));
  return rows.map((r) => toOrderRow(r, lang));
}

/**
 * How many visible orders match, counted up to `limit`: the count reads at most `limit` rows of
 * an index, so it costs the same on a thousand orders as on a million.
 */
export async function countOrders(
  db: Db,
  scope: OrderScope,
  filter: OrderFilter,
  limit: number,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(o)
    .where(and(scopeCondition(scope), filterCondition(filter)))
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
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
