import { createFileRoute } from '@tanstack/react-router';
import { InvoicePage } from '../../features/invoice-panel/components/invoice-page';
import { invoiceRouteLoader } from './-components/invoice-route';
import { invoiceRouteOptions } from './-components/invoice-route-options';

/**
 * A lessor's non-electronic invoice (spec 2 §2, §4): opened by the lessor list pages with the chosen
 * periods (?bukrs&lifnr&cfpayguid&back, a consolidated month adds &month&year) or a
 * variable-maintenance contract (?flow=mt&bukrs&lifnr&recnnr&back).
 */
export const Route = createFileRoute('/_authed/arrendador_factura_no_electronica')({
  codeSplitGroupings: [['loader', 'component']],
  ...invoiceRouteOptions(),
  loader: invoiceRouteLoader,
  component: NonElectronicInvoiceRoute,
});

function NonElectronicInvoiceRoute() {
  return <InvoicePage electronic={false} search={Route.useSearch()} />;
}
