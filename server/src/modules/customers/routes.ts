/**
 * The customer areas' calls (spec 3 §7.6): api/OpenSalesContract, api/Material, api/ShipTo,
 * api/CustomerBalance and api/AccountStatement read one client's data from the ERP adapter;
 * api/SalesOrder 11 places an order by reference to an open contract line. Each client id is
 * padded to 10 digits and checked against the caller's scope (scope.ts) before the ERP is asked.
 */
import { ActionId } from '../../../../src/protocol/envelope';
import { toMilli } from '../../../../src/domain/customers/customers';
import {
  AccountStatementRequest,
  AccountStatementResponse,
  CustomerBalanceRequest,
  CustomerBalanceResponse,
  MaterialRequest,
  MaterialResponse,
  OpenSalesContractRequest,
  OpenSalesContractResponse,
  SalesOrderRequest,
  SalesOrderResponse,
  ShipToRequest,
  ShipToResponse,
} from '../../../../src/protocol/customers';
import { message } from '../../../../src/protocol/messages';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { recordAudit } from '../audit/record';
import {
  CUSTOMER_ORDERERS,
  CUSTOMER_READERS,
  clientInScope,
  customerScopeOf,
  isRefusal,
  todayOf,
} from './scope';

const cents = (amount: string) => Math.round(Number(amount) * 100);

