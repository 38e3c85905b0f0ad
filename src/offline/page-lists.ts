/**
 * Asks the service worker to keep on this device the pages a signed-in user opens with no
 * network: the signed-in shell for everyone, the offline maintenance pages for those who have
 * them (the install precache holds only what opens the app before sign-in). The worker answers
 * once they are stored; it stores them again for each new version before it installs.
 */
import {
  KEEP_PAGE_LISTS,
  type PageListName,
  type PageListsOutcome,
  type PageListsReply,
  type PageListsRequest,
} from '../../service-worker/page-lists-protocol';
import { hasOfflinePages } from '../domain/offline-pages';
import type { Store } from '../lib/external-store';
import type { SessionState } from '../lib/session/session-controller';

/** The worker's answer, or 'no-worker' where none is registered (development, old browsers). */
export type KeepPagesOutcome = PageListsOutcome | 'no-worker';

/** A browser keeps a worker's task alive about this long: past it, no answer is coming. */
export const REPLY_TIMEOUT_MS = 5 * 60_000;

/** The lists a user keeps: the signed-in pages, and the offline-work ones when they have them. */
export function pageListsFor(offlineWork: boolean): PageListName[] {
  return offlineWork ? ['signed-in', 'offline-work'] : ['signed-in'];
}

/** The worker once it is active; null when its first install failed. */
function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const worker = registration.installing ?? registration.waiting;
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const check = () => {
      if (worker.state === 'activated') resolve(worker);
      if (worker.state === 'redundant') resolve(null);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/** Sends one request on its own channel and waits for the answer. */
function ask(worker: ServiceWorker, request: PageListsRequest): Promise<PageListsOutcome> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve('network');
    }, REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<PageListsReply>) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(event.data.outcome);
    };
    worker.postMessage(request, [channel.port2]);
  });
}

/**
 * Has the worker store the pages of a signed-in user (`offlineWork`: and the offline maintenance
 * pages); resolves once they are stored ('cached') or could not be ('network', 'quota').
 */
export async function keepPagesOffline(
  offlineWork: boolean,
  container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker,
): Promise<KeepPagesOutcome> {
  const registration = await container?.getRegistration();
  if (!registration) return 'no-worker';
  const worker = await activeWorker(registration);
  if (!worker) return 'network';
  return ask(worker, { type: KEEP_PAGE_LISTS, lists: pageListsFor(offlineWork) });
}

/**
 * Keeps the pages of whoever is signed in: at sign-in, at start with a stored session (which
 * also fills in what an earlier attempt missed) and when the network returns after a failure.
 * One request per page life once it succeeded. Returns a stop function.
 */
export function keepPagesForSignedInUsers(
  session: Store<SessionState>,
  keep: (offlineWork: boolean) => Promise<KeepPagesOutcome> = keepPagesOffline,
): () => void {
  let kept: 'signed-in' | 'offline-work' | null = null;
  let asking = false;
  let askAgain = false;
  const request = () => {
    const current = session.get().session;
    if (!current) return;
    if (asking) {
      askAgain = true;
      return;
    }
    const offlineWork = hasOfflinePages(current.AccessPath);
    if (kept === 'offline-work' || (kept === 'signed-in' && !offlineWork)) return;
    asking = true;
    void keep(offlineWork)
      .then(
        (outcome) => outcome === 'cached' || outcome === 'no-worker',
        () => false,
      )
      .then((stored) => {
        asking = false;
        if (stored) kept = offlineWork ? 'offline-work' : 'signed-in';
        // Another user signed in meanwhile; after a failure, wait for the network instead.
        if (stored && askAgain) request();
        askAgain = false;
      });
  };
  const stopSession = session.subscribe(request);
  window.addEventListener('online', request);
  request();
  return () => {
    stopSession();
    window.removeEventListener('online', request);
  };
}
