import { createFileRoute } from '@tanstack/react-router';
import {
  ordersRouteComponent,
  ordersRouteLoader,
  type OrdersRouteHooks,
} from './-components/orders-route';
import { ordersRouteOptions } from './-components/orders-route-options';

/** Revert page (spec 3 §2.1): orders at 06 and 07. */
export const Route = createFileRoute('/_authed/mantenimiento_ordenes_mantenimiento_revertir')({
  // The loader's code (queries, the offline store) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  ...ordersRouteOptions(),
  loader: ordersRouteLoader('revert'),
  component: ordersRouteComponent('revert', routeHooks),
});

/** The route's own hooks for its page, typed so that the route's type does not depend on itself. */
function routeHooks(): OrdersRouteHooks {
  return Route;
}
