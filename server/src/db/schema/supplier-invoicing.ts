/**
 * Storage of supplier invoicing (spec 2 §3-§5). The embedded ERP's side: vendors,
 * purchase orders (types 01 Materiales, 02 Servicios) with their items, goods-receipt lines
 * pending to invoice (a registered invoice consumes them) and the withholding master. The
 * portal's side: the catalogues of the supplier form (invoice option, status, type, withholding
 * option, purchase-order type), each supplier's electronic / non-electronic invoice
 * configuration, and the portal parameters (InvoiceSupplierAllowed).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { erpInvoices } from './invoicing';
import { companies, suppliers } from './organization';

/** An amount with two decimals; read back as a string ("1234.50"), never a float. */
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** A vendor as the ERP knows it (LFA1): number padded to 10 digits, name and RFC. */
export const erpVendors = pgTable('erp_vendors', {
  lifnr: text('lifnr').primaryKey(),
  name: text('name').notNull(),
  rfc: text('rfc').notNull(),
});

/**
 * The withholding master (WITHT, TEXT40, WT_WITHCD): a withholding type, its text, its code and
 * its rate in percent; `tax` says which CFDI tax it withholds (ISR 001 or IVA 002).
 */
export const erpWithholdingTypes = pgTable(
  'erp_withholding_types',
  {
    witht: text('witht').primaryKey(),
    text40: text('text40').notNull(),
    wtWithcd: text('wt_withcd').notNull(),
    percent: numeric('percent', { precision: 7, scale: 4 }).notNull(),
    tax: text('tax').notNull(),
  },
  (t) => [check('erp_withholding_types_tax', sql`${t.tax} in ('ISR', 'IVA')`)],
);

/**
 * A purchase order (EKKO): company, vendor, ERP document type (BSART: OCPO, OCAF, OCMT, OCSV),
 * maintenance order type (AUART, '' when none), the portal's order type (01 Materiales, 02
 * Servicios), currency, creation date and the payment days of its terms.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ebeln: text('ebeln').primaryKey(),
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    lifnr: text('lifnr')
      .notNull()
      .references(() => erpVendors.lifnr),
    bsart: text('bsart').notNull(),
    auart: text('auart').notNull().default(''),
    orderType: text('order_type').notNull(),
    waers: text('waers').notNull(),
    aedat: day('aedat').notNull(),
    /** The site or contract the order is for (RECNTXT) and a note (COMENTARIO). */
    recntxt: text('recntxt').notNull().default(''),
    comentario: text('comentario').notNull().default(''),
    paymentDays: integer('payment_days').notNull().default(30),
  },
  (t) => [
    index('purchase_orders_partner').on(t.bukrs, t.lifnr, t.orderType),
    check('purchase_orders_order_type', sql`${t.orderType} in ('01', '02')`),
  ],
);

/** An item of a purchase order (EKPO): text, item category (PSTYP), quantity, unit and price. */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    ebeln: text('ebeln')
      .notNull()
      .references(() => purchaseOrders.ebeln, { onDelete: 'cascade' }),
    ebelp: text('ebelp').notNull(),
    txz01: text('txz01').notNull(),
    pstyp: text('pstyp').notNull(),
    /** Tax code (MWSKZ): V1 16 %, V0 0 %. */
    mwskz: text('mwskz').notNull(),
    menge: numeric('menge', { precision: 13, scale: 3 }).notNull(),
    meins: text('meins').notNull(),
    netpr: money('netpr').notNull(),
    /** The withholding types the item carries (WITHT of the master), empty for none. */
    withholdings: text('withholdings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.ebeln, t.ebelp] })],
);

/**
 * A line of a goods receipt (or service entry) of an order item, as the ERP answers it for
 * invoicing: material document (MBLNR, MJAHR, ZEILE), condition (KSCHL), amount (WRBTR), tax
 * (FWSTE), quantity. Rows sharing order, item, document, year and line are twins (two conditions
 * of one receipt line): they are invoiced together. Pending while `invoice_id` is null.
 */
