import { createFileRoute } from '@tanstack/react-router';
import { loadSupplierPage } from '../../features/supplier-invoicing/api/load-pages';
import { SupplierElectronicPage } from '../../features/supplier-invoicing/components/electronic-page';
import { loadWhenOnline } from '../-load-within';
import { supplierPanels } from './-components/supplier-panels';

/** The supplier's electronic invoice of pending receipts (spec 2 §2 screen 7); online only. */
export const Route = createFileRoute('/_authed/proveedor_factura_electronica')({
  // The loader's code (the queries) comes with the page's, not in the entry.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => loadWhenOnline(() => loadSupplierPage(queryClient)),
  component: SupplierElectronicRoute,
});

function SupplierElectronicRoute() {
  return <SupplierElectronicPage panels={supplierPanels} />;
}
