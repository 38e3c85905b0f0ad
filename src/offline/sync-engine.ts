/**
 * The sync engine drains the outbox: one runner at a time across tabs (Web Locks), entries of one
 * order strictly in order while a few orders are sent side by side, transient failures retried
 * forever with backoff and jitter, a 401 pausing everything until the same user signs in again,
 * and refusals parked for the user. A missing or damaged file parks its entry before anything of
 * it is sent. An upload refused for the user's quota is parked too, and sent again by itself later.
 * Review updates of one order waiting together go as one request (review-batch.ts).
 */
import { backoffDelay, outcomeForAnswer, quotaRetryDelay } from './backoff';
import { checkStoredBlob } from './blob-integrity';
import type { OutboxEntry, ParkReason, PortalDatabase } from './db';
import { acknowledgeEntry, userEntries } from './outbox';
import { prepareForSend } from './review-batch';
import type { FileInfo, Transport, TransportAnswer } from './transport';
import { blobRefs } from './upload-transport';

export type { FileInfo, SendContext, Transport, TransportAnswer } from './transport';

/** How many orders are sent side by side (each still strictly in order). */
export const SEND_CONCURRENCY = 4;

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
  /** Orders sent side by side; SEND_CONCURRENCY unless given. */
  concurrency?: number;
}

/** Bytes sent of the files of the entries being sent now. */
export interface SendProgress {
  sent: number;
  total: number;
}

export interface SyncStatus {
  running: boolean;
  /** Paused by a 401 until the same user signs in again. */
  pausedFor: number | null;
  lastSuccessAt: number | null;
  lastRunAt: number | null;
  /** Files being sent now (null when none): what the status shows as "3.2 of 12 MB". */
  progress: SendProgress | null;
}

/** The Web Lock a drain holds, so one tab at a time sends the outbox. */
export const OUTBOX_LOCK_NAME = 'portalpro-outbox';

/**
 * A parked entry the engine sends again by itself once due: its upload was refused while the
 * user's unfinished uploads on the server filled their quota, which passes as they finish or
 * expire. It stays in the attention list meanwhile, so the user knows and may retry sooner.
 */
