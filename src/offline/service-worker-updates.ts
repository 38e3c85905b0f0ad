/**
 * Registers the service worker (production builds only), has it keep the signed-in user's pages
 * (page-lists.ts) and tracks whether an update waits.
 * A waiting worker takes over only from activateUpdate(), i.e. the user's "Actualizar" click:
 * an update never reloads the page by itself, so an open form is never lost.
 */
import { BASE_PATH } from '../protocol/envelope';
import { createStore } from '../lib/external-store';
import { sessionController } from '../lib/session/session-controller';
import { keepPagesForSignedInUsers } from './page-lists';

export const updateAvailableStore = createStore<boolean>(false);

let activate: (() => void) | null = null;

export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox(`${BASE_PATH}sw.js`, { scope: BASE_PATH });
  let requestedByUser = false;
  wb.addEventListener('waiting', () => updateAvailableStore.set(true));
  wb.addEventListener('controlling', (event) => {
    // Reload only when this tab asked for the update; another tab's click must not reload us.
    if (event.isUpdate && requestedByUser) window.location.reload();
  });
  activate = () => {
    requestedByUser = true;
    wb.messageSkipWaiting();
  };
  await wb.register();
  // Beyond the install precache, the worker keeps the pages of whoever signs in on this device.
  keepPagesForSignedInUsers(sessionController.store);
}

/** Activates the waiting worker; the page reloads once the new worker controls it. */
export function activateUpdate(): void {
  activate?.();
}
