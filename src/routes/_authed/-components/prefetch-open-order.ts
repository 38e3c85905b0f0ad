/**
 * The orders pages' loader: when the URL names an open order, its loading starts with the
 * navigation (on a full load, before the page's code has run), not when its view first renders.
 */
import { prefetchOrderView } from '../../../features/maintenance/hooks/use-order-view';
import { queryClient } from '../../../lib/query-client';
import type { RouterContext } from '../../-router-context';

export interface OpenOrderDeps {
  order?: string;
  arbpl?: string;
}

export const openOrderDeps = ({ search }: { search: OpenOrderDeps }): OpenOrderDeps => ({
  order: search.order,
  arbpl: search.arbpl,
});

export function prefetchOpenOrder({
  context,
  deps,
}: {
  context: RouterContext;
  deps: OpenOrderDeps;
}): void {
  const session = context.session.store.get().session;
  if (!session || !deps.order) return;
  prefetchOrderView(queryClient, session.User.Id, deps.order, deps.arbpl ?? '');
}
