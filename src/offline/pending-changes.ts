/**
 * What this device holds that the server does not have yet, item by item: every outbox entry
 * (waiting, refused or in conflict) and, per order, the drafts no entry carries (still to be sent).
 * The sync status counts these items and the sync panel lists them; neither may say "synced"
 * while one is left.
 */
import { liveQuery } from 'dexie';
import type { Draft, DraftKind, OutboxEntry, OutboxState, PortalDatabase, StoredBlob } from './db';

/** 'unsent': drafts the user still has to send (e.g. with "Actualizar orden"); else the entry's. */
export type PendingState = 'unsent' | OutboxState;

/** What changed, counted by part: 2 groups, 1 antenna, 1 photo... 'other' for a write of no part. */
export type PendingPart = DraftKind | 'other';
export type PartCounts = Partial<Record<PendingPart, number>>;

export interface PendingItem {
  /** Stable: `entry:<id>` or `unsent:<orderCode>`. */
  key: string;
  orderCode: string;
  state: PendingState;
  parts: PartCounts;
  /** When the oldest change of the item was made (ms since epoch). */
  since: number;
  /** Bytes of the files still to send; 0 when the item has none. */
  bytes: number;
  /** The outbox entry; null for unsent drafts. */
  entryId: number | null;
  /** The drafts of the item (unsent ones only), so the UI can say where to send them. */
  drafts: readonly Draft[];
}

export interface PendingTotals {
  /** Everything on the device not yet on the server. */
  total: number;
  /** Orders with drafts the user still has to send. */
  unsent: number;
  /** Entries waiting for the network or the engine. */
  waiting: number;
  /** Entries refused or in conflict: the user must act. */
  attention: number;
}

/**
 * Decides whether a draft that no entry carries is still a change (a review row set back to the
 * server's value is not). Features know their draft values; by default every such draft counts.
 */
export type UnsentDraftTest = (draft: Draft) => boolean;

const DRAFT_KINDS: readonly DraftKind[] = ['group', 'antenna', 'inventory', 'attachment', 'photo'];

/** The kind named in a draft key `${userId}:${orderCode}:${kind}:${targetId}`, when it is one. */
function kindOfKey(key: string): DraftKind | null {
  const kind = key.split(':')[2];
  return DRAFT_KINDS.find((k) => k === kind) ?? null;
}

function add(parts: PartCounts, part: PendingPart): void {
  parts[part] = (parts[part] ?? 0) + 1;
}

export interface PendingInput {
  entries: readonly OutboxEntry[];
  drafts: readonly Draft[];
  blobs: readonly Pick<StoredBlob, 'id' | 'size'>[];
  isUnsentDraft?: UnsentDraftTest;
}

/**
 * The pending items, oldest first: one per outbox entry (its parts are the drafts it carries, its
 * bytes the files it still has to upload) and one per order with drafts no entry carries.
 */
export function summarizePending(input: PendingInput): PendingItem[] {
  const isUnsent = input.isUnsentDraft ?? (() => true);
  const drafts = new Map(input.drafts.map((d) => [d.key, d]));
  const sizes = new Map(input.blobs.map((b) => [b.id, b.size]));
  const entryIds = new Set(input.entries.map((e) => e.id));
  const items: PendingItem[] = [];

  for (const entry of input.entries) {
    const keys = [...(entry.draftKeys ?? []), ...(entry.draftKey ? [entry.draftKey] : [])];
    const parts: PartCounts = {};
    for (const key of new Set(keys)) add(parts, drafts.get(key)?.kind ?? kindOfKey(key) ?? 'other');
    if (keys.length === 0) add(parts, 'other');
    const bytes = (entry.blobIds ?? []).reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0);
    items.push({
      key: `entry:${entry.id}`,
      orderCode: entry.orderCode,
      state: entry.state,
      parts,
      since: entry.createdAt,
      bytes,
      entryId: entry.id ?? null,
      drafts: [],
    });
  }

  // A draft whose entry is gone (discarded) is no longer carried by anything.
  const unsent = new Map<string, Draft[]>();
  for (const draft of input.drafts) {
    const carried = draft.queuedBy !== undefined && entryIds.has(draft.queuedBy);
    if (carried || !isUnsent(draft)) continue;
    unsent.set(draft.orderCode, [...(unsent.get(draft.orderCode) ?? []), draft]);
  }
  for (const [orderCode, list] of unsent) {
    const parts: PartCounts = {};
    for (const draft of list) add(parts, draft.kind);
    items.push({
      key: `unsent:${orderCode}`,
      orderCode,
      state: 'unsent',
      parts,
      since: Math.min(...list.map((d) => d.updatedAt)),
      bytes: 0,
      entryId: null,
      drafts: list,
    });
  }
  return items.sort((a, b) => a.since - b.since || a.key.localeCompare(b.key));
}

export function pendingTotals(items: readonly PendingItem[]): PendingTotals {
  const count = (test: (item: PendingItem) => boolean) => items.filter(test).length;
  return {
    total: items.length,
    unsent: count((i) => i.state === 'unsent'),
    waiting: count((i) => i.state === 'pending'),
    attention: count((i) => i.state === 'attention' || i.state === 'conflict'),
  };
}

/** The user's pending items as stored now. */
export async function readPendingChanges(
  db: PortalDatabase,
  userId: number,
  isUnsentDraft?: UnsentDraftTest,
): Promise<PendingItem[]> {
  const [entries, drafts, blobs] = await Promise.all([
    db.outbox.where('userId').equals(userId).sortBy('id'),
    db.drafts.where('userId').equals(userId).toArray(),
    db.blobs.where('userId').equals(userId).toArray(),
  ]);
  return summarizePending({
    entries,
    drafts,
    blobs: blobs.map((b) => ({ id: b.id, size: b.size })),
    ...(isUnsentDraft ? { isUnsentDraft } : {}),
  });
}

/** Calls `onItems` with the user's pending items now and after every change (any tab). */
export function watchPendingChanges(
  db: PortalDatabase,
  userId: number,
  onItems: (items: PendingItem[]) => void,
  isUnsentDraft?: UnsentDraftTest,
): () => void {
  const subscription = liveQuery(() => readPendingChanges(db, userId, isUnsentDraft)).subscribe({
    next: onItems,
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
