/**
 * Keeps the query client's read cache in localStorage ('portalpro.query-cache') so lists and
 * catalogues show offline: restored before the first signed-in page's loaders run, saved while a
 * user is signed in. Read caches only: drafts live in the Dexie database, never here.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { QUERY_CACHE_STORAGE_KEY } from './storage-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

export const queryPersister = createSyncStoragePersister({
  storage: typeof window === 'undefined' ? undefined : window.localStorage,
  key: QUERY_CACHE_STORAGE_KEY,
  throttleTime: 1000,
});

export const PERSIST_MAX_AGE_MS = 7 * DAY_MS;

/**
 * Reads that stay in memory only: user administration needs the server online (like every admin
 * page), its lists hold other people's contact data, and "all" users can be megabytes, more than
 * localStorage takes (a failed write would stop the offline lists from being kept at all); one's
 * own contact data ('account') is only read to fill a form that needs the server to save it; the
 * communiqué administration ('statementsAdmin') and the banners ('siteMedia') read images and
 * PDFs of up to 3 MB each.
 */
const MEMORY_ONLY_ROOTS: ReadonlySet<unknown> = new Set([
  'users',
  'account',
  'statementsAdmin',
  'siteMedia',
]);

/**
 * An order's details are not kept either: the orders taken offline have their own complete copy
 * in the Dexie database, and a restored server answer must not pass for a fresh one once the
 * network is gone (the detail view would show it without its "offline copy" banner).
 */
const isOrderDetail = (key: readonly unknown[]) => key[0] === 'maintenance' && key[1] === 'detail';

export function shouldPersistQuery(query: Query): boolean {
  return (
    defaultShouldDehydrateQuery(query) &&
    !MEMORY_ONLY_ROOTS.has(query.queryKey[0]) &&
    !isOrderDetail(query.queryKey)
  );
}

const options = (queryClient: QueryClient) => ({
  queryClient,
  persister: queryPersister,
  maxAge: PERSIST_MAX_AGE_MS,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
});

let restored: Promise<void> | null = null;

/**
 * Puts the stored read cache into the client, once per page load: only then can storage hold
 * anything memory does not (a sign-out clears both the stored cache and, by leaving, its saver).
 * Never rejects: a damaged store is dropped and the pages read from the server.
 */
export function restoreReadCache(queryClient: QueryClient): Promise<void> {
  restored ??= persistQueryClientRestore(options(queryClient)).catch(() => undefined);
  return restored;
}

/**
 * Saves the read cache now (a loader may have filled it before this starts) and on every change
 * (throttled) until the returned function is called.
 */
export function saveReadCache(queryClient: QueryClient): () => void {
  void persistQueryClientSave(options(queryClient)).catch(() => undefined);
  return persistQueryClientSubscribe(options(queryClient));
}
