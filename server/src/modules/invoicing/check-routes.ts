/**
 * The invoice checks the pages ask before sending (spec 2 §5, §7): InvoiceValidateID (is the id
 * already registered with the company; for the caller's own lessors only) and ConsultarEFO (is the
 * RFC on the 69-B list, a public list: any invoicing reader may ask about any RFC).
 */
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  ConsultarEFORequest,
  ConsultarEFOResponse,
  InvoiceValidateIDRequest,
  InvoiceValidateIDResponse,
} from '../../../../src/protocol/invoicing-checks';
import { answerOf } from '../../adapters/sat';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { invoiceIdAnswer } from './registered-ids';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

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
    access: INVOICING_READERS,
    request: ConsultarEFORequest,
    response: ConsultarEFOResponse,
    handler: async (ctx) => {
      const answer = await answerOf(() => ctx.deps.sat.blacklist(ctx.input.rfc));
      if ('unavailable' in answer) {
        return {
          status: 503,
          body: {
            Result: false,
            Message: message('satUnavailable', ctx.lang, { reason: answer.unavailable }),
          },
        };
      }
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
];
