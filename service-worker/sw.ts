/**
 * The service worker: precaches the app shell, the sign-in page and the offline pages so a reload
 * with no network still opens them, keeps every other build chunk from its first use (run-time
 * cache), answers navigations under the base path with index.html, and wakes the sync engine.
 * An update waits for the page's SKIP_WAITING (the "Actualizar" button); only a first install
 * takes control at once.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const BASE = new URL(self.registration.scope).pathname; // '/PortalPRO/'

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The build's other chunks (administration, invoicing, exceljs, ...): not precached, kept from
 * their first use. Their names carry a content hash, so a cached copy never goes stale and is
 * served without asking the network; a new version's chunks have new names. Only 200 answers are
 * stored (the strategy's default). The bound holds a few versions' worth of chunks; a chunk an
 * offline page needs (exceljs) is fetched again when an order is next made available offline.
 */
const RUNTIME_ASSETS_CACHE = 'portalpro-assets';
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith(`${BASE}assets/`),
  new CacheFirst({
    cacheName: RUNTIME_ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL(`${BASE}index.html`), {
    allowlist: [new RegExp(`^${BASE}`)],
    denylist: [
      new RegExp(`^${BASE}api/`),
      new RegExp(`^${BASE}Token`),
      new RegExp(`^${BASE}healthz`),
    ],
  }),
);

self.addEventListener('install', () => {
  // First visit: take control at once. Later versions wait for the user's "Actualizar".
  if (!self.registration.active) void self.skipWaiting();
});

clientsClaim();

/** Messages from pages: SKIP_WAITING activates a waiting update (only on the user's click). */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * SYNC ENGINE WAKE-UP: Background Sync (tag 'portalpro-outbox') and later periodic wake-ups
 * tell open pages to drain the outbox; the sync engine (src/offline) listens for SYNC_WAKE.
 */
async function wakeSyncEngine(): Promise<void> {
  const clients = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of clients) client.postMessage({ type: 'SYNC_WAKE' });
}

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event: Event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'portalpro-outbox') sync.waitUntil(wakeSyncEngine());
});
