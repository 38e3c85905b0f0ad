import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalDatabase } from './db';
import { saveEdit } from './outbox';
import { createSyncEngine } from './sync-engine';
import { showEngineStatus, syncViewStore, trackOutbox } from './sync-status';

let db: PortalDatabase;
const ok = { status: 200, body: { Result: true, Message: null } };

beforeEach(() => {
  db = new PortalDatabase(`test-status-${Math.random()}`);
});
afterEach(async () => {
  await db.delete();
});

describe('the sync view', () => {
  it('shows the last successful sync again after a reload, with the pending count', async () => {
    for (const n of [1, 2]) {
      await saveEdit(db, {
        userId: 7,
        orderCode: `A${n}`,
        mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n } },
        now: 0,
      });
    }
    let first = true;
    const engine = createSyncEngine({
      db,
      currentUser: () => 7,
      now: () => 5_000,
      locks: null,
      // The first entry is acknowledged, the second waits for the network.
      transport: async () => (first ? ((first = false), ok) : { status: null, body: null }),
    });
    await engine.drain();
    db.close();
    // A reload: a new page opens the same database with an empty view.
    const reopened = new PortalDatabase(db.name);
    const stop = trackOutbox(reopened, 7);
    try {
      await vi.waitFor(() =>
        expect(syncViewStore.get()).toMatchObject({ userId: 7, pending: 1, lastSuccessAt: 5_000 }),
      );
    } finally {
      stop();
      reopened.close();
    }
  });

  it('takes the bytes being sent from the engine', () => {
    showEngineStatus({
      running: true,
      pausedFor: null,
      lastSuccessAt: null,
      lastRunAt: 1,
      progress: { sent: 3_200_000, total: 12_000_000 },
    });
    expect(syncViewStore.get()).toMatchObject({
      running: true,
      progress: { sent: 3_200_000, total: 12_000_000 },
    });
  });
});
