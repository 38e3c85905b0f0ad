/**
 * Saving an offline edit: the draft and its outbox entry are written in ONE transaction, so a
 * crash or a closed tab can never keep one without the other; the UI says "saved" only after it.
 * Entries leave the outbox only when the server acknowledged them or the user discards them.
 */
import { isReviewUpdateBody } from '../protocol/maintenance-review';
import { blobSha256 } from './blob-integrity';
import type { Draft, OutboxEntry, PortalDatabase, StoredBlob } from './db';
import { draftKey, dropDraftsQueuedBy, unmarkDraftsQueuedBy } from './drafts';
import { recordLastSync } from './last-sync';

export { draftKey };

export interface Mutation {
  name: string;
  body: Record<string, unknown>;
}

export interface SaveEditInput {
  userId: number;
  orderCode: string;
  draft?: Omit<Draft, 'key' | 'userId' | 'orderCode' | 'updatedAt'>;
  mutation: Mutation;
  /** Files the entry needs; the body names each as { $upload: id } or { $blob: id }. */
  blobs?: Omit<StoredBlob, 'userId' | 'orderCode' | 'createdAt'>[];
  now: number;
  /** Makes the idempotency key; crypto.randomUUID in the app, deterministic in tests. */
  newKey?: () => string;
  /**
   * Drafts already on the device that this entry carries (a whole order review): marked "queued"
   * by the entry in the same transaction; the acknowledgement drops those not edited since.
   */
  queueDrafts?: readonly string[];
}

/** A new review update needing no file may be joined by later ones of its order (review-batch.ts). */
function joinableIf(name: string, body: Record<string, unknown>, files: number) {
  return isReviewUpdateBody(name, body) && files === 0 ? { joinable: true as const } : {};
}

/** The files with their SHA-256 (taken before the transaction: hashing is not IndexedDB work). */
async function withDigests(blobs: SaveEditInput['blobs']): Promise<SaveEditInput['blobs']> {
  if (!blobs) return blobs;
  return Promise.all(
    blobs.map(async (blob) => {
      if (blob.sha256) return blob;
      const sha256 = await blobSha256(blob.data).catch(() => undefined);
      return sha256 ? { ...blob, sha256 } : blob;
    }),
  );
}

/**
 * Writes the draft, its blobs and its outbox entry atomically; answers the entry id. A draft saved
 * with its entry is carried by it: the acknowledgement drops it unless it was edited since.
 */
export async function saveEdit(db: PortalDatabase, input: SaveEditInput): Promise<number> {
  const { userId, orderCode, now } = input;
  const key = input.draft
    ? draftKey(userId, orderCode, input.draft.kind, input.draft.targetId)
    : undefined;
  const queued = [...(input.queueDrafts ?? [])];
  const blobs = await withDigests(input.blobs);
  return db.transaction('rw', [db.drafts, db.outbox, db.blobs], async () => {
    for (const blob of blobs ?? []) {
      await db.blobs.put({ ...blob, userId, orderCode, createdAt: now });
    }
    const entry: OutboxEntry = {
      userId,
      orderCode,
      name: input.mutation.name,
      body: input.mutation.body,
      idempotencyKey: (input.newKey ?? (() => crypto.randomUUID()))(),
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      state: 'pending',
      ...(input.blobs?.length ? { blobIds: input.blobs.map((b) => b.id) } : {}),
      ...(key ? { draftKey: key } : {}),
      ...(queued.length ? { draftKeys: queued } : {}),
      ...joinableIf(input.mutation.name, input.mutation.body, input.blobs?.length ?? 0),
    };
    const id = (await db.outbox.add(entry)) as number;
    if (input.draft && key) {
      await db.drafts.put({ ...input.draft, key, userId, orderCode, updatedAt: now, queuedBy: id });
    }
    if (queued.length) {
      const found = await db.drafts.bulkGet(queued);
      if (found.some((d) => !d || d.userId !== userId)) throw new Error('draft not found');
      await db.drafts.bulkUpdate(queued.map((k) => ({ key: k, changes: { queuedBy: id } })));
    }
    return id;
  });
}

/** The user's entries in the order they were made. */
export async function userEntries(db: PortalDatabase, userId: number): Promise<OutboxEntry[]> {
  return db.outbox.where('userId').equals(userId).sortBy('id');
}

export interface OutboxSummary {
  pending: number;
  attention: number;
  conflicts: number;
}

export async function outboxSummary(db: PortalDatabase, userId: number): Promise<OutboxSummary> {
  const entries = await userEntries(db, userId);
  return {
    pending: entries.filter((e) => e.state === 'pending').length,
    attention: entries.filter((e) => e.state === 'attention').length,
    conflicts: entries.filter((e) => e.state === 'conflict').length,
  };
}

