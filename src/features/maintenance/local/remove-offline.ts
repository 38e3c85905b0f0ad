/**
 * "Quitar copia sin conexión": deletes one order's offline copy and its stored files (photos,
 * attachments) in ONE transaction, refused while the device still holds changes to that order
 * that the server has not acknowledged (drafts or outbox entries of any state).
 */
import type { PortalDatabase } from '../../../offline/db';
import { orderRecordKey } from './offline-orders';

/** What the device holds for one order that the server has not received yet. */
export interface UnsentChanges {
  /** Outbox entries waiting, parked for attention or in conflict. */
  entries: number;
  /** Drafts: edits not queued yet, or queued and not acknowledged. */
  drafts: number;
}

export type RemoveOfflineOutcome = 'removed' | 'unsent';

/**
 * The removal rule: a copy goes only when nothing of the order is waiting to be sent, because the
 * copy is what the device shows (and resolves conflicts against) for those changes.
 */
export function removalOutcome(unsent: UnsentChanges): RemoveOfflineOutcome {
  return unsent.entries > 0 || unsent.drafts > 0 ? 'unsent' : 'removed';
}

/**
 * Removes the user's copy of `orderCode` with its files, or answers 'unsent' and changes nothing.
 * The check and the deletion share the transaction, so an edit saved meanwhile cannot be orphaned.
 * Removing an order that has no copy is not an error: the result is the same.
 */
export async function removeOfflineOrder(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
): Promise<RemoveOfflineOutcome> {
  const ofOrder = [userId, orderCode] as const;
  return db.transaction('rw', [db.orders, db.drafts, db.outbox, db.blobs], async () => {
    const outcome = removalOutcome({
      entries: await db.outbox.where('[userId+orderCode]').equals(ofOrder).count(),
      drafts: await db.drafts.where('[userId+orderCode]').equals(ofOrder).count(),
    });
    if (outcome === 'unsent') return outcome;
    await db.orders.delete(orderRecordKey(userId, orderCode));
    await db.blobs.where('[userId+orderCode]').equals(ofOrder).delete();
    return outcome;
  });
}
