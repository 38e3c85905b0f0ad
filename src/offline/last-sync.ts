/**
 * When the user's outbox last had an entry acknowledged by the server, kept per user in the
 * database so the sync status still shows it after a reload or in another tab.
 */
import { liveQuery } from 'dexie';
import type { PortalDatabase } from './db';

/** The meta key of a user's last successful sync (ms since epoch). */
export const lastSyncKey = (userId: number) => `${userId}:lastSyncAt`;

/** Records a successful sync. Call inside a transaction that includes db.meta, or alone. */
export async function recordLastSync(
  db: PortalDatabase,
  userId: number,
  at: number,
): Promise<void> {
  await db.meta.put({ key: lastSyncKey(userId), value: at });
}

export async function readLastSync(db: PortalDatabase, userId: number): Promise<number | null> {
  const row = await db.meta.get(lastSyncKey(userId));
  return typeof row?.value === 'number' ? row.value : null;
}

/** Calls `onTime` with the user's last sync now and after every change (any tab); answers stop. */
export function watchLastSync(
  db: PortalDatabase,
  userId: number,
  onTime: (at: number | null) => void,
): () => void {
  const subscription = liveQuery(() => readLastSync(db, userId)).subscribe({
    next: onTime,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
