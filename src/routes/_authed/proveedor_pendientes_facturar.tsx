import { createFileRoute } from '@tanstack/react-router';
import { loadSupplierPage } from '../../features/supplier-invoicing/api/load-pages';
import { PendingOrdersPage } from '../../features/supplier-invoicing/components/pending-orders-page';
import { loadWhenOnline } from '../-load-within';

/** The supplier's orders pending to invoice (spec 2 §2 screen 6); online only. */
export const Route = createFileRoute('/_authed/proveedor_pendientes_facturar')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => loadWhenOnline(() => loadSupplierPage(queryClient)),
  component: PendingOrdersPage,
});
