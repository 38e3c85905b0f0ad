/**
 * The loader of the two payment routes: the pending payments of the company and partner the page
 * opens with (the link's, or the session's first), the same read the page's cockpit makes. Online
 * only; a bad `id` asks for nothing (the page explains). Goes with the page's chunk.
 */
import { pendingPaymentsQueryOptions } from '../../../features/payments/api/payments-query';
import {
  initialPartner,
  paymentsFilterOf,
  type PaymentParty,
} from '../../../features/payments/lib/payments';
import type { LoadedRouterContext } from '../../-router-context';
import { loadWhenOnline } from '../../-load-within';

export function paymentsRouteLoader({
  context: { queryClient, session },
  deps,
}: {
  context: LoadedRouterContext;
  deps: { party: PaymentParty | null; bukrs: string; lifnr: string };
}) {
  return loadWhenOnline(() => {
    if (!deps.party) return [];
    const filter = paymentsFilterOf(
      initialPartner(session.store.get().session, { bukrs: deps.bukrs, lifnr: deps.lifnr }),
    );
    return filter ? [queryClient.ensureQueryData(pendingPaymentsQueryOptions(filter))] : [];
  });
}
