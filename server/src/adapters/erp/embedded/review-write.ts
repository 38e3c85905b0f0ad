/**
 * The embedded ERP's review write (api/ResultsOrderMP Process '2', spec 3 §7.1): lock the order
 * row and read, in the same statement, its review state and only the review rows the edits name
 * (every row when one recomputes the order status); let the caller's rules decide; then write the
 * final value of each written row and the order's fields and version in one statement. Four
 * statements in all (with BEGIN and COMMIT), however many edits the request carries; a refusal
 * answered with the whole order (a 409) reads it under the same lock.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  ORDER_REVIEW_STATUSES,
  PR_STATUSES,
  TL_STATUSES,
} from '../../../../../src/protocol/maintenance';
import type {
  AntennaReviewValues,
  GroupReviewValues,
} from '../../../../../src/protocol/maintenance-review';
import type { Db } from '../../../db/client';
import {
  maintenanceAntennas as a,
  maintenanceGroups as g,
  maintenanceInventories as inv,
  maintenanceOrders as o,
} from '../../../db/schema';
import type {
  OrderFieldsWrite,
  OrderScope,
  OrderWrite,
  ReviewDecision,
  ReviewRows,
  ReviewRowsWanted,
  ReviewRowWrite,
  ReviewWrite,
} from '../index';
import { assembleDetails, readOrderParts } from './details';
import { scopeCondition } from './scope';
import { monthText, oneOf } from './wire';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The five review columns of a row, as a JSON array (the key first). */
const reviewArray = (key: PgColumn, t: typeof g | typeof inv | typeof a) =>
  sql`json_build_array(${key}, ${t.statusPr}, ${t.commentsPr}, ${t.statusTl}, ${t.commentsTl})`;

/** Both drivers hand json back parsed; a string is parsed here. */
const parsed = (value: unknown): unknown =>
  typeof value === 'string' ? (JSON.parse(value) as unknown) : value;

type ReviewArray = [string | number, string, string, string, string];

const groupOf = ([uuidObj, statusPr, commentsPr, statusTl, commentsTl]: ReviewArray) =>
  ({
    uuidObj: String(uuidObj),
    groupStatusPr: oneOf(PR_STATUSES, statusPr),
    groupCommentsPr: commentsPr,
    groupStatusTl: oneOf(TL_STATUSES, statusTl),
    groupCommentsTl: commentsTl,
  }) satisfies GroupReviewValues;

const antennaOf = ([antenna, statusPr, commentsPr, statusTl, commentsTl]: ReviewArray) =>
  ({
    antenna: Number(antenna),
    antennaStatusPr: oneOf(PR_STATUSES, statusPr),
    antennaCommentsPr: commentsPr,
    antennaStatusTl: oneOf(TL_STATUSES, statusTl),
    antennaCommentsTl: commentsTl,
  }) satisfies AntennaReviewValues;

/** The order's review state and the wanted rows, the order row locked until the transaction ends. */
async function lockReviewRows(
  tx: Tx,
  scope: OrderScope,
  aufnr: string,
  wanted: ReviewRowsWanted,
): Promise<ReviewRows | null> {
  const none = sql`'[]'::json`;
  const groupsWhere = wanted.all
    ? eq(g.aufnr, aufnr)
    : wanted.groups.length > 0
      ? and(eq(g.aufnr, aufnr), inArray(g.uuidObj, [...wanted.groups]))
      : null;
  const antennasWhere = wanted.all
    ? eq(a.aufnr, aufnr)
    : wanted.antennas.length > 0
      ? and(eq(a.aufnr, aufnr), inArray(a.antenna, [...wanted.antennas]))
      : null;
  const listOf = (row: SQL, table: typeof g | typeof a, where: SQL | null | undefined, by: SQL) =>
    where
      ? sql`(select coalesce(json_agg(${row} order by ${by}), '[]'::json) from ${table} where ${where})`
      : none;
  const [order] = await tx
    .select({
      status: o.status,
      orderStatus: o.orderStatus,
      version: o.version,
      groups: listOf(reviewArray(g.uuidObj, g), g, groupsWhere, sql`${g.sequence}`),
      site:
        wanted.all || wanted.inventory
          ? sql`(select ${reviewArray(inv.uuidObj, inv)} from ${inv} where ${inv.aufnr} = ${aufnr})`
          : sql`null::json`,
      antennas: listOf(reviewArray(a.antenna, a), a, antennasWhere, sql`${a.antenna}`),
    })
    .from(o)
    .where(and(eq(o.aufnr, aufnr), scopeCondition(scope)))
    .for('update', { of: o });
  if (!order) return null;
  const site = parsed(order.site) as ReviewArray | null;
  return {
    status: order.status as ReviewRows['status'],
    orderStatus: oneOf(ORDER_REVIEW_STATUSES, order.orderStatus),
    version: order.version,
    groups: (parsed(order.groups) as ReviewArray[]).map(groupOf),
    inventory: site
      ? { ...groupOf(site), antennas: (parsed(order.antennas) as ReviewArray[]).map(antennaOf) }
      : null,
  };
}

/** The columns of one side of a review row. */
const SIDE_COLUMNS: Record<ReviewRowWrite['side'], SQL> = {
  Pr: sql.raw('status_pr = v.status, comments_pr = v.comment'),
  Tl: sql.raw('status_tl = v.status, comments_tl = v.comment'),
};

