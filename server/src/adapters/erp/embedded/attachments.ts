/**
 * The embedded ERP's attachments and images (api/Attachment 11/20/21/31/41, api/ImageFile 22):
 * metadata in the maintenance tables, contents in the files adapter, always within the caller's
 * scope. Attachment writes never touch the order row or its version.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { displayFileName } from '../../../../../src/domain/files/display-name';
import type { Attachment, ImageFile } from '../../../../../src/protocol/maintenance';
import type { Db } from '../../../db/client';
import {
  attachmentTypes,
  maintenanceAttachments as att,
  maintenanceOrders as o,
  maintenancePhotos as p,
} from '../../../db/schema';
import type { FileStore } from '../../files';
import type {
  AttachmentAdd,
  AttachmentChanges,
  AttachmentTarget,
  FileAuthor,
  NewAttachment,
  OrderScope,
} from '../index';
import { findVisibleOrder } from './orders';
import { scopeCondition } from './scope';
import { toPhotoRef } from './wire';

export const EXTENSION_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const columns = {
  a: att,
  typeName: attachmentTypes.name,
};

function toAttachment(
  r: { a: typeof att.$inferSelect; typeName: string },
  base64: string | null,
): Attachment {
  return {
    Id: r.a.id,
    OrderCode: r.a.aufnr,
    AttachmentTypeId: r.a.attachmentTypeId,
    AttachmentTypeName: r.typeName,
    AttachmentType: EXTENSION_MIME[r.a.fileExt] ?? 'application/octet-stream',
    Description: r.a.description,
    Notes: r.a.notes,
    // Names stored before they were made display names are shown as one would be stored now.
    FileName: displayFileName(r.a.fileName),
    FileExt: r.a.fileExt,
    FileSize: r.a.fileSize,
    FileBase64: base64,
    Active: r.a.active,
    CreatedBy: r.a.createdBy,
    CreatedDate: r.a.createdDate.toISOString(),
    ModifiedBy: r.a.modifiedBy,
    ModifiedDate: r.a.modifiedDate?.toISOString() ?? null,
  };
}

export async function listAttachments(
  db: Db,
  scope: OrderScope,
  aufnr: string,
): Promise<Attachment[] | null> {
  if (!(await findVisibleOrder(db, scope, aufnr))) return null;
  const rows = await db
    .select(columns)
    .from(att)
    .innerJoin(attachmentTypes, eq(attachmentTypes.id, att.attachmentTypeId))
    .where(and(eq(att.aufnr, aufnr), eq(att.active, true)))
    .orderBy(asc(att.id));
  return rows.map((r) => toAttachment(r, null));
}

export async function attachmentWithContent(
  db: Db,
  files: FileStore,
  scope: OrderScope,
  id: number,
): Promise<Attachment | null> {
  const [row] = await db
    .select(columns)
    .from(att)
    .innerJoin(attachmentTypes, eq(attachmentTypes.id, att.attachmentTypeId))
    .innerJoin(o, eq(o.aufnr, att.aufnr))
    .where(and(eq(att.id, id), eq(att.active, true), scopeCondition(scope)))
    .limit(1);
  if (!row) return null;
  const blob = await files.get(row.a.blobSha256);
  if (!blob) throw new Error(`attachment ${id}: content ${row.a.blobSha256} missing`);
  return toAttachment(row, Buffer.from(blob.bytes).toString('base64'));
}

export async function images(
  db: Db,
  files: FileStore,
  scope: OrderScope,
  ids: readonly string[],
): Promise<ImageFile[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ p })
    .from(p)
    .innerJoin(o, eq(o.aufnr, p.aufnr))
    .where(and(inArray(p.id, [...new Set(ids)]), scopeCondition(scope)));
  const blobs = await files.getMany(rows.map((r) => r.p.blobSha256));
  const byId = new Map(rows.map((r) => [r.p.id, r.p]));
  return ids.flatMap((id) => {
    const photo = byId.get(id);
    const blob = photo && blobs.get(photo.blobSha256);
    if (!photo || !blob) return [];
    const { Id, lat, longitud, date, time } = toPhotoRef(photo);
    return [
      { Id, ImageBase64: Buffer.from(blob.bytes).toString('base64'), lat, longitud, date, time },
    ];
  });
}

/** Where a download finds a file's content, and what it is offered as. */
export interface FileRef {
  sha256: string;
  mime: string;
  /** The name a save dialog offers; null for photos (named by their id). */
  fileName: string | null;
}

/**
 * The content key, type and display name of an active attachment of a visible order, without
 * reading the content (the binary download streams it); null when it or its order is not visible,
 * as api/Attachment 21 answers.
 */
export async function attachmentFileRef(
  db: Db,
  scope: OrderScope,
  id: number,
): Promise<FileRef | null> {
  const [row] = await db
    .select({ sha256: att.blobSha256, fileName: att.fileName, fileExt: att.fileExt })
    .from(att)
    .innerJoin(o, eq(o.aufnr, att.aufnr))
    .where(and(eq(att.id, id), eq(att.active, true), scopeCondition(scope)))
    .limit(1);
  if (!row) return null;
  return {
    sha256: row.sha256,
    mime: EXTENSION_MIME[row.fileExt] ?? 'application/octet-stream',
    fileName: displayFileName(row.fileName),
  };
}

