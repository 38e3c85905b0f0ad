/**
 * Lessor invoicing on the wire, the read calls (spec 2 §3, §7): contracts and their payment
 * periods (Contracts, ContractsMT, ContractList, ContractDetails, ConsolidatedItems), variable
 * maintenance (ContractMT, InvoiceDetailMT), advance payment (AdvancePayment). Field names are the
 * ERP's, as the spec writes them; dates answer dd-mm-yyyy ('' when none), filters are YYYYMMDD;
 * amounts are decimal strings with two decimals ("-2000.00" for a discount condition).
 */
import * as v from 'valibot';
import { SatStateFields } from './sat-watch';
import {
  ADVANCE_CONDITION_CODES,
  ALL_STATUSES,
  CONDITION_TYPE_CODES,
  FLOW_TYPE_CODES,
  LEASING_TYPE_CODES,
  MT_STATUS_CODES,
  PERIOD_STATUS_CODES,
} from '../domain/invoicing/codes';
import { plainString } from './bounds';
import { request, response } from './envelope';

/** Company code (BUKRS): up to four capitals or digits, e.g. MX10. */
export const Bukrs = v.pipe(plainString, v.regex(/^[A-Z0-9]{1,4}$/));
/** A lessor or supplier number (LIFNR, Partner): digits, padded to 10 as the ERP keeps them. */
export const PartnerCode = v.pipe(
  plainString,
  v.trim(),
  v.regex(/^\d{1,10}$/),
  v.transform((s) => s.padStart(10, '0')),
);
/** A contract number (RECNNR). */
export const Recnnr = v.pipe(plainString, v.trim(), v.regex(/^[A-Z0-9]{1,13}$/));
/**
 * A payment period's id (CFPAYGUID) as sent: 32 hexadecimal digits. No transformation in its own
 * pipe, so a bad id inside a list is reported at its index (cfpayguid.0), not as the whole union.
 */
export const Cfpayguid = v.pipe(plainString, v.regex(/^\s*[0-9A-Fa-f]{32}\s*$/));
/** Most periods one call looks up by id. */
export const MAX_PERIODS_PER_CALL = 200;
/**
 * One CFPAYGUID or a list of them ("single id or list", spec 2 §3), read as a list of upper-case
 * ids without repeats.
 */
export const CfpayguidList = v.pipe(
  v.union([
    Cfpayguid,
    v.pipe(v.array(Cfpayguid), v.minLength(1), v.maxLength(MAX_PERIODS_PER_CALL)),
  ]),
  v.transform((ids) => [
    ...new Set((Array.isArray(ids) ? ids : [ids]).map((id) => id.trim().toUpperCase())),
  ]),
);
/** An accounting document number (BELNR): 10 digits. */
export const Belnr = v.pipe(plainString, v.trim(), v.regex(/^\d{10}$/));
/** A fiscal year (GJAHR). */
export const Gjahr = v.pipe(plainString, v.trim(), v.regex(/^\d{4}$/));

/** A filter date 'YYYYMMDD' that is a real calendar day. */
export const ErpDate = v.pipe(
  plainString,
  v.regex(/^\d{8}$/),
  v.check((s) => {
    const d = new Date(Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8)));
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10).replaceAll('-', '') === s;
  }),
);
/** A filter field where '' (or absence) means any. */
export const anyOr = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(v.union([v.literal(''), schema]), '');

/** A date as answered: dd-mm-yyyy, or '' when there is none (a period not yet cleared). */
export const WireDate = v.pipe(v.string(), v.regex(/^(\d{2}-\d{2}-\d{4})?$/));
/** An amount as answered: optional minus, digits, two decimals. */
export const WireAmount = v.pipe(v.string(), v.regex(/^-?\d{1,15}\.\d{2}$/));

/** A status filter: 00 all, or one period status. */
export const PeriodStatusFilter = v.optional(
  v.picklist([ALL_STATUSES, ...PERIOD_STATUS_CODES]),
  '00',
);

