/**
 * What the two payment routes declare in the entry: their search (`?id=arren|prov`, and on the
 * complement page the payment a link preselects) and what their loader depends on, the company
 * and partner whose pending payments it reads. Kept apart from the loader (payments-route.ts),
 * which goes with the page's chunk.
 */
import { PaymentsSearch, partyOfId, textOf } from '../../../features/payments/lib/payments';

export function paymentsRouteOptions() {
  return {
    validateSearch: PaymentsSearch,
    loaderDeps: ({ search }: { search: PaymentsSearch }) => ({
      party: partyOfId(textOf(search.id)),
      bukrs: textOf(search.bukrs),
      lifnr: textOf(search.lifnr),
    }),
  } as const;
}