const retriesByItself = (entry: OutboxEntry): boolean =>
  entry.state === 'attention' && entry.parkReason === 'uploadQuota';

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
    progress: null,
  };
  const concurrency = Math.max(1, options.concurrency ?? SEND_CONCURRENCY);
  const sending = new Map<number, SendProgress>();
  let inPage: Promise<void> = Promise.resolve();

  const changed = () => options.onChange?.();

  function showProgress(): void {
    let sent = 0;
    let total = 0;
    for (const p of sending.values()) {
      sent += p.sent;
      total += p.total;
    }
    status.progress = total > 0 ? { sent, total } : null;
    changed();
  }

  /**
   * Sends every due entry of the user once; answers when the next retry is due, or null. Each
   * order is a lane sent strictly in order; up to `concurrency` lanes are sent side by side, the
   * lane whose next entry is oldest first, so the oldest changes go out first.
   */
  async function drainOnce(userId: number): Promise<number | null> {
    const lanes = new Map<string, OutboxEntry[]>();
    for (const entry of await userEntries(db, userId)) {
      const lane = lanes.get(entry.orderCode);
      if (lane) lane.push(entry);
      else lanes.set(entry.orderCode, [entry]);
    }
    let nextDue: number | null = null;
    const due = (at: number) => {
      nextDue = Math.min(nextDue ?? Infinity, at);
    };
    const busy = new Set<OutboxEntry[]>();
    // The first send goes alone: an expired session (401) or a dead network then costs one
    // request, not one per order. Once it is answered, the other orders follow side by side.
    let probing = true;
    let failure: { error: unknown } | null = null;

    /** The lane not being sent whose next entry is the oldest, or null. */
    const nextLane = (): OutboxEntry[] | null => {
      let best: OutboxEntry[] | null = null;
      for (const lane of lanes.values()) {
        if (busy.has(lane) || lane.length === 0) continue;
        if (!best || lane[0]!.id! < best[0]!.id!) best = lane;
      }
      return best;
    };

    return new Promise<number | null>((resolve, reject) => {
      const fill = (): void => {
        while (!failure && busy.size < (probing ? 1 : concurrency)) {
          const lane = nextLane();
          if (!lane) break;
          const entry = lane[0]!;
          // A parked entry holds back the later edits of its order: they may depend on it.
          const waiting = entry.state === 'pending' || retriesByItself(entry);
          if (status.pausedFor !== null || !waiting) {
            lane.length = 0;
            continue;
          }
          if (entry.nextAttemptAt > now()) {
            due(entry.nextAttemptAt);
            lane.length = 0;
            continue;
          }
          busy.add(lane);
          void send(lane, entry).then(
            () => settle(lane),
            (error: unknown) => {
              failure ??= { error };
              settle(lane);
            },
          );
        }
        if (busy.size > 0) return;
        // Every send has settled before the run ends (and the cross-tab lock is released).
        if (failure) reject(failure.error);
        else resolve(nextDue);
      };
      const settle = (lane: OutboxEntry[]) => {
        busy.delete(lane);
        probing = false;
        fill();
      };
      fill();
    });

    async function send(lane: OutboxEntry[], entry: OutboxEntry): Promise<void> {
      if (entry.state !== 'pending') {
        // Due again after a quota refusal: it is being sent, and the next answer decides anew.
        await db.outbox.update(entry.id!, { state: 'pending', parkReason: undefined });
        changed();
      }
      const before = lane.length;
      // The order's review updates queued behind a never-sent one go with it (review-batch.ts).
      const next = await prepareForSend(db, lane, now());
      if (lane.length < before) changed();
      const sent = await sendEntry(next);
      if (sent === 'retry' || sent === 'parked') {
        const fresh = await db.outbox.get(next.id!);
        if (fresh && (sent === 'retry' || retriesByItself(fresh))) due(fresh.nextAttemptAt);
      }
      changed();
      if (sent === 'done') lane.shift();
      else lane.length = 0;
    }
  }

  async function park(
    entry: OutboxEntry,
    changes: { lastStatus: number; lastMessage: string; parkReason?: ParkReason },
  ): Promise<'parked'> {
    await db.outbox.update(entry.id!, {
      state: 'attention',
      parkReason: changes.parkReason,
      lastStatus: changes.lastStatus,
      lastMessage: changes.lastMessage,
    });
    return 'parked';
  }

  /** The entry's files, checked; or why one of them cannot be sent. */
  async function loadFiles(
    entry: OutboxEntry,
  ): Promise<{ blobs: Map<string, Blob>; files: Map<string, FileInfo> } | ParkReason> {
    const refs = blobRefs(entry.body);
    const ids = new Set([...(entry.blobIds ?? []), ...refs.inline, ...refs.uploads]);
    const blobs = new Map<string, Blob>();
    const files = new Map<string, FileInfo>();
    for (const id of ids) {
      const stored = await db.blobs.get(id);
      const check = await checkStoredBlob(stored);
      if (!check.ok || !stored) return check.ok ? 'missingBlob' : check.reason;
      blobs.set(id, stored.data);
      files.set(id, { type: stored.type, ...(check.sha256 ? { sha256: check.sha256 } : {}) });
    }
    return { blobs, files };
  }

  async function sendEntry(entry: OutboxEntry): Promise<'done' | 'retry' | 'parked' | 'paused'> {
    const loaded = await loadFiles(entry);
    if (typeof loaded === 'string') {
      // Nothing of the entry is sent: the user re-attaches the file or discards the change.
      return park(entry, { lastStatus: 0, lastMessage: loaded, parkReason: loaded });
    }
    const id = entry.id!;
    let answer: TransportAnswer;
    try {
      answer = await transport(entry, loaded.blobs, {
        files: loaded.files,
        onProgress: (sent, total) => {
          sending.set(id, { sent, total });
          showProgress();
        },
      });
    } finally {
      if (sending.delete(id)) showProgress();
    }
    const result = resultOf(answer.body);
    if (answer.stage === 'uploadQuota') {
      // Nothing of the entry is lost (its file and drafts stay); it is shown for attention and
      // sent again at nextAttemptAt, each refusal waiting longer.
      const attempts = entry.attempts + 1;
      await db.outbox.update(id, {
        state: 'attention',
        parkReason: 'uploadQuota',
        attempts,
        nextAttemptAt: now() + quotaRetryDelay(attempts, random()),
        lastStatus: answer.status ?? 0,
        lastMessage: result.message ?? '',
      });
      return 'parked';
    }
    let outcome = outcomeForAnswer(answer.status, result.message);
    if (outcome === 'done' && !result.ok) outcome = 'attention';
    // A 409 of an upload is about the file (another size or digest under its id), not a conflict
    // of the order's values: there is nothing to choose between, so it needs attention.
    if (answer.stage === 'upload' && outcome === 'conflict') outcome = 'attention';
    switch (outcome) {
      case 'done':
        try {
          await options.onAcknowledged?.(entry, answer.body);
        } catch {
          // The copy is refreshed on the next download; the entry must still leave the outbox.
        }
        status.lastSuccessAt = now();
        await acknowledgeEntry(db, entry, status.lastSuccessAt);
        return 'done';
      case 'retry': {
        const attempts = entry.attempts + 1;
        await db.outbox.update(id, {
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
        await db.outbox.update(id, {
          state: 'conflict',
          parkReason: undefined,
          lastStatus: 409,
          lastMessage: result.message ?? '',
          serverState: answer.body,
        });
        return 'parked';
      case 'attention':
        return park(entry, {
          lastStatus: answer.status ?? 0,
          lastMessage: result.message ?? '',
          ...(answer.stage === 'upload' ? { parkReason: 'upload' as const } : {}),
        });
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
        return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) =>
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