/** A contract in a selector (spec 2 §7 List.CONTRATOS). */
export const ContractRef = v.object({
  RECNNR: v.string(),
  /** Contract text. */
  RECNTXT: v.string(),
  /** Leasing type A001-A004. */
  RECNTYPE: v.picklist(LEASING_TYPE_CODES),
  /** The site's accounting object (ContractsMT shows it). */
  OBJECT_ID_ACCT: v.string(),
});
export type ContractRef = v.InferOutput<typeof ContractRef>;
const ContractsAnswer = response({ List: v.object({ CONTRATOS: v.array(ContractRef) }) });

/** Contracts: the lessor's contracts of the leasing types in `condtype` (all types when empty). */
export const ContractsRequest = request({
  bukrs: Bukrs,
  Partner: PartnerCode,
  /** A list of RECNTYPE (spec 2 §3: CONDTYPE is a list of RECNTYPE). */
  condtype: v.optional(v.pipe(v.array(v.picklist(LEASING_TYPE_CODES)), v.maxLength(4)), []),
});
export type ContractsRequest = v.InferInput<typeof ContractsRequest>;
export const ContractsResponse = ContractsAnswer;
export type ContractsResponse = v.InferOutput<typeof ContractsResponse>;

/**
 * The invoiced company as the SAT registers it (spec 2 §5): the name and postal code a CFDI's
 * Receptor must repeat, in the portal context's own shape (its `receiver`), so that the page's
 * validation judges the receiver as the send does. Absent while the company has none recorded.
 */
export const InvoiceReceiver = v.object({ name: v.string(), postalCode: v.string() });
export type InvoiceReceiver = v.InferOutput<typeof InvoiceReceiver>;

/** ContractsMT: the lessor's contracts with variable maintenance, with their accounting object. */
export const ContractsMTRequest = request({ bukrs: Bukrs, Partner: PartnerCode });
export type ContractsMTRequest = v.InferInput<typeof ContractsMTRequest>;
/** With the company's fiscal data, which a variable-maintenance CFDI's receiver must repeat. */
export const ContractsMTResponse = v.object({
  ...ContractsAnswer.entries,
  Receiver: v.optional(InvoiceReceiver),
});
export type ContractsMTResponse = v.InferOutput<typeof ContractsMTResponse>;

/** A payment period's amounts (spec 2 §3 "Contract amounts"). */
export const PeriodAmountsEntries = {
  /** Balance (net). */
  CONDVALUENET: WireAmount,
  /** IVA 16 %. */
  TAXVALUE: WireAmount,
  /** Amount: balance plus IVA. */
  CONDVALUEGROSS: WireAmount,
  /** Cedular withholding. */
  RETENCION_C: WireAmount,
  RETENCION_ISR: WireAmount,
  RETENCION_IVA: WireAmount,
  /** Amount minus withholdings. */
  MONTO_TOTAL: WireAmount,
  MONEDA: v.string(),
};

/** One payment period of a contract (spec 2 §3 "Contract or payment-period row"). */
export const PeriodRow = v.object({
  CFPAYGUID: v.string(),
  BUKRS: v.string(),
  LIFNR: v.string(),
  /** The lessor's name. */
  NAME2: v.string(),
  RECNNR: v.string(),
  RECNTXT: v.string(),
  RECNTYPE: v.picklist(LEASING_TYPE_CODES),
  /** Condition type: Z001 lease, ZCON consolidated, ZMFI fixed maintenance, Z094-Z102 adjustments, Z030/Z01A advance. */
  CONDTYPE: v.string(),
  /** V100 plain, V101 complement, V102 / Z030 advance payment (src/domain/invoicing/codes.ts). */
  FLOWTYPE: v.picklist(FLOW_TYPE_CODES),
  /** Due date. */
  DFAELL: WireDate,
  /** Period end. */
  DBERBIS: WireDate,
  TEXT_D: v.string(),
  /** 01 pending to send, 02 registered, 03 paid. */
  STATUS: v.picklist(PERIOD_STATUS_CODES),
  STATUS_TXT: v.string(),
  /** Clearing (payment) date of a paid period. */
  AUGDT: WireDate,
  OBJECT_ID_ACCT: v.string(),
  /** Item text. */
  SGTXT: v.string(),
  /** The reference of the invoice that registered it; '' while pending. */
  XBLNR: v.string(),
  /** The document number and fiscal year of that invoice; '' while pending. */
  BELNR: v.string(),
  GJAHR: v.string(),
  COMENTARIO: v.string(),
  /** The period's month '01'-'12' and year (consolidated invoices are per month). */
  MONTH: v.string(),
  YEAR: v.string(),
  ...PeriodAmountsEntries,
});
export type PeriodRow = v.InferOutput<typeof PeriodRow>;

