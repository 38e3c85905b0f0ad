/**
 * Drafts: the device's latest value for one reviewable part of an order, per user, per order, per
 * row. A draft is written the moment the user edits (before the UI says "saved on this device"),
 * survives sign-out and session expiry, and is dropped only when the server acknowledged the
 * outbox entry that carried it, or when the user chose the server's value in a conflict.
 */
import { liveQuery } from 'dexie';
import type { Draft, DraftKind, PortalDatabase } from './db';

/** The key of one draft: `${userId}:${orderCode}:${kind}:${targetId}`. */
export const draftKey = (userId: number, orderCode: string, kind: string, targetId: string) =>
  `${userId}:${orderCode}:${kind}:${targetId}`;

export interface SaveDraftInput {
  userId: number;
  orderCode: string;
  kind: DraftKind;
  targetId: string;
  /** The order version the value was edited on. */
  baseVersion: number;
  value: unknown;
  now: number;
}

/**
 * Writes (or overwrites) one draft; resolves once it is durable. Editing again clears the
 * "queued" mark: the queued entry carries the older value, so its acknowledgement must not drop
 * this newer one.
 */
export async function saveDraft(db: PortalDatabase, input: SaveDraftInput): Promise<Draft> {
  const { userId, orderCode, kind, targetId, baseVersion, value, now } = input;
  const draft: Draft = {
    key: draftKey(userId, orderCode, kind, targetId),
    userId,
    orderCode,
    kind,
    targetId,
    baseVersion,
    value,
    updatedAt: now,
  };
  await db.drafts.put(draft);
  return draft;
}

/** The user's drafts of one order, oldest edit first. */
export async function readDrafts(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
): Promise<Draft[]> {
  return db.drafts.where('[userId+orderCode]').equals([userId, orderCode]).sortBy('updatedAt');
}

/** Calls `onDrafts` with the order's drafts now and after every change (any tab); answers stop. */
export function watchDrafts(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
  onDrafts: (drafts: Draft[]) => void,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  const subscription = liveQuery(() => readDrafts(db, userId, orderCode)).subscribe({
    next: onDrafts,
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/**
 * Drops the drafts an acknowledged entry still carries (those not edited since it was queued).
 * Call inside a transaction that includes db.drafts.
 */
export async function dropDraftsQueuedBy(db: PortalDatabase, entryId: number): Promise<void> {
  const keys = await db.drafts.where('queuedBy').equals(entryId).primaryKeys();
  await db.drafts.bulkDelete(keys);
}

/** Clears the "queued" mark of the drafts an entry carried (the entry is gone, the drafts stay). */
export async function unmarkDraftsQueuedBy(db: PortalDatabase, entryId: number): Promise<void> {
  await db.drafts
    .where('queuedBy')
    .equals(entryId)
    .modify((d) => {
      delete d.queuedBy;
    });
}

/** A draft's new base, taken only if it is still the draft that was read (same updatedAt). */
export interface DraftRebase {
  key: string;
  updatedAt: number;
  value: unknown;
  baseVersion: number;
}

/**
 * Moves drafts onto the server's values after it acknowledged an earlier edit of their rows, in
 * one transaction: a draft no outbox entry carries, not edited since it was read, takes its new
 * value (the same edit on the new base) and base version; a draft edited meanwhile or queued again
 * keeps its own. Answers how many moved.
 */
export async function rebaseDrafts(
  db: PortalDatabase,
  rebases: readonly DraftRebase[],
): Promise<number> {
  if (rebases.length === 0) return 0;
  return db.transaction('rw', db.drafts, async () => {
    const found = await db.drafts.bulkGet(rebases.map((r) => r.key));
    let moved = 0;
    for (const [i, draft] of found.entries()) {
      const rebase = rebases[i]!;
      if (!draft || (draft.queuedBy ?? null) !== null || draft.updatedAt !== rebase.updatedAt)
        continue;
      await db.drafts.update(rebase.key, { value: rebase.value, baseVersion: rebase.baseVersion });
      moved++;
    }
    return moved;
  });
}
