import { createFileRoute } from '@tanstack/react-router';
import { loadPeriodsPage } from '../../features/invoicing/api/load-pages';
import { PeriodsPage } from '../../features/invoicing/components/periods-page';
import { PENDING_PAGE } from '../../features/invoicing/lib/periods-form';
import { loadWhenOnline } from '../-load-within';

/**
 * Pending invoices: every period pending to send of the lessor, of every leasing type (spec 2 §2
 * names the page only; this content is our reading); online only.
 */
export const Route = createFileRoute('/_authed/arrendador_facturas_pendientes')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadPeriodsPage(queryClient, session.store.get().session, PENDING_PAGE)),
  component: () => <PeriodsPage config={PENDING_PAGE} />,
});
