/**
 * Sending the queued review edits of one order together: before a review update is first sent,
 * the review updates queued right after it join it as one request (api/ResultsOrderMP with Edits),
 * in ONE transaction that also ends its joinable mark and hands it their drafts; they leave the
 * outbox.
 *
 * Nothing lost, nothing doubled: only entries saved joinable and never handed to a transport are
 * joined (the mark is cleared before the first send, in the same transaction as any join), and
 * the joined entry keeps the key of its first entry, which no server has seen yet. From the
 * moment an entry may have reached the server its key stands for one body for good (it is never
 * joined or changed again), so every retry is a replay the server answers without applying
 * anything. The server applies a request's edits all or none, so the joined entry is acknowledged,
 * retried or parked whole, exactly as one entry is.
 */
import {
  MAX_REVIEW_EDITS,
  editCount,
  isReviewUpdateBody,
  joinReviewUpdates,
} from '../protocol/maintenance-review';
import type { OutboxEntry, PortalDatabase } from './db';

/** The most JSON one joined request carries: well under the API's 1 MiB body limit. */
export const MAX_JOINED_CHARS = 256 * 1024;

/** A review update saved joinable that nothing was ever sent for, and that needs no file. */
function neverSentReview(entry: OutboxEntry): boolean {
  return (
    entry.joinable === true &&
    isReviewUpdateBody(entry.name, entry.body) &&
    !entry.blobIds?.length &&
    entry.draftKey === undefined
  );
}

/**
 * Prepares the first entry of an order's lane (same user, same order, oldest first) for sending
 * and answers the entry to send. A review update never sent takes in the review updates queued
 * right after it that are pending, due and never sent either (up to MAX_REVIEW_EDITS edits and
 * MAX_JOINED_CHARS), and stops being joinable; the joined entries leave the outbox and the lane.
 * Any other entry is answered as it is.
 */
export async function prepareForSend(
  db: PortalDatabase,
  lane: OutboxEntry[],
  now: number,
): Promise<OutboxEntry> {
  const head = lane[0];
  if (!head || !neverSentReview(head)) return head!;
  const prepared = await db.transaction('rw', [db.outbox, db.drafts], async () => {
    const first = await db.outbox.get(head.id!);
    if (!first || first.state !== 'pending' || !neverSentReview(first)) {
      return { entry: first ?? head, joined: [] };
    }
    const later = await db.outbox.bulkGet(lane.slice(1).map((e) => e.id!));
    const joined: OutboxEntry[] = [];
    let edits = editCount(first.body);
    let chars = JSON.stringify(first.body).length;
    for (const entry of later) {
      if (
        !entry ||
        entry.state !== 'pending' ||
        entry.nextAttemptAt > now ||
        !neverSentReview(entry) ||
        entry.body.Aufnr !== first.body.Aufnr
      ) {
        break;
      }
      edits += editCount(entry.body);
      chars += JSON.stringify(entry.body).length;
      if (edits > MAX_REVIEW_EDITS || chars > MAX_JOINED_CHARS) break;
      joined.push(entry);
    }
    const draftKeys = [...new Set([first, ...joined].flatMap((e) => e.draftKeys ?? []))];
    // Dexie deletes a property set to undefined: the entry is no longer joinable, for good.
    const joinedIds = [first, ...joined].flatMap((e, i) => [
      ...(i > 0 ? [e.id!] : []),
      ...(e.joinedIds ?? []),
    ]);
    const changes: Partial<OutboxEntry> = {
      joinable: undefined,
      ...(joined.length > 0 && {
        body: joinReviewUpdates([first, ...joined].map((e) => e.body)),
        joinedIds,
        ...(draftKeys.length > 0 && { draftKeys }),
      }),
    };
    await db.outbox.update(first.id!, changes);
    for (const entry of joined) {
      await db.drafts.where('queuedBy').equals(entry.id!).modify({ queuedBy: first.id! });
      await db.outbox.delete(entry.id!);
    }
    return { entry: { ...first, ...changes }, joined };
  });
  // The lane follows the outbox only once the transaction has committed.
  const gone = new Set(prepared.joined.map((e) => e.id));
  const kept = lane.slice(1).filter((e) => !gone.has(e.id));
  lane.splice(0, lane.length, prepared.entry, ...kept);
  return prepared.entry;
}
