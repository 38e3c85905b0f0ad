/**
 * The orders taken offline, per user: the details as the server sent them, the list row (for the
 * site position and the header) and the attachment list in the `orders` table, the photos as Blobs
 * in `blobs`. One order is written in ONE transaction, so a copy is either complete or absent.
 */
import * as v from 'valibot';
import type { CachedOrder, PortalDatabase, StoredBlob } from '../../../offline/db';
import {
  Attachment,
  OrderDetails,
  OrderRow,
  type Attachment as AttachmentValue,
  type OrderDetails as OrderDetailsValue,
  type OrderRow as OrderRowValue,
} from '../../../protocol/maintenance';
import { applyReviewChange, type ReviewChange } from '../../../protocol/maintenance-review';
import type { PhotoFile } from '../api/fetch-image-files';

/** What one offline copy holds, read back and validated. */
export interface OfflineOrder {
  orderCode: string;
  version: number;
  details: OrderDetailsValue;
  row: OrderRowValue | null;
  attachments: AttachmentValue[];
  fetchedAt: number;
}

/** The small facts the list shows per order. */
export interface OfflineOrderSummary {
  version: number;
  fetchedAt: number;
}

/** The order record: CachedOrder (detail holds the OrderDetails) plus this feature's fields. */
interface OfflineOrderRecord extends CachedOrder {
  row: OrderRowValue | null;
  attachments: AttachmentValue[];
}

/** The extra fields, validated when read. */
const StoredExtras = v.object({
  row: v.nullable(OrderRow),
  attachments: v.array(Attachment),
});

export const orderRecordKey = (userId: number, orderCode: string) => `${userId}:${orderCode}`;

/** Server photos are kept under their own prefix, apart from photos the device takes. */
export const photoBlobId = (userId: number, photoId: string) => `${userId}:photo:${photoId}`;

export interface SaveOfflineOrderInput {
  userId: number;
  details: OrderDetailsValue;
  row: OrderRowValue | null;
  attachments: AttachmentValue[];
  photos: PhotoFile[];
  now: number;
}

/** Stores (or refreshes) one order's copy and its photos atomically; stale photos are removed. */
export async function saveOfflineOrder(
  db: PortalDatabase,
  input: SaveOfflineOrderInput,
): Promise<void> {
  const { userId, details, now } = input;
  const orderCode = details.orderCode;
  const photoPrefix = photoBlobId(userId, '');
  const blobs: StoredBlob[] = input.photos.map((p) => ({
    id: photoBlobId(userId, p.Id),
    userId,
    orderCode,
    name: `${p.Id}.jpg`,
    type: p.blob.type || 'image/jpeg',
    size: p.blob.size,
    data: p.blob,
    createdAt: now,
  }));
  const keep = new Set(blobs.map((b) => b.id));
  const record: OfflineOrderRecord = {
    key: orderRecordKey(userId, orderCode),
    userId,
    orderCode,
    version: details.version,
    detail: details,
    fetchedAt: now,
    row: input.row,
    attachments: input.attachments,
  };
  await db.transaction('rw', [db.orders, db.blobs], async () => {
    await db.orders.put(record);
    const stale = await db.blobs
      .where('[userId+orderCode]')
      .equals([userId, orderCode])
      .filter((b) => b.id.startsWith(photoPrefix) && !keep.has(b.id))
      .primaryKeys();
    await db.blobs.bulkDelete(stale);
    await db.blobs.bulkPut(blobs);
  });
}

/** The user's copy of an order, or null when there is none or it no longer parses. */
export async function readOfflineOrder(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
): Promise<OfflineOrder | null> {
  const record = await db.orders.get(orderRecordKey(userId, orderCode));
  if (!record) return null;
  const details = v.safeParse(OrderDetails, record.detail);
  const extras = v.safeParse(StoredExtras, record);
  if (!details.success) return null;
  return {
    orderCode: record.orderCode,
    version: record.version,
    details: details.output,
    row: extras.success ? extras.output.row : null,
    attachments: extras.success ? extras.output.attachments : [],
    fetchedAt: record.fetchedAt,
  };
}

/** Version and age of every order the user has offline, by order code. */
export async function offlineOrderSummaries(
  db: PortalDatabase,
  userId: number,
): Promise<Map<string, OfflineOrderSummary>> {
  const summaries = new Map<string, OfflineOrderSummary>();
  await db.orders
    .where('userId')
    .equals(userId)
    .each((r) => summaries.set(r.orderCode, { version: r.version, fetchedAt: r.fetchedAt }));
  return summaries;
}

/** The stored photos among `photoIds`, by photo Id. */
export async function readPhotoBlobs(
  db: PortalDatabase,
  userId: number,
  photoIds: readonly string[],
): Promise<Map<string, Blob>> {
  const found = await db.blobs.bulkGet(photoIds.map((id) => photoBlobId(userId, id)));
  const photos = new Map<string, Blob>();
  found.forEach((blob, i) => {
    if (blob && blob.userId === userId) photos.set(photoIds[i]!, blob.data);
  });
  return photos;
}

/**
 * Refreshes the details of an order the user has offline from a whole order the server answered
 * (a review conflict's, or a review update's answer stored before answers became compact); the
 * photos and list row stay. Nothing happens when there is no copy or the copy is already newer.
 */
export async function refreshOfflineDetails(
  db: PortalDatabase,
  userId: number,
  details: OrderDetailsValue,
  now: number,
): Promise<boolean> {
  const key = orderRecordKey(userId, details.orderCode);
  return db.transaction('rw', db.orders, async () => {
    const record = await db.orders.get(key);
    if (!record || record.version > details.version) return false;
    await db.orders.update(key, { detail: details, version: details.version, fetchedAt: now });
    return true;
  });
}

/**
 * Patches the details of an order the user has offline with what a review update changed (its
 * rows, the order's review status and every row's lock), in one transaction; the photos and list
 * row stay. A copy at the version the update started from becomes current (version and age); an
 * older one takes the rows but keeps its version, so it still reads as behind the server until the
 * next download. Answers whether the copy changed (false with no copy, or one already as new).
 */
export async function patchOfflineDetails(
  db: PortalDatabase,
  userId: number,
  change: ReviewChange,
  now: number,
): Promise<boolean> {
  const key = orderRecordKey(userId, change.orderCode);
  return db.transaction('rw', db.orders, async () => {
    const record = await db.orders.get(key);
    if (!record || record.version >= change.version) return false;
    const stored = v.safeParse(OrderDetails, record.detail);
    if (!stored.success) return false;
    const details = applyReviewChange(stored.output, change);
    const current = details.version === change.version;
    await db.orders.update(key, {
      detail: details,
      ...(current && { version: details.version, fetchedAt: now }),
    });
    return true;
  });
}
