/** Composes a maintenance orders page with what it needs from the session (user, selectors, side). */
import type { PageMode } from '../../../domain/maintenance';
import { padSapId } from '../../../domain/maintenance';
import { OrdersPage } from '../../../features/maintenance/components/orders-page';
import type { MaintenanceContext } from '../../../features/maintenance/lib/maintenance-context';
import type { OrdersSearch } from '../../../features/maintenance/lib/orders-search';
import { pageReviewSide } from '../../../features/maintenance/lib/page-mode';
import { useSessionState } from '../../../lib/session/use-session';

export interface MaintenanceOrdersScreenProps {
  mode: PageMode;
  search: OrdersSearch;
  onSearch: (next: OrdersSearch) => void;
}

export function MaintenanceOrdersScreen({ mode, search, onSearch }: MaintenanceOrdersScreenProps) {
  const session = useSessionState((s) => s.session);
  if (!session) return null;
  const context: MaintenanceContext = {
    userId: session.User.Id,
    ...pageReviewSide(mode, session.User.Role),
    companies: session.CompanyList.map((c) => ({ code: c.Code, label: `${c.Code} · ${c.Name}` })),
    suppliers: session.SupplierList.map((s) => ({
      code: padSapId(s.Code),
      label: `${padSapId(s.Code)} · ${s.Name}`,
    })),
    supplierNames: Object.fromEntries(session.SupplierList.map((s) => [padSapId(s.Code), s.Name])),
    regions: session.Regions.filter((r) => r.Active).map((r) => ({ code: r.Code, label: r.Name })),
  };
  return <OrdersPage mode={mode} context={context} search={search} onSearch={onSearch} />;
}
