/**
 * The embedded ERP's pending receipts and order items, read as ONE JSON value built by the
 * database (10,000 lines are handed over as one text, not 10,000 rows). Twins are marked by a
 * window over (order, item, document, year, line): the price condition (PBXX) comes first.
 */
import { and, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  RECEIPT_LINE_COLUMNS,
  receiptLines,
  type PendingOrderRow,
  type ReceiptLine,
  type ReceiptRow,
  type WithholdingOption,
} from '../../../../../../src/protocol/supplier-invoicing';
import type { Db } from '../../../../db/client';
import {
  erpVendors as v,
  erpWithholdingTypes as wt,
  goodsReceiptLines as l,
  goodsReceiptWithholdings as gw,
  purchaseOrderItems as i,
  purchaseOrders as o,
} from '../../../../db/schema';
import type { InvoicingScope } from '../../invoicing';
import type {
  PendingOrderFilter,
  ReceiptFilter,
  ReceiptKeyRef,
  ReceiptsText,
  Vendor,
} from '../../supplier';
import { invoicingScopeCondition } from '../invoicing/scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A receipts answer never carries more lines than this. */
export const MAX_RECEIPT_LINES = 20_000;

/**
 * The values of a line that never change, by the wire's column names, from `lineRows` (r); the
 * twin mark and the withholdings are added at each read.
 */
const LINE_VALUES: Record<(typeof RECEIPT_LINE_COLUMNS)[number], SQL> = {
  EBELN: sql`r.ebeln`,
  EBELP: sql`r.ebelp`,
  MBLNR: sql`r.mblnr`,
  MJAHR: sql`r.mjahr`,
  ZEILE: sql`r.zeile`,
  GJAHR: sql`r.mjahr`,
  BELNR: sql`r.mblnr`,
  BUZEI: sql`r.zeile`,
  BUDAT: sql`to_char(r.budat, 'DD-MM-YYYY')`,
  MWSKZ: sql`r.mwskz`,
  WRBTR: sql`r.wrbtr::text`,
  FWSTE: sql`r.fwste::text`,
  MENGE: sql`r.menge::text`,
  MEINS: sql`r.meins`,
  KSCHL: sql`r.kschl`,
  LFBNR: sql`r.lfbnr`,
  LFPOS: sql`r.lfpos`,
  TXZ01: sql`r.txz01`,
  TXZ01_ESSR: sql`r.txz01_essr`,
  WAERS: sql`r.waers`,
  BSART: sql`r.bsart`,
  AUART: sql`r.auart`,
  PSTYP: sql`r.pstyp`,
  TIPO_PEDIDO: sql`r.order_type`,
  RECNTXT: sql`r.recntxt`,
  SGTXT: sql`r.sgtxt`,
  COMENTARIO: sql`r.comentario`,
  XBLNR: sql`r.xblnr`,
};

/**
 * The withholdings of line r (wh): their sum, and [WITHT, amount] of each, by type (the master's
 * texts travel once, in the answer's WITHHOLDINGS).
 */
const lineWithholdings = sql`left join lateral (
    select sum(gw.amount)::numeric(15, 2)::text as retenciones,
      json_agg(json_build_array(w.witht, gw.amount::text) order by w.witht) as withholdings
    from ${gw} gw join ${wt} w on w.witht = gw.witht where gw.line_id = r.id) wh on true`;

/** The items of a JSON array's text, without its brackets. */
const items = (json: SQL) => sql`substr(${json}, 2, length(${json}) - 2)`;

/**
 * The lines matching `where` (a condition on the tables' own names), with their order, item and
 * vendor.
 */
