/**
 * What the four orders routes declare in the entry: their search (the list's filter, page and open
 * order) and what their loader depends on — the list's filter and the open order, not the list's
 * page, page size or "only on this device" (they change what is shown, not what is loaded).
 * Kept apart from the loader and the page (orders-route.tsx): a route's validateSearch and
 * loaderDeps are part of the entry, its loader and component are not.
 */
import { OrdersSearch } from '../../../features/maintenance/lib/orders-search';

export type OrdersLoaderDeps = Omit<OrdersSearch, 'page' | 'size' | 'offline'>;

export function ordersLoaderDeps({ search }: { search: OrdersSearch }): OrdersLoaderDeps {
  const { page: _page, size: _size, offline: _offline, ...deps } = search;
  return deps;
}

/**
 * The options the orders routes share, spread into each route's own literal beside its
 * codeSplitGroupings, loader and component: the router's code splitter reads those three from the
 * literal itself, so they stay written in the route file.
 */
export function ordersRouteOptions() {
  return { validateSearch: OrdersSearch, loaderDeps: ordersLoaderDeps } as const;
}
