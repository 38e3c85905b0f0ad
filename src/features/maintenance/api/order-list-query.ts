/** api/reportOrders: the orders of the list (spec 3 §7.1) for one applied filter. */
import { queryOptions } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { OrderListFilter, PageMode } from '../../../domain/maintenance';
import { ActionId } from '../../../protocol/envelope';
import { OrderListResponse } from '../../../protocol/maintenance';
import { initialFilterValues, listFilter } from '../lib/list-filter';
import type { OrdersSearch } from '../lib/orders-search';
import { callApi } from '../../../lib/api-client';

export const orderListKey = ['maintenance', 'orders'] as const;

export function orderListQueryOptions(filter: OrderListFilter) {
  return queryOptions({
    queryKey: [...orderListKey, filter],
    queryFn: ({ signal }) =>
      callApi(
        'reportOrders',
        ActionId.ListFiltered,
        { ...filter },
        { schema: OrderListResponse, signal },
      ),
    select: (answer) => answer.List,
  });
}

/**
 * The list an orders page shows for its URL: the filter the search params hold, else the page's
 * defaults (so the page opens on the user's orders). The page's loader and its list both read it
 * from here, so they share one query key.
 */
export function pageOrderList(
  mode: PageMode,
  search: OrdersSearch,
  firstCompany: string,
  now: Date = new Date(),
) {
  const today = format(now, 'yyyy-MM-dd');
  const applied = initialFilterValues(mode, search, today, firstCompany);
  return { applied, options: orderListQueryOptions(listFilter(mode, applied, today)) };
}