function lineRows(where: SQL | undefined) {
  return sql`select ${l.id} as id, ${l.ebeln} as ebeln, ${l.ebelp} as ebelp, ${l.mblnr} as mblnr,
      ${l.mjahr} as mjahr, ${l.zeile} as zeile, ${l.budat} as budat, ${l.mwskz} as mwskz,
      ${l.wrbtr} as wrbtr, ${l.fwste} as fwste, ${l.menge} as menge, ${l.meins} as meins,
      ${l.kschl} as kschl, ${l.lfbnr} as lfbnr, ${l.lfpos} as lfpos, ${i.txz01} as txz01,
      ${l.txz01Essr} as txz01_essr, ${l.lifnr} as lifnr, coalesce(${v.name}, '') as name2,
      ${l.waers} as waers, ${o.bsart} as bsart, ${o.auart} as auart, ${i.pstyp} as pstyp,
      ${o.orderType} as order_type, ${o.recntxt} as recntxt, ${l.sgtxt} as sgtxt,
      ${o.comentario} as comentario, ${l.xblnr} as xblnr
    from ${l}
    join ${o} on ${o.ebeln} = ${l.ebeln}
    join ${i} on ${i.ebeln} = ${l.ebeln} and ${i.ebelp} = ${l.ebelp}
    left join ${v} on ${v.lifnr} = ${l.lifnr}
    where ${where ?? sql`true`}`;
}

/**
 * Writes the answer texts of the lines matching `where` (every line when undefined) that have
 * none yet. The seed writes them all after posting the demo receipts; a read writes those of the
 * lines it is about to answer that were posted since.
 */
export async function fillAnswers(db: Db, where: SQL | undefined): Promise<void> {
  const values = RECEIPT_LINE_COLUMNS.map((c) => LINE_VALUES[c]);
  const line = sql`json_build_array(${sql.join(values, sql`, `)})::text`;
  const held = sql`to_json(coalesce(wh.retenciones, '0.00'))::text || ','
    || coalesce(wh.withholdings::text, '[]')`;
  await db.execute(sql`update ${l} set answer = f.answer, withholdings_answer = f.held
    from (select r.id, ${items(line)} as answer, ${held} as held
      from (${lineRows(and(where, isNull(l.answer)))}) r ${lineWithholdings}) f
    where ${l.id} = f.id`);
}

/**
 * The lines matching `where` as the answer's JSON text, joined from their stored texts with the
 * twin mark of each: a window over (order, item, document, year, line), the price condition
 * (PBXX) first. At most MAX_RECEIPT_LINES, oldest first.
 */
async function linesAsText(
  db: Db,
  where: SQL | undefined,
  withholdings = true,
): Promise<ReceiptsText> {
  await fillAnswers(db, where);
  const held = withholdings ? sql`r.withholdings_answer` : sql`'"0.00",[]'`;
  return db.transaction(async (tx) => {
    // The two sorts carry each line's text (about 350 bytes): with the default 4 MB they spill
    // 10,000 lines to disk, which took a third of the read. 32 MB holds MAX_RECEIPT_LINES.
    await tx.execute(sql`set local work_mem = '32MB'`);
    const [row] = await tx
      .select({
        partners: sql<number>`count(distinct r.lifnr)::int`,
        lifnr: sql<string>`coalesce(min(r.lifnr), '')`,
        name2: sql<string>`coalesce((select ${v.name} from ${v} where ${v.lifnr} = min(r.lifnr)), '')`,
        list: sql<string>`'[' || coalesce(string_agg('[' || r.answer || ',' || ${held}
          || ',' || r.twin || ',' || (not r.twin) || ']',
          ',' order by r.budat, r.ebeln, r.ebelp, r.mblnr, r.zeile, r.twin, r.id), '') || ']'`,
      })
      .from(
        sql`(select ${l.id} as id, ${l.lifnr} as lifnr, ${l.budat} as budat, ${l.ebeln} as ebeln,
          ${l.ebelp} as ebelp,
          ${l.mblnr} as mblnr, ${l.zeile} as zeile, ${l.answer} as answer,
          ${l.withholdingsAnswer} as withholdings_answer,
          row_number() over (partition by ${l.ebeln}, ${l.ebelp}, ${l.mblnr}, ${l.mjahr}, ${l.zeile}
            order by (${l.kschl} = 'PBXX') desc, ${l.id}) > 1 as twin
        from ${l} where ${where ?? sql`true`}
        order by ${l.budat}, ${l.ebeln}, ${l.ebelp}, ${l.mblnr}, ${l.zeile}, ${l.id}
        limit ${MAX_RECEIPT_LINES}) r`,
      );
    // Every caller names one partner's lines (a search, or the receipts of one invoice).
    if ((row?.partners ?? 0) > 1)
      throw new Error('receipt lines of several partners in one answer');
    return {
      list: row?.list ?? '[]',
      witht: withholdings ? await withholdingTypesOf(tx, where) : [],
      lifnr: row?.lifnr ?? '',
      name2: row?.name2 ?? '',
    };
  });
}

