/**
 * Supplier invoicing on the wire, the send calls (spec 2 §3 "Electronic supplier invoice send
 * payload", §7, §8): InvoiceReceiptSupplier (a supplier's invoice of chosen receipt
 * lines: FAC_ELECT, STATUS, INVOICEDATA, ITEMDATA, WITHTAXDATA) and InvoiceReceiptLessor (a
 * lessor's: FAC_ELECT, BUKRS, LIFNR, FACTURA_H_S, FACTURA_D_T with GJAHR, BELNR, BUZEI). Files as
 * base64 of at most 3,000,000 bytes each; amounts as decimal texts (thousands separators
 * stripped); dates YYYYMMDD. HEADERDATA and the page's own fields (totalNeto, firstItem,
 * selectedRetens, retencionesDM, retenciones) are accepted and ignored: the server decides them.
 * A refused send answers Result false, the first error in Message and every error in Errors.
 */
import * as v from 'valibot';
import { plainText } from './bounds';
import { request, response } from './envelope';
import { Bukrs, ErpDate, PartnerCode, WireDate, anyOr } from './invoicing';
import { InvoiceId } from './invoicing-checks';
import { CurrencyCode, FileBase64, SentAmount, SentAmountsEntries } from './invoicing-send';
import {
  LessorReceiptRef,
  ReceiptLine,
  ReceiptRef,
  WithTaxData,
  MAX_RECEIPTS_PER_INVOICE,
} from './supplier-invoicing';

export { LessorReceiptRef };

const Reference = v.pipe(plainText(256), v.trim());

export const InvoiceReceiptSupplierRequest = request({
  FAC_ELECT: v.boolean(),
  /** The page's status; the server registers with the supplier's configured invoice status. */
  STATUS: v.optional(plainText(10), ''),
  INVOICEDATA: v.object({
    BUKRS: Bukrs,
    LIFNR: PartnerCode,
    /** The CFDI's UUID, or the page's id of a non-electronic invoice (a retry is a duplicate). */
    ID: InvoiceId,
    /** The invoice number (series and folio): required, at most 16 characters. */
    FACTURA: Reference,
    /** A non-electronic invoice's date (this year; today when ''); an electronic one's is the XML's. */
    FECHA: anyOr(ErpDate),
    SUBTOTAL: SentAmount,
    IMPUESTO: SentAmount,
    RETENCIONES: v.optional(SentAmount, '0.00'),
    /** The invoice total (subtotal + tax − withholdings); '' to let the server compute it. */
    VALOR_FACTURA: v.optional(v.union([v.literal(''), SentAmount]), ''),
    MONEDA: CurrencyCode,
    PDFBASE64: FileBase64,
    PDFABASE64: v.optional(FileBase64, ''),
    XMLBASE64: v.optional(FileBase64, ''),
  }),
  ITEMDATA: v.pipe(v.array(ReceiptRef), v.minLength(1), v.maxLength(MAX_RECEIPTS_PER_INVOICE)),
  WITHTAXDATA: WithTaxData,
});
export type InvoiceReceiptSupplierRequest = v.InferInput<typeof InvoiceReceiptSupplierRequest>;

export const InvoiceReceiptLessorRequest = request({
  FAC_ELECT: v.boolean(),
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  FACTURA_H_S: v.object({
    ID: InvoiceId,
    FACTURA: Reference,
    FECHA: anyOr(ErpDate),
    ...SentAmountsEntries,
    PDFBase64: FileBase64,
    XMLBase64: v.optional(FileBase64, ''),
    PDFABase64: v.optional(FileBase64, ''),
  }),
  FACTURA_D_T: v.pipe(
    v.array(LessorReceiptRef),
    v.minLength(1),
    v.maxLength(MAX_RECEIPTS_PER_INVOICE),
  ),
  WITHTAXDATA: WithTaxData,
});
export type InvoiceReceiptLessorRequest = v.InferInput<typeof InvoiceReceiptLessorRequest>;

/**
 * The registered invoice: its document number, year and posting date, and the receipt lines it
 * consumed (twins included), no longer pending. Message: 'Factura {BELNR} enviada exitosamente'.
 */
export const InvoiceReceiptResponse = response({
  BELNR: v.string(),
  GJAHR: v.string(),
  BUDAT: WireDate,
  List: v.array(ReceiptLine),
});
export type InvoiceReceiptResponse = v.InferOutput<typeof InvoiceReceiptResponse>;
