/**
 * The embedded ERP's customer side: contracts, materials, ship-to tickets, balance documents and
 * billing documents kept in this portal's database (seeded with demo data for client 0000300001
 * and its two children). It implements the CustomersErp interface a SAP gateway would.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { fromMilli, shipToStatus, toMilli } from '../../../../../../src/domain/customers/customers';
import type {
  BalanceDocument,
  SalesContract,
  StatementInvoice,
} from '../../../../../../src/protocol/customers';
import type { Db } from '../../../../db/client';
import {
  customerBalanceDocuments as bal,
  customerContractLines as lines,
  customerContracts as contracts,
  customerInvoiceLines as invoiceLines,
  customerInvoices as invoices,
  customerInvoiceWithholdings as withholdings,
  customerMaterials as materials,
  customerSalesOrders as orders,
  customerShipToTickets as tickets,
  erpCustomers,
  erpWithholdingTypes as master,
} from '../../../../db/schema';
import type { CustomerBalance, CustomersErp, ReferenceOrderOutcome } from '../../customers';
import { toWireDate } from '../wire';

/** Document type texts of the balance (BLART), by LANGU. */
const BLART_TEXT: Record<string, { S: string; E: string }> = {
  RV: { S: 'Factura', E: 'Invoice' },
  DZ: { S: 'Pago', E: 'Payment' },
  DG: { S: 'Nota de crédito', E: 'Credit memo' },
  DA: { S: 'Documento de deudor', E: 'Customer document' },
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Cents, to add amounts without binary fractions. */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const fromCents = (c: number) => (c / 100).toFixed(2);

/**
 * The withholdings of these billing documents whose type the withholding master has (spec 3
 * §5.7): a withholding of a type the master lacks is not shown.
 */
async function withholdingsOf(db: Db, vbelns: readonly string[]) {
  const byInvoice = new Map<string, { WITHT: string; TEXT40: string; AMOUNT: string }[]>();
  if (vbelns.length === 0) return byInvoice;
  const rows = await db
    .select({
      vbeln: withholdings.vbeln,
      witht: withholdings.witht,
      text40: master.text40,
      amount: withholdings.amount,
    })
    .from(withholdings)
    .innerJoin(master, eq(master.witht, withholdings.witht))
    .where(inArray(withholdings.vbeln, [...vbelns]))
    .orderBy(asc(withholdings.vbeln), asc(withholdings.witht));
  for (const r of rows) {
    const list = byInvoice.get(r.vbeln) ?? [];
    list.push({ WITHT: r.witht, TEXT40: r.text40, AMOUNT: r.amount });
    byInvoice.set(r.vbeln, list);
  }
  return byInvoice;
}

async function openContracts(
  db: Db,
  bukrs: string,
  kunnr: string,
  today: string,
): Promise<SalesContract[]> {
  const heads = await db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.bukrs, bukrs),
        eq(contracts.kunnr, kunnr),
        lte(contracts.validFrom, today),
        gte(contracts.validTo, today),
      ),
    )
    .orderBy(asc(contracts.vbeln));
  if (heads.length === 0) return [];
  const all = await db
    .select()
    .from(lines)
    .where(
      inArray(
        lines.vbeln,
        heads.map((h) => h.vbeln),
      ),
    )
    .orderBy(asc(lines.vbeln), asc(lines.posnr));
  return heads.map((h) => ({
    VBELN: h.vbeln,
    BUKRS: h.bukrs,
    VKORG: h.vkorg,
    VTWEG: h.vtweg,
    SPART: h.spart,
    AUART: h.auart,
    STATUS_ID: h.statusId,
    STATUS_NAME: h.statusName,
    AUDAT: toWireDate(h.audat),
    GUEBG: toWireDate(h.validFrom),
    GUEEN: toWireDate(h.validTo),
    KUNNR: h.kunnr,
    NAME1: h.clientName,
    ADRNR_WE: h.receiverAddressId,
    BSTKD: h.bstkd,
    EXT_ORDER: h.externalOrderId,
    Materials: all
      .filter((l) => l.vbeln === h.vbeln)
      .map((l) => ({
        POSNR: l.posnr,
        MATNR: l.matnr,
        MAKTX: l.maktx,
        PSTYV: l.pstyv,
        KWMENG_INITIAL: l.initialQuantity,
        KWMENG_REMAINING: l.remainingQuantity,
        VRKME: l.unit,
        NETPR: l.price,
        PRSDT: toWireDate(l.priceDate),
        KUNWE: l.receiverId,
        NAME_WE: l.receiverName,
        WERKS: l.werks,
      })),
  }));
}

