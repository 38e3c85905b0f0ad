/**
 * What every route's beforeLoad and loader receive: the session controller, where navigation comes
 * from, and the app's one QueryClient (`context.queryClient`, added by the root route's beforeLoad;
 * see __root.tsx). The pattern a page with server data follows is described below.
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