/** Sends a parked entry again (after the user fixed what the server refused). */
export async function retryEntry(db: PortalDatabase, id: number, now: number): Promise<void> {
  // The reason it was parked goes with it: the next answer decides anew.
  await db.outbox.update(id, {
    state: 'pending',
    nextAttemptAt: now,
    attempts: 0,
    parkReason: undefined,
  });
}

/**
 * Removes an entry the user chose to discard, with the blobs only it needed. The drafts stay (no
 * longer marked queued): they are what the device shows, to fix and send again or to clear.
 * With `dropDrafts`, the drafts it carried go too (the user kept the server's values).
 */
export async function discardEntry(
  db: PortalDatabase,
  id: number,
  options: { dropDrafts?: boolean } = {},
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.blobs, db.drafts], async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await db.outbox.delete(id);
    await removeUnusedBlobs(db, entry);
    if (options.dropDrafts) {
      await db.drafts.bulkDelete([
        ...(entry.draftKeys ?? []),
        ...(entry.draftKey ? [entry.draftKey] : []),
      ]);
    } else await unmarkDraftsQueuedBy(db, id);
  });
}

export interface ReplaceEntryInput {
  /** The new body (e.g. a conflict resolved: Base now the server's values). */
  body: Record<string, unknown>;
  /** The drafts the new entry carries; drafts the old one carried and these do not are deleted. */
  draftKeys: readonly string[];
  /** Draft changes to apply in the same transaction (a new base after "keep mine"). */
  draftChanges?: readonly { key: string; changes: Partial<Pick<Draft, 'value' | 'baseVersion'>> }[];
  now: number;
  newKey?: () => string;
}

/**
 * Replaces a parked entry by a new one with a new idempotency key (the body changed, so the old
 * key must not be replayed), in ONE transaction with its drafts' changes; answers the new id.
 */
export async function replaceEntry(
  db: PortalDatabase,
  id: number,
  input: ReplaceEntryInput,
): Promise<number> {
  return db.transaction('rw', [db.outbox, db.drafts], async () => {
    const old = await db.outbox.get(id);
    if (!old) throw new Error(`outbox entry ${id} not found`);
    const keep = new Set(input.draftKeys);
    await db.drafts.bulkDelete((old.draftKeys ?? []).filter((k) => !keep.has(k)));
    for (const change of input.draftChanges ?? []) {
      await db.drafts.update(change.key, { ...change.changes, updatedAt: input.now });
    }
    await db.outbox.delete(id);
    const entry: OutboxEntry = {
      userId: old.userId,
      orderCode: old.orderCode,
      name: old.name,
      body: input.body,
      idempotencyKey: (input.newKey ?? (() => crypto.randomUUID()))(),
      createdAt: input.now,
      attempts: 0,
      nextAttemptAt: input.now,
      state: 'pending',
      ...(old.blobIds ? { blobIds: old.blobIds } : {}),
      draftKeys: [...input.draftKeys],
      // A new key no server has seen: later review updates may join it again.
      ...joinableIf(old.name, input.body, old.blobIds?.length ?? 0),
    };
    const newId = (await db.outbox.add(entry)) as number;
    await db.drafts.bulkUpdate(
      input.draftKeys.map((k) => ({ key: k, changes: { queuedBy: newId } })),
    );
    return newId;
  });
}

/**
 * The server acknowledged the entry: it leaves the outbox with the blobs only it needed and the
 * drafts it still carries, and the user's last successful sync becomes `now`, in one transaction.
 */
export async function acknowledgeEntry(
  db: PortalDatabase,
  entry: OutboxEntry,
  now: number = Date.now(),
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.blobs, db.drafts, db.meta], async () => {
    await db.outbox.delete(entry.id!);
    await removeUnusedBlobs(db, entry);
    await dropDraftsQueuedBy(db, entry.id!);
    await recordLastSync(db, entry.userId, now);
  });
}

/** Deletes the entry's blobs that no other entry still needs. Call inside a transaction. */
export async function removeUnusedBlobs(db: PortalDatabase, entry: OutboxEntry): Promise<void> {
  for (const blobId of entry.blobIds ?? []) {
    const stillNeeded = await db.outbox
      .where('userId')
      .equals(entry.userId)
      .filter((e) => e.id !== entry.id && (e.blobIds ?? []).includes(blobId))
      .count();
    if (stillNeeded === 0) await db.blobs.delete(blobId);
  }
}