async function balance(
  db: Db,
  q: Parameters<CustomersErp['balance']>[0],
  today: string,
): Promise<CustomerBalance> {
  const own = and(eq(bal.bukrs, q.bukrs), eq(bal.kunnr, q.kunnr));
  // Open at DATE_TO: posted by then and not cleared by then. Cleared: cleared within the range.
  const selected =
    q.itemType === 'O'
      ? and(own, lte(bal.budat, q.dateTo), or(eq(bal.augbl, ''), sql`${bal.augdt} > ${q.dateTo}`))
      : and(
          own,
          isNotNull(bal.augdt),
          gte(bal.augdt, q.dateFrom ?? q.dateTo),
          lte(bal.augdt, q.dateTo),
        );
  const rows = await db.select().from(bal).where(selected).orderBy(asc(bal.budat), asc(bal.belnr));
  const held = await withholdingsOf(db, [
    ...new Set(rows.map((r) => r.invoiceId).filter((v) => v !== '')),
  ]);
  const documents: BalanceDocument[] = rows.map((r) => {
    const settledOn = r.augdt && r.augdt <= q.dateTo ? r.augdt : null;
    // Days past due: to the clearing day for a cleared item, to DATE_TO (never after today) else.
    const until = settledOn ?? (q.dateTo < today ? q.dateTo : today);
    return {
      XBLNR: r.xblnr,
      BELNR: r.belnr,
      GJAHR: r.gjahr,
      BLART: r.blart,
      BLART_TEXT: BLART_TEXT[r.blart]?.[q.langu] ?? r.blart,
      BLDAT: toWireDate(r.bldat),
      BUDAT: toWireDate(r.budat),
      DUE_DATE: toWireDate(r.dueDate),
      AMOUNT: r.amount,
      WAERS: r.currency,
      DELAY_DAYS: Math.max(0, daysBetween(r.dueDate, until)),
      DISCOUNT: r.discount,
      AUGBL: settledOn ? r.augbl : '',
      AUGDT: toWireDate(settledOn),
      VBELN: r.invoiceId,
      VBELN_VA: r.orderId,
      KUNNR: r.kunnr,
      CREDIT_LIMIT: r.creditLimit,
      Withholdings: held.get(r.invoiceId) ?? [],
    };
  });
  const [latest] = await db
    .select({ limit: bal.creditLimit, currency: bal.currency })
    .from(bal)
    .where(own)
    .orderBy(sql`${bal.budat} desc`, sql`${bal.id} desc`)
    .limit(1);
  const openRows = await db
    .select({ amount: bal.amount })
    .from(bal)
    .where(
      and(own, lte(bal.budat, q.dateTo), or(eq(bal.augbl, ''), sql`${bal.augdt} > ${q.dateTo}`)),
    );
  return {
    documents,
    creditLimit: latest ? { limit: latest.limit, currency: latest.currency } : null,
    openAmount: fromCents(openRows.reduce((sum, r) => sum + cents(r.amount), 0)),
  };
}

async function accountStatement(
  db: Db,
  q: Parameters<CustomersErp['accountStatement']>[0],
): Promise<StatementInvoice[]> {
  const heads = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.bukrs, q.bukrs),
        eq(invoices.kunag, q.kunag),
        q.vbelnVa ? eq(invoices.vbelnVa, q.vbelnVa) : undefined,
        q.vbeln ? eq(invoices.vbeln, q.vbeln) : undefined,
      ),
    )
    .orderBy(asc(invoices.fkdat), asc(invoices.vbeln));
  if (heads.length === 0) return [];
  const vbelns = heads.map((h) => h.vbeln);
  const detail = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.vbeln, vbelns))
    .orderBy(asc(invoiceLines.vbeln), asc(invoiceLines.posnr));
  const held = await withholdingsOf(db, vbelns);
  return heads.map((h) => {
    const own = detail.filter((l) => l.vbeln === h.vbeln);
    const sum = (pick: (l: (typeof own)[number]) => string) =>
      fromCents(own.reduce((s, l) => s + cents(pick(l)), 0));
    return {
      VBELN: h.vbeln,
      VBELN_VA: h.vbelnVa,
      KUNAG: h.kunag,
      FKDAT: toWireDate(h.fkdat),
      NETWR: sum((l) => l.amount),
      MWSBP: sum((l) => l.iva),
      TOTAL: sum((l) => l.total),
      WAERK: h.currency,
      Lines: own.map((l) => ({
        POSNR: l.posnr,
        MATNR: l.matnr,
        MAKTX: l.maktx,
        FKIMG: l.quantity,
        NETPR: l.price,
        NETWR: l.amount,
        MWSBP: l.iva,
        TOTAL: l.total,
        VBELN_VL: l.delivery,
      })),
      Withholdings: held.get(h.vbeln) ?? [],
    };
  });
}

/** Order numbers run 1100000001, 1100000002, … (ten digits, like the ERP's sales orders). */
const ORDER_BASE = 1_100_000_000;

