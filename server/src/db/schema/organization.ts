/**
 * Storage of the organisations users act for: operator companies, lessors and suppliers with
 * their invoice options, regions, crews, and customer accounts with their agreements.
 */
import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** An operator company (BUKRS); Active means its users may use the portal. */
export const companies = pgTable('companies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  tin: text('tin').notNull(),
  lessorBeginDay: integer('lessor_begin_day').notNull().default(1),
  lessorEndDay: integer('lessor_end_day').notNull().default(31),
  supplierBeginDay: integer('supplier_begin_day').notNull().default(1),
  supplierEndDay: integer('supplier_end_day').notNull().default(31),
  active: boolean('active').notNull().default(true),
  /**
   * The name registered with the SAT (Constancia de Situación Fiscal), which a CFDI's
   * Receptor@Nombre must repeat; null until the operator records it (then the check says so).
   */
  fiscalName: text('fiscal_name'),
  /** The fiscal address's postal code, which DomicilioFiscalReceptor must repeat. */
  fiscalPostalCode: text('fiscal_postal_code'),
  /**
   * The product/service keys (c_ClaveProdServ) a lessor may invoice by unit E48 and the keys a
   * supplier may invoice; null means the portal's lists (src/domain/cfdi/product-keys.ts).
   */
  leaseProductKeys: text('lease_product_keys').array(),
  supplierProductKeys: text('supplier_product_keys').array(),
});

/** A lessor and/or supplier (LIFNR, padded to 10 digits) with its invoice options. */
export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  tin: text('tin').notNull(),
  isLessor: boolean('is_lessor').notNull().default(false),
  isSupplier: boolean('is_supplier').notNull().default(false),
  isNonDeductible: boolean('is_non_deductible').notNull().default(false),
  active: boolean('active').notNull().default(true),
  invoiceOptionId: integer('invoice_option_id'),
  invoiceStatusId: integer('invoice_status_id'),
  invoiceTypeId: integer('invoice_type_id'),
  withHoldingTaxOptionId: integer('withholding_tax_option_id'),
});

export const supplierCompany = pgTable(
  'supplier_company',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.companyCode] })],
);

/** Invoice types a supplier may submit. */
export const supplierInvoiceType = pgTable(
  'supplier_invoice_type',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.code] })],
);

/** Purchase-order types a supplier invoices against (01 Materiales, 02 Servicios). */
export const supplierOrderType = pgTable(
  'supplier_order_type',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.supplierId, t.code] })],
);

/** A region; Deleted hides it from every list (api/Region 41), its code stays taken. */
export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  deleted: boolean('deleted').notNull().default(false),
  modifiedBy: text('modified_by'),
  modifiedDate: timestamp('modified_date', { withTimezone: true }),
});

/** A maintenance crew of a supplier, working for a company in a region. */
export const crews = pgTable('crews', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  companyCode: text('company_code')
    .notNull()
    .references(() => companies.code),
  supplierId: integer('supplier_id').references(() => suppliers.id),
  regionCode: text('region_code').references(() => regions.code),
  /** Deleted by api/Crew 41: gone from every list and never assignable; the code stays taken. */
  deleted: boolean('deleted').notNull().default(false),
  modifiedBy: text('modified_by'),
  modifiedDate: timestamp('modified_date', { withTimezone: true }),
});

/**
 * A customer account: type 1 principal (no child code) or 2 associated (child of Code). A client is
 * principal or the child of one principal, never both; an inactive row closes its customer data.
 */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    childCode: text('child_code'),
    companyCode: text('company_code').references(() => companies.code),
    active: boolean('active').notNull().default(true),
    type: integer('type').notNull(),
    /** Who last changed it through the client administration (/admin_client), and when. */
    modifiedBy: text('modified_by'),
    modifiedDate: timestamp('modified_date', { withTimezone: true }),
  },
  (t) => [unique('clients_code_child_unique').on(t.code, t.childCode).nullsNotDistinct()],
);

/** A customer agreement; a client "has an active agreement" when today is within its dates. */
export const clientAgreements = pgTable(
  'client_agreements',
  {
    id: serial('id').primaryKey(),
    clientCode: text('client_code').notNull(),
    agreement: text('agreement').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [unique('client_agreements_unique').on(t.clientCode, t.agreement)],
);

/** One line of the totals layout of a company's documents (spec 3 §3.11). */
export interface TotalsLayoutLine {
  position: number;
  visualize: boolean;
  description: string;
}

/**
 * A company's configuration (spec 3 §3.11, api/ConfigData 21 with BUKRS): base settings, sales
 * area, order preparation, ALST materials and totals layout. Amounts are decimal texts as the ERP
 * writes them; the total tolerance is what invoicing compares amounts with.
 */
export const companyConfig = pgTable('company_config', {
  companyCode: text('company_code')
    .primaryKey()
    .references(() => companies.code),
  paymentTermDebit: text('payment_term_debit').notNull(),
  paymentTermAdvance: text('payment_term_advance').notNull(),
  agreementPendingDays: integer('agreement_pending_days').notNull(),
  maxAmountDocument1: text('max_amount_document_1').notNull(),
  maxAmountDocument2: text('max_amount_document_2').notNull(),
  totalTolerance: text('total_tolerance').notNull(),
  ivaPercentage: text('iva_percentage').notNull(),
  webOfferDocType: text('web_offer_doc_type').notNull(),
  quoteDocType: text('quote_doc_type').notNull(),
  createOrderFromOffer: boolean('create_order_from_offer').notNull().default(false),
  creditNotesOrderType: text('credit_notes_order_type').notNull(),
  /** 'S' shows the XML (spec 3 §3.11); anything else hides it. */
  showXml: text('show_xml').notNull().default('N'),
  portfolioSort: integer('portfolio_sort').notNull().default(1),
  salesOrganization: text('sales_organization').notNull(),
  distributionChannel: text('distribution_channel').notNull(),
  division: text('division').notNull(),
  salesAreaName: text('sales_area_name').notNull(),
  enlistDays: integer('enlist_days').notNull(),
  timeLimit: text('time_limit').notNull(),
  alstCompanyCode: text('alst_company_code').notNull(),
  alstMaterial: text('alst_material').notNull(),
  totalsLayout: jsonb('totals_layout').$type<TotalsLayoutLine[]>().notNull(),
});

/** A payment method of a company (spec 3 §3.11, api/PaymentMethod 21 with BUKRS). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code')
      .notNull()
      .references(() => companies.code),
    name: text('name').notNull(),
    orderTypeName: text('order_type_name').notNull(),
    paymentTermName: text('payment_term_name').notNull(),
  },
  (t) => [unique('payment_methods_company_name').on(t.companyCode, t.name)],
);
