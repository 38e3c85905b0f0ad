/**
 * What the user sees of the sync: pending entries, entries needing attention, whether a run is
 * sending (with the bytes of its files), when the last one succeeded (kept across reloads). Fed by
 * the outbox and the last-sync record (live, any tab) and by the engine.
 */
import { liveQuery } from 'dexie';
import { createStore } from '../lib/external-store';
import type { OutboxEntry, PortalDatabase } from './db';
import { watchLastSync } from './last-sync';
import { userEntries } from './outbox';
import type { SendProgress, SyncStatus } from './sync-engine';

export interface SyncView {
  userId: number | null;
  pending: number;
  /** Parked entries: refused (attention) or in conflict. */
  attention: number;
  running: boolean;
  pausedFor: number | null;
  lastSuccessAt: number | null;
  /** Bytes of files sent so far of those being sent now; null when no file is on its way. */
  progress: SendProgress | null;
}

export const syncViewStore = createStore<SyncView>({
  userId: null,
  pending: 0,
  attention: 0,
  running: false,
  pausedFor: null,
  lastSuccessAt: null,
  progress: null,
});

const sameProgress = (a: SendProgress | null, b: SendProgress | null) =>
  a === b || (a !== null && b !== null && a.sent === b.sent && a.total === b.total);

/** Takes the engine's status into the view (the last sync time comes from the database). */
export function showEngineStatus(status: Readonly<SyncStatus>): void {
  syncViewStore.set((v) =>
    v.running === status.running &&
    v.pausedFor === status.pausedFor &&
    sameProgress(v.progress, status.progress)
      ? v
      : {
          ...v,
          running: status.running,
          pausedFor: status.pausedFor,
          progress: status.progress,
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

/** Keeps the view's counts and last sync time in step with the user's outbox; answers stop. */
export function trackOutbox(db: PortalDatabase, userId: number): () => void {
  syncViewStore.set((v) => (v.userId === userId ? v : { ...v, userId, lastSuccessAt: null }));
  const stopEntries = watchOutbox(db, userId, (entries) => {
    const pending = entries.filter((e) => e.state === 'pending').length;
    const attention = entries.length - pending;
    syncViewStore.set((v) => ({ ...v, userId, pending, attention }));
  });
  const stopLastSync = watchLastSync(db, userId, (lastSuccessAt) =>
    syncViewStore.set((v) => (v.lastSuccessAt === lastSuccessAt ? v : { ...v, lastSuccessAt })),
  );
  return () => {
    stopEntries();
    stopLastSync();
  };
}
