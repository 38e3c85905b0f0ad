/**
 * Starts the one sync engine of the app once a user is signed in: the scheduler runs it at start,
 * on network return, focus and the service worker's wake; a sign-in resumes it after a 401; an
 * acknowledged review, attachment or photo refreshes the order's offline copy and what is on screen.
 */
import { sessionController } from '../lib/session/session-controller';
import { onAttachmentAcknowledged } from '../features/maintenance/local/attachment-ack';
import { onPhotoAcknowledged } from '../features/maintenance/local/photo-store';
import { isUnsentChange } from '../features/maintenance/review/review-draft';
import { onReviewAcknowledged } from '../features/maintenance/review/review-store';
import { queryClient } from '../lib/query-client';
import { offlineDatabase } from '../offline/db';
import { httpTransport } from '../offline/http-transport';
import { createSyncEngine, type SyncEngine } from '../offline/sync-engine';
import { startSyncScheduler, SYNC_WAKE_EVENT } from '../offline/sync-scheduler';
import { showEngineStatus, trackOutbox } from '../offline/sync-status';

let engine: SyncEngine | null = null;
let started = false;
let kick: () => void = () => undefined;

const currentUser = () => sessionController.store.get().session?.User.Id ?? null;

function ensureEngine(): SyncEngine {
  if (engine) return engine;
  const db = offlineDatabase();
  const created = createSyncEngine({
    db,
    transport: httpTransport,
    currentUser,
    onChange: () => showEngineStatus(created.status()),
    onAcknowledged: async (entry, body) => {
      // Each handler ignores the entries that are not its own (review, attachment, photo).
      await onReviewAcknowledged(db, entry, body, Date.now());
      await onAttachmentAcknowledged(db, entry, body, Date.now());
      await onPhotoAcknowledged(db, entry, body, Date.now());
      void queryClient.invalidateQueries({ queryKey: ['maintenance', 'detail', entry.userId] });
      void queryClient.invalidateQueries({
        queryKey: ['maintenance', 'attachments', entry.orderCode],
      });
    },
  });
  engine = created;
  kick = startSyncScheduler(created).kick;
  return created;
}

/** Wires the sync engine to the session; once per app (later calls do nothing). */
export function startSync(): void {
  if (started) return;
  started = true;
  let signedIn: number | null = null;
  let stopTracking: () => void = () => undefined;
  const onSession = () => {
    const user = currentUser();
    if (user === signedIn) return;
    signedIn = user;
    stopTracking();
    stopTracking = () => undefined;
    if (user === null) return;
    const running = ensureEngine();
    running.resume(user);
    stopTracking = trackOutbox(offlineDatabase(), user, isUnsentChange);
    kick();
  };
  sessionController.store.subscribe(onSession);
  onSession();
  // The service worker's background sync wakes the pages; the scheduler listens for this event.
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'SYNC_WAKE') window.dispatchEvent(new Event(SYNC_WAKE_EVENT));
  });
}