/** The content key of a photo of a visible order (api/ImageFile 22's scope); null otherwise. */
export async function photoFileRef(db: Db, scope: OrderScope, id: string): Promise<FileRef | null> {
  const [row] = await db
    .select({ sha256: p.blobSha256 })
    .from(p)
    .innerJoin(o, eq(o.aufnr, p.aufnr))
    .where(and(eq(p.id, id), scopeCondition(scope)))
    .limit(1);
  return row ? { sha256: row.sha256, mime: 'image/jpeg', fileName: null } : null;
}

/** One attachment (active or not) of a visible order, without its content. */
async function visibleAttachment(
  db: Db,
  scope: OrderScope,
  where: SQL,
): Promise<Attachment | null> {
  const [row] = await db
    .select(columns)
    .from(att)
    .innerJoin(attachmentTypes, eq(attachmentTypes.id, att.attachmentTypeId))
    .innerJoin(o, eq(o.aufnr, att.aufnr))
    .where(and(where, scopeCondition(scope)))
    .limit(1);
  return row ? toAttachment(row, null) : null;
}

/** The condition naming a target: its Id, its author's ClientId, or both (then both must hold). */
function targetCondition(t: AttachmentTarget): SQL | undefined {
  if (t.id === undefined && t.clientId === undefined) return undefined;
  return and(
    t.id !== undefined ? eq(att.id, t.id) : undefined,
    t.clientId !== undefined
      ? and(eq(att.clientId, t.clientId), eq(att.createdByUserId, t.userId))
      : undefined,
  );
}

export function attachmentByClientId(
  db: Db,
  scope: OrderScope,
  userId: number,
  clientId: string,
): Promise<Attachment | null> {
  return visibleAttachment(
    db,
    scope,
    and(eq(att.clientId, clientId), eq(att.createdByUserId, userId)) ?? sql`false`,
  );
}

export async function addAttachment(
  db: Db,
  files: FileStore,
  scope: OrderScope,
  a: NewAttachment,
  by: FileAuthor,
  now: Date,
): Promise<AttachmentAdd> {
  const replayOf = async (): Promise<AttachmentAdd | null> => {
    if (a.clientId === null) return null;
    const earlier = await attachmentByClientId(db, scope, by.userId, a.clientId);
    return earlier && { kind: 'replayed', attachment: earlier };
  };
  const earlier = await replayOf();
  if (earlier) return earlier;
  if (!(await findVisibleOrder(db, scope, a.aufnr))) return { kind: 'orderNotFound' };
  const [type] = await db
    .select({ id: attachmentTypes.id })
    .from(attachmentTypes)
    .where(and(eq(attachmentTypes.id, a.attachmentTypeId), eq(attachmentTypes.active, true)));
  if (!type) return { kind: 'typeNotFound' };

  // The content goes first: a record never points at a missing blob, and a blob left by a write
  // that then lost a race is only a duplicate-free copy of bytes some record may still use.
  const stored = await files.put(
    a.content,
    EXTENSION_MIME[a.fileExt] ?? 'application/octet-stream',
  );
  const [row] = await db
    .insert(att)
    .values({
      aufnr: a.aufnr,
      attachmentTypeId: a.attachmentTypeId,
      description: a.description,
      notes: a.notes,
      fileName: a.fileName,
      fileExt: a.fileExt,
      fileSize: stored.size,
      blobSha256: stored.sha256,
      active: a.active,
      createdBy: by.userName,
      createdDate: now,
      createdByUserId: by.userId,
      clientId: a.clientId,
    })
    // Two sends of one ClientId racing: the second finds the first one's row.
    .onConflictDoNothing({ target: [att.createdByUserId, att.clientId] })
    .returning({ id: att.id });
  if (!row) {
    const raced = await replayOf();
    if (!raced) throw new Error(`attachment ${a.clientId ?? ''}: conflict without a row`);
    return raced;
  }
  const created = await visibleAttachment(db, scope, eq(att.id, row.id));
  if (!created) throw new Error(`attachment ${row.id} vanished after its insert`);
  return { kind: 'created', attachment: created };
}

export async function modifyAttachment(
  db: Db,
  scope: OrderScope,
  target: AttachmentTarget,
  changes: AttachmentChanges,
  by: FileAuthor,
  now: Date,
): Promise<Attachment | null> {
  const where = targetCondition(target);
  // A deleted attachment stays deleted: a modify finds active ones only, as the list and the
  // download do (the spec does not say; resurrecting a file the user deleted would surprise).
  const active = where && (and(where, eq(att.active, true)) ?? sql`false`);
  const current = active && (await visibleAttachment(db, scope, active));
  if (!current) return null;
  await db
    .update(att)
    .set({
      description: changes.description,
      notes: changes.notes,
      active: changes.active,
      modifiedBy: by.userName,
      modifiedDate: now,
    })
    .where(eq(att.id, current.Id));
  return visibleAttachment(db, scope, eq(att.id, current.Id));
}

export async function deleteAttachment(
  db: Db,
  scope: OrderScope,
  target: AttachmentTarget,
  by: FileAuthor,
  now: Date,
): Promise<{ kind: 'deleted' | 'alreadyDeleted'; attachment: Attachment } | null> {
  const where = targetCondition(target);
  const current = where && (await visibleAttachment(db, scope, where));
  if (!current) return null;
  if (!current.Active) return { kind: 'alreadyDeleted', attachment: current };
  await db
    .update(att)
    .set({ active: false, modifiedBy: by.userName, modifiedDate: now })
    .where(eq(att.id, current.Id));
  return {
    kind: 'deleted',
    attachment: {
      ...current,
      Active: false,
      ModifiedBy: by.userName,
      ModifiedDate: now.toISOString(),
    },
  };
}
