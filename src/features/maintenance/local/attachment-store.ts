/**
 * The attachments of an order on this device: every add, edit and delete is a draft (kind
 * 'attachment') written with its outbox entry and file in ONE transaction; the list the user sees
 * is the server's (or the offline copy's) list with the pending drafts laid over it.
 */
import { liveQuery } from 'dexie';
import * as v from 'valibot';
import { watchDrafts } from '../../../offline/drafts';
import type { Draft, OutboxEntry, PortalDatabase } from '../../../offline/db';
import { draftKey, saveEdit } from '../../../offline/outbox';
import { ActionId } from '../../../protocol/envelope';
import { Attachment, type Attachment as AttachmentValue } from '../../../protocol/maintenance';
import { AttachmentWriteResponse } from '../../../protocol/maintenance-files';
import { fetchAttachmentList } from '../api/attachment-list-query';
import { orderRecordKey } from './offline-orders';

/** api/Attachment: 11 upload, 31 modify, 41 delete (spec 3 §7.2). */
export const ATTACHMENT_API = 'Attachment';
const DRAFT_KIND = 'attachment';

/** An attachment added on this device: what the list shows and the download needs before it is sent. */
const AddedAttachment = v.object({
  clientId: v.string(),
  typeId: v.number(),
  typeName: v.string(),
  fileName: v.string(),
  fileExt: v.string(),
  fileSize: v.number(),
  mime: v.string(),
  /** The stored file; it leaves the device once the upload was acknowledged. */
  blobId: v.string(),
  createdBy: v.string(),
  /** ISO 8601 instant. */
  createdDate: v.string(),
});

/** The device's latest state of one attachment, while its entries wait for the server. */
const AttachmentDraftValue = v.object({
  added: v.optional(AddedAttachment),
  /** The server's Id: an existing attachment, or one added here once its upload was answered. */
  id: v.optional(v.number()),
  description: v.string(),
  notes: v.string(),
  deleted: v.boolean(),
});
export type AttachmentDraftValue = v.InferOutput<typeof AttachmentDraftValue>;

/** One row of the attachments table. */
export interface AttachmentRow {
  /** Stable React key: `server:<Id>` or `device:<ClientId>`. */
  key: string;
  /** The server's Id, when it has one. */
  id: number | null;
  /** The ClientId of an attachment added on this device. */
  clientId: string | null;
  typeName: string;
  description: string;
  notes: string;
  fileName: string;
  fileExt: string;
  createdBy: string;
  createdDate: string;
  /** A change made on this device that the server has not acknowledged yet. */
  pending: boolean;
  /** The device's copy of a file added here, while it is kept. */
  blobId: string | null;
}

interface AttachmentDraft {
  key: string;
  targetId: string;
  value: AttachmentDraftValue;
}

function attachmentDrafts(drafts: readonly Draft[]): AttachmentDraft[] {
  const found: AttachmentDraft[] = [];
  for (const d of drafts) {
    if (d.kind !== DRAFT_KIND) continue;
    const parsed = v.safeParse(AttachmentDraftValue, d.value);
    if (parsed.success) found.push({ key: d.key, targetId: d.targetId, value: parsed.output });
  }
  return found;
}

function serverRow(a: AttachmentValue): AttachmentRow {
  return {
    key: `server:${a.Id}`,
    id: a.Id,
    clientId: null,
    typeName: a.AttachmentTypeName,
    description: a.Description,
    notes: a.Notes,
    fileName: a.FileName,
    fileExt: a.FileExt,
    createdBy: a.CreatedBy,
    createdDate: a.CreatedDate,
    pending: false,
    blobId: null,
  };
}

/**
 * The list the user sees: the server's active attachments with this device's pending edits
 * applied and pending deletes left out, then the attachments added here that the list does not
 * hold yet, oldest first.
 */
