/**
 * TanStack Query for server reads: the app's one QueryClient. Its read cache is kept on the device
 * by query-client-persistence.ts (signed-in pages only); drafts live in the Dexie database.
 */
import { QueryClient } from '@tanstack/react-query';

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
