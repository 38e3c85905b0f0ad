/**
 * The sync engine drains the outbox: one runner at a time across tabs (Web Locks), entries of one
 * order strictly in order, transient failures retried forever with backoff and jitter, a 401
 * pausing everything until the same user signs in again, and refusals parked for the user.
 */
import { backoffDelay, outcomeForStatus } from './backoff';
import type { OutboxEntry, PortalDatabase } from './db';
import { acknowledgeEntry, userEntries } from './outbox';

/** What sending one entry produced: an HTTP status and body, or no answer at all (null). */
export interface TransportAnswer {
  status: number | null;
  body: unknown;
}

/** Sends one entry with its Idempotency-Key; never throws (a network failure is status null). */
export type Transport = (entry: OutboxEntry, blobs: Map<string, Blob>) => Promise<TransportAnswer>;

export interface SyncEngineOptions {
  db: PortalDatabase;
  transport: Transport;
  /** The signed-in user, or null when nobody is (the engine then sends nothing). */
  currentUser: () => number | null;
  now?: () => number;
  random?: () => number;
  /** Web Locks when the browser has them; an in-page mutex otherwise. */
  locks?: Pick<LockManager, 'request'> | null;
  onChange?: () => void;
  /**
   * Called with the server's answer before an acknowledged entry leaves the outbox (e.g. to
   * refresh the offline copy from it). A failure here never keeps the entry: it was applied.
   */
  onAcknowledged?: (entry: OutboxEntry, body: unknown) => Promise<void>;
}

export interface SyncStatus {
  running: boolean;
  /** Paused by a 401 until the same user signs in again. */
  pausedFor: number | null;
  lastSuccessAt: number | null;
  lastRunAt: number | null;
}

const LOCK_NAME = 'portalpro-outbox';

function resultOf(body: unknown): { ok: boolean; message: string | null } {
  if (body && typeof body === 'object') {
    const b = body as { Result?: unknown; Message?: unknown };
    const message = typeof b.Message === 'string' ? b.Message : null;
    return { ok: b.Result !== false, message };
  }
  return { ok: true, message: null };
}

export function createSyncEngine(options: SyncEngineOptions) {
  const { db, transport } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const locks =
    options.locks === undefined
      ? typeof navigator !== 'undefined' && 'locks' in navigator
        ? navigator.locks
        : null
      : options.locks;
  const status: SyncStatus = {
    running: false,
    pausedFor: null,
    lastSuccessAt: null,
    lastRunAt: null,
  };
  let inPage: Promise<void> = Promise.resolve();

  const changed = () => options.onChange?.();

  /** Sends every due entry of the user once; answers whether anything is left to retry later. */
  async function drainOnce(userId: number): Promise<number | null> {
    const entries = await userEntries(db, userId);
    const blockedOrders = new Set<string>();
    let nextDue: number | null = null;
    for (const entry of entries) {
      if (status.pausedFor !== null) break;
      if (blockedOrders.has(entry.orderCode)) continue;
      if (entry.state !== 'pending') {
        // A parked entry holds back the later edits of its order: they may depend on it.
        blockedOrders.add(entry.orderCode);
        continue;
      }
      if (entry.nextAttemptAt > now()) {
        blockedOrders.add(entry.orderCode);
        nextDue = Math.min(nextDue ?? Infinity, entry.nextAttemptAt);
        continue;
      }
      const sent = await sendEntry(entry);
      if (sent !== 'done') blockedOrders.add(entry.orderCode);
      if (sent === 'retry') {
        const fresh = await db.outbox.get(entry.id!);
        if (fresh) nextDue = Math.min(nextDue ?? Infinity, fresh.nextAttemptAt);
      }
      changed();
    }
    return nextDue;
  }

  async function sendEntry(entry: OutboxEntry): Promise<'done' | 'retry' | 'parked' | 'paused'> {
    const blobs = new Map<string, Blob>();
    for (const id of entry.blobIds ?? []) {
      const stored = await db.blobs.get(id);
      if (!stored || stored.data.size !== stored.size) {
        await db.outbox.update(entry.id!, {
          state: 'attention',
          lastStatus: 0,
          lastMessage: 'missingBlob',
        });
        return 'parked';
      }
      blobs.set(id, stored.data);
    }
    const answer = await transport(entry, blobs);
    let outcome = outcomeForStatus(answer.status);
    const result = resultOf(answer.body);
    if (outcome === 'done' && !result.ok) outcome = 'attention';
    switch (outcome) {
      case 'done':
        try {
          await options.onAcknowledged?.(entry, answer.body);
        } catch {
          // The copy is refreshed on the next download; the entry must still leave the outbox.
        }
        await acknowledgeEntry(db, entry);
        status.lastSuccessAt = now();
        return 'done';
      case 'retry': {
        const attempts = entry.attempts + 1;
        await db.outbox.update(entry.id!, {
          attempts,
          nextAttemptAt: now() + backoffDelay(attempts, random()),
          ...(answer.status === null ? {} : { lastStatus: answer.status }),
        });
        return 'retry';
      }
      case 'pause':
        status.pausedFor = entry.userId;
        return 'paused';
      case 'conflict':
        await db.outbox.update(entry.id!, {
          state: 'conflict',
          lastStatus: 409,
          lastMessage: result.message ?? '',
          serverState: answer.body,
        });
        return 'parked';
      case 'attention':
        await db.outbox.update(entry.id!, {
          state: 'attention',
          lastStatus: answer.status ?? 0,
          lastMessage: result.message ?? '',
        });
        return 'parked';
    }
  }

  async function run(): Promise<number | null> {
    const userId = options.currentUser();
    if (userId === null || status.pausedFor === userId) return null;
    status.running = true;
    status.lastRunAt = now();
    changed();
    try {
      return await drainOnce(userId);
    } finally {
      status.running = false;
      changed();
    }
  }

  return {
    status: (): Readonly<SyncStatus> => ({ ...status }),

    /**
     * Drains the outbox once under the cross-tab lock; answers when the next retry is due (ms
     * since epoch) or null. A tab that finds the lock taken leaves the work to its holder.
     */
    async drain(): Promise<number | null> {
      if (locks) {
        return locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) =>
          lock ? run() : null,
        );
      }
      const previous = inPage;
      let release: () => void = () => undefined;
      inPage = new Promise<void>((r) => (release = r));
      await previous;
      try {
        return await run();
      } finally {
        release();
      }
    },

    /** The same user signed in again after a 401: sending resumes. */
    resume(userId: number): void {
      if (status.pausedFor === userId) status.pausedFor = null;
      changed();
    },
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
