/**
 * What the two lessor invoice routes declare in the entry: their search (the periods or the
 * variable-maintenance contract the list pages hand over, or the lessor receipt variant's
 * ?flow=receipts) and what their loader depends on, the invoice those params name or the receipts'
 * preselected company and lessor. Spread into each route's literal beside its codeSplitGroupings,
 * loader and component, which the router's code splitter reads from the literal itself. Kept apart
 * from the loader (invoice-route.ts), which goes with the page's chunk.
 */
import {
  InvoicePageSearch,
  invoiceTargetOf,
  receiptsPresetOf,
} from '../../../features/invoice-panel/lib/search';

export function invoiceRouteOptions() {
  return {
    validateSearch: InvoicePageSearch,
    loaderDeps: ({ search }: { search: InvoicePageSearch }) => ({
      target: invoiceTargetOf(search),
      receipts: receiptsPresetOf(search),
    }),
  } as const;
}
