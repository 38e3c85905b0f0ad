/** Which orders the user has on the device, with their version and age, by order code. */
import { useQuery } from '@tanstack/react-query';
import { offlineDatabase } from '../../../offline/db';
import { offlineOrderSummaries, type OfflineOrderSummary } from '../local/offline-orders';

export const offlineSummariesKey = (userId: number) => ['maintenance', 'offline', userId] as const;

export function useOfflineSummaries(userId: number) {
  return useQuery({
    queryKey: offlineSummariesKey(userId),
    queryFn: async (): Promise<Record<string, OfflineOrderSummary>> =>
      Object.fromEntries(await offlineOrderSummaries(offlineDatabase(), userId)),
    networkMode: 'always',
    staleTime: 0,
  });
}
