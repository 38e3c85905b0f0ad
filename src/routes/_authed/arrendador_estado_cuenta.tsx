import { createFileRoute } from '@tanstack/react-router';
import { StatementPage } from '../../features/invoicing/components/statement-page';
import { loadWhenOnline } from '../-load-within';
import { loadStatementPage } from '../../features/invoicing/api/load-pages';

/** The lessor's account statement (spec 2 §2 screen 5, isLessor); online only. */
export const Route = createFileRoute('/_authed/arrendador_estado_cuenta')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadStatementPage(queryClient, session.store.get().session)),
  component: StatementPage,
});
