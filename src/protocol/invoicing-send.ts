/**
 * Lessor invoicing on the wire, the send calls (spec 2 §3, §7, §8): InvoiceLessor (a lease,
 * consolidated, adjustment, fixed-maintenance or advance-payment invoice of chosen periods),
 * InvoiceMT (a variable-maintenance invoice) and DemoInvoice (a demo CFDI of open periods, only
 * while the embedded tax authority answers). Files travel as base64 of at most 3,000,000 bytes
 * each; amounts as decimal texts (thousands separators are stripped); dates YYYYMMDD.
 * A refused send answers Result false, the first error in Message and every error in Errors.
 */
import * as v from 'valibot';
import { LEASING_TYPE_CODES } from '../domain/invoicing/codes';
import { formatAmount, parseAmount } from '../domain/invoicing/money';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';
import {
  Bukrs,
  CfpayguidList,
  ErpDate,
  MtInvoiceRow,
  PartnerCode,
  PeriodRow,
  Recnnr,
  WireDate,
  anyOr,
} from './invoicing';
import { InvoiceId } from './invoicing-checks';
import { DemoReceiptEntries } from './supplier-invoicing';

/**
 * A file as base64 (standard alphabet, padded); '' when none. Its size (3,000,000 bytes at most,
 * 413 above) and content (a PDF by its bytes, the XML by the CFDI checks) are the server's to judge.
 */
export const FileBase64 = v.pipe(
  plainString,
  v.regex(/^[A-Za-z0-9+/]*={0,2}$/),
  v.check((text) => text.length % 4 === 0),
);
/** An amount as typed: optional minus, digits (commas allowed), up to two decimals; read as "1234.50". */
export const SentAmount = v.pipe(
  plainString,
  v.check((text) => parseAmount(text) !== null),
  v.transform((text) => formatAmount(parseAmount(text) ?? 0n)),
);
/** A currency code (MXN, USD), read in upper case. */
export const CurrencyCode = v.pipe(
  plainString,
  v.trim(),
  v.regex(/^[A-Za-z]{3}$/),
  v.toUpperCase(),
);
/** The invoice reference (noReference): the server says when it is missing or too long. */
const Reference = v.pipe(plainText(256), v.trim());

/** An invoice's amounts, as FACTURA_H_S and INVOICEDATA carry them. */
export const SentAmountsEntries = {
  BALANCE: SentAmount,
  IMPUESTOS: SentAmount,
  MONTO: SentAmount,
  RETENCIONES_C: SentAmount,
  RETENCIONES_ISR: SentAmount,
  RETENCIONES_IVA: SentAmount,
  TOTAL: SentAmount,
  MONEDA: CurrencyCode,
};

/** The files of an invoice: the PDF always; the XML when electronic; the annex PDF optional. */
const FileEntries = {
  PDFBase64: FileBase64,
  XMLBase64: v.optional(FileBase64, ''),
  /** An extra annex PDF. */
  PDFABase64: v.optional(FileBase64, ''),
};

/** One error of a refused send (spec 2 §8): shown as a list of line number and error. */
export const SendError = v.object({
  LINE: v.number(),
  /** E error, W warning. */
  TYPE: v.picklist(['E', 'W']),
  /** The ERP's message class (M8) or the portal check or rule that raised it (sat.duplicateId). */
  ID: v.string(),
  /** The ERP's message number ('535'); '' for the portal's own. */
  NUMBER: v.string(),
  MESSAGE: v.string(),
});
export type SendError = v.InferOutput<typeof SendError>;
/** What a refused send adds to Result false and Message (the first error's text). */
export const SendRefusal = v.object({ Errors: v.optional(v.array(SendError)) });

/**
 * InvoiceLessor (spec 2 §3 "Lessor invoice request"): an invoice of the chosen periods of one
 * lessor of one company. FACTURA_H_S.ID is the CFDI's UUID (electronic) or an id the page generates
 * once per non-electronic invoice (so a retry is a duplicate, never a second invoice).
 * DDATE is a non-electronic invoice's date (today when ''); MONTH and YEAR the consolidated month.
 * RECNNR, when given, is the contract every period must belong to. DUEDT_L, HDTXT, PDATE, CALCTO,
 * USER, CONDTYPE and CONDPURPOSEEXT are the ERP call's own: accepted, decided by the server.
 */
