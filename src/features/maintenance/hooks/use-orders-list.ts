/**
 * The list side of an orders page: the filter the URL holds (or the page's defaults, so the page
 * opens on the user's orders without pressing Buscar) and the rows it shows. The server pages the
 * list (spec 3 §9): a page of 25, 50 or 100 is one reportOrders call, the next page one more;
 * "Todas" reads page after page into the one long list. Pages come from the device's cache when
 * there is no signal, with how old they are.
 */
import {
  keepPreviousData,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { OrderListFilter, PageMode } from '../../../domain/maintenance';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../../lib/paging';
import type { OrderRow } from '../../../protocol/maintenance';
import {
  ALL_CHUNK_SIZE,
  orderListKey,
  orderPageQueryOptions,
  pageOrderFilter,
  type OrderListPage,
} from '../api/order-list-query';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrderFilterValues, OrdersSearch } from '../lib/orders-search';
import { allPagesWanted, assembleAllPages, pagerOfPage, type ListPager } from './order-pages';
import { useKeptOrders } from './use-kept-orders';

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

/** The search params of an applied filter; the page and "only on this device" are kept apart. */
export function searchOfFilter(mode: PageMode, values: OrderFilterValues): OrdersSearch {
  return {
    company: orUndefined(values.company),
    supplier: orUndefined(values.supplier),
    status: orUndefined(values.status),
    region: orUndefined(values.region),
    ...(mode === 'consult'
      ? {
          from: orUndefined(values.from),
          to: orUndefined(values.to),
          site: orUndefined(values.site),
        }
      : {}),
  };
}

/** The pages of "Todas" already in the cache, from the first, up to the first one missing. */
function cachedAllPages(client: QueryClient, filter: OrderListFilter): OrderListPage[] {
  const pages: OrderListPage[] = [];
  for (;;) {
    const options = orderPageQueryOptions(filter, ALL_CHUNK_SIZE, pages.length + 1);
    const page = client.getQueryData(options.queryKey);
    // A page asked past the end holds the last one again: the list ends there.
    if (!page || page.Page !== pages.length + 1) return pages;
    pages.push(page);
  }
}

/**
 * "Todas": page after page of ALL_CHUNK_SIZE orders, each asked once the one before has answered
 * with a next page, shown as they arrive. What the cache holds decides how many pages are asked
 * for; every answer re-renders, which asks for the next.
 */
function useAllOrderPages(filter: OrderListFilter, enabled: boolean) {
  const client = useQueryClient();
  const wanted = enabled ? allPagesWanted(cachedAllPages(client, filter)) : 0;
  return useQueries({
    queries: Array.from({ length: wanted }, (_, i) =>
      orderPageQueryOptions(filter, ALL_CHUNK_SIZE, i + 1),
    ),
  });
}

/** Whether two list query keys differ in their page only (same filter and page size). */
function samePagedList(a: readonly unknown[], b: readonly unknown[]): boolean {
  return JSON.stringify(a.slice(0, -1)) === JSON.stringify(b.slice(0, -1));
}

export interface OrdersListState {
  applied: OrderFilterValues;
  /** The rows shown: one page, or for "Todas" every page read so far; undefined before any. */
  rows: OrderRow[] | undefined;
  pager: ListPager | null;
  /** The orders on this device that the filter matches ("Solo disponibles sin conexión"). */
  kept: OrderRow[];
  /**
   * Without signal, the page asked for (or the rest of "Todas") is not kept on the device: the
   * rows shown are those of the page before.
   */
  missing: boolean;
  /** When the shown rows were answered by the server (0 before any answer). */
  updatedAt: number;
  pending: boolean;
  fetching: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useOrdersList(
  mode: PageMode,
  context: MaintenanceContext,
  search: OrdersSearch,
): OrdersListState {
  const client = useQueryClient();
  const { applied, filter } = pageOrderFilter(mode, search, context.companies[0]?.code ?? '');
  const size: PageSize = search.size ?? DEFAULT_PAGE_SIZE;
  const all = size === 'all';
  const options = orderPageQueryOptions(filter, all ? ALL_CHUNK_SIZE : size, search.page ?? 1);
  const paged = useQuery({
    ...options,
    enabled: !all,
    // Another page of the same list keeps the one shown until it arrives; a new filter does not.
    placeholderData: (previous, query) =>
      query && samePagedList(query.queryKey, options.queryKey)
        ? keepPreviousData(previous)
        : undefined,
  });
  const allPages = useAllOrderPages(filter, all);
  const kept = useKeptOrders(context.userId, filter);

  if (all) {
    const read: OrderListPage[] = [];
    for (const result of allPages) {
      if (!result.data || result.data.Page !== read.length + 1) break;
      read.push(result.data);
    }
    const assembled = read.length > 0 ? assembleAllPages(read) : null;
    const failed = allPages.find((r) => r.isError);
    return {
      applied,
      rows: assembled?.rows,
      pager: assembled?.pager ?? null,
      kept,
      missing: read.length > 0 && allPages.some((r) => !r.data && r.fetchStatus === 'paused'),
      updatedAt: allPages[0]?.dataUpdatedAt ?? 0,
      pending: read.length === 0 && allPages.some((r) => r.isPending),
      fetching: allPages.some((r) => r.isFetching),
      error: read.length === 0 ? (failed?.error ?? null) : null,
      refetch: () => void client.invalidateQueries({ queryKey: [...orderListKey, filter] }),
    };
  }
  return {
    applied,
    rows: paged.data?.List,
    pager: paged.data ? pagerOfPage(paged.data, size) : null,
    kept,
    missing: paged.isPlaceholderData && paged.fetchStatus === 'paused',
    updatedAt: paged.dataUpdatedAt,
    pending: paged.isPending,
    fetching: paged.isFetching,
    error: paged.isError ? paged.error : null,
    refetch: () => void paged.refetch(),
  };
}
