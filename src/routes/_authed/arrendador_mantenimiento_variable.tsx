import { createFileRoute } from '@tanstack/react-router';
import { loadMaintenancePage } from '../../features/invoicing/api/load-pages';
import { MaintenancePage } from '../../features/invoicing/components/maintenance-page';
import { loadWhenOnline } from '../-load-within';

/** Variable maintenance (spec 2 §2 screen 2); online only. */
export const Route = createFileRoute('/_authed/arrendador_mantenimiento_variable')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadMaintenancePage(queryClient, session.store.get().session)),
  component: MaintenancePage,
});
