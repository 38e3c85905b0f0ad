/**
 * The loader of the two lessor invoice routes (electronic and non-electronic): what the page shows
 * of the periods or the variable-maintenance contract the list pages hand over. Imported by each
 * route's literal, it goes with the page's chunk (its queries and schemas stay out of the entry);
 * what the routes declare in the entry is in invoice-route-options.ts.
 */
import {
  mtContractsQueryOptions,
  periodDetailsQueryOptions,
} from '../../../features/invoice-panel/api/invoice-reads';
import type { InvoiceTarget } from '../../../features/invoice-panel/lib/search';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWhenOnline } from '../../-load-within';

export function invoiceRouteLoader({
  context: { queryClient },
  deps: { target },
}: {
  context: LoadedRouterContext;
  deps: { target: InvoiceTarget | null };
}) {
  return loadWhenOnline(() =>
    target === null
      ? []
      : [
          target.kind === 'periods'
            ? queryClient.ensureQueryData(periodDetailsQueryOptions(target.cfpayguids))
            : queryClient.ensureQueryData(mtContractsQueryOptions(target.bukrs, target.lifnr)),
        ],
  );
}
