/**
 * The router: file routes under the base path, the session (for the guard) and the query client's
 * loader (for the loaders) in its context, and the spec's "on every route change": alerts
 * cleared, loading overlay shown, session re-validated.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { sessionController } from '../lib/session/session-controller';
import { clearAlertsOnNavigation } from '../lib/alert-store';
import { setRouteLoading } from '../lib/loading-store';
import { routeTree } from '../routeTree.gen';

let lastResolvedPath: string | undefined;

let queryClientLoading: Promise<QueryClient> | null = null;

/**
 * The app's one QueryClient, from its own chunk: TanStack Query stays out of the entry, and the
 * first page fetches it beside its own code (main.tsx) rather than after it. Every navigation
 * asks for it (the root route's beforeLoad): after the first, the same settled promise answers.
 */
export function loadQueryClient(): Promise<QueryClient> {
  queryClientLoading ??= import('../lib/query-client').then(
    (m) => m.queryClient,
    (error: unknown) => {
      queryClientLoading = null; // a chunk that failed to load (a network cut) is asked again
      throw error;
    },
  );
  return queryClientLoading;
}

export const router = createRouter({
  routeTree,
  basepath: '/PortalPRO',
  context: { session: sessionController, fromPath: () => lastResolvedPath, loadQueryClient },
  defaultPreload: false,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

export function wireRouterEvents(): void {
  sessionController.configureNavigation({
    navigate: (to) => void router.navigate({ to }),
    currentPath: () => router.state.location.pathname,
    // Runs the guards of the current page again (the site record changed).
    revalidate: () => void router.invalidate(),
  });
  router.subscribe('onBeforeNavigate', (event) => {
    if (event.pathChanged) clearAlertsOnNavigation();
    setRouteLoading(true);
  });
  router.subscribe('onResolved', (event) => {
    lastResolvedPath = event.toLocation.pathname;
    setRouteLoading(false);
    void sessionController.refresh();
  });
}