export const goodsReceiptLines = pgTable(
  'goods_receipt_lines',
  {
    id: serial('id').primaryKey(),
    bukrs: text('bukrs').notNull(),
    lifnr: text('lifnr').notNull(),
    ebeln: text('ebeln').notNull(),
    ebelp: text('ebelp').notNull(),
    mblnr: text('mblnr').notNull(),
    mjahr: text('mjahr').notNull(),
    zeile: text('zeile').notNull(),
    /** Condition type: PBXX price, FRA1 freight (a twin of the price line). */
    kschl: text('kschl').notNull(),
    /** Posting date of the receipt. */
    budat: day('budat').notNull(),
    menge: numeric('menge', { precision: 13, scale: 3 }).notNull(),
    meins: text('meins').notNull(),
    mwskz: text('mwskz').notNull(),
    wrbtr: money('wrbtr').notNull(),
    fwste: money('fwste').notNull(),
    waers: text('waers').notNull(),
    /** Reference document and item (the receipt the line refers to). */
    lfbnr: text('lfbnr').notNull(),
    lfpos: text('lfpos').notNull(),
    /** Service entry sheet text. */
    txz01Essr: text('txz01_essr').notNull().default(''),
    sgtxt: text('sgtxt').notNull().default(''),
    /** The delivery note (XBLNR). */
    xblnr: text('xblnr').notNull().default(''),
    /** The invoice that consumed it; null while pending. */
    invoiceId: integer('invoice_id').references(() => erpInvoices.id),
    /**
     * The line as the receipts answer writes it (the JSON array items, without brackets, of the
     * values of RECEIPT_LINE_COLUMNS: everything but the twin mark and the withholdings), and its
     * withholdings' items (RETENCIONES, then [WITHT, amount] of each). Written by the first read that finds them null, so a search of
     * 10,000 lines joins texts instead of building 10,000 JSON objects each time. The embedded
     * ERP never changes a line, its order or its vendor after the receipt is posted.
     */
    answer: text('answer'),
    withholdingsAnswer: text('withholdings_answer'),
  },
  (t) => [
    foreignKey({
      name: 'goods_receipt_lines_item',
      columns: [t.ebeln, t.ebelp],
      foreignColumns: [purchaseOrderItems.ebeln, purchaseOrderItems.ebelp],
    }),
    unique('goods_receipt_lines_condition').on(
      t.ebeln,
      t.ebelp,
      t.mblnr,
      t.mjahr,
      t.zeile,
      t.kschl,
    ),
    index('goods_receipt_lines_pending')
      .on(t.bukrs, t.lifnr, t.budat)
      .where(sql`invoice_id is null`),
    // The lines whose answer text is not written yet (almost always none): each read finds them
    // without scanning the partner's pending lines.
    index('goods_receipt_lines_unanswered')
      .on(t.bukrs, t.lifnr)
      .where(sql`answer is null`),
    index('goods_receipt_lines_key').on(t.mblnr, t.mjahr, t.zeile),
    index('goods_receipt_lines_invoice').on(t.invoiceId),
  ],
);

/** The withholding a receipt line carries, by type, in the line's currency. */
export const goodsReceiptWithholdings = pgTable(
  'goods_receipt_withholdings',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => goodsReceiptLines.id, { onDelete: 'cascade' }),
    witht: text('witht')
      .notNull()
      .references(() => erpWithholdingTypes.witht),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lineId, t.witht] })],
);

/** A catalogue of the supplier form: id and name (invoice option, status, type, withholding). */
const catalogue = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
  });

/** Invoice options: 'EL - …' electronic, 'NE - …' non-electronic (spec 2 §3). */
export const invoiceOptions = catalogue('invoice_options');
/** Invoice statuses the ERP registers a supplier's invoice in (5 Contabilizada by default). */
export const invoiceStatuses = catalogue('invoice_statuses');
/** Invoice types: with purchase order (searched by order number) or by order type, lease. */
export const invoiceTypes = catalogue('invoice_types');
/** Withholding options: hidden (no withholdings panel) or shown. */
export const withholdingTaxOptions = catalogue('withholding_tax_options');

/** Purchase-order types (01 Materiales, 02 Servicios). */
export const purchaseOrderTypes = pgTable('purchase_order_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
});

/**
 * A supplier's invoice configuration for one invoice option (one electronic, one non-electronic
 * at most): the status, type and withholding option its invoices take.
 */
export const supplierInvoiceConfigs = pgTable(
  'supplier_invoice_configs',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    invoiceOptionId: integer('invoice_option_id')
      .notNull()
      .references(() => invoiceOptions.id),
    invoiceStatusId: integer('invoice_status_id')
      .notNull()
      .references(() => invoiceStatuses.id),
    invoiceTypeId: integer('invoice_type_id')
      .notNull()
      .references(() => invoiceTypes.id),
    withHoldingTaxOptionId: integer('withholding_tax_option_id')
      .notNull()
      .references(() => withholdingTaxOptions.id),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.invoiceOptionId] })],
);

/** When and by whom a supplier record last changed (ModifiedDate, ModifiedBy), and its deletion. */
export const supplierChanges = pgTable('supplier_changes', {
  supplierId: integer('supplier_id')
    .primaryKey()
    .references(() => suppliers.id, { onDelete: 'cascade' }),
  modifiedDate: timestamp('modified_date', { withTimezone: true }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  /** Deleted from the administration (api/Supplier 41): inactive and no longer listed. */
  deleted: boolean('deleted').notNull().default(false),
});

/** Portal parameters by name (InvoiceSupplierAllowed): a value and whether it is active. */
export const portalParameters = pgTable('portal_parameters', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  active: boolean('active').notNull().default(false),
});
