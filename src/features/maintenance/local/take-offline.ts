/**
 * "Disponible sin conexión": first has the service worker store the offline pages (an order is
 * no use offline if its page cannot open), then downloads each order's details, photos and
 * attachment list and stores them with saveOfflineOrder (one transaction per order). A failure
 * of one order leaves the copies already stored untouched; a full disk stops the run with a
 * quota failure.
 */
import { isApiError, isRefusal } from '../../../lib/api-errors';
import type { PortalDatabase } from '../../../offline/db';
import { keepPagesOffline, type KeepPagesOutcome } from '../../../offline/page-lists';
import { isQuotaError } from '../../../offline/storage';
import type { OrderRow } from '../../../protocol/maintenance';
import { fetchAttachmentList } from '../api/attachment-list-query';
import { fetchImageFiles } from '../api/fetch-image-files';
import { fetchOrderDetail } from '../api/fetch-order-detail';
import { orderPhotoIds } from '../lib/order-photos';
import { saveOfflineOrder } from './offline-orders';

export type TakeOfflineFailure = 'quota' | 'network' | 'refused' | 'error';

export interface TakeOfflineResult {
  saved: string[];
  failed: { orderCode: string; reason: TakeOfflineFailure; message: string }[];
}

export interface TakeOfflineInput {
  db: PortalDatabase;
  userId: number;
  rows: readonly OrderRow[];
  now?: () => number;
  /** Called after each order, with how many are done. */
  onProgress?: (done: number, total: number) => void;
  /** Stores the offline pages on the device (the service worker); keepPagesOffline by default. */
  keepPages?: () => Promise<KeepPagesOutcome>;
}

/** Why no order can count as available offline when the pages were not stored. */
const PAGES_NOT_STORED: Partial<Record<KeepPagesOutcome, TakeOfflineFailure>> = {
  network: 'network',
  missing: 'network',
  quota: 'quota',
};

let persistenceAsked = false;

/**
 * Asks the browser once per page life to keep the database under storage pressure (architecture:
 * when a user first takes an order offline). Refusal is fine: the data is still stored.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (persistenceAsked || !storage?.persist) return false;
  persistenceAsked = true;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

function failureOf(error: unknown): TakeOfflineResult['failed'][number]['reason'] {
  if (isQuotaError(error)) return 'quota';
  if (isRefusal(error)) return 'refused';
  if (isApiError(error) && error.kind === 'network') return 'network';
  return 'error';
}

export async function takeOrdersOffline(input: TakeOfflineInput): Promise<TakeOfflineResult> {
  const { db, userId, rows } = input;
  const now = input.now ?? Date.now;
  const result: TakeOfflineResult = { saved: [], failed: [] };
  await requestPersistentStorage();
  const pages = await (input.keepPages ?? (() => keepPagesOffline(true)))();
  const pagesFailure = PAGES_NOT_STORED[pages];
  const first = rows[0];
  if (pagesFailure && first) {
    const message = `the offline pages could not be stored (${pages})`;
    result.failed.push({ orderCode: first.AUFNR, reason: pagesFailure, message });
    return result;
  }
  for (const [index, row] of rows.entries()) {
    try {
      const details = await fetchOrderDetail(row.AUFNR, row.ARBPL);
      const [photos, attachments] = await Promise.all([
        fetchImageFiles(orderPhotoIds(details)),
        fetchAttachmentList(row.AUFNR),
      ]);
      await saveOfflineOrder(db, { userId, details, row, attachments, photos, now: now() });
      result.saved.push(row.AUFNR);
    } catch (error) {
      const reason = failureOf(error);
      const message = error instanceof Error ? error.message : String(error);
      result.failed.push({ orderCode: row.AUFNR, reason, message });
      // A full disk fails every next order the same way; what is stored stays stored.
      if (reason === 'quota' || reason === 'network') break;
    }
    input.onProgress?.(index + 1, rows.length);
  }
  return result;
}
