/**
 * The service worker: precaches what opens the app before sign-in (entry, sign-in page, texts),
 * keeps the page lists a device asked for (the signed-in shell once someone signs in, the offline
 * maintenance pages for users who have them) so a reload with no network still opens them, keeps
 * every other build chunk from its first use (run-time cache), answers navigations under the base
 * path with index.html, and wakes the sync engine. An update waits for the page's SKIP_WAITING
 * (the "Actualizar" button); only a first install takes control at once.
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
import { PAGE_LISTS } from 'virtual:portalpro-page-lists';
import { createPageListsKeeper } from './page-lists';
import {
  isPageListName,
  KEEP_PAGE_LISTS,
  PAGE_LISTS_STATE,
  type PageListName,
  type PageListsReply,
  type PageListsRequest,
} from './page-lists-protocol';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

const BASE = new URL(self.registration.scope).pathname; // '/PortalPRO/'

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The page lists (service-worker/page-lists.ts): their files are served from their own cache,
 * stored when a page asks (KEEP_PAGE_LISTS, after sign-in and before an order is taken offline),
 * and stored again for each new version before it installs; activation drops the old ones.
 */
const PAGE_LISTS_CACHE = 'portalpro-page-lists';
const absolute = (files: readonly string[]) =>
  files.map((f) => new URL(f, self.location.href).href);
const lists: Record<PageListName, readonly string[]> = {
  'signed-in': absolute(PAGE_LISTS['signed-in']),
  'offline-work': absolute(PAGE_LISTS['offline-work']),
};
const pageLists = createPageListsKeeper({
  caches: self.caches,
  fetch: (url) => fetch(url, { credentials: 'same-origin' }),
  lists,
  cacheName: PAGE_LISTS_CACHE,
  recordUrl: new URL('page-lists-in-use', self.registration.scope).href,
});
registerRoute(
  ({ request }) => pageLists.holds(request.url),
  new CacheFirst({ cacheName: PAGE_LISTS_CACHE }),
);

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
      // A help video opened on its own (/admin_help's "watch" link) is the file, not the app.
      new RegExp(`^${BASE}help/`),
    ],
  }),
);

self.addEventListener('install', (event: ExtendableEvent) => {
  // A new version stores the page lists this device keeps before it may take over.
  event.waitUntil(pageLists.install());
  // First visit: take control at once. Later versions wait for the user's "Actualizar".
  if (!self.registration.active) void self.skipWaiting();
});

self.addEventListener('activate', (event: ExtendableEvent) => {
  event.waitUntil(pageLists.clean());
});

clientsClaim();

/**
 * Messages from pages: SKIP_WAITING activates a waiting update (only on the user's click);
 * KEEP_PAGE_LISTS and PAGE_LISTS_STATE are answered on the port sent with them.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as PageListsRequest | { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  const port = event.ports[0];
  if (!port || (data?.type !== KEEP_PAGE_LISTS && data?.type !== PAGE_LISTS_STATE)) return;
  const asked = 'lists' in data && Array.isArray(data.lists) ? data.lists : [];
  const work =
    data.type === KEEP_PAGE_LISTS
      ? pageLists.keep(asked.filter(isPageListName))
      : pageLists.state();
  event.waitUntil(
    work
      .catch(() => ({ lists: [], outcome: 'network' as const }))
      .then((state) => port.postMessage({ type: 'PAGE_LISTS', ...state } satisfies PageListsReply)),
  );
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
