/**
 * "Solo disponibles sin conexión": the orders this user keeps on the device, as their stored list
 * rows, that the applied filter matches, latest scheduled first. Read from the device alone, so
 * the list of them is whole whichever page of the server's list is shown, with or without signal.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderListFilter } from '../../../domain/maintenance';
import { offlineDatabase } from '../../../offline/db';
import type { OrderRow } from '../../../protocol/maintenance';
import { offlineOrderSummaries, readOfflineOrder } from '../local/offline-orders';
import { sortBySchedule } from '../lib/orders-view';
import { matchesOrderFilter } from './order-pages';
import { offlineSummariesKey } from './use-offline-summaries';
import { listedOrderRow } from './use-order-view';

/** Under the summaries' key, so taking or removing a copy (which invalidates it) reads it again. */
const keptRowsKey = (userId: number) => [...offlineSummariesKey(userId), 'rows'] as const;

/** Each kept order's code and the list row stored with it (null when it has none). */
async function readKeptRows(
  userId: number,
): Promise<{ orderCode: string; row: OrderRow | null }[]> {
  const db = offlineDatabase();
  const codes = [...(await offlineOrderSummaries(db, userId)).keys()];
  const copies = await Promise.all(codes.map((code) => readOfflineOrder(db, userId, code)));
  return codes.map((orderCode, i) => ({ orderCode, row: copies[i]?.row ?? null }));
}

export function useKeptOrders(userId: number, filter: OrderListFilter): OrderRow[] {
  const client = useQueryClient();
  const kept = useQuery({
    queryKey: keptRowsKey(userId),
    queryFn: () => readKeptRows(userId),
    networkMode: 'always',
    staleTime: 0,
  });
  // A list read since the copy was taken knows the order's current status and crew.
  const rows = (kept.data ?? []).flatMap(({ orderCode, row }) => {
    const current = listedOrderRow(client, orderCode) ?? row;
    return current ? [current] : [];
  });
  return sortBySchedule(rows.filter((row) => matchesOrderFilter(row, filter)));
}
