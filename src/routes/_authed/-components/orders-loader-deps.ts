/**
 * What the orders pages' loader depends on: the list's filter and the open order, not the list's
 * page, page size or "only on this device" (they change what is shown, not what is loaded).
 * Kept apart from the loader: a route's loaderDeps is part of the entry, its loader is not.
 */
import type { OrdersSearch } from '../../../features/maintenance/lib/orders-search';

export type OrdersLoaderDeps = Omit<OrdersSearch, 'page' | 'size' | 'offline'>;

export function ordersLoaderDeps({ search }: { search: OrdersSearch }): OrdersLoaderDeps {
  const { page: _page, size: _size, offline: _offline, ...deps } = search;
  return deps;
}