/**
 * The master's withholding types carried by the lines matching `where`, each found by a semi-join
 * (a search beyond MAX_RECEIPT_LINES may name a type only the lines left out carry).
 */
async function withholdingTypesOf(db: Db | Tx, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ witht: wt.witht })
    .from(wt)
    .where(
      sql`exists (select 1 from ${gw} join ${l} on ${l.id} = ${gw.lineId}
        where ${gw.witht} = ${wt.witht} and ${where ?? sql`true`})`,
    )
    .orderBy(wt.witht);
  return rows.map((r) => r.witht);
}

async function linesAsJson(
  db: Db,
  where: SQL | undefined,
  withholdings = true,
): Promise<ReceiptLine[]> {
  const found = await linesAsText(db, where, withholdings);
  // The database wrote the rows in RECEIPT_COLUMNS' order (fillAnswers, linesAsText).
  const rows = JSON.parse(found.list) as ReceiptRow[];
  return receiptLines({
    List: rows,
    LIFNR: found.lifnr,
    NAME2: found.name2,
    WITHHOLDINGS: await withholdingTypes(db),
  });
}

/** The lines a reference names: every condition of that receipt line (its twins). */
export const refCondition = (r: ReceiptKeyRef) =>
  and(
    eq(l.mblnr, r.mblnr),
    eq(l.mjahr, r.mjahr),
    eq(l.zeile, r.zeile),
    r.ebeln !== undefined ? eq(l.ebeln, r.ebeln) : undefined,
    r.ebelp !== undefined ? eq(l.ebelp, r.ebelp) : undefined,
  );

/** The condition on goods_receipt_lines of a receipts filter, within the scope. */
function receiptCondition(scope: InvoicingScope, f: ReceiptFilter): SQL | undefined {
  return and(
    invoicingScopeCondition(scope, l.bukrs, l.lifnr),
    isNull(l.invoiceId),
    eq(l.bukrs, f.bukrs),
    eq(l.lifnr, f.lifnr),
    f.from ? gte(l.budat, f.from) : undefined,
    f.to ? lte(l.budat, f.to) : undefined,
    f.ebeln ? eq(l.ebeln, f.ebeln) : undefined,
    f.waers ? eq(l.waers, f.waers) : undefined,
    // The named lines by their key (index goods_receipt_lines_key), not all the partner's.
    f.receipts
      ? f.receipts.length > 0
        ? or(...f.receipts.map(refCondition))
        : sql`false`
      : undefined,
    f.orderType
      ? inArray(
          l.ebeln,
          sql`(select ${o.ebeln} from ${o} where ${o.orderType} = ${f.orderType} and ${o.bukrs} = ${f.bukrs})`,
        )
      : undefined,
  );
}

export function receipts(db: Db, scope: InvoicingScope, f: ReceiptFilter): Promise<ReceiptLine[]> {
  return linesAsJson(db, receiptCondition(scope, f), f.withholdings);
}

/** The receipts answer as JSON text, passed through to the caller without parsing it. */
export function receiptsText(
  db: Db,
  scope: InvoicingScope,
  f: ReceiptFilter,
): Promise<ReceiptsText> {
  return linesAsText(db, receiptCondition(scope, f), f.withholdings);
}

/** The lines with these ids (inside a registration, after they were locked). */
export function linesByIds(db: Db, ids: readonly number[]): Promise<ReceiptLine[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return linesAsJson(db, inArray(l.id, [...ids]));
}

