/**
 * The invoice checks the pages ask before sending (spec 2 §5, §7): InvoiceValidateID (is the id
 * already registered with the company; for the caller's own lessors only), ConsultarEFO (is the
 * RFC on the 69-B list, a public list: any invoicing reader may ask about any RFC), and
 * ValidateInvoiceXml and RecepcionCfdi (the SAT's status and reception of a CFDI: public services
 * that whoever holds the CFDI may ask, so any invoicing reader may too), and ValidateInvoiceSeal
 * (the seals judged with what only the server holds: the SAT's authorities, the certifier's
 * certificate, the revocation service). The public checks serve the supplier pages as well: a
 * supplier's CFDI is judged by the same answers.
 */
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { SatUnavailable } from '../../../../src/domain/cfdi/checks/sat';
import { cfdiMessage } from '../../../../src/domain/cfdi/messages';
import { INVOICE_FILE_MAX_BYTES } from '../../../../src/domain/invoicing/send';
import type { Language } from '../../../../src/protocol/envelope';
import {
  ConsultarEFORequest,
  ConsultarEFOResponse,
  InvoiceValidateIDRequest,
  InvoiceValidateIDResponse,
  isXmlText,
  RecepcionCfdiRequest,
  RecepcionCfdiResponse,
  ValidateInvoiceSealRequest,
  ValidateInvoiceSealResponse,
  ValidateInvoiceXmlRequest,
  ValidateInvoiceXmlResponse,
} from '../../../../src/protocol/invoicing-checks';
import { translateEvaluation } from '../../../../src/domain/cfdi/validate';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { evaluateCfdiOffThread, isCfdiRefusal } from '../../workers/cfdi';
import { answerOf } from '../../adapters/sat';
import { catalogueAnswersFor } from '../../adapters/sat/catalogue-lookup';
import { authOf, defineRoute, ok, type ApiRefusal, type ApiRoute } from '../../api/types';
import { invoiceIdAnswer } from './registered-ids';
import { SUPPLIER_READERS } from '../supplier-invoicing/scope';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

/** The catalogue checks only the server can judge: the catalogues too large for the page. */
const SERVER_CATALOGUES = new Set(['catalog.claveProdServ', 'catalog.codigoPostal']);

/** Who may ask the SAT's public checks: lessor and supplier invoicing readers. */
const PUBLIC_CHECK_READERS = [...new Set([...INVOICING_READERS, ...SUPPLIER_READERS])];

/** 503 with the service's reason: the page's check reports a general error naming it. */
const unavailable = (answer: SatUnavailable, lang: Language): ApiRefusal => ({
  status: 503,
  body: { Result: false, Message: message('satUnavailable', lang, { reason: answer.unavailable }) },
});

/** The bytes of RecepcionCfdi's cfdiXml (the XML as text, or base64 the schema checked). */
function receptionBytes(text: string): Uint8Array | 'tooLarge' {
  if (isXmlText(text)) {
    const bytes = new TextEncoder().encode(text);
    return bytes.length > INVOICE_FILE_MAX_BYTES ? 'tooLarge' : bytes;
  }
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if ((text.length / 4) * 3 - padding > INVOICE_FILE_MAX_BYTES) return 'tooLarge';
  return Buffer.from(text, 'base64');
}

/**
 * 413 with the invoice files' limit and text (the send calls answer the same), not the 20 MB of
 * maintenance attachments that the server's msjsizeFile names.
 */
const tooLarge = (lang: Language): ApiRefusal => ({
  status: 413,
  body: { Result: false, Message: cfdiMessage({ key: 'msjsizeFile' }, lang) },
});