async function createReferenceOrder(
  db: Db,
  o: Parameters<CustomersErp['createReferenceOrder']>[0],
  today: string,
  now: Date,
): Promise<ReferenceOrderOutcome> {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ remaining: lines.remainingQuantity })
      .from(lines)
      .innerJoin(contracts, eq(contracts.vbeln, lines.vbeln))
      .where(
        and(
          eq(lines.vbeln, o.contract),
          eq(lines.posnr, o.posnr),
          eq(contracts.bukrs, o.bukrs),
          eq(contracts.kunnr, o.kunnr),
          lte(contracts.validFrom, today),
          gte(contracts.validTo, today),
        ),
      )
      .for('update', { of: lines });
    // A resend of an order already placed answers that order (looked up under the line's lock,
    // so a concurrent resend waits for the first and then finds it).
    const [earlier] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.createdBy, o.userId), eq(orders.clientKey, o.clientKey)));
    if (earlier) {
      const [after] = await tx
        .select({ remaining: lines.remainingQuantity })
        .from(lines)
        .where(and(eq(lines.vbeln, earlier.contract), eq(lines.posnr, earlier.posnr)));
      return {
        kind: 'replayed',
        vbeln: earlier.vbeln,
        contract: earlier.contract,
        posnr: earlier.posnr,
        quantity: earlier.quantity,
        remaining: after?.remaining ?? '0.000',
      };
    }
    if (!line) return { kind: 'notFound' };
    const left = toMilli(line.remaining) ?? 0;
    if (o.quantityMilli > left) return { kind: 'aboveRemaining', remaining: line.remaining };
    const remaining = fromMilli(left - o.quantityMilli);
    const quantity = fromMilli(o.quantityMilli);
    await tx
      .update(lines)
      .set({ remainingQuantity: remaining })
      .where(and(eq(lines.vbeln, o.contract), eq(lines.posnr, o.posnr)));
    // The order number comes from the row's id: inserted under a key of its own, then numbered.
    const [row] = await tx
      .insert(orders)
      .values({
        vbeln: `new:${o.userId}:${o.clientKey}`,
        contract: o.contract,
        posnr: o.posnr,
        kunnr: o.kunnr,
        quantity,
        bstkd: o.bstkd,
        clientKey: o.clientKey,
        createdBy: o.userId,
        createdAt: now,
      })
      .returning({ id: orders.id });
    const vbeln = String(ORDER_BASE + row!.id);
    await tx.update(orders).set({ vbeln }).where(eq(orders.id, row!.id));
    return { kind: 'created', vbeln, contract: o.contract, posnr: o.posnr, quantity, remaining };
  });
}

export function createEmbeddedCustomersErp(db: Db): CustomersErp {
  return {
    openContracts: (bukrs, kunnr, today) => openContracts(db, bukrs, kunnr, today),
    materials: async (bukrs, kunnr) =>
      (
        await db
          .select()
          .from(materials)
          .where(and(eq(materials.bukrs, bukrs), eq(materials.kunnr, kunnr)))
          .orderBy(asc(materials.matnr))
      ).map((m) => ({
        MATNR: m.matnr,
        MAKTX: m.maktx,
        BUKRS: m.bukrs,
        BRGEW: m.grossWeight,
        NTGEW: m.netWeight,
        GEWEI: m.weightUnit,
        MEINS: m.unit,
        FABDAYS: String(m.manufacturingDays),
        ABC: m.abcClass,
        PSTYV: m.positionType,
        MVGR1: m.group1,
        MVGR2: m.group2,
        MVGR3: m.group3,
        MVGR4: m.group4,
        MVGR5: m.group5,
        WERKS: m.werks,
      })),
    shipTo: async (kunnr) =>
      (
        await db
          .select()
          .from(tickets)
          .where(eq(tickets.kunnr, kunnr))
          .orderBy(sql`${tickets.requestDate} desc`, sql`${tickets.folio} desc`)
      ).map((t) => {
        const { status, colour } = shipToStatus(t.sapStatus);
        return {
          FOLIO: t.folio,
          STATUS: status,
          SAP_STATUS: t.sapStatus,
          COLOR: colour,
          REQUEST_DATE: toWireDate(t.requestDate),
          REQUEST_TIME: t.requestTime,
          CREATED_TIME: t.createdTime,
          KUNWE: t.receiverId,
          NAME_WE: t.receiverName,
          STREET: t.street,
          HOUSE_NUM: t.houseNumber,
          REGION: t.state,
        };
      }),
    balance: (q, today) => balance(db, q, today),
    accountStatement: (q) => accountStatement(db, q),
    createReferenceOrder: (o, today, now) => createReferenceOrder(db, o, today, now),
    customerMaster: async (kunnrs) => {
      if (kunnrs.length === 0) return new Map();
      const rows = await db
        .select()
        .from(erpCustomers)
        .where(inArray(erpCustomers.kunnr, [...kunnrs]));
      return new Map(rows.map((r) => [r.kunnr, { name: r.name, tin: r.tin, bukrs: r.bukrs }]));
    },
  };
}