export const customerRoutes: ApiRoute[] = [
  defineRoute({
    name: 'OpenSalesContract',
    actionId: ActionId.View,
    access: CUSTOMER_READERS,
    request: OpenSalesContractRequest,
    response: OpenSalesContractResponse,
    handler: async (ctx) => {
      const kunnr = clientInScope(await customerScopeOf(ctx), ctx.input.KUNNR, ctx);
      if (isRefusal(kunnr)) return kunnr;
      const list = await ctx.deps.customers.openContracts(ctx.input.BUKRS, kunnr, todayOf(ctx));
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'Material',
    actionId: ActionId.View,
    access: CUSTOMER_READERS,
    request: MaterialRequest,
    response: MaterialResponse,
    handler: async (ctx) => {
      const scope = await customerScopeOf(ctx);
      // KUNNR (the principal asking) and KUNNRD (whose materials) must both be the caller's.
      const kunnr = clientInScope(scope, ctx.input.KUNNR, ctx);
      if (isRefusal(kunnr)) return kunnr;
      const kunnrd = clientInScope(scope, ctx.input.KUNNRD, ctx);
      if (isRefusal(kunnrd)) return kunnrd;
      return ok({ List: await ctx.deps.customers.materials(ctx.input.BUKRS, kunnrd) });
    },
  }),
  defineRoute({
    name: 'ShipTo',
    actionId: ActionId.View,
    access: CUSTOMER_READERS,
    request: ShipToRequest,
    response: ShipToResponse,
    handler: async (ctx) => {
      const kunnr = clientInScope(await customerScopeOf(ctx), ctx.input.KUNNR, ctx);
      if (isRefusal(kunnr)) return kunnr;
      return ok({ List: await ctx.deps.customers.shipTo(kunnr) });
    },
  }),
  defineRoute({
    name: 'CustomerBalance',
    actionId: ActionId.View,
    access: CUSTOMER_READERS,
    request: CustomerBalanceRequest,
    response: CustomerBalanceResponse,
    handler: async (ctx) => {
      const { ITEM_TYPE, BUKRS, LANGU, DATE_FROM, DATE_TO } = ctx.input;
      const kunnr = clientInScope(await customerScopeOf(ctx), ctx.input.KUNNR, ctx);
      if (isRefusal(kunnr)) return kunnr;
      // Open items are read at a key date (DATE_TO); cleared ones within DATE_FROM..DATE_TO.
      if (ITEM_TYPE === 'C' && !DATE_FROM) return refuse('customerDateFromRequired', ctx.lang);
      if (DATE_FROM && DATE_FROM > DATE_TO) return refuse('customerDateRange', ctx.lang);
      const found = await ctx.deps.customers.balance(
        {
          itemType: ITEM_TYPE,
          bukrs: BUKRS,
          kunnr,
          langu: LANGU,
          dateFrom: ITEM_TYPE === 'C' ? DATE_FROM : null,
          dateTo: DATE_TO,
        },
        todayOf(ctx),
      );
      const credit = found.creditLimit
        ? {
            LIMIT: found.creditLimit.limit,
            USED: found.openAmount,
            AVAILABLE: ((cents(found.creditLimit.limit) - cents(found.openAmount)) / 100).toFixed(
              2,
            ),
            WAERS: found.creditLimit.currency,
          }
        : null;
      return ok({ List: found.documents, Credit: credit });
    },
  }),
  defineRoute({
    name: 'AccountStatement',
    actionId: ActionId.View,
    access: CUSTOMER_READERS,
    request: AccountStatementRequest,
    response: AccountStatementResponse,
    handler: async (ctx) => {
      const kunag = clientInScope(await customerScopeOf(ctx), ctx.input.KUNAG, ctx);
      if (isRefusal(kunag)) return kunag;
      const list = await ctx.deps.customers.accountStatement({
        bukrs: ctx.input.BUKRS,
        kunag,
        vbelnVa: ctx.input.VBELN_VA.trim(),
        vbeln: ctx.input.VBELN.trim(),
      });
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'SalesOrder',
    actionId: ActionId.Insert,
    access: CUSTOMER_ORDERERS,
    request: SalesOrderRequest,
    response: SalesOrderResponse,
    handler: async (ctx) => {
      const auth = authOf(ctx);
      const input = ctx.input;
      const kunnr = clientInScope(await customerScopeOf(ctx), input.KUNNR, ctx);
      if (isRefusal(kunnr)) return kunnr;
      const quantityMilli = toMilli(input.KWMENG);
      if (quantityMilli === null || quantityMilli <= 0) {
        return refuse('customerQuantityInvalid', ctx.lang, 200, { Order: null });
      }
      const outcome = await ctx.deps.customers.createReferenceOrder(
        {
          bukrs: input.BUKRS,
          kunnr,
          contract: input.VBELN_REF.trim(),
          posnr: input.POSNR.trim(),
          quantityMilli,
          bstkd: input.BSTKD.trim(),
          clientKey: input.ClientId,
          userId: auth.userId,
        },
        todayOf(ctx),
        ctx.deps.now(),
      );
      if (outcome.kind === 'notFound') {
        return refuse('customerContractNotFound', ctx.lang, 200, { Order: null });
      }
      if (outcome.kind === 'aboveRemaining') {
        return {
          status: 200,
          body: {
            Result: false,
            Message: message('customerQuantityAboveRemaining', ctx.lang, {
              remaining: outcome.remaining,
            }),
            Order: null,
          },
        };
      }
      if (outcome.kind === 'created') {
        await recordAudit(ctx.deps.db, ctx.deps.log, {
          actionId: ActionId.Insert,
          resource: 'SalesOrder',
          referenceId: outcome.vbeln,
          userId: auth.userId,
          userDisplayName: auth.userDisplayName,
          target: kunnr,
          detail: {
            contract: outcome.contract,
            posnr: outcome.posnr,
            quantity: outcome.quantity,
            remaining: outcome.remaining,
          },
        });
      }
      return {
        status: 200,
        body: {
          Result: true,
          Message: message('customerOrderCreated', ctx.lang, {
            order: outcome.vbeln,
            contract: outcome.contract,
          }),
          Order: {
            VBELN: outcome.vbeln,
            VBELN_REF: outcome.contract,
            POSNR: outcome.posnr,
            KWMENG: outcome.quantity,
            KWMENG_REMAINING: outcome.remaining,
          },
        },
      };
    },
  }),
];
