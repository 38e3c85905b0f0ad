/**
 * The one IndexedDB database of the portal (Dexie): orders taken offline, drafts per group /
 * antenna / inventory / attachment, the outbox of mutations waiting for the server, and blobs.
 * Everything is kept per user; signing out never clears it (see lib/storage-keys.ts).
 */
import Dexie, { type EntityTable } from 'dexie';
import { OFFLINE_DATABASE_NAME } from '../lib/storage-keys';

/** An order downloaded for offline work, as the server sent it, with the version it had. */
export interface CachedOrder {
  /** `${userId}:${orderCode}` */
  key: string;
  userId: number;
  orderCode: string;
  /** The server's version of the order this copy reflects. */
  version: number;
  /** The order details exactly as received (validated by the protocol schema when read). */
  detail: unknown;
  /** When it was downloaded (ms since epoch), to show how old the offline copy is. */
  fetchedAt: number;
  /** The order's list row as received (site position, status text), validated when read. */
  row?: unknown;
  /** The order's attachment list as received, validated when read. */
  attachments?: unknown;
}

export type DraftKind = 'group' | 'antenna' | 'inventory' | 'attachment' | 'photo';

/** The device's latest value for one reviewable part of an order. */
export interface Draft {
  /** `${userId}:${orderCode}:${kind}:${targetId}` */
  key: string;
  userId: number;
  orderCode: string;
  kind: DraftKind;
  targetId: string;
  /** The order version the edit was based on: the server detects conflicts with it. */
  baseVersion: number;
  value: unknown;
  updatedAt: number;
  /**
   * The outbox entry that carries this draft's value, while it waits for the server. Editing the
   * draft again clears it; an acknowledged entry drops only the drafts it still carries.
   */
  queuedBy?: number;
}

export type OutboxState = 'pending' | 'attention' | 'conflict';

/**
 * Why a parked entry was refused on the device itself (its file is gone or changed), that the
 * server refused the file's upload rather than the write, or that it refused to start the upload
 * while the user's unfinished uploads fill their quota ('uploadQuota': the one reason the engine
 * sends the entry again by itself, at nextAttemptAt). The attention view words each its way.
 */
export type ParkReason = 'missingBlob' | 'corruptBlob' | 'upload' | 'uploadQuota';

/** One mutation waiting for the server. Deleted only after the server acknowledged it. */
export interface OutboxEntry {
  /** Auto-increment: the global order in which the user made the changes. */
  id?: number;
  userId: number;
  /** Entries of one order are sent strictly in order; other orders do not wait for it. */
  orderCode: string;
  /** api/<name> and the body to send (with ActionId). */
  name: string;
  body: Record<string, unknown>;
  /** Sent as the Idempotency-Key header: a replay is answered, not applied, by the server. */
  idempotencyKey: string;
  createdAt: number;
  attempts: number;
  /** Not sent before this time (backoff after a transient failure, or a quota refusal's wait). */
  nextAttemptAt: number;
  state: OutboxState;
  /** The server's message (attention) or state (conflict) for the user to act on. */
  lastStatus?: number;
  lastMessage?: string;
  /** Set when the refusal concerns the entry's files rather than the write itself. */
  parkReason?: ParkReason;
  serverState?: unknown;
  /** Blobs the entry needs (photos, attachments): a missing one blocks the entry. */
  blobIds?: string[];
  /** The draft this entry carries, when there is one. */
  draftKey?: string;
  /** The drafts one entry carries together (a whole order review), when there are several. */
  draftKeys?: string[];
  /**
   * A review update nothing was ever sent for: the review updates queued after it for its order may
   * still join it (review-batch.ts). Cleared before it is first handed to a transport, as from then
   * on it may be on the server under its key; an entry saved without it is never joined.
   */
  joinable?: true;
  /** The entries joined into this one (review-batch.ts): following one of them follows this one. */
  joinedIds?: number[];
}

/** A photo or attachment file kept on the device until its entry is sent. */
export interface StoredBlob {
  id: string;
  userId: number;
  orderCode: string;
  name: string;
  type: string;
  size: number;
  /** Lower-case hex SHA-256 of the file when it was saved (when the browser can compute it). */
  sha256?: string;
  data: Blob;
  createdAt: number;
}

/** A small value kept per user across reloads (e.g. when the last sync succeeded). */
export interface MetaValue {
  /** `${userId}:${name}` */
  key: string;
  value: unknown;
}

export class PortalDatabase extends Dexie {
  orders!: EntityTable<CachedOrder, 'key'>;
  drafts!: EntityTable<Draft, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  blobs!: EntityTable<StoredBlob, 'id'>;
  meta!: EntityTable<MetaValue, 'key'>;

  constructor(name = OFFLINE_DATABASE_NAME) {
    super(name);
    this.version(1).stores({
      orders: 'key, userId, [userId+orderCode]',
      drafts: 'key, userId, [userId+orderCode]',
      outbox: '++id, userId, [userId+orderCode], idempotencyKey',
      blobs: 'id, userId, [userId+orderCode]',
    });
    // 2: per-user values that survive a reload, and drafts found by the entry that carries them.
    this.version(2).stores({
      drafts: 'key, userId, [userId+orderCode], queuedBy',
      meta: 'key',
    });
  }
}

let shared: PortalDatabase | null = null;

/** The app's database, opened on first use (never on the sign-in page). */
export function offlineDatabase(): PortalDatabase {
  shared ??= new PortalDatabase();
  return shared;
}
