/**
 * The loader of the two lessor invoice routes (electronic and non-electronic): what the page shows
 * of the periods or the variable-maintenance contract the list pages hand over, or in the lessor
 * receipt variant (?flow=receipts) the lessor's pending receipts. Imported by each
 * route's literal, it goes with the page's chunk (its queries and schemas stay out of the entry);
 * what the routes declare in the entry is in invoice-route-options.ts.
 */
import {
  mtContractsQueryOptions,
  periodDetailsQueryOptions,
} from '../../../features/invoice-panel/api/invoice-reads';
import type { InvoiceTarget } from '../../../features/invoice-panel/lib/search';
import { receiptsQueryOptions } from '../../../features/supplier-invoicing/api/receipts-query';
import { presetPartner } from '../../../features/supplier-invoicing/lib/partner-preset';
import {
  receiptsFilterOf,
  initialReceiptsSearch,
} from '../../../features/supplier-invoicing/lib/receipts-search';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWhenOnline } from '../../-load-within';

export function invoiceRouteLoader({
  context: { queryClient, session },
  deps: { target, receipts },
}: {
  context: LoadedRouterContext;
  deps: { target: InvoiceTarget | null; receipts: { bukrs?: string; lifnr?: string } | null };
}) {
  return loadWhenOnline(() => {
    if (receipts) {
      // The lessor receipt variant: the receipts of the company and lessor the page opens with
      // (the page searches them at once), as the page's useReceiptsChoice reads them.
      const p = presetPartner(session.store.get().session, receipts);
      if (p.bukrs === '' || p.lifnr === '') return [];
      const filter = receiptsFilterOf(initialReceiptsSearch(p.bukrs, p.lifnr), 'lessor');
      return [queryClient.ensureQueryData(receiptsQueryOptions(filter, 'lessor'))];
    }
    return target === null
      ? []
      : [
          target.kind === 'periods'
            ? queryClient.ensureQueryData(periodDetailsQueryOptions(target.cfpayguids))
            : queryClient.ensureQueryData(mtContractsQueryOptions(target.bukrs, target.lifnr)),
        ];
  });
}
