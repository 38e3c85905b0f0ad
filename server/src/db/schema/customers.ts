/**
 * The embedded ERP's customer side (spec 3 §3.12-§3.16): open sales contracts (agreements) with
 * their material lines and remaining quantities, the materials a client buys, ship-to (addressee)
 * tickets, billing documents with their detail lines and withholdings, the balance documents of
 * the customer account, and the orders by reference the portal created against a contract.
 */
import {
  date,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The ERP's customer master (KNA1): every customer account the ERP knows, with its name, RFC and
 * company. The client administration admits only codes found here and shows their names.
 */
export const erpCustomers = pgTable('erp_customers', {
  /** The customer (KUNNR), padded to 10 digits. */
  kunnr: text('kunnr').primaryKey(),
  name: text('name').notNull(),
  tin: text('tin').notNull(),
  bukrs: text('bukrs').notNull(),
});

/** A sales contract header (VBAK): company, sales area, type, status, validity and client. */
export const customerContracts = pgTable('customer_contracts', {
  vbeln: text('vbeln').primaryKey(),
  bukrs: text('bukrs').notNull(),
  vkorg: text('vkorg').notNull(),
  vtweg: text('vtweg').notNull(),
  spart: text('spart').notNull(),
  auart: text('auart').notNull(),
  statusId: text('status_id').notNull(),
  statusName: text('status_name').notNull(),
  audat: date('audat').notNull(),
  validFrom: date('valid_from').notNull(),
  validTo: date('valid_to').notNull(),
  /** The client (sold-to), padded to 10 digits. */
  kunnr: text('kunnr').notNull(),
  clientName: text('client_name').notNull(),
  receiverAddressId: text('receiver_address_id').notNull(),
  bstkd: text('bstkd').notNull(),
  externalOrderId: text('external_order_id').notNull(),
});

/**
 * A contract's material line (VBAP): the quantity agreed and what remains to be called off; an
 * order by reference lowers `remaining` in the same transaction that records the order.
 */
export const customerContractLines = pgTable(
  'customer_contract_lines',
  {
    vbeln: text('vbeln')
      .notNull()
      .references(() => customerContracts.vbeln, { onDelete: 'cascade' }),
    posnr: text('posnr').notNull(),
    matnr: text('matnr').notNull(),
    maktx: text('maktx').notNull(),
    pstyv: text('pstyv').notNull(),
    initialQuantity: numeric('initial_quantity', { precision: 15, scale: 3 }).notNull(),
    remainingQuantity: numeric('remaining_quantity', { precision: 15, scale: 3 }).notNull(),
    unit: text('unit').notNull(),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    priceDate: date('price_date').notNull(),
    receiverId: text('receiver_id').notNull(),
    receiverName: text('receiver_name').notNull(),
    werks: text('werks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vbeln, t.posnr] })],
);

/** A material as a client buys it (MARA/MVKE with the customer's view). */
export const customerMaterials = pgTable(
  'customer_materials',
  {
    bukrs: text('bukrs').notNull(),
    kunnr: text('kunnr').notNull(),
    matnr: text('matnr').notNull(),
    maktx: text('maktx').notNull(),
    grossWeight: numeric('gross_weight', { precision: 13, scale: 3 }).notNull(),
    netWeight: numeric('net_weight', { precision: 13, scale: 3 }).notNull(),
    weightUnit: text('weight_unit').notNull(),
    unit: text('unit').notNull(),
    manufacturingDays: integer('manufacturing_days').notNull(),
    abcClass: text('abc_class').notNull(),
    positionType: text('position_type').notNull(),
    group1: text('group1').notNull(),
    group2: text('group2').notNull(),
    group3: text('group3').notNull(),
    group4: text('group4').notNull(),
    group5: text('group5').notNull(),
    werks: text('werks').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bukrs, t.kunnr, t.matnr] })],
);

