/**
 * The attachments list of an order on this device: what a pending add, edit or delete looks like
 * (the draft of kind 'attachment'), and the list the user sees, the server's (or the offline
 * copy's) list with those drafts laid over it.
 */
import * as v from 'valibot';
import type { Draft } from '../../../offline/db';
import type { Attachment as AttachmentValue } from '../../../protocol/maintenance';

/** api/Attachment: 11 upload, 31 modify, 41 delete (spec 3 §7.2). */
export const ATTACHMENT_API = 'Attachment';
export const DRAFT_KIND = 'attachment';

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
export const AttachmentDraftValue = v.object({
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
