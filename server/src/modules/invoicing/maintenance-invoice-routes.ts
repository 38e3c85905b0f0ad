/**
 * Variable maintenance (spec 2 §2 screen 2, §7): ContractMT lists the lessor's variable-maintenance
 * invoices, InvoiceDetailMT shows one with its posting. Within the caller's scope, as the contracts.
 */
import { ActionId } from '../../../../src/protocol/envelope';
import {
  ContractMTRequest,
  ContractMTResponse,
  InvoiceDetailMTRequest,
  InvoiceDetailMTResponse,
} from '../../../../src/protocol/invoicing';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { satStateOf } from '../sat-watch/states';
import { isoDate, statusFilter } from './replies';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

export const maintenanceInvoiceRoutes: ApiRoute[] = [
  defineRoute({
    name: 'ContractMT',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ContractMTRequest,
    response: ContractMTResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.bukrs, lifnr: i.partner };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const rows = await invoicing.mtInvoices(
        scope,
        {
          ...key,
          ...(i.recnnr && { recnnr: i.recnnr }),
          ...(i.bldat_i && { from: isoDate(i.bldat_i) }),
          ...(i.bldat_e && { to: isoDate(i.bldat_e) }),
          ...(i.status !== '00' && { status: statusFilter(i.status) }),
        },
        ctx.lang,
      );
      return ok({ List: rows });
    },
  }),
  defineRoute({
    name: 'InvoiceDetailMT',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: InvoiceDetailMTRequest,
    response: InvoiceDetailMTResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.bukrs, lifnr: i.lifnr };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const detail = await invoicing.mtInvoice(
        scope,
        { ...key, belnr: i.belnr, gjahr: i.gjahr },
        ctx.lang,
      );
      if (!detail) return refuse('invoiceNotFound', ctx.lang, 404);
      // The invoice's state at the SAT, as the re-check last read it.
      const sat = await satStateOf(db, key.bukrs, detail.INVOICEDATA.ID);
      return ok(sat ? { ...detail, SAT: sat } : detail);
    },
  }),
];
