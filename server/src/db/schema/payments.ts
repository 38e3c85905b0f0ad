/**
 * Storage of the embedded ERP's payments (spec 2 §3 "Pending payment items"): the
 * clearing documents (AUGBL, AUGDT) that pay registered lessor and supplier invoices whole or in
 * parts, one item per invoice a payment touches, and the payment complements (CFDI type P)
 * registered against them. An item of a PPD invoice waits for a complement until one marks it.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
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
import { fileBlobs } from './files';
import { erpInvoices } from './invoicing';
import { companies } from './organization';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** A payment (clearing document) to one lessor or supplier: number, year, date, amount. */
export const erpPayments = pgTable(
  'erp_payments',
  {
    id: serial('id').primaryKey(),
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    lifnr: text('lifnr').notNull(),
    /** The clearing document number and its fiscal year (the year of AUGDT). */
    augbl: text('augbl').notNull(),
    gjahr: text('gjahr').notNull(),
    augdt: day('augdt').notNull(),
    /** What was paid in all (the sum of its items), in the payment's currency. */
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** FormaDePagoP of the complement: 03 transfer unless the ERP says otherwise. */
    paymentForm: text('payment_form').notNull().default('03'),
  },
  (t) => [
    unique('erp_payments_document').on(t.bukrs, t.gjahr, t.augbl),
    index('erp_payments_partner').on(t.bukrs, t.lifnr, t.augdt),
  ],
);

/** A payment complement registered through the portal: one per CFDI UUID, with its files. */
export const erpPaymentComplements = pgTable(
  'erp_payment_complements',
  {
    id: serial('id').primaryKey(),
    /** The complement's own UUID (upper case): unique, so one is registered exactly once. */
    uuid: text('uuid').notNull(),
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    lifnr: text('lifnr').notNull(),
    /** The payment document it covers. */
    augbl: text('augbl').notNull(),
    gjahr: text('gjahr').notNull(),
    /** The complement's series and folio. */
    xblnr: text('xblnr').notNull(),
    pdfSha256: text('pdf_sha256').references(() => fileBlobs.sha256),
    xmlSha256: text('xml_sha256').references(() => fileBlobs.sha256),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('erp_payment_complements_uuid').on(t.uuid)],
);

/**
 * What one payment paid of one invoice (WRBTR, in the payment's currency). An item of an invoice
 * with MetodoPago PPD is pending until a complement covers it (complement_id set).
 */
export const erpPaymentItems = pgTable(
  'erp_payment_items',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => erpPayments.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => erpInvoices.id),
    /** Kept from the payment, for the partner's pending items index. */
    bukrs: text('bukrs').notNull(),
    lifnr: text('lifnr').notNull(),
    amount: money('amount').notNull(),
    /** The invoice's MetodoPago as the ERP knows it: PPD items need a complement. */
    paymentMethod: text('payment_method').notNull(),
    complementId: integer('complement_id').references(() => erpPaymentComplements.id),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceId] }),
    index('erp_payment_items_pending')
      .on(t.bukrs, t.lifnr)
      .where(sql`${t.paymentMethod} = 'PPD' and ${t.complementId} is null`),
    index('erp_payment_items_invoice').on(t.invoiceId),
    check('erp_payment_items_method', sql`${t.paymentMethod} in ('PPD', 'PUE')`),
    check('erp_payment_items_amount', sql`${t.amount} > 0`),
  ],
);
