/**
 * What the user sees of the sync: pending entries, entries needing attention, whether a run is
 * sending, when the last one succeeded. Fed by the outbox (live, any tab) and the engine.
 */
import { liveQuery } from 'dexie';
import { createStore } from '../lib/external-store';
import type { OutboxEntry, PortalDatabase } from './db';
import { userEntries } from './outbox';
import type { SyncStatus } from './sync-engine';

export interface SyncView {
  userId: number | null;
  pending: number;
  /** Parked entries: refused (attention) or in conflict. */
  attention: number;
  running: boolean;
  pausedFor: number | null;
  lastSuccessAt: number | null;
}

export const syncViewStore = createStore<SyncView>({
  userId: null,
  pending: 0,
  attention: 0,
  running: false,
  pausedFor: null,
  lastSuccessAt: null,
});

/** Takes the engine's status into the view. */
export function showEngineStatus(status: Readonly<SyncStatus>): void {
  syncViewStore.set((v) =>
    v.running === status.running &&
    v.pausedFor === status.pausedFor &&
    v.lastSuccessAt === status.lastSuccessAt
      ? v
      : {
          ...v,
          running: status.running,
          pausedFor: status.pausedFor,
          lastSuccessAt: status.lastSuccessAt,
        },
  );
}

/** Calls `onEntries` with the user's outbox now and after every change; answers stop. */
export function watchOutbox(
  db: PortalDatabase,
  userId: number,
  onEntries: (entries: OutboxEntry[]) => void,
): () => void {
  const subscription = liveQuery(() => userEntries(db, userId)).subscribe({
    next: onEntries,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

/** Keeps the view's counts in step with the user's outbox; answers stop. */
export function trackOutbox(db: PortalDatabase, userId: number): () => void {
  return watchOutbox(db, userId, (entries) => {
    const pending = entries.filter((e) => e.state === 'pending').length;
    const attention = entries.length - pending;
    syncViewStore.set((v) => ({ ...v, userId, pending, attention }));
  });
}
