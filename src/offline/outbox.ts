/**
 * Saving an offline edit: the draft and its outbox entry are written in ONE transaction, so a
 * crash or a closed tab can never keep one without the other; the UI says "saved" only after it.
 * Entries leave the outbox only when the server acknowledged them or the user discards them.
 */
import type { Draft, OutboxEntry, PortalDatabase, StoredBlob } from './db';

export interface Mutation {
  name: string;
  body: Record<string, unknown>;
}

export interface SaveEditInput {
  userId: number;
  orderCode: string;
  draft?: Omit<Draft, 'key' | 'userId' | 'orderCode' | 'updatedAt'>;
  mutation: Mutation;
  blobs?: Omit<StoredBlob, 'userId' | 'orderCode' | 'createdAt'>[];
  now: number;
  /** Makes the idempotency key; crypto.randomUUID in the app, deterministic in tests. */
  newKey?: () => string;
}

export const draftKey = (userId: number, orderCode: string, kind: string, targetId: string) =>
  `${userId}:${orderCode}:${kind}:${targetId}`;

/** Writes the draft, its blobs and its outbox entry atomically; answers the entry id. */
export async function saveEdit(db: PortalDatabase, input: SaveEditInput): Promise<number> {
  const { userId, orderCode, now } = input;
  const key = input.draft
    ? draftKey(userId, orderCode, input.draft.kind, input.draft.targetId)
    : undefined;
  return db.transaction('rw', [db.drafts, db.outbox, db.blobs], async () => {
    if (input.draft && key) {
      await db.drafts.put({ ...input.draft, key, userId, orderCode, updatedAt: now });
    }
    for (const blob of input.blobs ?? []) {
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
    };
    return (await db.outbox.add(entry)) as number;
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
  await db.outbox.update(id, { state: 'pending', nextAttemptAt: now, attempts: 0 });
}

/**
 * Removes an entry the user chose to discard, with the blobs only it needed. The draft stays:
 * it is what the device shows until the order is downloaded again.
 */
export async function discardEntry(db: PortalDatabase, id: number): Promise<void> {
  await db.transaction('rw', [db.outbox, db.blobs], async () => {
    const entry = await db.outbox.get(id);
    if (!entry) return;
    await db.outbox.delete(id);
    await removeUnusedBlobs(db, entry);
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
