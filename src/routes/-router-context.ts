/**
 * What every route's beforeLoad and loader receive: the session controller, where navigation comes
 * from, and the app's one QueryClient (`context.queryClient`, added by the root route's
 * beforeLoad, see __root.tsx).
 *
 * A page with server data (the maintenance orders and user pages; the pattern for the invoicing
 * pages) declares its reads once and loads them before it renders:
 *
 * 1. The feature declares each read once in its `api/` folder as `xxxQueryOptions(...)`, its
 *    queryFn calling `callApi` (src/lib/api-client.ts), which throws a refusal as an ApiError of
 *    kind 'refused' carrying the server's message, so a refusal is the query's error, never data:
 *
 *        // src/features/invoicing/api/payment-periods-query.ts
 *        export function paymentPeriodsQueryOptions(filter: PeriodFilter) {
 *          return queryOptions({
 *            queryKey: ['invoicing', 'periods', filter],
 *            queryFn: ({ signal }) =>
 *              callApi('PaymentPeriod', ActionId.ListFiltered, { Filter: filter },
 *                { schema: PaymentPeriodListResponse, signal }),
 *          });
 *        }
 *
 * 2. The route's loader asks for the same options with `context.queryClient.ensureQueryData`
 *    inside `loadWithin` (-load-within.ts: a loader never fails a navigation nor holds it past
 *    3 s). A page that needs the server asks nothing offline (a query would only wait for the
 *    network); a page that works offline asks only what the device answers at once. The loader
 *    goes in the page's chunk (`codeSplitGroupings`), so its queries and schemas stay out of the
 *    sign-in page's entry; loaderDeps names only the search params the loader reads:
 *
 *        // src/routes/_authed/proveedor_periodos.tsx
 *        export const Route = createFileRoute('/_authed/proveedor_periodos')({
 *          codeSplitGroupings: [['loader', 'component']],
 *          validateSearch: PeriodsSearch,
 *          loaderDeps: ({ search }) => ({ company: search.company }),
 *          loader: async ({ context: { queryClient }, deps }) => {
 *            if (!navigator.onLine) return;
 *            await loadWithin([queryClient.ensureQueryData(paymentPeriodsQueryOptions(deps))]);
 *          },
 *          component: PeriodsRoute,
 *        });
 *
 * 3. The page reads the very same options with `useQuery(paymentPeriodsQueryOptions(filter))`
 *    (one key per query): it renders with the data when the loader got it, and keeps drawing its
 *    own loading, error (the refusal's message) and "needs connection" states for when the loader
 *    stopped waiting, was refused or did not ask.
 * 4. Writes are `useMutation` around an `api/` function; on success they invalidate by the read's
 *    key (`queryClient.invalidateQueries({ queryKey: ['invoicing', 'periods'] })`).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionController } from '../lib/session/session-controller';

export interface RouterContext {
  session: SessionController;
  /** Path of the last resolved location, or undefined on the first load (counts as "/"). */
  fromPath: () => string | undefined;
  /**
   * Loads the app's one QueryClient. TanStack Query is not part of the sign-in page's entry, so
   * the router is created with this loader and the root route's beforeLoad puts the client
   * itself in the context of every route as `context.queryClient`.
   */
  loadQueryClient: () => Promise<QueryClient>;
}

/** The context a route's beforeLoad and loader see below the root route. */
export interface LoadedRouterContext extends RouterContext {
  queryClient: QueryClient;
}
