/**
 * Storage of the embedded ERP's lessor invoicing (spec 2 §3-§4): lessors, lease contracts, their
 * payment periods (with the sites of consolidated periods), the invoices registered against them
 * (lease and variable maintenance; their open or cleared vendor items make the account statement)
 * and the per-company, per-year document number (BELNR) sequence.
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
import { fileBlobs } from './files';
import { companies } from './organization';
import { users } from './users';

const stamp = (name: string) => timestamp(name, { withTimezone: true });
/** An amount with two decimals; read back as a string ("1234.50"), never a float. */
const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
const day = (name: string) => date(name, { mode: 'string' });

/** A lessor as the ERP knows it (LIFNR padded to 10 digits, as the portal's supplier code). */
export const leaseLessors = pgTable('lease_lessors', {
  lifnr: text('lifnr').primaryKey(),
  name: text('name').notNull(),
  /** RFC: 13 characters for a natural person, who has ISR and IVA withheld. */
  rfc: text('rfc').notNull(),
});

/** A lease contract (RE-FX): leasing type, lessor, site, currency, tax and advance terms. */
export const leaseContracts = pgTable(
  'lease_contracts',
  {
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    recnnr: text('recnnr').notNull(),
    /** Leasing type A001 lease, A002 consolidated, A003 fixed maintenance, A004 adjustments. */
    recntype: text('recntype').notNull(),
    lifnr: text('lifnr')
      .notNull()
      .references(() => leaseLessors.lifnr),
    recntxt: text('recntxt').notNull(),
    /** The site's accounting object. */
    objectIdAcct: text('object_id_acct').notNull(),
    siteName: text('site_name').notNull(),
    /** The site's state (REGIO); it decides the cedular withholding. */
    regio: text('regio').notNull(),
    /** The state's cedular withholding in percent (0 where there is none; natural persons only). */
    cedularPercent: numeric('cedular_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('MXN'),
    /** Days from an invoice's document date to its due date (DZBD1T). */
    paymentDays: integer('payment_days').notNull().default(30),
    beginDate: day('begin_date').notNull(),
    /** Null while open-ended. */
    endDate: day('end_date'),
    /** The lessor also invoices variable maintenance of the site under this contract. */
    variableMaintenance: boolean('variable_maintenance').notNull().default(false),
    /** Advance-payment type: '01' (Z001 + Z030), '02' (Z01A), null for none. */
    advanceType: text('advance_type'),
  },
  (t) => [
    primaryKey({ columns: [t.bukrs, t.recnnr] }),
    index('lease_contracts_partner').on(t.bukrs, t.lifnr, t.recntype),
    check('lease_contracts_recntype', sql`${t.recntype} in ('A001', 'A002', 'A003', 'A004')`),
    check(
      'lease_contracts_advance_type',
      sql`${t.advanceType} is null or ${t.advanceType} in ('01', '02')`,
    ),
  ],
);

/**
 * A registered invoice: a lessor's lease invoice (kind LEASE, for one or more payment periods) or
 * a variable-maintenance invoice (kind MT). One per company and UUID; its document number (BELNR)
 * is unique per company and fiscal year. Its vendor item is open until cleared (AUGDT, AUGBL).
 */
export const erpInvoices = pgTable(
  'erp_invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    lifnr: text('lifnr').notNull(),
    /** The CFDI UUID (upper case), or the portal's id of a non-electronic invoice. */
    uuid: text('uuid').notNull(),
    /** The invoice reference (series and folio, FACTURA). */
    xblnr: text('xblnr').notNull(),
    electronic: boolean('electronic').notNull(),
    belnr: text('belnr').notNull(),
    gjahr: text('gjahr').notNull(),
    /** Document type: RE lease invoice, KM variable maintenance. */
    blart: text('blart').notNull(),
    /** Document (invoice) and posting dates. */
    bldat: day('bldat').notNull(),
    budat: day('budat').notNull(),
    paymentDays: integer('payment_days').notNull(),
    balance: money('balance').notNull(),
    impuestos: money('impuestos').notNull(),
    monto: money('monto').notNull(),
    retencionesC: money('retenciones_c').notNull(),
    retencionesIsr: money('retenciones_isr').notNull(),
    retencionesIva: money('retenciones_iva').notNull(),
    total: money('total').notNull(),
    currency: text('currency').notNull(),
    /** LEASE: 02 registered, 03 paid. MT: 01 registered, 02 rejected, 03 processed, 04 paid. */
    status: text('status').notNull(),
    /** The reason of a rejection. */
    comment: text('comment').notNull().default(''),
    /** MT: the contract, description, site and billing month. */
    recnnr: text('recnnr'),
    description: text('description'),
    site: text('site'),
    serviceMonth: integer('service_month'),
    serviceYear: integer('service_year'),
    /** Clearing (payment) date and document; null while the item is open. */
    augdt: day('augdt'),
    augbl: text('augbl'),
    pdfSha256: text('pdf_sha256').references(() => fileBlobs.sha256),
    xmlSha256: text('xml_sha256').references(() => fileBlobs.sha256),
    annexSha256: text('annex_sha256').references(() => fileBlobs.sha256),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    registeredAt: stamp('registered_at').notNull().defaultNow(),
  },
  (t) => [
    unique('erp_invoices_bukrs_uuid').on(t.bukrs, t.uuid),
    unique('erp_invoices_document').on(t.bukrs, t.gjahr, t.belnr),
    // The statement: open items by document date, cleared items by clearing date.
    index('erp_invoices_open_items').on(t.bukrs, t.lifnr, t.bldat),
    index('erp_invoices_cleared_items').on(t.bukrs, t.lifnr, t.augdt),
    // SUPPLIER: a supplier's invoice of goods receipts; RECEIPT: a lessor's (ReceiptLessor).
    check('erp_invoices_kind', sql`${t.kind} in ('LEASE', 'MT', 'SUPPLIER', 'RECEIPT')`),
  ],
);