export async function withholdingTypes(db: Db): Promise<WithholdingOption[]> {
  const rows = await db.select().from(wt).orderBy(wt.witht);
  return rows.map((w) => ({ WITHT: w.witht, TEXT40: w.text40, WT_WITHCD: w.wtWithcd }));
}

export async function vendor(db: Db, lifnr: string): Promise<Vendor | null> {
  const [row] = await db.select().from(v).where(eq(v.lifnr, lifnr)).limit(1);
  return row ?? null;
}

/**
 * PendingOrders: each order item of the partner not wholly invoiced, with what was received and
 * invoiced (sums over its receipt lines, every condition counted).
 */
export async function pendingOrders(
  db: Db,
  scope: InvoicingScope,
  f: PendingOrderFilter,
): Promise<PendingOrderRow[]> {
  const where = and(
    invoicingScopeCondition(scope, o.bukrs, o.lifnr),
    eq(o.bukrs, f.bukrs),
    eq(o.lifnr, f.lifnr),
    f.orderType ? eq(o.orderType, f.orderType) : undefined,
    f.from ? gte(o.aedat, f.from) : undefined,
    f.to ? lte(o.aedat, f.to) : undefined,
  );
  const line = (cond: SQL) =>
    sql`(select coalesce(sum(g.wrbtr), 0) from ${l} g where g.ebeln = ${i.ebeln} and g.ebelp = ${i.ebelp} and ${cond})`;
  const items = sql`(select ${o.bukrs} as bukrs, ${o.lifnr} as lifnr, coalesce(${v.name}, '') as name2,
      ${o.ebeln} as ebeln, ${i.ebelp} as ebelp, ${o.aedat} as aedat, ${o.bsart} as bsart,
      ${o.auart} as auart, ${i.pstyp} as pstyp, ${o.orderType} as order_type, ${i.txz01} as txz01,
      ${o.recntxt} as recntxt, ${i.menge} as menge, ${i.meins} as meins, ${i.netpr} as netpr,
      ${o.waers} as waers, round(${i.menge} * ${i.netpr}, 2) as ordered,
      (select coalesce(sum(g.menge), 0) from ${l} g where g.ebeln = ${i.ebeln} and g.ebelp = ${i.ebelp} and g.kschl = 'PBXX') as received_qty,
      ${line(sql`g.kschl = 'PBXX'`)} as received,
      ${line(sql`g.kschl = 'PBXX' and g.invoice_id is not null`)} as invoiced
    from ${o}
    join ${i} on ${i.ebeln} = ${o.ebeln}
    left join ${v} on ${v.lifnr} = ${o.lifnr}
    where ${where ?? sql`true`}) items`;
  const [row] = await db
    .select({
      list: sql<string>`coalesce(json_agg(json_build_object(
      'BUKRS', bukrs, 'LIFNR', lifnr, 'NAME2', name2, 'EBELN', ebeln, 'EBELP', ebelp,
      'AEDAT', to_char(aedat, 'DD-MM-YYYY'), 'BSART', bsart, 'AUART', auart, 'PSTYP', pstyp,
      'TIPO_PEDIDO', order_type, 'TXZ01', txz01, 'RECNTXT', recntxt, 'MENGE', menge::text,
      'MEINS', meins, 'NETPR', netpr::text, 'WAERS', waers, 'WRBTR', ordered::numeric(15, 2)::text,
      'MENGE_WE', received_qty::numeric(13, 3)::text, 'WRBTR_WE', received::numeric(15, 2)::text,
      'WRBTR_FAC', invoiced::numeric(15, 2)::text,
      'WRBTR_PEND', (received - invoiced)::numeric(15, 2)::text)
      order by aedat, ebeln, ebelp) filter (where received - invoiced > 0 or invoiced < ordered), '[]')::text`,
    })
    .from(items);
  return JSON.parse(row?.list ?? '[]') as PendingOrderRow[];
}
