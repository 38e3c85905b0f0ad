/**
 * The lessor's contracts and payment periods (spec 2 §2 screens 1-4, §7): Contracts, ContractsMT,
 * ContractList, ContractDetails, ConsolidatedItems and AdvancePayment. Each reads through the
 * invoicing ERP within the caller's scope: a company or lessor that is not the caller's answers
 * 403, a period outside it 404 exactly like one that does not exist. The two the invoice pages
 * build their validation from (ContractsMT, ContractDetails) also carry the company's fiscal data,
 * which the CFDI's receiver must repeat, so the page judges it as the send does.
 */
import { ActionId } from '../../../../src/protocol/envelope';
import {
  AdvancePaymentRequest,
  AdvancePaymentResponse,
  ConsolidatedItemsRequest,
  ConsolidatedItemsResponse,
  ContractDetailsRequest,
  ContractDetailsResponse,
  ContractListRequest,
  ContractListResponse,
  ContractsMTRequest,
  ContractsMTResponse,
  ContractsRequest,
  ContractsResponse,
} from '../../../../src/protocol/invoicing';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { isoDate, statusFilter } from './replies';
import { companyPortalFacts, invoicedCompany } from './send-checks';
import { INVOICING_READERS, invoicingScopeOf, partnerRefusal } from './scope';

/** The company's fiscal data as the portal context's `receiver`, when recorded. */
async function receiverOf(db: Db, bukrs: string | undefined) {
  const company = bukrs ? await invoicedCompany(db, bukrs) : null;
  const receiver = company ? companyPortalFacts(company).receiver : undefined;
  return receiver ? { Receiver: receiver } : {};
}

export const contractRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Contracts',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ContractsRequest,
    response: ContractsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const key = { bukrs: ctx.input.bukrs, lifnr: ctx.input.Partner };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const list = await invoicing.contracts(scope, key, ctx.input.condtype);
      return ok({ List: { CONTRATOS: list } });
    },
  }),
  defineRoute({
    name: 'ContractsMT',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ContractsMTRequest,
    response: ContractsMTResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const key = { bukrs: ctx.input.bukrs, lifnr: ctx.input.Partner };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      return ok({
        List: { CONTRATOS: await invoicing.variableMaintenanceContracts(scope, key) },
        ...(await receiverOf(db, key.bukrs)),
      });
    },
  }),
  defineRoute({
    name: 'ContractList',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ContractListRequest,
    response: ContractListResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.bukrs, lifnr: i.Partner };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const rows = await invoicing.periods(
        scope,
        {
          ...key,
          ...(i.recnnr && { recnnr: i.recnnr }),
          ...(i.status !== '00' && { status: statusFilter(i.status) }),
          ...(i.dfaell_i && { dueFrom: isoDate(i.dfaell_i) }),
          ...(i.dfaell_e && { dueTo: isoDate(i.dfaell_e) }),
          ...(i.condtype_t && { condtype: i.condtype_t }),
          ...(i.recnType && { recntype: i.recnType }),
        },
        ctx.lang,
      );
      return ok({ List: rows });
    },
  }),
  defineRoute({
    name: 'ContractDetails',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ContractDetailsRequest,
    response: ContractDetailsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const found = await invoicing.periodDetails(scope, ctx.input.cfpayguid, ctx.lang);
      if (!found) return refuse('periodNotFound', ctx.lang, 404);
      return ok({
        List: found.periods,
        CONTRATOS: found.contracts,
        ...(await receiverOf(db, found.periods[0]?.BUKRS)),
      });
    },
  }),
  defineRoute({
    name: 'ConsolidatedItems',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: ConsolidatedItemsRequest,
    response: ConsolidatedItemsResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const items = await invoicing.consolidatedItems(scope, ctx.input.cfpayguid);
      if (!items) return refuse('periodNotFound', ctx.lang, 404);
      return ok({ List: items });
    },
  }),
  defineRoute({
    name: 'AdvancePayment',
    actionId: ActionId.View,
    access: INVOICING_READERS,
    request: AdvancePaymentRequest,
    response: AdvancePaymentResponse,
    handler: async (ctx) => {
      const { db, invoicing } = ctx.deps;
      const i = ctx.input;
      const key = { bukrs: i.bukrs, lifnr: i.Partner };
      const scope = await invoicingScopeOf(db, authOf(ctx));
      const refused = partnerRefusal(scope, key, ctx.lang);
      if (refused) return refused;
      const { rows, contracts } = await invoicing.advancePayments(
        scope,
        {
          ...key,
          conditions: [...new Set(i.condtype)],
          recntype: i.recntype,
          ...(i.recnnr && { recnnr: i.recnnr }),
          ...(i.status !== '00' && { status: statusFilter(i.status) }),
        },
        ctx.lang,
      );
      return ok({ List: rows, CONTRATOS: contracts });
    },
  }),
];
