/**
 * The invoice checks the pages call before sending (spec 2 §5, §7): InvoiceValidateID (is this
 * invoice id already registered with the company), ConsultarEFO (is the RFC on the 69-B list),
 * ValidateInvoiceXml (the SAT's status of the CFDI) and RecepcionCfdi (its reception result).
 * Their answers are the `sat` checks' answers (src/domain/cfdi/checks/sat.ts) inside `List`.
 */
import * as v from 'valibot';
import { ReceptionAnswerSchema, StatusAnswerSchema } from '../domain/cfdi/checks/sat';
import { INVOICE_FILE_MAX_BYTES } from '../domain/invoicing/send';
import { hasRfcShape } from '../domain/rfc';
import { plainString } from './bounds';
import { request, response } from './envelope';
import { Bukrs, PartnerCode } from './invoicing';

/**
 * An invoice id: a CFDI UUID (8-4-4-4-12 hexadecimal digits) or the id the portal gives a
 * non-electronic invoice; compared in upper case.
 */
export const InvoiceId = v.pipe(
  plainString,
  v.trim(),
  v.regex(/^[0-9A-Za-z-]{1,40}$/),
  v.transform((s) => s.toUpperCase()),
);

/** InvoiceValidateID: BUKRS, LIFNR (padded to 10) and the invoice ID. */
export const InvoiceValidateIDRequest = request({
  BUKRS: Bukrs,
  LIFNR: PartnerCode,
  ID: InvoiceId,
});
export type InvoiceValidateIDRequest = v.InferInput<typeof InvoiceValidateIDRequest>;
/** EXISTE_ID is true when the id was already registered with the company (the check then fails). */
export const InvoiceValidateIDResponse = response({
  List: v.object({ EXISTE_ID: v.boolean() }),
});
export type InvoiceValidateIDResponse = v.InferOutput<typeof InvoiceValidateIDResponse>;

/** ConsultarEFO: the RFC to look up on the 69-B list (upper-cased). */
export const ConsultarEFORequest = request({
  rfc: v.pipe(plainString, v.trim(), v.toUpperCase(), v.check(hasRfcShape, 'rfc')),
});
export type ConsultarEFORequest = v.InferInput<typeof ConsultarEFORequest>;
/**
 * consultaOk "true" and codigo 0 when the RFC may invoice; otherwise "false", with the RFC and its
 * situation (Presunto, Definitivo) as the 69-B list gives them.
 */
export const ConsultarEFOResponse = response({
  List: v.object({
    ResultConsultaEFO: v.object({
      consultaOk: v.string(),
      codigo: v.union([v.number(), v.string()]),
      rfc: v.optional(v.string()),
      situacion: v.optional(v.string()),
    }),
  }),
});
export type ConsultarEFOResponse = v.InferOutput<typeof ConsultarEFOResponse>;

/** An RFC as sent to the tax authority: trimmed, upper-cased, of an RFC's shape. */
const SatRfc = v.pipe(plainString, v.trim(), v.toUpperCase(), v.check(hasRfcShape, 'rfc'));

/**
 * ValidateInvoiceXml: the CFDI's issuer and receiver RFCs, its Total as written in the XML and its
 * UUID (the expression the SAT's ConsultaCFDIService is asked about).
 */
export const ValidateInvoiceXmlRequest = request({
  IssuerRFC: SatRfc,
  ReceiverRFC: SatRfc,
  Total: v.pipe(plainString, v.trim(), v.regex(/^\d{1,18}(\.\d{1,6})?$/)),
  UUID: v.pipe(
    plainString,
    v.trim(),
    v.regex(/^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/),
    v.toUpperCase(),
  ),
});
export type ValidateInvoiceXmlRequest = v.InferInput<typeof ValidateInvoiceXmlRequest>;
/**
 * The SAT's status in List: CodigoEstatus (S - ... when found), Estado (Vigente, Cancelado, No
 * Encontrado), ValidacionEFOS (200, 201, ...) and EstatusCancelacion; with Message, the `sat`
 * checks' StatusAnswer.
 */
export const ValidateInvoiceXmlResponse = response({
  List: v.omit(StatusAnswerSchema, ['Message']),
});
export type ValidateInvoiceXmlResponse = v.InferOutput<typeof ValidateInvoiceXmlResponse>;

/** Base64 (standard alphabet, padded) of at most INVOICE_FILE_MAX_BYTES bytes. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * The most characters cfdiXml may have: the base64 of a file of INVOICE_FILE_MAX_BYTES bytes and
 * some room, so that a file a little too large is answered 413 msjsizeFile by the route's count
 * of its bytes rather than 400.
 */
export const RECEPTION_XML_MAX_CHARS = Math.ceil(INVOICE_FILE_MAX_BYTES / 3) * 4 + 64 * 1024;

/** Whether cfdiXml is the XML itself (its first non-blank character opens a tag) or base64. */
export function isXmlText(text: string): boolean {
  return /^\uFEFF?\s*</.test(text);
}

/**
 * RecepcionCfdi: the CFDI's XML as text, or as the base64 of its bytes (what a page sends, so that
 * bytes which are not UTF-8 reach the check as they are); at most 3,000,000 bytes (413 above).
 */
export const RecepcionCfdiRequest = request({
  cfdiXml: v.pipe(
    plainString,
    v.minLength(1),
    v.maxLength(RECEPTION_XML_MAX_CHARS),
    v.check((text) => isXmlText(text) || (BASE64.test(text) && text.length % 4 === 0)),
  ),
});
export type RecepcionCfdiRequest = v.InferInput<typeof RecepcionCfdiRequest>;
/** The reception result in List (Error, recepcionOk, recibidos, validos, mensaje). */
export const RecepcionCfdiResponse = response({
  List: v.omit(ReceptionAnswerSchema, ['Message']),
});
export type RecepcionCfdiResponse = v.InferOutput<typeof RecepcionCfdiResponse>;

/**
 * ValidateInvoiceSeal: the server's verdict on a CFDI with what only it holds — the SAT's
 * certification authorities, the certifier's certificate of the stamp, the certificate status
 * service, the product-key and postal-code catalogues: the `seal` group's checks and those two
 * catalogue checks, translated, and the certifier whose stamp seal verified (the only one whose
 * CFDIs may skip reception). The XML travels as RecepcionCfdi's does.
 */
export const ValidateInvoiceSealRequest = RecepcionCfdiRequest;
export type ValidateInvoiceSealRequest = v.InferInput<typeof ValidateInvoiceSealRequest>;
export const ValidateInvoiceSealResponse = response({
  List: v.object({
    Checks: v.array(
      v.object({
        id: v.string(),
        group: v.picklist(['seal', 'catalog']),
        status: v.picklist(['success', 'warning', 'error', 'exclude']),
        message: v.string(),
      }),
    ),
    StampCertifierRfc: v.nullable(v.string()),
  }),
});
export type ValidateInvoiceSealResponse = v.InferOutput<typeof ValidateInvoiceSealResponse>;