/** One data-modifying CTE per kind and side: the final value of each row it writes. */
function rowUpdates(aufnr: string, writes: readonly ReviewRowWrite[]): SQL[] {
  const updates: SQL[] = [];
  for (const kind of ['group', 'inventory', 'antenna'] as const) {
    for (const side of ['Pr', 'Tl'] as const) {
      const rows = writes.filter((w) => w.kind === kind && w.side === side);
      if (rows.length === 0) continue;
      const id = (w: ReviewRowWrite) =>
        kind === 'antenna' ? sql`${Number(w.id)}::int` : sql`${w.id}`;
      const values = sql.join(
        rows.map((w) => sql`(${id(w)}, ${w.status}::text, ${w.comment}::text)`),
        sql`, `,
      );
      const [table, match] =
        kind === 'group'
          ? [g, sql`${g.aufnr} = ${aufnr} and ${g.uuidObj} = v.id`]
          : kind === 'inventory'
            ? [inv, sql`${inv.aufnr} = ${aufnr} and ${inv.uuidObj} = v.id`]
            : [a, sql`${a.aufnr} = ${aufnr} and ${a.antenna} = v.id`];
      const name = sql.raw(`w_${kind}_${side.toLowerCase()}`);
      updates.push(
        sql`${name} as (update ${table} set ${SIDE_COLUMNS[side]} from (values ${values}) as v(id, status, comment) where ${match} returning 1)`,
      );
    }
  }
  return updates;
}

/** The SET list of the order row: its changed fields, the version and the modification date. */
function orderSets(f: OrderFieldsWrite, edits: number, now: Date): SQL {
  const set = (column: string, value: SQL) => sql`${sql.raw(column)} = ${value}`;
  return sql.join(
    [
      ...(f.status !== undefined ? [set('status', sql`${f.status}`)] : []),
      ...(f.orderStatus !== undefined ? [set('order_status', sql`${f.orderStatus}`)] : []),
      ...(f.workCntr !== undefined ? [set('work_cntr', sql`${f.workCntr}`)] : []),
      ...(f.fsavd !== undefined
        ? [set('fsavd', sql`${f.fsavd}::date`), set('month', sql`${monthText(f.fsavd)}`)]
        : []),
      ...(f.fsavz !== undefined ? [set('fsavz', sql`${f.fsavz}`)] : []),
      set('version', sql`version + ${edits}::int`),
      set('modified_date', sql`${now.toISOString()}::timestamptz`),
    ],
    sql`, `,
  );
}

const writes = (w: OrderWrite) => w.rows.length > 0 || Object.keys(w.order).length > 0;

/**
 * Writes what the edits decided in one statement: each row once with its last value, the order's
 * last value of each field, the version grown by the number of edits that write. Answers it.
 */
async function writeReview(
  tx: Tx,
  aufnr: string,
  edits: readonly OrderWrite[],
  now: Date,
): Promise<number> {
  const last = new Map<string, ReviewRowWrite>();
  for (const row of edits.flatMap((e) => e.rows)) {
    last.set(`${row.kind}:${row.id}:${row.side}`, row);
  }
  const fields: OrderFieldsWrite = Object.assign({}, ...edits.map((e) => e.order));
  const updates = rowUpdates(aufnr, [...last.values()]);
  const cte = updates.length > 0 ? sql`with ${sql.join(updates, sql`, `)} ` : sql``;
  const result: unknown = await tx.execute(
    sql`${cte}update ${o} set ${orderSets(fields, edits.filter(writes).length, now)} where ${o.aufnr} = ${aufnr} returning ${o.version} as version`,
  );
  const [row] = (result as { rows?: { version?: unknown }[] }).rows ?? [];
  if (row?.version === undefined) throw new Error(`order ${aufnr} vanished inside its own write`);
  return Number(row.version);
}

/** The whole order as the locked transaction sees it (the answer of a 409). */
async function lockedDetails(tx: Tx, aufnr: string) {
  const [order] = await tx.select().from(o).where(eq(o.aufnr, aufnr));
  return order ? assembleDetails(order, await readOrderParts(tx, aufnr)) : null;
}

export async function changeReview<T>(
  db: Db,
  scope: OrderScope,
  aufnr: string,
  now: Date,
  wanted: ReviewRowsWanted,
  decide: (current: ReviewRows) => ReviewDecision<T>,
): Promise<ReviewWrite<T> | null> {
  return db.transaction(async (tx) => {
    const current = await lockReviewRows(tx, scope, aufnr, wanted);
    if (!current) return null;
    const baseVersion = current.version;
    const decision = decide(current);
    if ('refuse' in decision) {
      const details = decision.withDetails ? await lockedDetails(tx, aufnr) : null;
      return {
        applied: false,
        outcome: decision.refuse,
        baseVersion,
        version: baseVersion,
        details,
      };
    }
    const { edits } = decision.apply;
    if (!edits.some(writes)) {
      return {
        applied: false,
        outcome: decision.outcome,
        baseVersion,
        version: baseVersion,
        details: null,
      };
    }
    const version = await writeReview(tx, aufnr, edits, now);
    return { applied: true, outcome: decision.outcome, baseVersion, version, details: null };
  });
}
