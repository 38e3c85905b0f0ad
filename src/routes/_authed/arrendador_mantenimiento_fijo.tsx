import { createFileRoute } from '@tanstack/react-router';
import { loadPeriodsPage } from '../../features/invoicing/api/load-pages';
import { PeriodsPage } from '../../features/invoicing/components/periods-page';
import { FIXED_MAINTENANCE_PAGE } from '../../features/invoicing/lib/periods-form';
import { loadWhenOnline } from '../-load-within';

/** Fixed maintenance, leasing type A003 (spec 2 §2); online only. */
export const Route = createFileRoute('/_authed/arrendador_mantenimiento_fijo')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() =>
      loadPeriodsPage(queryClient, session.store.get().session, FIXED_MAINTENANCE_PAGE),
    ),
  component: () => <PeriodsPage config={FIXED_MAINTENANCE_PAGE} />,
});
