import { createFileRoute } from '@tanstack/react-router';
import { OrdersSearch } from '../../features/maintenance/lib/orders-search';
import { MaintenanceOrdersScreen } from './-components/maintenance-orders-screen';
import { openOrderDeps, prefetchOpenOrder } from './-components/prefetch-open-order';

/** Revert page (spec 3 §2.1): orders at 06 and 07. */
export const Route = createFileRoute('/_authed/mantenimiento_ordenes_mantenimiento_revertir')({
  validateSearch: OrdersSearch,
  loaderDeps: openOrderDeps,
  loader: prefetchOpenOrder,
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
