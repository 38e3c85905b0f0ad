/**
 * TanStack Query for server reads, persisted to localStorage ('portalpro.query-cache') so lists
 * and catalogues show offline. Read caches only: drafts live in the Dexie database, never here.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { QueryClient } from '@tanstack/react-query';

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
