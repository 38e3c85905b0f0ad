import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AlertBar } from '../components/ui/alert-bar';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { UpdatePrompt } from '../components/ui/update-prompt';
import { NotFoundPage } from '../components/not-found-page';
import { useSessionState } from '../features/session/use-session';
import { applyFavicon, applyPrimaryColor } from '../lib/branding';
import type { RouterContext } from './-router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: () => <NotFoundPage />,
});

function RootLayout() {
  const site = useSessionState((s) => s.session?.Site ?? s.init.site);
  useEffect(() => {
    applyPrimaryColor(site?.ColorPrimary);
    applyFavicon(site?.ImageFaviconFile);
  }, [site?.ColorPrimary, site?.ImageFaviconFile]);
  return (
    <>
      <Outlet />
      <AlertBar />
      <LoadingOverlay />
      <UpdatePrompt />
    </>
  );
}
