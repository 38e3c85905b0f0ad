import { createFileRoute } from '@tanstack/react-router';
import { loadPeriodsPage } from '../../features/invoicing/api/load-pages';
import { PeriodsPage } from '../../features/invoicing/components/periods-page';
import { ADJUSTMENTS_PAGE } from '../../features/invoicing/lib/periods-form';
import { loadWhenOnline } from '../-load-within';

/** Lessor adjustments, leasing type A004 with the regularization condition types Z094-Z102 (spec 2 §2); online only. */
export const Route = createFileRoute('/_authed/arrendador_arrendamiento_ajustes')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() =>
      loadPeriodsPage(queryClient, session.store.get().session, ADJUSTMENTS_PAGE),
    ),
  component: () => <PeriodsPage config={ADJUSTMENTS_PAGE} />,
});