export function mergeAttachmentList(
  server: readonly AttachmentValue[],
  drafts: readonly Draft[],
): AttachmentRow[] {
  const pending = attachmentDrafts(drafts);
  const byId = new Map<number, AttachmentDraft>();
  for (const d of pending) if (d.value.id !== undefined) byId.set(d.value.id, d);
  const rows: AttachmentRow[] = [];
  const shown = new Set<number>();
  for (const a of server) {
    const draft = byId.get(a.Id);
    shown.add(a.Id);
    if (!draft) {
      rows.push(serverRow(a));
      continue;
    }
    if (draft.value.deleted) continue;
    rows.push({
      ...serverRow(a),
      ...(draft.value.added
        ? { key: `device:${draft.value.added.clientId}`, clientId: draft.value.added.clientId }
        : {}),
      description: draft.value.description,
      notes: draft.value.notes,
      pending: true,
    });
  }
  for (const d of pending) {
    const added = d.value.added;
    if (!added || d.value.deleted) continue;
    if (d.value.id !== undefined && shown.has(d.value.id)) continue;
    rows.push({
      key: `device:${added.clientId}`,
      id: d.value.id ?? null,
      clientId: added.clientId,
      typeName: added.typeName,
      description: d.value.description,
      notes: d.value.notes,
      fileName: added.fileName,
      fileExt: added.fileExt,
      createdBy: added.createdBy,
      createdDate: added.createdDate,
      pending: true,
      blobId: added.blobId,
    });
  }
  return rows;
}

interface WriteBase {
  userId: number;
  orderCode: string;
  /** The order version the list on screen came from. */
  baseVersion: number;
  now: number;
  /** Makes ids (ClientId, blob id, idempotency key); crypto.randomUUID in the app. */
  newId?: () => string;
}

export interface AddAttachmentInput extends WriteBase {
  typeId: number;
  typeName: string;
  description: string;
  notes: string;
  file: Blob;
  fileName: string;
  /** The type the content was checked to be (checkAttachmentFile). */
  fileExt: string;
  createdBy: string;
}

const uuid = () => crypto.randomUUID();

/** Which attachment a modify or delete names on the wire: its ClientId when added here. */
function wireTarget(row: Pick<AttachmentRow, 'id' | 'clientId'>): Record<string, unknown> {
  if (row.clientId) return { ClientId: row.clientId };
  if (row.id !== null) return { Id: row.id };
  throw new Error('attachment without Id or ClientId');
}

function targetIdOf(row: Pick<AttachmentRow, 'id' | 'clientId'>): string {
  return row.clientId ?? String(row.id);
}

/**
 * Queues a new attachment: its draft, its file and the api/Attachment 11 entry in one
 * transaction. The entry names the file by an upload placeholder that the transport replaces by
 * the blob's id once the file is uploaded. Answers the ClientId and the entry's id.
 */
export async function addAttachment(
  db: PortalDatabase,
  input: AddAttachmentInput,
): Promise<{ clientId: string; entryId: number }> {
  const newId = input.newId ?? uuid;
  const clientId = newId();
  const blobId = newId();
  const description = input.description.trim();
  const notes = input.notes.trim();
  const value: AttachmentDraftValue = {
    added: {
      clientId,
      typeId: input.typeId,
      typeName: input.typeName,
      fileName: input.fileName,
      fileExt: input.fileExt,
      fileSize: input.file.size,
      mime: input.file.type,
      blobId,
      createdBy: input.createdBy,
      createdDate: new Date(input.now).toISOString(),
    },
    description,
    notes,
    deleted: false,
  };
  const entryId = await saveEdit(db, {
    userId: input.userId,
    orderCode: input.orderCode,
    draft: { kind: DRAFT_KIND, targetId: clientId, baseVersion: input.baseVersion, value },
    // Queued by its own entry, so the acknowledgement of the last entry of this attachment
    // drops the draft (an edit made meanwhile is queued by the newer entry and stays).
    queueDrafts: [draftKey(input.userId, input.orderCode, DRAFT_KIND, clientId)],
    mutation: {
      name: ATTACHMENT_API,
      body: {
        ActionId: ActionId.Insert,
        Attachment: {
          ClientId: clientId,
          OrderCode: input.orderCode,
          AttachmentTypeId: input.typeId,
          Description: description,
          Notes: notes,
          FileName: input.fileName,
          FileExt: input.fileExt,
          UploadId: { $upload: blobId },
          Active: true,
        },
      },
    },
    blobs: [
      {
        id: blobId,
        name: input.fileName,
        type: input.file.type,
        size: input.file.size,
        data: input.file,
      },
    ],
    now: input.now,
    newKey: newId,
  });
  return { clientId, entryId };
}

