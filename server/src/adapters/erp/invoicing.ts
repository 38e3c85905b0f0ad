/**
 * The ERP adapter for lessor invoicing (spec 2 §3-§7): contracts and payment periods, variable
 * maintenance invoices, advance payments and the lessor's account, always within a caller's scope,
 * and the registration of an invoice as one atomic write. The embedded implementation answers from
 * the portal's database; a SAP gateway (RE-FX and FI OData services) would implement the same.
 */
import type { InvoiceAmounts } from '../../../../src/domain/invoicing/amounts';
import type {
  LeasingTypeCode,
  MtStatusCode,
  PeriodStatusCode,
} from '../../../../src/domain/invoicing/codes';
import type { RuleProblem } from '../../../../src/domain/invoicing/messages';
import type { Language } from '../../../../src/protocol/envelope';
import type {
  AdvanceRow,
  ConsolidatedItem,
  ContractInfo,
  ContractRef,
  InvoiceDetailMTResponse,
  MtInvoiceRow,
  PeriodRow,
} from '../../../../src/protocol/invoicing';
import type { AccountItem, AccountingLine } from '../../../../src/protocol/invoicing-account';
import type { Db } from '../../db/client';

/**
 * What a caller may see: each list restricts the records to those values; null leaves that
 * dimension open. An empty list matches nothing.
 */
export interface InvoicingScope {
  companies: readonly string[] | null;
  /** Lessor numbers, padded to 10 digits. */
  lifnrs: readonly string[] | null;
}

/** One lessor of one company: every read names both. */
export interface PartnerKey {
  bukrs: string;
  lifnr: string;
}

/** The period filter of ContractList, decoded: absent fields match any value; dates 'YYYY-MM-DD'. */
export interface PeriodFilter extends PartnerKey {
  recnnr?: string;
  status?: PeriodStatusCode;
  /** Due dates, both included. */
  dueFrom?: string;
  dueTo?: string;
  condtype?: string;
  recntype?: LeasingTypeCode;
}

/**
 * The contracts a variable-maintenance invoice may be added to (AddInvoiceMT): absent fields match
 * any value; dates 'YYYY-MM-DD'. A contract matches when it is in force some day between the two.
 */
export interface MtContractFilter extends PartnerKey {
  recnnr?: string;
  activeFrom?: string;
  activeTo?: string;
}

/** The advance-payment query: the rows of these condition types of advance-payment contracts. */
export interface AdvanceFilter extends PartnerKey {
  conditions: readonly string[];
  recntype: LeasingTypeCode;
  recnnr?: string;
  status?: PeriodStatusCode;
}

/** The variable-maintenance invoice filter of ContractMT; document dates 'YYYY-MM-DD'. */
export interface MtInvoiceFilter extends PartnerKey {
  recnnr?: string;
  from?: string;
  to?: string;
  status?: MtStatusCode;
}

/** A registered document: company, lessor, document number and fiscal year. */
export interface DocumentKey extends PartnerKey {
  belnr: string;
  gjahr: string;
}

/** InvoiceDetailMT's answer without the envelope. */
export type MtInvoiceDetail = Omit<InvoiceDetailMTResponse, 'Result' | 'Message'>;

/**
 * The items of the lessor's (or a supplier's) account: open items by document date up to `to`
 * (from `from` when given), or items cleared from `from` to `to` by clearing date. Dates 'YYYY-MM-DD'.
 */
export interface AccountFilter extends PartnerKey {
  party: 'lessor' | 'supplier';
  items: 'open' | 'cleared';
  from?: string;
  to: string;
}

/** The stored files of an invoice, by the SHA-256 the files adapter keeps them under. */
export interface InvoiceFiles {
  pdf?: string;
  xml?: string;
  /** The optional extra PDF (PDFABase64). */
  annex?: string;
}

/** What every registration records: who invoices whom, the invoice's identity, amounts and files. */
export interface InvoiceDocument extends PartnerKey {
  /** The CFDI UUID (any case; stored upper case), or the portal's id of a non-electronic invoice. */
  uuid: string;
  /** The invoice reference: the CFDI's series and folio, or the FACTURA typed without an XML. */
  xblnr: string;
  electronic: boolean;
  /** The invoice's date (BLDAT), 'YYYY-MM-DD': the CFDI's issue date, or the one typed. */
  documentDate: string;
  /**
   * The invoice's amounts as booked: an electronic invoice's are its CFDI's own, whatever the
   * request typed (modules/invoicing/booking.ts); a non-electronic one's are the typed ones
   * (FACTURA_H_S, or the variable invoice's INVOICEDATA), which add up to the cent.
   */
  amounts: InvoiceAmounts;
  files: InvoiceFiles;
  /** The portal user who sends it; null for a system registration. */
  registeredBy: number | null;
}

/** A lessor invoice (lease, consolidated, adjustment, fixed maintenance or advance payment). */
export interface NewLessorInvoice extends InvoiceDocument {
  /** The payment periods it covers (CFPAYGUID list). */
  periods: readonly string[];
}

/** A variable-maintenance invoice (INVOICEDATA of spec 2 §3). */
export interface NewMtInvoice extends InvoiceDocument {
  recnnr: string;
  description: string;
  site: string;
  serviceMonth: number;
  serviceYear: number;
}

/**
 * What the caller's rules see under the registration's locks, to refuse before anything is
 * written: the chosen periods, and every open period of the same contracts (the oldest-invoice,
 * consolidated and advance-payment rules of src/domain/invoicing read these).
 */
