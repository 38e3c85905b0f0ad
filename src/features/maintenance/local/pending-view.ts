/**
 * The sync panel's list, read live from the device: every pending item (see offline/pending-changes)
 * with the outbox entry it is (to retry, discard or resolve a conflict) and, for review drafts not
 * sent yet, the page that opens their order so the user can tap "Actualizar orden".
 */
import { liveQuery } from 'dexie';
import { OPERATOR_REVIEW_PRODUCT } from '../../../domain/menu-tree';
import type { OutboxEntry, PortalDatabase } from '../../../offline/db';
import { readPendingChanges, type PendingItem } from '../../../offline/pending-changes';
import { userEntries } from '../../../offline/outbox';
import { asReviewDraft, isUnsentChange } from '../review/review-draft';
import { readOfflineOrder } from './offline-orders';

/** Where an order opens: the page (no leading slash) and its search (?order=…&arbpl=…). */
export interface OrderLink {
  page: string;
  search: Record<string, string>;
}

export interface PendingItemView extends PendingItem {
  entry: OutboxEntry | null;
  /** The order's review page, for drafts still to be sent with "Actualizar orden". */
  link: OrderLink | null;
}

const LESSOR_PAGE = 'mantenimiento_ordenes_mantenimiento';
const OPERATOR_PAGE = `mantenimiento_ordenes_mantenimiento_${OPERATOR_REVIEW_PRODUCT}`;

async function orderLink(
  db: PortalDatabase,
  userId: number,
  item: PendingItem,
): Promise<OrderLink | null> {
  const side = item.drafts.map(asReviewDraft).find((d) => d !== null)?.value.side;
  if (!side) return null;
  const copy = await readOfflineOrder(db, userId, item.orderCode);
  const arbpl = copy?.row?.ARBPL;
  return {
    page: side === 'Tl' ? OPERATOR_PAGE : LESSOR_PAGE,
    search: { order: item.orderCode, ...(arbpl ? { arbpl } : {}) },
  };
}

export async function readPendingView(
  db: PortalDatabase,
  userId: number,
): Promise<PendingItemView[]> {
  const [items, entries] = await Promise.all([
    readPendingChanges(db, userId, isUnsentChange),
    userEntries(db, userId),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  return Promise.all(
    items.map(async (item) => ({
      ...item,
      entry: item.entryId === null ? null : (byId.get(item.entryId) ?? null),
      link: item.state === 'unsent' ? await orderLink(db, userId, item) : null,
    })),
  );
}

/** Calls `onItems` with the panel's list now and after every change (any tab); answers stop. */
export function watchPendingView(
  db: PortalDatabase,
  userId: number,
  onItems: (items: PendingItemView[]) => void,
): () => void {
  const subscription = liveQuery(() => readPendingView(db, userId)).subscribe({
    next: onItems,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