export interface ChangeAttachmentInput extends WriteBase {
  row: AttachmentRow;
}

/**
 * Writes the attachment's next draft (from the one on the device, else from the row) and its
 * entry; the read and the write share one transaction so an acknowledgement cannot slip between.
 * Answers the entry's id.
 */
async function queueChange(
  db: PortalDatabase,
  input: ChangeAttachmentInput,
  change: Pick<AttachmentDraftValue, 'description' | 'notes' | 'deleted'>,
  body: Record<string, unknown>,
): Promise<number> {
  const { userId, orderCode, row } = input;
  const targetId = targetIdOf(row);
  const key = draftKey(userId, orderCode, DRAFT_KIND, targetId);
  return db.transaction('rw', [db.drafts, db.outbox, db.blobs], async () => {
    const stored = await db.drafts.get(key);
    const previous = stored ? v.safeParse(AttachmentDraftValue, stored.value) : null;
    const base: AttachmentDraftValue = previous?.success
      ? previous.output
      : {
          ...(row.id !== null ? { id: row.id } : {}),
          description: row.description,
          notes: row.notes,
          deleted: false,
        };
    const value: AttachmentDraftValue = { ...base, ...change };
    return saveEdit(db, {
      userId,
      orderCode,
      draft: {
        kind: DRAFT_KIND,
        targetId,
        baseVersion: stored?.baseVersion ?? input.baseVersion,
        value,
      },
      queueDrafts: [key],
      mutation: { name: ATTACHMENT_API, body },
      now: input.now,
      ...(input.newId ? { newKey: input.newId } : {}),
    });
  });
}

export interface EditAttachmentInput extends ChangeAttachmentInput {
  description: string;
  notes: string;
}

/** Queues api/Attachment 31: new description and notes; answers the entry's id. */
export async function editAttachment(
  db: PortalDatabase,
  input: EditAttachmentInput,
): Promise<number> {
  const description = input.description.trim();
  const notes = input.notes.trim();
  return queueChange(
    db,
    input,
    { description, notes, deleted: false },
    {
      ActionId: ActionId.Update,
      Attachment: {
        ...wireTarget(input.row),
        Description: description,
        Notes: notes,
        Active: true,
      },
    },
  );
}

/** Queues api/Attachment 41: the attachment leaves the list at once; answers the entry's id. */
export async function deleteAttachment(
  db: PortalDatabase,
  input: ChangeAttachmentInput,
): Promise<number> {
  return queueChange(
    db,
    input,
    { description: input.row.description, notes: input.row.notes, deleted: true },
    { ActionId: ActionId.Delete, Attachment: wireTarget(input.row) },
  );
}

/** The file of an attachment added on this device, while the device keeps it. */
export async function readAttachmentBlob(
  db: PortalDatabase,
  userId: number,
  blobId: string,
): Promise<Blob | null> {
  const stored = await db.blobs.get(blobId);
  return stored && stored.userId === userId ? stored.data : null;
}

/** Replaces the attachment list of the user's offline copy of the order, when there is one. */
export async function saveOfflineAttachments(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
  list: readonly AttachmentValue[],
): Promise<boolean> {
  const key = orderRecordKey(userId, orderCode);
  return db.transaction('rw', db.orders, async () => {
    if (!(await db.orders.get(key))) return false;
    await db.orders.update(key, { attachments: [...list] });
    return true;
  });
}

