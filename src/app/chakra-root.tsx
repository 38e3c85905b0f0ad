/**
 * Chakra UI for every page but the sign-in page: the provider with the portal's system and the
 * app-wide pieces drawn with it (alerts, the loading overlay, the update prompt). Loaded as its own
 * chunk: the root layout renders it around every other page, and the sign-in page only when it
 * needs it (a dialog, an alert or the update prompt), so a phone opening /login never runs
 * Chakra's style engine. Without children it draws only the app-wide pieces.
 */
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AlertBar } from '../components/ui/alert-bar';
import { LoadingOverlay } from '../components/ui/loading-overlay';
import { UpdatePrompt } from '../components/ui/update-prompt';
import { portalSystem } from './system';

export { NotFoundPage } from '../components/not-found-page';
export { portalSystem } from './system';

export default function ChakraRoot({
  children,
  chrome = true,
  overlay = true,
}: {
  children?: ReactNode;
  /** false: only the provider (a dialog of the sign-in page; the page draws its own chrome). */
  chrome?: boolean;
  /** false: no loading overlay (the sign-in page draws a plain one). */
  overlay?: boolean;
}) {
  return (
    <ChakraProvider value={portalSystem()}>
      {children}
      {chrome && (
        <>
          <AlertBar />
          {overlay && <LoadingOverlay />}
          <UpdatePrompt />
        </>
      )}
    </ChakraProvider>
  );
}
