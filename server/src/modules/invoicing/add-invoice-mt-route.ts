/**
 * AddInvoiceMT (spec 2 §7; its answer is not shown): the lookup of the variable-maintenance "add
 * invoice" form. For the caller's company and lessor it answers the contracts that take a
 * variable-maintenance invoice (one, with recnnr) in force between dfaell_i and dfaell_e, with
 * their site, currency and term, and the billing months InvoiceMT accepts (mtBillingWindow, the
 * same rule the send checks). It reads only, so it has ContractsMT's access: Visualizar sees the
 * form's choices though it cannot send.
 */
import { mtBillingWindow } from '../../../../src/domain/invoicing/maintenance-fields';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { ActionId } from '../../../../src/protocol/envelope';
import { AddInvoiceMTRequest, AddInvoiceMTResponse } from '../../../../src/protocol/invoicing-mt';
import { authOf, defineRoute, ok } from '../../api/types';
import { isoDate } from './replies';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

export const addInvoiceMtRoute = defineRoute({
  name: 'AddInvoiceMT',
  actionId: ActionId.View,
  access: INVOICING_READERS,
  request: AddInvoiceMTRequest,
  response: AddInvoiceMTResponse,
  handler: async (ctx) => {
    const { db, invoicing } = ctx.deps;
    const i = ctx.input;
    const key = { bukrs: i.bukrs, lifnr: i.Partner };
    const scope = await invoicingScopeOf(db, authOf(ctx));
    const refused = partnerRefusal(scope, key, ctx.lang);
    if (refused) return refused;
    const contracts = await invoicing.mtInvoiceContracts(scope, {
      ...key,
      ...(i.recnnr && { recnnr: i.recnnr }),
      ...(i.dfaell_i && { activeFrom: isoDate(i.dfaell_i) }),
      ...(i.dfaell_e && { activeTo: isoDate(i.dfaell_e) }),
    });
    const window = mtBillingWindow(mexicoCityToday(ctx.deps.now()));
    return ok({ List: contracts, FIRST_MONTH: window.first, LAST_MONTH: window.last });
  },
});
