import { createFileRoute } from '@tanstack/react-router';
import { PeriodsPage } from '../../features/invoicing/components/periods-page';
import { loadPeriodsPage } from '../../features/invoicing/api/load-pages';
import { LEASE_PAGE } from '../../features/invoicing/lib/periods-form';
import { loadWhenOnline } from '../-load-within';

/** Lessor contracts, leasing type A001 (spec 2 §2 screen 1); online only. */
export const Route = createFileRoute('/_authed/arrendador_arrendamiento')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadPeriodsPage(queryClient, session.store.get().session, LEASE_PAGE)),
  component: () => <PeriodsPage config={LEASE_PAGE} />,
});