export const checkRoutes: ApiRoute[] = [
  defineRoute({
    name: 'InvoiceValidateID',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: InvoiceValidateIDRequest,
    response: InvoiceValidateIDResponse,
    handler: async (ctx) => {
      const { db, invoicing, sat } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.BUKRS, lifnr: i.LIFNR };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const answer = await invoiceIdAnswer(sat, invoicing, key.bukrs, key.lifnr, i.ID);
      return ok({ Message: answer.Message ?? null, List: { EXISTE_ID: answer.EXISTE_ID } });
    },
  }),
  defineRoute({
    name: 'ConsultarEFO',
    actionId: ActionId.View,
    access: PUBLIC_CHECK_READERS,
    request: ConsultarEFORequest,
    response: ConsultarEFOResponse,
    handler: async (ctx) => {
      const answer = await answerOf(() => ctx.deps.sat.blacklist(ctx.input.rfc));
      if ('unavailable' in answer) return unavailable(answer, ctx.lang);
      const { Message, consultaOk, codigo, rfc, situacion } = answer;
      return ok({
        Message: Message ?? null,
        List: {
          ResultConsultaEFO: {
            consultaOk,
            codigo,
            ...(rfc !== undefined && { rfc }),
            ...(situacion !== undefined && { situacion }),
          },
        },
      });
    },
  }),
  defineRoute({
    name: 'ValidateInvoiceXml',
    actionId: ActionId.View,
    access: PUBLIC_CHECK_READERS,
    request: ValidateInvoiceXmlRequest,
    response: ValidateInvoiceXmlResponse,
    handler: async (ctx) => {
      const i = ctx.input;
      const answer = await answerOf(() =>
        ctx.deps.sat.status({
          issuerRfc: i.IssuerRFC,
          receiverRfc: i.ReceiverRFC,
          total: i.Total,
          uuid: i.UUID,
        }),
      );
      if ('unavailable' in answer) return unavailable(answer, ctx.lang);
      const { Message, ...list } = answer;
      return ok({ Message: Message ?? null, List: list });
    },
  }),
  defineRoute({
    name: 'RecepcionCfdi',
    actionId: ActionId.View,
    access: PUBLIC_CHECK_READERS,
    request: RecepcionCfdiRequest,
    response: RecepcionCfdiResponse,
    handler: async (ctx) => {
      const bytes = receptionBytes(ctx.input.cfdiXml);
      if (bytes === 'tooLarge') return tooLarge(ctx.lang);
      const answer = await answerOf(() => ctx.deps.sat.reception(bytes));
      if ('unavailable' in answer) return unavailable(answer, ctx.lang);
      const { Message, ...list } = answer;
      return ok({ Message: Message ?? null, List: list });
    },
  }),
  defineRoute({
    name: 'ValidateInvoiceSeal',
    actionId: ActionId.View,
    access: PUBLIC_CHECK_READERS,
    request: ValidateInvoiceSealRequest,
    response: ValidateInvoiceSealResponse,
    handler: async (ctx) => {
      const bytes = receptionBytes(ctx.input.cfdiXml);
      if (bytes === 'tooLarge') return tooLarge(ctx.lang);
      const { trust } = ctx.deps;
      const evaluation = await evaluateCfdiOffThread(bytes, {
        today: mexicoCityToday(ctx.deps.now()),
        trust: await trust.optionsFor(bytes),
        revocation: (certificate, authority) => trust.revocation(certificate, authority),
        catalogues: (data) => catalogueAnswersFor(ctx.deps.db, data),
      });
      if (isCfdiRefusal(evaluation))
        return {
          status: 503,
          body: {
            Result: false,
            Message: cfdiMessage({ key: evaluation.refused, detail: evaluation.detail }, ctx.lang),
          },
        };
      const checks = translateEvaluation(evaluation, ctx.lang).checks.filter(
        (c) => c.group === 'seal' || SERVER_CATALOGUES.has(c.id),
      );
      return ok({
        Message: null,
        List: {
          Checks: checks.map(({ id, group, status, message: text }) => ({
            id,
            group: group === 'seal' ? ('seal' as const) : ('catalog' as const),
            status,
            message: text,
          })),
          StampCertifierRfc: evaluation.seal?.verifiedCertifierRfc ?? null,
        },
      });
    },
  }),
];
