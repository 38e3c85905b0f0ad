/**
 * One order's details for the detail view: from the server when it answers, else from the
 * device's offline copy (network off, server unreachable or failing), so a reload with no
 * signal still opens an order taken offline. The list row the header shows (list status, site,
 * crew) is read from whichever orders list is in the cache, and follows it: a list that arrives
 * after the details fills the header in.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-errors';
import { offlineDatabase } from '../../../offline/db';
import type { OrderDetails, OrderListResponse, OrderRow } from '../../../protocol/maintenance';
import { fetchOrderDetail } from '../api/fetch-order-detail';
import { orderListKey } from '../api/order-list-query';
import { readOfflineOrder } from '../local/offline-orders';

export interface OrderView {
  details: OrderDetails;
  /** The list row (site position, texts), when known. */
  row: OrderRow | null;
  source: 'server' | 'offline';
  /** When the offline copy was saved; null for a server answer. */
  savedAt: number | null;
}

/** The order is neither reachable on the server nor stored on the device. */
export class NotAvailableOfflineError extends Error {
  override readonly name = 'NotAvailableOfflineError';
}

/** The order's row in any orders list the cache holds now, or null. */
export function listedOrderRow(client: QueryClient, orderCode: string): OrderRow | null {
  for (const [, answer] of client.getQueriesData<OrderListResponse>({ queryKey: orderListKey })) {
    const row = answer?.List.find((r) => r.AUFNR === orderCode);
    if (row) return row;
  }
  return null;
}

/** Failures after which the offline copy is the better answer. */
function unreachable(error: unknown): boolean {
  return isApiError(error) && ['network', 'server', 'throttled'].includes(error.kind);
}

async function loadOrderView(
  userId: number,
  orderCode: string,
  arbpl: string,
  signal: AbortSignal,
): Promise<OrderView> {
  // The stored copy is read at once, beside the server call rather than after it fails: with no
  // signal the copy is the answer, and a call that hangs before failing must not delay it.
  const stored = readOfflineOrder(offlineDatabase(), userId, orderCode);
  stored.catch(() => undefined);
  const fromCopy = async (cause?: unknown): Promise<OrderView> => {
    const copy = await stored;
    if (!copy) throw cause ?? new NotAvailableOfflineError(orderCode);
    return { details: copy.details, row: copy.row, source: 'offline', savedAt: copy.fetchedAt };
  };
  if (!navigator.onLine) return fromCopy(new NotAvailableOfflineError(orderCode));
  try {
    const details = await fetchOrderDetail(orderCode, arbpl, signal);
    // The copy's row stands in until (or unless) a list in the cache has the order.
    const row = (await stored.catch(() => null))?.row ?? null;
    return { details, row, source: 'server', savedAt: null };
  } catch (error) {
    if (!unreachable(error)) throw error;
    return fromCopy(error);
  }
}

/** The detail query of one order for one user. */
export const orderViewKey = (userId: number, orderCode: string) =>
  ['maintenance', 'detail', userId, orderCode] as const;

/** Declared once for the orders pages' loader and the detail view. */
export function orderViewQueryOptions(userId: number, orderCode: string, arbpl: string) {
  return queryOptions({
    queryKey: orderViewKey(userId, orderCode),
    queryFn: ({ signal }) => loadOrderView(userId, orderCode, arbpl, signal),
    // The query function itself decides between the server and the device.
    networkMode: 'always',
    retry: false,
    // Asked again whenever the view opens, but not right after the page's loader fetched it.
    // (Details are never kept in the persisted read cache, see query-client-persistence.ts: a
    // restored answer must not pass for a fresh one once the network is gone.)
    staleTime: 10_000,
    gcTime: 5 * 60_000,
  });
}

/**
 * The order's row in the cached orders lists, followed as they change: a list that arrives after
 * the details (the page was reloaded before the list was saved on the device) fills it in.
 */
export function useListedOrderRow(orderCode: string): OrderRow | null {
  const client = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.getQueryCache().subscribe(onChange),
    [client],
  );
  const read = () => listedOrderRow(client, orderCode);
  return useSyncExternalStore(subscribe, read, read);
}

export function useOrderView(userId: number, orderCode: string, arbpl: string) {
  return useQuery(orderViewQueryOptions(userId, orderCode, arbpl));
}
