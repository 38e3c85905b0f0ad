/**
 * The embedded ERP's photo writes (api/ImageFile 11): a JPEG for a characteristic or an antenna of
 * a visible order, stored as the next photo of its target under the id the device chose.
 */
import { and, eq, isNull, max } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  maintenanceAntennas as a,
  maintenanceCharacteristics as ch,
  maintenanceOrders as o,
  maintenancePhotos as p,
} from '../../../db/schema';
import type { FileStore } from '../../files';
import type {
  FileAuthor,
  NewPhoto,
  OrderScope,
  PhotoAdd,
  PhotoLookup,
  PhotoTarget,
} from '../index';
import { findVisibleOrder } from './orders';
import { scopeCondition } from './scope';
import { toPhotoRef } from './wire';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function photoById(
  db: Db,
  scope: OrderScope,
  userId: number,
  id: string,
): Promise<PhotoLookup> {
  const [row] = await db.select().from(p).where(eq(p.id, id));
  if (!row) return null;
  if (row.createdByUserId !== userId) return 'taken';
  // A replay is only answered while the caller may still see the order.
  if (!(await findVisibleOrder(db, scope, row.aufnr))) return 'taken';
  return { aufnr: row.aufnr, photo: toPhotoRef(row) };
}

/** The condition on maintenance_photos of every photo of one target of an order. */
const photosOfTarget = (aufnr: string, t: PhotoTarget) =>
  t.kind === 'antenna'
    ? and(eq(p.aufnr, aufnr), eq(p.antenna, t.antenna))
    : and(
        eq(p.aufnr, aufnr),
        eq(p.ownerUuid, t.ownerUuid),
        eq(p.charSequence, t.charSequence),
        isNull(p.antenna),
      );

async function targetExists(db: Db | Tx, aufnr: string, t: PhotoTarget): Promise<boolean> {
  const rows =
    t.kind === 'antenna'
      ? await db
          .select({ n: a.antenna })
          .from(a)
          .where(and(eq(a.aufnr, aufnr), eq(a.antenna, t.antenna)))
      : await db
          .select({ n: ch.sequence })
          .from(ch)
          .where(
            and(
              eq(ch.aufnr, aufnr),
              eq(ch.ownerUuid, t.ownerUuid),
              eq(ch.sequence, t.charSequence),
            ),
          );
  return rows.length > 0;
}

export async function photoTargetExists(
  db: Db,
  scope: OrderScope,
  aufnr: string,
  target: PhotoTarget,
): Promise<boolean | null> {
  if (!(await findVisibleOrder(db, scope, aufnr))) return null;
  return targetExists(db, aufnr, target);
}

export async function addPhoto(
  db: Db,
  files: FileStore,
  scope: OrderScope,
  photo: NewPhoto,
  by: FileAuthor,
  now: Date,
): Promise<PhotoAdd> {
  const replayOf = async (): Promise<PhotoAdd | null> => {
    const earlier = await photoById(db, scope, by.userId, photo.id);
    if (earlier === null) return null;
    return earlier === 'taken' ? { kind: 'idTaken' } : { kind: 'replayed', ...earlier };
  };
  const earlier = await replayOf();
  if (earlier) return earlier;
  // The content goes first, outside the transaction: a photo never points at a missing blob.
  const stored = await files.put(photo.content, 'image/jpeg');
  const outcome = await db.transaction(async (tx): Promise<PhotoAdd | 'raced'> => {
    // The order row is locked (without changing it or its version) so two photos of one target
    // sent at once take consecutive sequences instead of the same one.
    const [order] = await tx
      .select({ aufnr: o.aufnr })
      .from(o)
      .where(and(eq(o.aufnr, photo.aufnr), scopeCondition(scope)))
      .for('no key update');
    if (!order) return { kind: 'orderNotFound' };
    if (!(await targetExists(tx, photo.aufnr, photo.target))) return { kind: 'targetNotFound' };
    const [last] = await tx
      .select({ sequence: max(p.sequence) })
      .from(p)
      .where(photosOfTarget(photo.aufnr, photo.target));
    const [row] = await tx
      .insert(p)
      .values({
        id: photo.id,
        aufnr: photo.aufnr,
        ownerUuid: photo.target.kind === 'characteristic' ? photo.target.ownerUuid : null,
        charSequence: photo.target.kind === 'characteristic' ? photo.target.charSequence : null,
        antenna: photo.target.kind === 'antenna' ? photo.target.antenna : null,
        sequence: (last?.sequence ?? 0) + 1,
        lat: photo.lat,
        longitud: photo.longitud,
        takenDate: photo.takenDate,
        takenTime: photo.takenTime,
        blobSha256: stored.sha256,
        createdByUserId: by.userId,
        createdDate: now,
      })
      .onConflictDoNothing({ target: p.id })
      .returning();
    if (!row) return 'raced';
    return { kind: 'created', aufnr: row.aufnr, photo: toPhotoRef(row) };
  });
  if (outcome !== 'raced') return outcome;
  // The same id was inserted meanwhile (a replay racing its original, or another user's photo).
  return (await replayOf()) ?? { kind: 'idTaken' };
}