export interface LockedPeriods {
  chosen: PeriodRow[];
  openOfContracts: PeriodRow[];
}

export interface RegisterOptions {
  /** Extra rules on the locked periods; a problem refuses the registration and nothing is written. */
  decide?: (locked: LockedPeriods) => RuleProblem | null;
  /**
   * More work in the same transaction (an audit event), once the invoice is inserted under its
   * document number: it commits or rolls back with the invoice.
   */
  alongside?: (tx: Db, registered: RegisteredDocument) => Promise<void>;
  /** The language of the answered rows' status texts (Spanish by default). */
  lang?: Language;
}

/** The registered invoice's document, as the send calls answer it (BELNR, or INV_DOC_NO). */
export interface RegisteredDocument {
  belnr: string;
  gjahr: string;
  /** Posting date 'YYYY-MM-DD' (today in Mexico City). */
  budat: string;
}

export type LessorRegistration =
  | ({ kind: 'registered'; periods: PeriodRow[] } & RegisteredDocument)
  /** An invoice with this UUID is already registered with the company (EXISTE_ID). */
  | { kind: 'duplicateId' }
  /** Periods that do not exist, are outside the scope, or belong to another company or lessor. */
  | { kind: 'periodsNotFound'; cfpayguids: string[] }
  /** A period no longer pending (registered meanwhile), or a problem of `decide`. */
  | { kind: 'refused'; problem: RuleProblem };

export type MtRegistration =
  | ({ kind: 'registered'; invoice: MtInvoiceRow } & RegisteredDocument)
  | { kind: 'duplicateId' }
  /** The contract does not exist, is outside the scope, or has no variable maintenance. */
  | { kind: 'contractNotFound' };

export interface InvoicingErp {
  /** Contracts: the lessor's contracts of the leasing types (every type when the list is empty). */
  contracts(
    scope: InvoicingScope,
    key: PartnerKey,
    types: readonly LeasingTypeCode[],
  ): Promise<ContractRef[]>;
  /** ContractsMT: the lessor's contracts with variable maintenance. */
  variableMaintenanceContracts(scope: InvoicingScope, key: PartnerKey): Promise<ContractRef[]>;
  /** AddInvoiceMT: those contracts in full (site, currency, term), filtered by term. */
  mtInvoiceContracts(scope: InvoicingScope, filter: MtContractFilter): Promise<ContractInfo[]>;
  /** ContractList: payment periods, by due date. */
  periods(scope: InvoicingScope, filter: PeriodFilter, lang: Language): Promise<PeriodRow[]>;
  /**
   * ContractDetails: the periods with these ids and their contracts; null when any id is unknown
   * or outside the scope (the two are not told apart).
   */
  periodDetails(
    scope: InvoicingScope,
    cfpayguids: readonly string[],
    lang: Language,
  ): Promise<{ periods: PeriodRow[]; contracts: ContractInfo[] } | null>;
  /** ConsolidatedItems: the sites of consolidated periods; null as for periodDetails. */
  consolidatedItems(
    scope: InvoicingScope,
    cfpayguids: readonly string[],
  ): Promise<ConsolidatedItem[] | null>;
  /** AdvancePayment: the rows of advance-payment contracts, and those contracts. */
  advancePayments(
    scope: InvoicingScope,
    filter: AdvanceFilter,
    lang: Language,
  ): Promise<{ rows: AdvanceRow[]; contracts: ContractRef[] }>;
  /** ContractMT: variable-maintenance invoices, newest first. */
  mtInvoices(
    scope: InvoicingScope,
    filter: MtInvoiceFilter,
    lang: Language,
  ): Promise<MtInvoiceRow[]>;
  /** InvoiceDetailMT: one variable-maintenance invoice; null when unknown or outside the scope. */
  mtInvoice(
    scope: InvoicingScope,
    key: DocumentKey,
    lang: Language,
  ): Promise<MtInvoiceDetail | null>;
  /** StatementItems, OpenItems, ClearedItems: the account's vendor items. */
  accountItems(scope: InvoicingScope, filter: AccountFilter): Promise<AccountItem[]>;
  /** AccountingDocument: every line of the documents of those items. */
  accountingLines(scope: InvoicingScope, filter: AccountFilter): Promise<AccountingLine[]>;
  /** Whether an invoice with this UUID (any case) is registered with the company, by any lessor. */
  invoiceIdRegistered(bukrs: string, uuid: string): Promise<boolean>;
  /**
   * Registers a lessor invoice in ONE transaction: locks its periods, checks they are the
   * lessor's, that the company has no invoice with the UUID yet and that they are pending (01),
   * runs `decide`, takes the company's next document number of the
   * year, inserts the invoice (one per company and UUID) and moves the periods to 02. Nothing is
   * written unless all of it is.
   */
  registerLessorInvoice(
    scope: InvoicingScope,
    invoice: NewLessorInvoice,
    now: Date,
    options?: RegisterOptions,
  ): Promise<LessorRegistration>;
  /** Registers a variable-maintenance invoice (status 01) in one transaction, with its document number. */
  registerMtInvoice(
    scope: InvoicingScope,
    invoice: NewMtInvoice,
    now: Date,
    options?: Pick<RegisterOptions, 'alongside' | 'lang'>,
  ): Promise<MtRegistration>;
}
