/**
 * One order's details for the detail view: from the server when it answers, else from the
 * device's offline copy (network off, server unreachable or failing), so a reload with no
 * signal still opens an order taken offline.
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

function cachedRow(client: QueryClient, orderCode: string): OrderRow | null {
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
  client: QueryClient,
  userId: number,
  orderCode: string,
  arbpl: string,
  signal: AbortSignal,
): Promise<OrderView> {
  // The stored copy is read at once, beside the server call rather than after it fails: with no
  // signal the copy is the answer, and a call that hangs before failing must not delay it.
  const stored = readOfflineOrder(offlineDatabase(), userId, orderCode);
  stored.catch(() => undefined);
  const local = () => stored;
  const fromCopy = async (cause?: unknown): Promise<OrderView> => {
    const copy = await local();
    if (!copy) throw cause ?? new NotAvailableOfflineError(orderCode);
    return { details: copy.details, row: copy.row, source: 'offline', savedAt: copy.fetchedAt };
  };
  if (!navigator.onLine) return fromCopy(new NotAvailableOfflineError(orderCode));
  try {
    const details = await fetchOrderDetail(orderCode, arbpl, signal);
    const row = cachedRow(client, orderCode) ?? (await local())?.row ?? null;
    return { details, row, source: 'server', savedAt: null };
  } catch (error) {
    if (!unreachable(error)) throw error;
    return fromCopy(error);
  }
}

/** The detail query of one order for one user. */
export const orderViewKey = (userId: number, orderCode: string) =>
  ['maintenance', 'detail', userId, orderCode] as const;

function orderViewOptions(client: QueryClient, userId: number, orderCode: string, arbpl: string) {
  return queryOptions({
    queryKey: orderViewKey(userId, orderCode),
    queryFn: ({ signal }) => loadOrderView(client, userId, orderCode, arbpl, signal),
    // The query function itself decides between the server and the device.
    networkMode: 'always',
    retry: false,
    // Always asked again on mount: a copy restored from the persisted read cache must not pass
    // for a fresh server answer once the network is gone.
    staleTime: 0,
    gcTime: 5 * 60_000,
  });
}

/**
 * Starts loading an order as soon as the page's URL names it (the route's loader), so a full
 * load reads the device's copy while the page's code and the read cache are still loading.
 */
export function prefetchOrderView(
  client: QueryClient,
  userId: number,
  orderCode: string,
  arbpl: string,
): void {
  void client.prefetchQuery(orderViewOptions(client, userId, orderCode, arbpl));
}

export function useOrderView(userId: number, orderCode: string, arbpl: string) {
  const client = useQueryClient();
  return useQuery(orderViewOptions(client, userId, orderCode, arbpl));
}
