/**
 * What the user sees of the sync: pending entries, drafts still to be sent, entries needing
 * attention, whether a run is sending (with the bytes of its files), when the last one succeeded
 * (kept across reloads). Fed by the outbox, the drafts and the last-sync record (live, any tab)
 * and by the engine.
 */
import { createStore } from '../lib/external-store';
import type { PortalDatabase } from './db';
import { watchLastSync } from './last-sync';
import { pendingTotals, watchPendingChanges, type UnsentDraftTest } from './pending-changes';
import type { SendProgress, SyncStatus } from './sync-engine';

export interface SyncView {
  userId: number | null;
  /** Entries waiting to be sent. */
  pending: number;
  /** Orders with changes saved on the device that no entry carries yet (not sent by the user). */
  unsent: number;
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
  unsent: 0,
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

/**
 * Keeps the view's counts and last sync time in step with the user's outbox and drafts; answers
 * stop. `isUnsentDraft` tells a draft that is still a change from one set back (see
 * pending-changes).
 */
export function trackOutbox(
  db: PortalDatabase,
  userId: number,
  isUnsentDraft?: UnsentDraftTest,
): () => void {
  syncViewStore.set((v) => (v.userId === userId ? v : { ...v, userId, lastSuccessAt: null }));
  const stopEntries = watchPendingChanges(
    db,
    userId,
    (items) => {
      const totals = pendingTotals(items);
      syncViewStore.set((v) => ({
        ...v,
        userId,
        pending: totals.waiting,
        unsent: totals.unsent,
        attention: totals.attention,
      }));
    },
    isUnsentDraft,
  );
  const stopLastSync = watchLastSync(db, userId, (lastSuccessAt) =>
    syncViewStore.set((v) => (v.lastSuccessAt === lastSuccessAt ? v : { ...v, lastSuccessAt })),
  );
  return () => {
    stopEntries();
    stopLastSync();
  };
}
