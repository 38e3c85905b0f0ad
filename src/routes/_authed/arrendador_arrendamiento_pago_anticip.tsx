import { createFileRoute } from '@tanstack/react-router';
import { loadAdvancePage } from '../../features/invoicing/api/load-pages';
import { AdvancePage } from '../../features/invoicing/components/advance-page';
import { loadWhenOnline } from '../-load-within';

/** Advance payment (spec 2 §2 screen 4); online only. */
export const Route = createFileRoute('/_authed/arrendador_arrendamiento_pago_anticip')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadAdvancePage(queryClient, session.store.get().session)),
  component: AdvancePage,
});
