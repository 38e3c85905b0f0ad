import { createFileRoute } from '@tanstack/react-router';
import { OrdersSearch } from '../../features/maintenance/lib/orders-search';
import { MaintenanceOrdersScreen } from './-components/maintenance-orders-screen';
import { loadOrdersPage } from './-components/orders-loader';
import { ordersLoaderDeps } from './-components/orders-loader-deps';

/** Revert page (spec 3 §2.1): orders at 06 and 07. */
export const Route = createFileRoute('/_authed/mantenimiento_ordenes_mantenimiento_revertir')({
  // The loader's code (queries, the offline store) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: OrdersSearch,
  loaderDeps: ordersLoaderDeps,
  loader: ({ context, deps }) => loadOrdersPage('revert', context, deps),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MaintenanceOrdersScreen
      mode="revert"
      search={search}
      onSearch={(next) => void navigate({ search: next })}
    />
  );
}
