/**
 * Payments and payment complements (spec 2 §3 "Pending payment items", §7 "Pending payments",
 * "Payment attachment"): the items of a lessor's or supplier's payments that wait for a
 * complement, with what the complement must carry and by when; the registration of a complement
 * (its PDF and XML, judged as the page judged them); and a demo complement of a pending payment.
 */
import * as v from 'valibot';
import { plainString, plainText } from './bounds';
import { request, response } from './envelope';
import { Bukrs, PartnerCode, WireAmount, WireDate } from './invoicing';
import { InvoiceId } from './invoicing-checks';
import { FileBase64, SendRefusal } from './invoicing-send';

/** A clearing (payment) document number: up to 10 digits. */
export const PaymentDocument = v.pipe(plainString, v.trim(), v.regex(/^\d{1,10}$/));
/** A fiscal year. */
export const FiscalYear = v.pipe(plainString, v.trim(), v.regex(/^\d{4}$/));

/** PendingPayments: the company and the lessor or supplier (padded to 10). */
export const PendingPaymentsRequest = request({ bukrs: Bukrs, lifnr: PartnerCode });
export type PendingPaymentsRequest = v.InferInput<typeof PendingPaymentsRequest>;

/**
 * One invoice a payment paid, still without a complement: the spec's fields (the invoice UUID;
 * GJAHR and AUGBL of the payment; BUKRS, AUGDT, WRBTR paid and WAERS; the invoice's document
 * BELNR_D and reference XBLNR, XBLNR_LONG with its year), then what the complement must carry of it
 * (NumParcialidad, ImpSaldoAnt, ImpPagado, ImpSaldoInsoluto, from the invoice's Total TOTAL_D and
 * all its payments) and its deadline (DEADLINE, the 10th of the next month; DAYS_LEFT, negative
 * when overdue).
 */
export const PendingPaymentItem = v.object({
  UUID: v.string(),
  GJAHR: v.string(),
  AUGBL: v.string(),
  BUKRS: v.string(),
  LIFNR: v.string(),
  AUGDT: WireDate,
  WRBTR: WireAmount,
  WAERS: v.string(),
  BELNR_D: v.string(),
  GJAHR_D: v.string(),
  XBLNR: v.string(),
  XBLNR_LONG: v.string(),
  TOTAL_D: WireAmount,
  NumParcialidad: v.number(),
  ImpSaldoAnt: WireAmount,
  ImpPagado: WireAmount,
  ImpSaldoInsoluto: WireAmount,
  DEADLINE: WireDate,
  DAYS_LEFT: v.number(),
});
export type PendingPaymentItem = v.InferOutput<typeof PendingPaymentItem>;

export const PendingPaymentsResponse = response({ List: v.array(PendingPaymentItem) });
export type PendingPaymentsResponse = v.InferOutput<typeof PendingPaymentsResponse>;

/**
 * PaymentAttachment (ActionId 11): the complement of one payment — the company and partner, the
 * payment document it covers (belnr = AUGBL, gjahr), the complement's reference (series and folio)
 * and UUID, its PDF and XML as base64. The server re-runs every rule of spec 2 §5 on the files.
 */
export const PaymentAttachmentRequest = request({
  bukrs: Bukrs,
  lifnr: PartnerCode,
  belnr: PaymentDocument,
  gjahr: FiscalYear,
  xblnr: v.pipe(plainText(40), v.trim()),
  uuid: InvoiceId,
  pdfbase64: FileBase64,
  xmlbase64: FileBase64,
});
export type PaymentAttachmentRequest = v.InferInput<typeof PaymentAttachmentRequest>;

/** The complement registered: its UUID, the payment it covers and the items it covered. */
export const PaymentAttachmentResponse = response({
  UUID: v.string(),
  AUGBL: v.string(),
  GJAHR: v.string(),
  List: v.array(PendingPaymentItem),
});
export type PaymentAttachmentResponse = v.InferOutput<typeof PaymentAttachmentResponse>;
export { SendRefusal as PaymentAttachmentRefusal };

/** DemoPaymentComplement: a demo complement of one pending payment (AUGBL and year). */
export const DemoPaymentComplementRequest = request({
  bukrs: Bukrs,
  lifnr: PartnerCode,
  augbl: PaymentDocument,
  gjahr: FiscalYear,
});
export type DemoPaymentComplementRequest = v.InferInput<typeof DemoPaymentComplementRequest>;
export const DemoPaymentComplementResponse = response({
  XMLBase64: v.string(),
  PDFBase64: v.string(),
  /** The complement's UUID and its series and folio. */
  UUID: v.string(),
  XBLNR: v.string(),
});
export type DemoPaymentComplementResponse = v.InferOutput<typeof DemoPaymentComplementResponse>;
