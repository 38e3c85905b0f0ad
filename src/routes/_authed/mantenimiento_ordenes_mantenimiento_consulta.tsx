import { createFileRoute } from '@tanstack/react-router';
import {
  ordersRouteComponent,
  ordersRouteLoader,
  type OrdersRouteHooks,
} from './-components/orders-route';
import { ordersRouteOptions } from './-components/orders-route-options';

/** Consult-only page (spec 3 §2.1): with the from / until / site filter panel. */
export const Route = createFileRoute('/_authed/mantenimiento_ordenes_mantenimiento_consulta')({
  // The loader's code (queries, the offline store) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  ...ordersRouteOptions(),
  loader: ordersRouteLoader('consult'),
  component: ordersRouteComponent('consult', routeHooks),
});

/** The route's own hooks for its page, typed so that the route's type does not depend on itself. */
function routeHooks(): OrdersRouteHooks {
  return Route;
}
