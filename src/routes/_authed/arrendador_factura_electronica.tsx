import { createFileRoute } from '@tanstack/react-router';
import {
  mtContractsQueryOptions,
  periodDetailsQueryOptions,
} from '../../features/invoice-panel/api/invoice-reads';
import { InvoicePage } from '../../features/invoice-panel/components/invoice-page';
import { InvoicePageSearch, invoiceTargetOf } from '../../features/invoice-panel/lib/search';
import { loadWhenOnline } from '../-load-within';

/**
 * A lessor's electronic invoice (spec 2 §2, §4): opened by the lessor list pages with the chosen
 * periods (?bukrs&lifnr&cfpayguid&back, a consolidated month adds &month&year) or a
 * variable-maintenance contract (?flow=mt&bukrs&lifnr&recnnr&back).
 */
export const Route = createFileRoute('/_authed/arrendador_factura_electronica')({
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: InvoicePageSearch,
  loaderDeps: ({ search }) => ({ target: invoiceTargetOf(search) }),
  loader: ({ context: { queryClient }, deps: { target } }) =>
    loadWhenOnline(() =>
      target === null
        ? []
        : [
            target.kind === 'periods'
              ? queryClient.ensureQueryData(periodDetailsQueryOptions(target.cfpayguids))
              : queryClient.ensureQueryData(mtContractsQueryOptions(target.bukrs, target.lifnr)),
          ],
    ),
  component: ElectronicInvoiceRoute,
});

function ElectronicInvoiceRoute() {
  return <InvoicePage electronic search={Route.useSearch()} />;
}
