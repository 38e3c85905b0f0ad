import { QueryClientProvider } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isPlainPath, loadChakraRoot, loadedChakraRoot } from '../app/chakra-root-loader';
import { PlainLoadingOverlay } from '../components/ui/plain-loading-overlay';
import { useSessionState } from '../lib/session/use-session';
import { alertStore } from '../lib/alert-store';
import { applyFavicon, applyPrimaryColor } from '../lib/branding';
import { useStore } from '../lib/external-store';
import { updateAvailableStore } from '../offline/service-worker-updates';
import type { RouterContext } from './-router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page but the sign-in page is drawn with Chakra: its chunk is there before they render.
  // The query client joins the context of every route (loaders read `context.queryClient`).
  beforeLoad: async ({ context, location }) => {
    const [queryClient] = await Promise.all([
      context.loadQueryClient(),
      isPlainPath(location.pathname) ? undefined : loadChakraRoot(),
    ]);
    return { queryClient };
  },
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** Every page, the sign-in page included, reads and writes through the one query client. */
function RootLayout() {
  const { queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <RootFrame />
    </QueryClientProvider>
  );
}

function RootFrame() {
  const site = useSessionState((s) => s.session?.Site ?? s.init.site);
  // From the matches drawn (not the location, which moves first while the next page loads).
  const plain = useMatches({ select: (matches) => matches.some((m) => m.routeId === '/login') });
  useEffect(() => {
    applyPrimaryColor(site?.ColorPrimary);
    applyFavicon(site?.ImageFaviconFile);
  }, [site?.ColorPrimary, site?.ImageFaviconFile]);
  const ChakraRoot = loadedChakraRoot()?.default;
  if (plain || !ChakraRoot) {
    return (
      <>
        <Outlet />
        <PlainChrome />
      </>
    );
  }
  return (
    <ChakraRoot>
      <Outlet />
    </ChakraRoot>
  );
}

/**
 * The sign-in page's app-wide pieces: a plain loading overlay, and Chakra's alerts and update
 * prompt loaded only once one has something to show (then kept).
 */
function PlainChrome() {
  const wanted = useStore(alertStore, (alerts) => alerts.length > 0);
  const update = useStore(updateAvailableStore);
  const [chakra, setChakra] = useState(loadedChakraRoot);
  const needed = wanted || update;
  useEffect(() => {
    if (!needed || chakra) return;
    let live = true;
    // A failed load leaves the page as it is; the next alert asks again.
    loadChakraRoot().then(
      (m) => live && setChakra(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, chakra]);
  return (
    <>
      <PlainLoadingOverlay />
      {chakra && <chakra.default overlay={false} />}
    </>
  );
}

/** Unknown addresses: drawn inside the Chakra root (beforeLoad loaded it for such a path). */
function NotFound() {
  const chakra = loadedChakraRoot();
  return chakra ? <chakra.NotFoundPage /> : null;
}