/**
 * ContractList: the payment periods of the lessor's contracts of one leasing type; '' (or absent)
 * filters match any value; due dates YYYYMMDD, both included.
 */
export const ContractListRequest = v.pipe(
  request({
    bukrs: Bukrs,
    Partner: PartnerCode,
    recnnr: anyOr(Recnnr),
    status: PeriodStatusFilter,
    dfaell_i: anyOr(ErpDate),
    dfaell_e: anyOr(ErpDate),
    /** Condition type. */
    condtype_t: anyOr(v.picklist(CONDITION_TYPE_CODES)),
    /** Leasing type. */
    recnType: anyOr(v.picklist(LEASING_TYPE_CODES)),
  }),
  v.forward(
    v.partialCheck(
      [['dfaell_i'], ['dfaell_e']],
      (i) => i.dfaell_i === '' || i.dfaell_e === '' || i.dfaell_i <= i.dfaell_e,
    ),
    ['dfaell_e'],
  ),
);
export type ContractListRequest = v.InferInput<typeof ContractListRequest>;
export const ContractListResponse = response({ List: v.array(PeriodRow) });
export type ContractListResponse = v.InferOutput<typeof ContractListResponse>;

/** A contract's data for the detail view. */
export const ContractInfo = v.object({
  BUKRS: v.string(),
  RECNNR: v.string(),
  RECNTXT: v.string(),
  RECNTYPE: v.picklist(LEASING_TYPE_CODES),
  LIFNR: v.string(),
  NAME2: v.string(),
  /** The lessor's RFC: the issuer the invoice must carry. */
  STCD1: v.string(),
  OBJECT_ID_ACCT: v.string(),
  /** Site name and state (REGIO, the state code that decides the cedular withholding). */
  SITIO: v.string(),
  REGIO: v.string(),
  /** Contract start and end; RECNEND '' when open-ended. */
  RECNBEG: WireDate,
  RECNEND: WireDate,
  MONEDA: v.string(),
  /** Advance-payment type of the contract: '01', '02' or '' when it has none. */
  ADVANCE_TYPE: v.string(),
});
export type ContractInfo = v.InferOutput<typeof ContractInfo>;

/** ContractDetails: periods by id (one or a list), each with its contract. */
export const ContractDetailsRequest = request({ cfpayguid: CfpayguidList });
export type ContractDetailsRequest = v.InferInput<typeof ContractDetailsRequest>;
export const ContractDetailsResponse = response({
  List: v.array(PeriodRow),
  CONTRATOS: v.array(ContractInfo),
  /** The periods' company's fiscal data, which the invoice's receiver must repeat. */
  Receiver: v.optional(InvoiceReceiver),
});
export type ContractDetailsResponse = v.InferOutput<typeof ContractDetailsResponse>;

