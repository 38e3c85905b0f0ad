/**
 * Seeds supplier invoicing once: the catalogues of the supplier form and the supplier
 * configurations of the demo suppliers (always, idempotently), and the embedded ERP's vendors,
 * withholding master, purchase orders, receipts and the invoices of the older receipts, dated
 * around the anchor. A database that already has the demo orders keeps them as they are
 * (suppliers may have invoiced since).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  INVOICE_OPTION,
  INVOICE_SUPPLIER_ALLOWED,
  INVOICE_TYPE,
  WITHHOLDING_OPTION,
  NEW_SUPPLIER_INVOICE_CONFIG,
  ORDER_TYPES,
} from '../../../../../src/domain/supplier-invoicing/codes';
import { nextBelnr } from '../../../adapters/erp/embedded/invoicing/document-numbers';
import { fillAnswers } from '../../../adapters/erp/embedded/supplier/receipts';
import type { Db } from '../../client';
import {
  companies,
  erpInvoices,
  erpVendors,
  erpWithholdingTypes,
  goodsReceiptLines,
  goodsReceiptWithholdings,
  invoiceOptions,
  invoiceStatuses,
  invoiceTypes,
  portalParameters,
  purchaseOrderItems,
  purchaseOrderTypes,
  purchaseOrders,
  supplierInvoiceConfigs,
  suppliers,
  withholdingTaxOptions,
} from '../../schema';
import { COMPANIES } from '../catalogue';
import { BATCH_ROWS } from '../maintenance';
import { generateSupplierData } from './generate';
import { DEMO_VENDORS, WITHHOLDING_TYPES } from './plan';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The catalogues of the supplier form (spec 2 §3, §9). */
export const INVOICE_OPTIONS = [
  { id: 1, name: 'EL - Factura electrónica' },
  { id: 2, name: 'NE - Factura no electrónica' },
];
export const INVOICE_STATUSES = [
  { id: 1, name: 'Guardada' },
  { id: 2, name: 'Borrada' },
  { id: 3, name: 'Preliminar' },
  { id: 4, name: 'Preliminar completa' },
  { id: 5, name: 'Contabilizada' },
];
export const INVOICE_TYPES = [
  { id: 1, name: 'Factura con orden de compra' },
  { id: 2, name: 'Factura de arrendamiento' },
  { id: 3, name: 'Factura por tipo de pedido' },
];
export const WITHHOLDING_TAX_OPTIONS = [
  { id: 1, name: 'Sin retenciones (oculto)' },
  { id: 2, name: 'Con retenciones' },
];

async function upsertCatalogue(
  tx: Tx,
  table: typeof invoiceOptions,
  rows: readonly { id: number; name: string }[],
) {
  await tx
    .insert(table)
    .values([...rows])
    .onConflictDoUpdate({ target: table.id, set: { name: sql`excluded.name` } });
}

export async function seedSupplierInvoicing(tx: Tx, anchor: string): Promise<void> {
  await upsertCatalogue(tx, invoiceOptions, INVOICE_OPTIONS);
  await upsertCatalogue(tx, invoiceStatuses, INVOICE_STATUSES);
  await upsertCatalogue(tx, invoiceTypes, INVOICE_TYPES);
  await upsertCatalogue(tx, withholdingTaxOptions, WITHHOLDING_TAX_OPTIONS);
  await tx
    .insert(purchaseOrderTypes)
    .values(ORDER_TYPES.map((t, i) => ({ id: i + 1, code: t.code, name: t.name })))
    .onConflictDoNothing();
  // The block of spec 2 §5 is lifted only by an active 'true'; the demo keeps it inactive.
  await tx
    .insert(portalParameters)
    .values({ name: INVOICE_SUPPLIER_ALLOWED, value: 'false', active: false })
    .onConflictDoNothing();
  // Every demo supplier (not lessors) invoices electronically by default (§9).
  const demoSuppliers = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.isSupplier, true));
  if (demoSuppliers.length > 0)
    await tx
      .insert(supplierInvoiceConfigs)
      .values(
        demoSuppliers.map((s) => ({
          supplierId: s.id,
          invoiceOptionId: NEW_SUPPLIER_INVOICE_CONFIG.InvoiceOptionId,
          invoiceStatusId: NEW_SUPPLIER_INVOICE_CONFIG.InvoiceStatusId,
          invoiceTypeId: NEW_SUPPLIER_INVOICE_CONFIG.InvoiceTypeId,
          withHoldingTaxOptionId: NEW_SUPPLIER_INVOICE_CONFIG.WithHoldingTaxOptionId,
        })),
      )
      .onConflictDoNothing();
  // The demo supplier 0000200001 (user proveedor) also invoices without XML, with withholdings
  // shown: both paths of its pages can be tried.
  const [demo] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.code, '0000200001'));
  if (demo)
    await tx
      .insert(supplierInvoiceConfigs)
      .values({
        supplierId: demo.id,
        invoiceOptionId: INVOICE_OPTION.nonElectronic,
        invoiceStatusId: NEW_SUPPLIER_INVOICE_CONFIG.InvoiceStatusId,
        invoiceTypeId: INVOICE_TYPE.orderType,
        withHoldingTaxOptionId: WITHHOLDING_OPTION.shown,
      })
      .onConflictDoNothing();

  await tx
    .insert(erpVendors)
    .values([...DEMO_VENDORS])
    .onConflictDoNothing();
  await tx
    .insert(erpWithholdingTypes)
    .values(WITHHOLDING_TYPES.map((w) => ({ ...w })))
    .onConflictDoNothing();
  const data = generateSupplierData(anchor);
  const [present] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseOrders)
    .where(
      inArray(
        purchaseOrders.ebeln,
        data.orders.map((o) => o.ebeln),
      ),
    );
  if ((present?.n ?? 0) > 0) return;

  // Suppliers invoice every day in MX10 and on days 1-10 in MX20, as lessors do: both outcomes
  // of the window can be tried any day.
  for (const c of COMPANIES) {
    await tx
      .update(companies)
      .set({ supplierBeginDay: c.supplierBeginDay, supplierEndDay: c.supplierEndDay })
      .where(eq(companies.code, c.code));
  }
  await tx.insert(purchaseOrders).values(data.orders);
  await tx.insert(purchaseOrderItems).values(data.items);
  const invoiceIds = new Map<string, number>();
  for (const invoice of data.invoices) {
    const belnr = await nextBelnr(tx, invoice.bukrs, invoice.gjahr);
    const [row] = await tx
      .insert(erpInvoices)
      .values({ ...invoice, belnr })
      .returning({ id: erpInvoices.id });
    invoiceIds.set(invoice.uuid, row!.id);
  }
  for (let i = 0; i < data.lines.length; i += BATCH_ROWS) {
    const batch = data.lines.slice(i, i + BATCH_ROWS);
    const ids = await tx
      .insert(goodsReceiptLines)
      .values(
        batch.map(({ withholdings: _w, invoiceUuid, ...l }) => ({
          ...l,
          invoiceId: invoiceUuid === null ? null : (invoiceIds.get(invoiceUuid) ?? null),
        })),
      )
      .returning({ id: goodsReceiptLines.id });
    const held = batch.flatMap((l, n) =>
      l.withholdings.map((w) => ({ lineId: ids[n]!.id, witht: w.witht, amount: w.amount })),
    );
    if (held.length > 0) await tx.insert(goodsReceiptWithholdings).values(held);
  }
  await fillAnswers(tx, undefined);
}
