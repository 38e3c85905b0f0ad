/**
 * api/reportOrders 20 (the orders list of spec 3 §7.1, a page at a time when asked) and
 * api/ResultsOrderMP Process '1' (one order's details). Both read through the ERP adapter within
 * the caller's scope; an order outside it answers 404 exactly like one that does not exist.
 */
import { fromWireDate } from '../../../../src/domain/maintenance';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
import {
  ORDER_COUNT_LIMIT,
  ORDER_LIST_MAX_ROWS,
  OrderDetailRequest,
  OrderDetailResponse,
  OrderListRequest,
  OrderListResponse,
  orderListCursor,
  type OrderListPlace,
  type OrderPageSize,
} from '../../../../src/protocol/maintenance';
import type { MaintenanceErp, OrderFilter, OrderScope } from '../../adapters/erp';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { MAINTENANCE_READERS, orderScopeOf } from './scope';

/**
 * One page of the list (spec 3 §9: 25, 50, 100 or all a page): the rows after the cursor's place,
 * the cursor of the next page, and on the first page how many orders match. Counting stops past
 * ORDER_COUNT_LIMIT, so no page costs more on a million orders than on a thousand; a page that
 * already shows the last order knows the total without counting.
 */
async function readOrderPage(
  erp: MaintenanceErp,
  scope: OrderScope,
  filter: OrderFilter,
  lang: Language,
  size: OrderPageSize,
  after: OrderListPlace | null,
) {
  const limit = size === 0 ? ORDER_LIST_MAX_ROWS : size;
  // One row more than the page tells whether a next page exists.
  const rows = await erp.listOrders(scope, filter, lang, { limit: limit + 1, after });
  const List = rows.slice(0, limit);
  const last = List.at(-1);
  const Next = rows.length > limit && last ? orderListCursor(last) : null;
  if (after !== null) return { List, Next };
  if (Next === null) return { List, Next, Total: List.length, TotalMore: false };
  if (List.length >= ORDER_COUNT_LIMIT) return { List, Next, Total: List.length, TotalMore: true };
  // A next page means one more order than this page at least, whatever a count read in between.
  const counted = Math.max(
    await erp.countOrders(scope, filter, ORDER_COUNT_LIMIT + 1),
    List.length + 1,
  );
  return {
    List,
    Next,
    Total: Math.min(counted, ORDER_COUNT_LIMIT),
    TotalMore: counted > ORDER_COUNT_LIMIT,
  };
}

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
      // A caller that names no page size gets the list as before paging (its first 5,000 rows).
      if (i.PageSize === undefined)
        return ok({ List: await erp.listOrders(scope, filter, ctx.lang) });
      return ok(await readOrderPage(erp, scope, filter, ctx.lang, i.PageSize, i.Cursor));
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
