/**
 * The orders pages' loader: the list the URL's filter asks for and, when the URL names one, the
 * open order, so the page renders with them. Offline it asks only for what the device can answer
 * at once: the open order's offline copy (the order's query reads it with no network); the list is
 * the one restored from the device's read cache, or the page says there is none, as before.
 */
import type { PageMode } from '../../../domain/maintenance';
import { pageOrderList } from '../../../features/maintenance/api/order-list-query';
import { orderViewQueryOptions } from '../../../features/maintenance/hooks/use-order-view';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWithin } from '../../-load-within';
import type { OrdersLoaderDeps } from './orders-route-options';

export async function loadOrdersPage(
  mode: PageMode,
  context: LoadedRouterContext,
  deps: OrdersLoaderDeps,
): Promise<void> {
  const session = context.session.store.get().session;
  if (!session) return;
  const { queryClient } = context;
  const loads: Promise<unknown>[] = [];
  if (deps.order) {
    const order = orderViewQueryOptions(session.User.Id, deps.order, deps.arbpl ?? '');
    loads.push(queryClient.ensureQueryData(order));
  }
  // Also beside an open order: the header shows the order's list row (status, site, crew).
  // Without a network the list query would only wait for it to come back.
  if (navigator.onLine) {
    const list = pageOrderList(mode, deps, session.CompanyList[0]?.Code ?? '');
    loads.push(queryClient.ensureQueryData(list.options));
  }
  await loadWithin(loads);
}
