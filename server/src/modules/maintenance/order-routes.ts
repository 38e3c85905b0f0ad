/**
 * api/reportOrders 20 (the orders list of spec 3 §7.1) and api/ResultsOrderMP Process '1' (one
 * order's details). Both read through the ERP adapter within the caller's scope; an order outside
 * it answers 404 exactly like one that does not exist.
 */
import { fromWireDate } from '../../../../src/domain/maintenance';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  OrderDetailRequest,
  OrderDetailResponse,
  OrderListRequest,
  OrderListResponse,
} from '../../../../src/protocol/maintenance';
import type { OrderFilter } from '../../adapters/erp';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { MAINTENANCE_READERS, orderScopeOf } from './scope';

export const orderRoutes: ApiRoute[] = [
  defineRoute({
    name: 'reportOrders',
    actionId: ActionId.ListFiltered,
    access: MAINTENANCE_READERS,
    request: OrderListRequest,
    response: OrderListResponse,
    handler: async (ctx) => {
      const { db, erp } = ctx.deps;
      const i = ctx.input;
      // '' (any) reads as null; the request schema admits only real days otherwise.
      const from = fromWireDate(i.fsavd_i);
      const to = fromWireDate(i.fsavd_e);
      const filter: OrderFilter = {
        ...(i.bukrs && { bukrs: i.bukrs }),
        ...(i.lifnr && { lifnr: i.lifnr }),
        ...(i.status && { status: i.status }),
        ...(from && { from }),
        ...(to && { to }),
        ...(i.Tplnr && { site: i.Tplnr }),
        ...(i.REGION && { region: i.REGION }),
      };
      const scope = await orderScopeOf(db, authOf(ctx));
      return ok({ List: await erp.listOrders(scope, filter, ctx.lang) });
    },
  }),
  defineRoute({
    name: 'ResultsOrderMP',
    actionId: ActionId.View,
    access: MAINTENANCE_READERS,
    request: OrderDetailRequest,
    response: OrderDetailResponse,
    handler: async (ctx) => {
      const { db, erp } = ctx.deps;
      const scope = await orderScopeOf(db, authOf(ctx));
      const details = await erp.orderDetails(scope, ctx.input.Aufnr);
      if (!details) return refuse('orderNotFound', ctx.lang, 404);
      return ok({ Data: details });
    },
  }),
];