/** One site of a consolidated (A002) period: quantity with three decimals, amounts with two. */
export const ConsolidatedItem = v.object({
  CFPAYGUID: v.string(),
  /** Item number within the period. */
  POSNR: v.string(),
  OBJECT_ID_ACCT: v.string(),
  SITIO: v.string(),
  TEXT: v.string(),
  /** Quantity (months of the period the site was leased), e.g. "1.000" or "0.533". */
  MENGE: v.pipe(v.string(), v.regex(/^\d{1,9}\.\d{3}$/)),
  MEINS: v.string(),
  /** Monthly rent of the site. */
  PREIS: WireAmount,
  CONDVALUENET: WireAmount,
  TAXVALUE: WireAmount,
  CONDVALUEGROSS: WireAmount,
  MONEDA: v.string(),
});
export type ConsolidatedItem = v.InferOutput<typeof ConsolidatedItem>;

/** ConsolidatedItems: the sites that make up consolidated periods, by period id. */
export const ConsolidatedItemsRequest = request({ cfpayguid: CfpayguidList });
export type ConsolidatedItemsRequest = v.InferInput<typeof ConsolidatedItemsRequest>;
export const ConsolidatedItemsResponse = response({ List: v.array(ConsolidatedItem) });
export type ConsolidatedItemsResponse = v.InferOutput<typeof ConsolidatedItemsResponse>;

/** An invoice's amounts, as FACTURA_H_S names them (spec 2 §3). */
export const InvoiceAmountsEntries = {
  BALANCE: WireAmount,
  IMPUESTOS: WireAmount,
  MONTO: WireAmount,
  RETENCIONES_C: WireAmount,
  RETENCIONES_ISR: WireAmount,
  RETENCIONES_IVA: WireAmount,
  TOTAL: WireAmount,
  MONEDA: v.string(),
};

/** A variable-maintenance invoice (spec 2 §3 INVOICEDATA and "Variable invoice row"). */
export const MtInvoiceRow = v.object({
  BUKRS: v.string(),
  LIFNR: v.string(),
  RECNNR: v.string(),
  OBJECT_ID_ACCT: v.string(),
  /** Document number and fiscal year the ERP gave it. */
  BELNR: v.string(),
  GJAHR: v.string(),
  /** Document (invoice) date. */
  BLDAT: WireDate,
  /** The CFDI UUID, or the portal's id of a non-electronic invoice. */
  ID: v.string(),
  /** The invoice reference (series and folio). */
  FACTURA: v.string(),
  FAC_ELECT: v.boolean(),
  DESCRIPCION: v.string(),
  SITIO: v.string(),
  /** Billing period: month '01'-'12' and year. */
  SERVICE_MONTH: v.string(),
  SERVICE_YEAR: v.string(),
  /** 01 registered, 02 rejected, 03 processed, 04 paid. */
  STATUS: v.picklist(MT_STATUS_CODES),
  STATUS_TXT: v.string(),
  /** The reason of a rejection; '' otherwise. */
  COMENTARIO: v.string(),
  /** Clearing (payment) date of a paid invoice. */
  AUGDT: WireDate,
  ...InvoiceAmountsEntries,
});
export type MtInvoiceRow = v.InferOutput<typeof MtInvoiceRow>;

/** ContractMT: the lessor's variable-maintenance invoices; '' filters match any value. */
export const ContractMTRequest = v.pipe(
  request({
    bukrs: Bukrs,
    partner: PartnerCode,
    recnnr: anyOr(Recnnr),
    bldat_i: anyOr(ErpDate),
    bldat_e: anyOr(ErpDate),
    status: v.optional(v.picklist([ALL_STATUSES, ...MT_STATUS_CODES]), '00'),
  }),
  v.forward(
    v.partialCheck(
      [['bldat_i'], ['bldat_e']],
      (i) => i.bldat_i === '' || i.bldat_e === '' || i.bldat_i <= i.bldat_e,
    ),
    ['bldat_e'],
  ),
);
export type ContractMTRequest = v.InferInput<typeof ContractMTRequest>;
export const ContractMTResponse = response({ List: v.array(MtInvoiceRow) });
export type ContractMTResponse = v.InferOutput<typeof ContractMTResponse>;

