/**
 * Following one queued outbox entry to its end: acknowledged by the server (it left the outbox)
 * or parked for the user. Lets a screen say "sent" only once the server has the change. An entry
 * joined into another before it was sent (review-batch.ts) is followed through the one it joined.
 */
import { liveQuery } from 'dexie';
import type { OutboxEntry, PortalDatabase } from './db';

/** What became of a queued entry: acknowledged (it left the outbox) or parked for the user. */
export type EntryOutcome = { state: 'done' } | { state: 'parked'; entry: OutboxEntry };

/** Calls `onOutcome` once, when the entry was acknowledged or parked; answers stop. */
export function followEntry(
  db: PortalDatabase,
  entryId: number,
  onOutcome: (outcome: EntryOutcome) => void,
): () => void {
  let settled = false;
  const subscription = liveQuery(
    async () =>
      (await db.outbox.get(entryId)) ??
      (await db.outbox.filter((e) => e.joinedIds?.includes(entryId) ?? false).first()),
  ).subscribe({
    next: (entry) => {
      if (settled) return;
      if (entry && entry.state === 'pending') return;
      settled = true;
      onOutcome(entry ? { state: 'parked', entry } : { state: 'done' });
      queueMicrotask(() => subscription.unsubscribe());
    },
  });
  return () => subscription.unsubscribe();
}
