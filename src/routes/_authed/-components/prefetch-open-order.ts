/**
 * The orders pages' loader: when the URL names an open order, its loading starts with the
 * navigation (on a full load, before the page's code has run), not when its view first renders.
 * A route's loader is part of the app's entry, so the order code it needs (the offline store,
 * the query client) is imported here on demand, fetched beside the page's own chunk, and never
 * weighs on the sign-in page.
 */
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
  const { order, arbpl = '' } = deps;
  if (!session || !order) return;
  void Promise.all([
    import('../../../features/maintenance/hooks/use-order-view'),
    import('../../../lib/query-client'),
  ])
    .then(([{ prefetchOrderView }, { queryClient }]) =>
      prefetchOrderView(queryClient, session.User.Id, order, arbpl),
    )
    // Only a head start: the page loads the order itself (and says why) if this fails.
    .catch(() => undefined);
}