/** A ship-to (addressee) request ticket of a client and the status SAP gave it. */
export const customerShipToTickets = pgTable('customer_ship_to_tickets', {
  folio: text('folio').primaryKey(),
  kunnr: text('kunnr').notNull(),
  sapStatus: text('sap_status').notNull(),
  requestDate: date('request_date').notNull(),
  requestTime: text('request_time').notNull(),
  createdTime: text('created_time').notNull(),
  receiverId: text('receiver_id').notNull(),
  receiverName: text('receiver_name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  state: text('state').notNull(),
});

/** A billing document (VBRK) of a client: its sales order, date and totals. */
export const customerInvoices = pgTable('customer_invoices', {
  vbeln: text('vbeln').primaryKey(),
  bukrs: text('bukrs').notNull(),
  kunag: text('kunag').notNull(),
  vbelnVa: text('vbeln_va').notNull(),
  fkdat: date('fkdat').notNull(),
  currency: text('currency').notNull(),
});

/** A billing document's detail line (VBRP): material, quantity, price, amounts and delivery. */
export const customerInvoiceLines = pgTable(
  'customer_invoice_lines',
  {
    vbeln: text('vbeln')
      .notNull()
      .references(() => customerInvoices.vbeln, { onDelete: 'cascade' }),
    posnr: text('posnr').notNull(),
    matnr: text('matnr').notNull(),
    maktx: text('maktx').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    price: numeric('price', { precision: 15, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    iva: numeric('iva', { precision: 15, scale: 2 }).notNull(),
    total: numeric('total', { precision: 15, scale: 2 }).notNull(),
    delivery: text('delivery').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vbeln, t.posnr] })],
);

/**
 * A withholding the ERP recorded on a billing document, by withholding type (WITHT); the portal
 * shows it only where the withholding master has that type (spec 3 §5.7).
 */
export const customerInvoiceWithholdings = pgTable(
  'customer_invoice_withholdings',
  {
    vbeln: text('vbeln')
      .notNull()
      .references(() => customerInvoices.vbeln, { onDelete: 'cascade' }),
    witht: text('witht').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vbeln, t.witht] })],
);

/**
 * A document of the customer account (BSID open / BSAD cleared): `itemType` O or C, dates,
 * amounts, delay days, clearing data, the invoice and order it belongs to, and the client's
 * credit limit when it was read.
 */
export const customerBalanceDocuments = pgTable(
  'customer_balance_documents',
  {
    id: serial('id').primaryKey(),
    bukrs: text('bukrs').notNull(),
    kunnr: text('kunnr').notNull(),
    itemType: text('item_type').notNull(),
    belnr: text('belnr').notNull(),
    gjahr: text('gjahr').notNull(),
    blart: text('blart').notNull(),
    xblnr: text('xblnr').notNull(),
    bldat: date('bldat').notNull(),
    budat: date('budat').notNull(),
    dueDate: date('due_date').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    discount: numeric('discount', { precision: 15, scale: 2 }).notNull(),
    augbl: text('augbl').notNull(),
    augdt: date('augdt'),
    invoiceId: text('invoice_id').notNull(),
    orderId: text('order_id').notNull(),
    creditLimit: numeric('credit_limit', { precision: 15, scale: 2 }).notNull(),
  },
  (t) => [unique('customer_balance_documents_doc').on(t.bukrs, t.belnr, t.gjahr)],
);

/**
 * An order by reference the portal created against a contract line. `clientKey` (the device's
 * id for the request) is unique per user, so a resent order answers the first one.
 */
export const customerSalesOrders = pgTable(
  'customer_sales_orders',
  {
    id: serial('id').primaryKey(),
    vbeln: text('vbeln').notNull().unique(),
    contract: text('contract')
      .notNull()
      .references(() => customerContracts.vbeln),
    posnr: text('posnr').notNull(),
    kunnr: text('kunnr').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 3 }).notNull(),
    bstkd: text('bstkd').notNull(),
    clientKey: text('client_key').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('customer_sales_orders_client_key').on(t.createdBy, t.clientKey)],
);
