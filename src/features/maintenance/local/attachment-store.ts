/**
 * The attachments of an order on this device: every add, edit and delete is a draft (kind
 * 'attachment', see attachment-model) written with its outbox entry and file in ONE transaction.
 */
import * as v from 'valibot';
import { watchDrafts } from '../../../offline/drafts';
import type { Draft, PortalDatabase } from '../../../offline/db';
import { draftKey, saveEdit } from '../../../offline/outbox';
import { ActionId } from '../../../protocol/envelope';
import type { Attachment as AttachmentValue } from '../../../protocol/maintenance';
import {
  ATTACHMENT_API,
  AttachmentDraftValue,
  DRAFT_KIND,
  type AttachmentRow,
} from './attachment-model';
import { orderRecordKey } from './offline-orders';

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