/** The posting header of a variable-maintenance invoice (document type KM). */
export const MtHeaderData = v.object({
  BLART: v.string(),
  BUKRS: v.string(),
  BLDAT: WireDate,
  /** Posting date. */
  BUDAT: WireDate,
  XBLNR: v.string(),
  /** Header and item texts. */
  BKTXT: v.string(),
  SGTXT: v.string(),
  /** The external-person marker (a fixed value). */
  EXT_PERSON: v.string(),
});
/** Its one ledger line: the fixed account, cost item and tax code. */
export const MtGlAccountItem = v.object({
  HKONT: v.string(),
  COST_ITEM: v.string(),
  MWSKZ: v.string(),
  WRBTR: WireAmount,
  SGTXT: v.string(),
});
/** Its one tax line: code 2C at 16.00. */
export const MtTaxItem = v.object({
  MWSKZ: v.string(),
  RATE: v.string(),
  BASE: WireAmount,
  WRBTR: WireAmount,
});

/** InvoiceDetailMT: one variable-maintenance invoice by its document number and year. */
export const InvoiceDetailMTRequest = request({
  bukrs: Bukrs,
  lifnr: PartnerCode,
  belnr: Belnr,
  gjahr: Gjahr,
});
export type InvoiceDetailMTRequest = v.InferInput<typeof InvoiceDetailMTRequest>;
export const InvoiceDetailMTResponse = response({
  INVOICEDATA: MtInvoiceRow,
  HEADERDATA: MtHeaderData,
  GLACCOUNTDATA: v.array(MtGlAccountItem),
  TAXDATA: v.array(MtTaxItem),
  /** The invoice's state at the SAT as the re-check last read it; absent until then. */
  SAT: v.optional(v.object(SatStateFields)),
});
export type InvoiceDetailMTResponse = v.InferOutput<typeof InvoiceDetailMTResponse>;

/** An advance-payment row (spec 2 §3 "Advance payment rows"): its amounts in lower case. */
export const AdvanceRow = v.object({
  CFPAYGUID: v.string(),
  BUKRS: v.string(),
  RECNNR: v.string(),
  RECNTXT: v.string(),
  /** Z001 rent and Z030 discount (type 01), or Z01A (type 02). */
  CONDTYPE: v.string(),
  FLOWTYPE: v.picklist(FLOW_TYPE_CODES),
  DFAELL: WireDate,
  DBERBIS: WireDate,
  STATUS: v.picklist(PERIOD_STATUS_CODES),
  STATUS_TXT: v.string(),
  TEXT_D: v.string(),
  AUGDT: WireDate,
  XBLNR: v.string(),
  balance: WireAmount,
  impuestos: WireAmount,
  monto: WireAmount,
  retenciones_c: WireAmount,
  retenciones_isr: WireAmount,
  retenciones_iva: WireAmount,
  total: WireAmount,
  moneda: v.string(),
});
export type AdvanceRow = v.InferOutput<typeof AdvanceRow>;

/**
 * AdvancePayment: the advance query (the rows of the condition types, Z001 and Z030 for type 01,
 * Z01A for type 02) and the contracts that have such rows, for the contract selector.
 */
export const AdvancePaymentRequest = request({
  bukrs: Bukrs,
  Partner: PartnerCode,
  recnnr: anyOr(Recnnr),
  status: PeriodStatusFilter,
  condtype: v.pipe(
    v.array(v.picklist(ADVANCE_CONDITION_CODES)),
    v.minLength(1),
    v.maxLength(ADVANCE_CONDITION_CODES.length),
  ),
  recntype: v.optional(v.picklist(LEASING_TYPE_CODES), 'A001'),
});
export type AdvancePaymentRequest = v.InferInput<typeof AdvancePaymentRequest>;
export const AdvancePaymentResponse = response({
  List: v.array(AdvanceRow),
  CONTRATOS: v.array(ContractRef),
});
export type AdvancePaymentResponse = v.InferOutput<typeof AdvancePaymentResponse>;
