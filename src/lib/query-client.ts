/**
 * TanStack Query for server reads, persisted to localStorage ('portalpro.query-cache') so lists
 * and catalogues show offline. Read caches only: drafts live in the Dexie database, never here.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { defaultShouldDehydrateQuery, QueryClient, type Query } from '@tanstack/react-query';

import { QUERY_CACHE_STORAGE_KEY } from './storage-keys';
const DAY_MS = 24 * 60 * 60 * 1000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: DAY_MS,
      staleTime: 60_000,
      retry: 1,
      // Crews work without signal: keep showing cached data rather than failing while offline.
      networkMode: 'offlineFirst',
    },
  },
});

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
 * own contact data ('account') is only read to fill a form that needs the server to save it.
 */
const MEMORY_ONLY_ROOTS: ReadonlySet<unknown> = new Set(['users', 'account']);

export function shouldPersistQuery(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && !MEMORY_ONLY_ROOTS.has(query.queryKey[0]);
}
