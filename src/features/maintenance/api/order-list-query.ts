/**
 * api/reportOrders: the orders of the list (spec 3 §7.1) for one applied filter, a page at a time
 * (spec 3 §9: 25, 50 or 100 a page), the first page with the count of the whole list.
 */
import { queryOptions } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { OrderListFilter, PageMode } from '../../../domain/maintenance';
import { ActionId } from '../../../protocol/envelope';
import { OrderListResponse } from '../../../protocol/maintenance';
import { initialFilterValues, listFilter } from '../lib/list-filter';
import type { OrdersSearch } from '../lib/orders-search';
import { callApi } from '../../../lib/api-client';

export const orderListKey = ['maintenance', 'orders'] as const;

/** Rows a page asks the server for; "Todas" is read ALL_CHUNK_SIZE rows a call. */
export type OrderPageRequestSize = 25 | 50 | 100;
export const ALL_CHUNK_SIZE: OrderPageRequestSize = 100;

/**
 * One page of the list as the page keeps it: the server's answer for it, which page it is (a page
 * asked for past the end holds the last one), and the count the first page was answered with.
 */
export type OrderListPage = OrderListResponse & {
  /** 1-based. */
  Page: number;
  Total: number;
  TotalMore: boolean;
};

/**
 * Page `page` of `size` orders for the filter. The server pages by cursor: page n starts at the
 * `Next` of page n - 1, taken from the cache (or read first, down to page 1), so a page needs the
 * pages before it once and never re-reads them. The first page's count travels with every page.
 */
export function orderPageQueryOptions(
  filter: OrderListFilter,
  size: OrderPageRequestSize,
  page: number,
) {
  return queryOptions({
    queryKey: [...orderListKey, filter, 'page', size, page],
    queryFn: async ({ client, signal }): Promise<OrderListPage> => {
      const before =
        page > 1
          ? await client.ensureQueryData(orderPageQueryOptions(filter, size, page - 1))
          : null;
      // The page before was the last: this one is past the end and shows that one.
      if (before && before.Next == null) return before;
      const answer = await callApi(
        'reportOrders',
        ActionId.ListFiltered,
        { ...filter, PageSize: size, Cursor: before?.Next ?? null },
        { schema: OrderListResponse, signal },
      );
      return {
        ...answer,
        Page: page,
        Total: before?.Total ?? answer.Total ?? answer.List.length,
        TotalMore: before?.TotalMore ?? answer.TotalMore ?? false,
      };
    },
  });
}

/** The filter an orders page's URL applies: its search params, else the page's defaults. */
export function pageOrderFilter(
  mode: PageMode,
  search: OrdersSearch,
  firstCompany: string,
  now: Date = new Date(),
) {
  const today = format(now, 'yyyy-MM-dd');
  const applied = initialFilterValues(mode, search, today, firstCompany);
  return { applied, filter: listFilter(mode, applied, today) };
}

/**
 * The list an orders page opens on for its URL: the first page of the filter the search params
 * hold, else of the page's defaults (so the page opens on the user's orders), at the default 50 a
 * page. The page's loader and its list both read it from here, so they share one query key.
 */
export function pageOrderList(
  mode: PageMode,
  search: OrdersSearch,
  firstCompany: string,
  now: Date = new Date(),
) {
  const { applied, filter } = pageOrderFilter(mode, search, firstCompany, now);
  return { applied, options: orderPageQueryOptions(filter, DEFAULT_REQUEST_SIZE, 1) };
}

/** The page size a page opens with (spec 3 §9). */
export const DEFAULT_REQUEST_SIZE: OrderPageRequestSize = 50;
