import { createFileRoute } from '@tanstack/react-router';
import { loadSupplierPage } from '../../features/supplier-invoicing/api/load-pages';
import { SupplierNonElectronicPage } from '../../features/supplier-invoicing/components/non-electronic-page';
import { loadWhenOnline } from '../-load-within';
import { supplierPanels } from './-components/supplier-panels';

/** The supplier's non-electronic invoice of pending receipts (spec 2 §2 screen 8); online only. */
export const Route = createFileRoute('/_authed/proveedor_factura_no_electronica')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context: { queryClient } }) => loadWhenOnline(() => loadSupplierPage(queryClient)),
  component: SupplierNonElectronicRoute,
});

function SupplierNonElectronicRoute() {
  return <SupplierNonElectronicPage panels={supplierPanels} />;
}
