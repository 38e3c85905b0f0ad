/**
 * The embedded ERP's attachments and images (api/Attachment 20/21, api/ImageFile 22): metadata
 * from the maintenance tables, contents from the files adapter, always within the caller's scope.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Attachment, ImageFile } from '../../../../../src/protocol/maintenance';
import type { Db } from '../../../db/client';
import {
  attachmentTypes,
  maintenanceAttachments as att,
  maintenanceOrders as o,
  maintenancePhotos as p,
} from '../../../db/schema';
import type { FileStore } from '../../files';
import type { OrderScope } from '../index';
import { findVisibleOrder } from './orders';
import { scopeCondition } from './scope';
import { toPhotoRef } from './wire';

const EXTENSION_MIME: Record<string, string> = {
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
    FileName: r.a.fileName,
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
