import { createFileRoute } from '@tanstack/react-router';
import { loadStatementPage } from '../../features/invoicing/api/load-pages';
import { StatementPage } from '../../features/invoicing/components/statement-page';
import { loadWhenOnline } from '../-load-within';

/**
 * The supplier's account statement (spec 2 §2 screen 5 with isLessor false): the lessor's screen
 * in supplier mode, each row with its expected payment date and where it stands; online only.
 */
export const Route = createFileRoute('/_authed/proveedor_estado_cuenta')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient, session } }) =>
    loadWhenOnline(() => loadStatementPage(queryClient, session.store.get().session, false)),
  component: SupplierStatementRoute,
});

function SupplierStatementRoute() {
  return <StatementPage isLessor={false} />;
}
