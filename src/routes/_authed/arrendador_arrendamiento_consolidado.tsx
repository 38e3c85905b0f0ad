import { createFileRoute } from '@tanstack/react-router';
import { loadConsolidatedPage } from '../../features/invoicing/api/load-pages';
import { ConsolidatedPage } from '../../features/invoicing/components/consolidated-page';
import { loadWhenOnline } from '../-load-within';

/** Consolidated leasing, type A002 (spec 2 §2 screen 3); online only. */
export const Route = createFileRoute('/_authed/arrendador_arrendamiento_consolidado')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadConsolidatedPage(queryClient, session.store.get().session)),
  component: ConsolidatedPage,
});
