/**
 * The list side of an orders page: the filter the URL holds (or the page's defaults, so the page
 * opens on the user's orders without pressing Buscar), the reportOrders query for it, sorted by
 * the scheduled date and time, and how old the answer is (it may come from the device's cache).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PageMode } from '../../../domain/maintenance';
import { pageOrderList } from '../api/order-list-query';
import type { MaintenanceContext } from '../lib/maintenance-context';
import type { OrderFilterValues, OrdersSearch } from '../lib/orders-search';
import { sortBySchedule } from '../lib/orders-view';

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

export function useOrdersList(mode: PageMode, context: MaintenanceContext, search: OrdersSearch) {
  // The same query the route's loader asked for (its key comes from the same search params).
  const { applied, options } = pageOrderList(mode, search, context.companies[0]?.code ?? '');
  const list = useQuery(options);
  const rows = useMemo(() => (list.data ? sortBySchedule(list.data) : undefined), [list.data]);
  return {
    applied,
    rows,
    /** When the shown list was answered by the server (0 before any answer). */
    updatedAt: list.dataUpdatedAt,
    pending: list.isPending,
    fetching: list.isFetching,
    error: list.isError ? list.error : null,
    refetch: () => void list.refetch(),
  };
}
