/**
 * The invoice checks the pages call before sending (spec 2 §5, §7): InvoiceValidateID (is this
 * invoice id already registered with the company) and ConsultarEFO (is the RFC on the 69-B list).
 * Their answers are the `sat` checks' answers (src/domain/cfdi/checks/sat.ts) inside `List`.
 */
import * as v from 'valibot';
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