export const InvoiceLessorRequest = request({
  Fac_Elect: v.boolean(),
  CFPAYGUID: CfpayguidList,
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  RECNNR: anyOr(Recnnr),
  MONTH: anyOr(v.pipe(plainString, v.regex(/^(0?[1-9]|1[0-2])$/))),
  YEAR: anyOr(v.pipe(plainString, v.regex(/^\d{4}$/))),
  DUEDT_L: anyOr(ErpDate),
  HDTXT: v.optional(plainText(50), ''),
  PDATE: anyOr(ErpDate),
  DDATE: anyOr(ErpDate),
  CALCTO: anyOr(ErpDate),
  USER: v.optional(plainText(256), ''),
  CONDTYPE: v.optional(v.pipe(v.array(v.picklist(LEASING_TYPE_CODES)), v.maxLength(4)), []),
  CONDPURPOSEEXT: v.optional(v.pipe(v.array(v.picklist(['A'])), v.maxLength(4)), ['A']),
  FACTURA_H_S: v.object({
    ID: InvoiceId,
    /** The invoice reference (series and folio): required, at most 16 characters. */
    FACTURA: Reference,
    ...SentAmountsEntries,
    ...FileEntries,
  }),
});
export type InvoiceLessorRequest = v.InferInput<typeof InvoiceLessorRequest>;
/** The registered document: BELNR (several joined with '&'), its year and posting date, the periods. */
export const InvoiceLessorResponse = response({
  BELNR: v.string(),
  GJAHR: v.string(),
  BUDAT: WireDate,
  /** The invoiced periods, now 02 registered under BELNR. */
  List: v.array(PeriodRow),
});
export type InvoiceLessorResponse = v.InferOutput<typeof InvoiceLessorResponse>;

/**
 * InvoiceMT (spec 2 §3 "Variable-maintenance invoice request"): a variable-maintenance invoice of a
 * contract. BLDAT is a non-electronic invoice's date (today when ''); SERVICE_MONTH and
 * SERVICE_YEAR the billing period; SITIO defaults to the contract's site. HEADERDATA,
 * GLACCOUNTDATA and TAXDATA (KM, the fixed ledger account, 2C at 16.00) are the server's.
 */
export const InvoiceMTRequest = request({
  Fac_Elect: v.boolean(),
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  RECNNR: Recnnr,
  invoicestatus: v.optional(v.picklist(['A']), 'A'),
  INVOICEDATA: v.object({
    ID: InvoiceId,
    FACTURA: Reference,
    BLDAT: anyOr(ErpDate),
    /** At most 16 characters (the server says when it is missing or too long). */
    DESCRIPCION: v.pipe(plainText(256), v.trim()),
    SITIO: v.optional(v.pipe(plainText(100), v.trim()), ''),
    ...SentAmountsEntries,
    ...FileEntries,
    SERVICE_MONTH: v.pipe(plainString, v.regex(/^\d{1,2}$/)),
    SERVICE_YEAR: v.pipe(plainString, v.regex(/^\d{4}$/)),
  }),
});
export type InvoiceMTRequest = v.InferInput<typeof InvoiceMTRequest>;
/** The registered variable-maintenance invoice: its document number, year, posting date and row. */
export const InvoiceMTResponse = response({
  INV_DOC_NO: v.string(),
  GJAHR: v.string(),
  BUDAT: WireDate,
  INVOICEDATA: MtInvoiceRow,
});
export type InvoiceMTResponse = v.InferOutput<typeof InvoiceMTResponse>;

/**
 * A demo variable-maintenance invoice's net amount (AMOUNT): a positive amount as typed, read as
 * "1234.50"; at most 9,999,999.99, a maintenance service rather than a lease's year.
 */
const DemoNetAmount = v.pipe(
  SentAmount,
  v.check((text) => {
    const cents = parseAmount(text) ?? 0n;
    return cents > 0n && cents <= 999_999_999n;
  }),
);

/**
 * DemoInvoice: a demo CFDI 4.0 of open periods of the lessor (CFPAYGUID), of a supplier's
 * pending receipt lines (ITEMDATA, with the withholdings applied in WITHTAXDATA as the send
 * takes them), of a lessor's (FACTURA_D_T, the lessor receipt variant), or a variable-maintenance
 * service of a lessor's contract (RECNNR, of net AMOUNT, 4,850.00 when absent), with its one-page
 * PDF. Exactly one of CFPAYGUID, ITEMDATA, FACTURA_D_T and RECNNR;
 * AMOUNT only with RECNNR.
 */
export const DemoInvoiceRequest = v.pipe(
  request({
    BUKRS: Bukrs,
    LIFNR: PartnerCode,
    CFPAYGUID: v.optional(CfpayguidList),
    ...DemoReceiptEntries,
    RECNNR: v.optional(Recnnr),
    AMOUNT: v.optional(DemoNetAmount),
  }),
  v.forward(
    v.partialCheck(
      [['CFPAYGUID'], ['ITEMDATA'], ['FACTURA_D_T'], ['RECNNR'], ['AMOUNT']],
      (i) =>
        [i.CFPAYGUID, i.ITEMDATA, i.FACTURA_D_T, i.RECNNR].filter((x) => x !== undefined).length ===
          1 &&
        (i.AMOUNT === undefined || i.RECNNR !== undefined),
      'CFPAYGUID, ITEMDATA, FACTURA_D_T or RECNNR',
    ),
    ['CFPAYGUID'],
  ),
);
export type DemoInvoiceRequest = v.InferInput<typeof DemoInvoiceRequest>;
export const DemoInvoiceResponse = response({
  XMLBase64: v.string(),
  PDFBase64: v.string(),
  /** The CFDI's UUID and its series and folio (the reference to send with it). */
  ID: v.string(),
  FACTURA: v.string(),
});
export type DemoInvoiceResponse = v.InferOutput<typeof DemoInvoiceResponse>;
