import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n, loadAllTexts, signInTextsReady } from './app/i18n';
import { loadQueryClient, router, wireRouterEvents } from './app/router';
import { isPlainPath, loadChakraRoot } from './app/chakra-root-loader';
import { sessionController } from './lib/session/session-controller';
import { registerServiceWorker } from './offline/service-worker-updates';

/** Ends the current task so the browser can paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Start-up in short tasks rather than one long one (a phone's main thread stays responsive and
 * the splash painted from index.html stays up meanwhile): texts, then the current page's code and
 * the query client (with Chakra and its system for every page but the sign-in page, which is drawn
 * without them), then the first render.
 */
async function start(): Promise<void> {
  // The splash in index.html paints first: nothing below runs before the browser's first frame.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  initI18n();
  sessionController.start();
  wireRouterEvents();
  // Spanish texts are in the entry; English ones are one chunk away, fetched before the first render.
  await signInTextsReady();
  const { pathname } = router.state.location;
  const [routes] = router.getMatchedRoutes(pathname);
  // A signed-in page waits for the signed-in texts (its layout's beforeLoad): with a session kept
  // on the device they load beside the page's code rather than after it.
  const signedInPage =
    sessionController.store.get().session !== null && routes.some((r) => r.id === '/_authed');
  // A chunk that fails to load here is loaded again (and its failure shown) by the router.
  await Promise.all([
    ...routes.map((route) => router.loadRouteChunk(route)),
    signedInPage ? loadAllTexts() : undefined,
    loadQueryClient(),
    isPlainPath(pathname)
      ? undefined
      : loadChakraRoot().then(async (chakra) => {
          await nextTask();
          chakra.portalSystem(); // turns every token into a CSS variable: a task of its own
        }),
  ]).catch(() => undefined);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

void start();

// The worker is registered after the first paint so it never competes with the sign-in page.
window.addEventListener('load', () => void registerServiceWorker());