/** A payment period (cash flow) of a contract: due date, period, status and amounts. */
export const leasePeriods = pgTable(
  'lease_periods',
  {
    /** 32 hexadecimal digits, upper case. */
    cfpayguid: text('cfpayguid').primaryKey(),
    bukrs: text('bukrs').notNull(),
    recnnr: text('recnnr').notNull(),
    /** The contract's lessor and type, kept here for the scope and the indexes. */
    lifnr: text('lifnr').notNull(),
    recntype: text('recntype').notNull(),
    condtype: text('condtype').notNull(),
    flowtype: text('flowtype').notNull().default('V100'),
    /** Due date, period start and period end. */
    dfaell: day('dfaell').notNull(),
    dbervon: day('dbervon').notNull(),
    dberbis: day('dberbis').notNull(),
    textD: text('text_d').notNull(),
    sgtxt: text('sgtxt').notNull(),
    comentario: text('comentario').notNull().default(''),
    /** 01 pending to send, 02 registered, 03 paid. */
    status: text('status').notNull(),
    condvaluenet: money('condvaluenet').notNull(),
    taxvalue: money('taxvalue').notNull(),
    condvaluegross: money('condvaluegross').notNull(),
    retencionC: money('retencion_c').notNull(),
    retencionIsr: money('retencion_isr').notNull(),
    retencionIva: money('retencion_iva').notNull(),
    montoTotal: money('monto_total').notNull(),
    currency: text('currency').notNull(),
    /** The invoice that registered it; null while pending. */
    invoiceId: integer('invoice_id').references(() => erpInvoices.id),
  },
  (t) => [
    foreignKey({
      name: 'lease_periods_contract',
      columns: [t.bukrs, t.recnnr],
      foreignColumns: [leaseContracts.bukrs, leaseContracts.recnnr],
    }),
    index('lease_periods_partner').on(t.bukrs, t.lifnr, t.recntype, t.dfaell),
    index('lease_periods_contract_due').on(t.bukrs, t.recnnr, t.dfaell),
    index('lease_periods_invoice').on(t.invoiceId),
    check('lease_periods_status', sql`${t.status} in ('01', '02', '03')`),
    check('lease_periods_registered', sql`(${t.status} = '01') = (${t.invoiceId} is null)`),
  ],
);

/** A site of a consolidated (A002) period: its share of the month and its amounts. */
export const leasePeriodItems = pgTable(
  'lease_period_items',
  {
    cfpayguid: text('cfpayguid')
      .notNull()
      .references(() => leasePeriods.cfpayguid, { onDelete: 'cascade' }),
    posnr: text('posnr').notNull(),
    objectIdAcct: text('object_id_acct').notNull(),
    siteName: text('site_name').notNull(),
    text: text('text').notNull(),
    /** Months of the period leased, three decimals. */
    menge: numeric('menge', { precision: 12, scale: 3 }).notNull(),
    meins: text('meins').notNull(),
    preis: money('preis').notNull(),
    condvaluenet: money('condvaluenet').notNull(),
    taxvalue: money('taxvalue').notNull(),
    condvaluegross: money('condvaluegross').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cfpayguid, t.posnr] })],
);

/**
 * The last document number (BELNR) given per company and fiscal year: registering an invoice
 * takes the next one in the same transaction (an upsert, atomic under concurrent registrations).
 */
export const erpDocumentNumbers = pgTable(
  'erp_document_numbers',
  {
    bukrs: text('bukrs')
      .notNull()
      .references(() => companies.code),
    gjahr: text('gjahr').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bukrs, t.gjahr] })],
);