const StoredAttachments = v.object({ attachments: v.array(Attachment) });

function applyAnswer(
  list: readonly AttachmentValue[],
  actionId: unknown,
  answered: AttachmentValue | null,
  deletedId: number | undefined,
): AttachmentValue[] {
  if (actionId === ActionId.Delete)
    return deletedId === undefined ? [...list] : list.filter((a) => a.Id !== deletedId);
  if (!answered) return [...list];
  const rest = list.filter((a) => a.Id !== answered.Id);
  return answered.Active ? [...rest, answered] : rest;
}

/**
 * Sync engine hook, called before an acknowledged api/Attachment entry leaves the outbox: an
 * answered upload gives the draft its server Id (so later edits and the server's list show one
 * row), the offline copy's list takes the answer at once, then the whole list is read again from
 * the server when it answers (a failure there keeps the copy as it is).
 */
export async function onAttachmentAcknowledged(
  db: PortalDatabase,
  entry: OutboxEntry,
  body: unknown,
  now: number,
  fetchList: (orderCode: string) => Promise<AttachmentValue[]> = fetchAttachmentList,
): Promise<void> {
  if (entry.name !== ATTACHMENT_API) return;
  const parsed = v.safeParse(AttachmentWriteResponse, body);
  const answered = parsed.success ? parsed.output.Attachment : null;
  const { userId, orderCode } = entry;
  const recordKey = orderRecordKey(userId, orderCode);
  await db.transaction('rw', [db.drafts, db.orders], async () => {
    const draft = entry.draftKey ? await db.drafts.get(entry.draftKey) : undefined;
    const value = draft ? v.safeParse(AttachmentDraftValue, draft.value) : null;
    const known = value?.success ? value.output : null;
    if (draft && known && answered && known.id === undefined) {
      await db.drafts.update(draft.key, { value: { ...known, id: answered.Id }, updatedAt: now });
    }
    const record = await db.orders.get(recordKey);
    const stored = record ? v.safeParse(StoredAttachments, record) : null;
    if (!record || !stored?.success) return;
    const target = (entry.body.Attachment ?? {}) as { Id?: unknown };
    const deletedId = typeof target.Id === 'number' ? target.Id : (known?.id ?? answered?.Id);
    const list = applyAnswer(stored.output.attachments, entry.body.ActionId, answered, deletedId);
    await db.orders.update(recordKey, { attachments: list });
  });
  try {
    await saveOfflineAttachments(db, userId, orderCode, await fetchList(orderCode));
  } catch {
    // The answer above already updated the copy; the next take-offline refreshes it fully.
  }
}

/** Calls `onDrafts` with the order's attachment drafts now and after every change; answers stop. */
export function watchAttachmentDrafts(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
  onDrafts: (drafts: Draft[]) => void,
  onError?: (error: unknown) => void,
): () => void {
  return watchDrafts(
    db,
    userId,
    orderCode,
    (drafts) => onDrafts(drafts.filter((d) => d.kind === DRAFT_KIND)),
    onError,
  );
}

/** What became of a queued entry: acknowledged (it left the outbox) or parked for the user. */
export type EntryOutcome = { state: 'done' } | { state: 'parked'; entry: OutboxEntry };

/** Calls `onOutcome` once, when the entry was acknowledged or parked; answers stop. */
export function followEntry(
  db: PortalDatabase,
  entryId: number,
  onOutcome: (outcome: EntryOutcome) => void,
): () => void {
  let settled = false;
  const subscription = liveQuery(() => db.outbox.get(entryId)).subscribe({
    next: (entry) => {
      if (settled) return;
      if (entry && entry.state === 'pending') return;
      settled = true;
      onOutcome(entry ? { state: 'parked', entry } : { state: 'done' });
      queueMicrotask(() => subscription.unsubscribe());
    },
  });
  return () => subscription.unsubscribe();
}
