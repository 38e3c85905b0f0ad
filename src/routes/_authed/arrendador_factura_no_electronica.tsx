import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../features/invoice-panel/components/invoice-page';
import { receiptsPresetOf } from '../../features/invoice-panel/lib/search';
import { invoiceRouteLoader } from './-components/invoice-route';
import { invoiceRouteOptions } from './-components/invoice-route-options';
import { LessorReceiptPage } from './-components/lessor-receipt-pages';

/**
 * A lessor's non-electronic invoice (spec 2 §2, §4): opened by the lessor list pages with the chosen
 * periods (?bukrs&lifnr&cfpayguid&back, a consolidated month adds &month&year) or a
 * variable-maintenance contract (?flow=mt&bukrs&lifnr&recnnr&back); with ?flow=receipts (optional
 * &bukrs&lifnr) the lessor receipt variant: the supplier receipts page in lessor mode.
 */
export const Route = createFileRoute('/_authed/arrendador_factura_no_electronica')({
  codeSplitGroupings: [['loader', 'component']],
  ...invoiceRouteOptions(),
  loader: invoiceRouteLoader,
  component: NonElectronicInvoiceRoute,
});

function NonElectronicInvoiceRoute() {
  const search = Route.useSearch();
  const receipts = receiptsPresetOf(search);
  if (receipts) return <LessorReceiptPage electronic={false} preset={receipts} />;
  return <InvoicePage electronic={false} search={search} />;
}
