/**
 * The loader and the page of the four orders routes (review, consult, revert, operator), made for
 * a page mode. A route names them in its options as calls (`loader: ordersRouteLoader('review')`),
 * which the router's code splitter moves with the rest of the page into the route's own chunk, so
 * none of this reaches the entry.
 */
import type { PageMode } from '../../../domain/maintenance';
import type { OrdersSearch } from '../../../features/maintenance/lib/orders-search';
import type { LoadedRouterContext } from '../../-router-context';
import { MaintenanceOrdersScreen } from './maintenance-orders-screen';
import { loadOrdersPage } from './orders-loader';
import type { OrdersLoaderDeps } from './orders-route-options';

export function ordersRouteLoader(mode: PageMode) {
  return ({ context, deps }: { context: LoadedRouterContext; deps: OrdersLoaderDeps }) =>
    loadOrdersPage(mode, context, deps);
}

/**
 * What the page uses of its route: the route object's own hooks, handed over by a function of the
 * route file that answers its Route. Through the route object the page chunk takes the router's
 * hooks from the entry, as a component written in the route file does; importing useSearch here
 * would split them out of the entry into chunks of their own.
 */
export interface OrdersRouteHooks {
  useSearch(): OrdersSearch;
  useNavigate(): (options: { search: OrdersSearch }) => Promise<void>;
}

export function ordersRouteComponent(mode: PageMode, route: () => OrdersRouteHooks) {
  return function OrdersRoute() {
    const search = route().useSearch();
    const navigate = route().useNavigate();
    return (
      <MaintenanceOrdersScreen
        mode={mode}
        search={search}
        onSearch={(next) => void navigate({ search: next })}
      />
    );
  };
}
