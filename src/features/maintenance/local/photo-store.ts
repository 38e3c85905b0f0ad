/**
 * Photos taken on this device, through src/offline: the photo's draft (what the strip shows), the
 * compressed file as a blob and its api/ImageFile 11 outbox entry are written in ONE transaction,
 * so a closed tab can never keep one without the others; nothing is sent from here.
 */
import { liveQuery } from 'dexie';
import * as v from 'valibot';
import type { OutboxEntry, OutboxState, PortalDatabase } from '../../../offline/db';
import { discardEntry, draftKey, saveEdit } from '../../../offline/outbox';
import { OrderDetails, type PhotoRef } from '../../../protocol/maintenance';
import { PhotoAddResponse } from '../../../protocol/maintenance-files';
import {
  PHOTO_ADD_API,
  photoAddBody,
  photoTargetKey,
  photoWireDate,
  photoWireTime,
  type PendingPhotoRef,
  type PhotoPosition,
  type PhotoTarget,
} from '../lib/photo-wire';
import { orderRecordKey, photoBlobId } from './offline-orders';

const Target = v.variant('kind', [
  v.object({ kind: v.literal('characteristic'), ownerUuid: v.string(), charSequence: v.number() }),
  v.object({ kind: v.literal('antenna'), antenna: v.number() }),
]);

/** The value of a photo draft (kind 'photo', targetId = the photo's ClientId). */
export const PhotoDraftValue = v.object({
  target: Target,
  blobId: v.string(),
  lat: v.nullable(v.number()),
  longitud: v.nullable(v.number()),
  date: v.string(),
  time: v.string(),
});
export type PhotoDraftValue = v.InferOutput<typeof PhotoDraftValue>;

export interface SavePhotoInput {
  userId: number;
  orderCode: string;
  /** The order version on screen; photos never conflict with a review, it is kept for the record. */
  baseVersion: number;
  target: PhotoTarget;
  /** The compressed JPEG. */
  file: Blob;
  position: PhotoPosition;
  takenAt: Date;
  /** crypto.randomUUID in the app, deterministic in tests. */
  newId?: () => string;
}

export interface SavedPhoto {
  clientId: string;
  blobId: string;
  entryId: number;
}

/** Stores a new photo with its outbox entry; resolves once all of it is durable on the device. */
export async function savePhoto(db: PortalDatabase, input: SavePhotoInput): Promise<SavedPhoto> {
  const newId = input.newId ?? (() => crypto.randomUUID());
  const clientId = newId();
  const blobId = newId();
  const value: PhotoDraftValue = {
    target: input.target,
    blobId,
    lat: input.position.lat,
    longitud: input.position.longitud,
    date: photoWireDate(input.takenAt),
    time: photoWireTime(input.takenAt),
  };
  const entryId = await saveEdit(db, {
    userId: input.userId,
    orderCode: input.orderCode,
    draft: { kind: 'photo', targetId: clientId, baseVersion: input.baseVersion, value },
    blobs: [
      {
        id: blobId,
        name: `${clientId}.jpg`,
        type: 'image/jpeg',
        size: input.file.size,
        data: input.file,
      },
    ],
    mutation: {
      name: PHOTO_ADD_API,
      body: photoAddBody({
        clientId,
        orderCode: input.orderCode,
        target: input.target,
        blobId,
        position: input.position,
        takenAt: input.takenAt,
      }),
    },
    now: input.takenAt.getTime(),
    newKey: newId,
  });
  return { clientId, blobId, entryId };
}

/** A photo of this device not yet acknowledged by the server. */
export interface DevicePhoto {
  clientId: string;
  target: PhotoTarget;
  targetKey: string;
  /** The reference the strip and gallery show (position, date, time), marked pending. */
  ref: PendingPhotoRef;
  /** The stored file; null when it went missing (its entry is then parked by the engine). */
  blob: Blob | null;
  /** The outbox entry carrying it, or null once it left the outbox. */
  entryId: number | null;
  state: OutboxState | null;
  /** The server's message when the entry was parked for the user. */
  message: string | null;
  createdAt: number;
}

function photoClientIdOf(entry: OutboxEntry): string | null {
  if (entry.name !== PHOTO_ADD_API) return null;
  const photo = (entry.body as { Photo?: { ClientId?: unknown } }).Photo;
  return typeof photo?.ClientId === 'string' ? photo.ClientId : null;
}

/** The user's photos of one order still on this device, oldest first. */
export async function readDevicePhotos(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
): Promise<DevicePhoto[]> {
  return db.transaction('r', [db.drafts, db.outbox, db.blobs], async () => {
    const drafts = await db.drafts
      .where('[userId+orderCode]')
      .equals([userId, orderCode])
      .filter((d) => d.kind === 'photo')
      .sortBy('updatedAt');
    if (drafts.length === 0) return [];
    const entries = await db.outbox
      .where('[userId+orderCode]')
      .equals([userId, orderCode])
      .toArray();
    const entryOf = new Map<string, OutboxEntry>();
    for (const e of entries) {
      const clientId = photoClientIdOf(e);
      if (clientId) entryOf.set(clientId, e);
    }
    const photos: DevicePhoto[] = [];
    for (const draft of drafts) {
      const parsed = v.safeParse(PhotoDraftValue, draft.value);
      if (!parsed.success) continue;
      const value = parsed.output;
      const stored = await db.blobs.get(value.blobId);
      const entry = entryOf.get(draft.targetId);
      photos.push({
        clientId: draft.targetId,
        target: value.target,
        targetKey: photoTargetKey(value.target),
        ref: {
          // The server numbers photos once it has them; 0 until then.
          idPhoto: 0,
          Id: draft.targetId,
          lat: value.lat,
          longitud: value.longitud,
          date: value.date,
          time: value.time,
          pending: true,
          needsAttention: entry !== undefined && entry.state !== 'pending',
        },
        blob: stored && stored.userId === userId ? stored.data : null,
        entryId: entry?.id ?? null,
        state: entry?.state ?? null,
        message: entry?.lastMessage ?? null,
        createdAt: draft.updatedAt,
      });
    }
    return photos;
  });
}

/** Calls `onPhotos` with the order's device photos now and after every change (any tab). */
export function watchDevicePhotos(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
  onPhotos: (photos: DevicePhoto[]) => void,
  onError: (error: unknown) => void = () => undefined,
): () => void {
  const subscription = liveQuery(() => readDevicePhotos(db, userId, orderCode)).subscribe({
    next: onPhotos,
    error: onError,
  });
  return () => subscription.unsubscribe();
}

/**
 * Removes a photo not yet sent: its entry, its blob and its draft, in one transaction. An entry
 * already on its way cannot be called back: if the server stored it, it shows after the sync.
 */
export async function removeDevicePhoto(
  db: PortalDatabase,
  userId: number,
  orderCode: string,
  clientId: string,
): Promise<void> {
  const key = draftKey(userId, orderCode, 'photo', clientId);
  await db.transaction('rw', [db.drafts, db.outbox, db.blobs], async () => {
    const draft = await db.drafts.get(key);
    const entries = await db.outbox
      .where('[userId+orderCode]')
      .equals([userId, orderCode])
      .filter((e) => photoClientIdOf(e) === clientId)
      .toArray();
    for (const entry of entries) await discardEntry(db, entry.id!);
    await db.drafts.delete(key);
    const parsed = draft ? v.safeParse(PhotoDraftValue, draft.value) : null;
    if (parsed?.success) {
      const stillNeeded = await db.outbox
        .where('userId')
        .equals(userId)
        .filter((e) => (e.blobIds ?? []).includes(parsed.output.blobId))
        .count();
      if (stillNeeded === 0) await db.blobs.delete(parsed.output.blobId);
    }
  });
}

/** The photo list a target holds in an order's details, or null when the target is not there. */
function photosOfTarget(details: OrderDetails, target: PhotoTarget): PhotoRef[] | null {
  if (target.kind === 'antenna') {
    return (
      details.inventory?.antennas.find((a) => a.antenna === target.antenna)?.antennaPhotos ?? null
    );
  }
  const owners = [...details.groups, ...(details.inventory ? [details.inventory] : [])];
  const owner = owners.find((o) => o.uuidObj === target.ownerUuid);
  return owner?.characteristics.find((c) => c.sequence === target.charSequence)?.charPhotos ?? null;
}

/** The photo as the entry sent it: its target and the position and time it was taken with. */
const SentPhoto = v.object({
  Photo: v.object({
    ClientId: v.string(),
    OwnerUuid: v.optional(v.string()),
    CharSequence: v.optional(v.number()),
    Antenna: v.optional(v.number()),
    lat: v.nullable(v.number()),
    longitud: v.nullable(v.number()),
    date: v.string(),
    time: v.string(),
  }),
});

function sentTarget(photo: v.InferOutput<typeof SentPhoto>['Photo']): PhotoTarget | null {
  if (photo.Antenna !== undefined) return { kind: 'antenna', antenna: photo.Antenna };
  if (photo.OwnerUuid !== undefined && photo.CharSequence !== undefined) {
    return { kind: 'characteristic', ownerUuid: photo.OwnerUuid, charSequence: photo.CharSequence };
  }
  return null;
}

/**
 * Sync engine hook: the server stored a photo of this device. The order's offline copy (when
 * there is one) gains the photo with the file already on the device, so the copy shows it with no
 * download; the device's draft goes. The order's version does not move: a photo never conflicts.
 */
export async function onPhotoAcknowledged(
  db: PortalDatabase,
  entry: OutboxEntry,
  body: unknown,
  now: number,
): Promise<void> {
  if (entry.name !== PHOTO_ADD_API) return;
  const sent = v.safeParse(SentPhoto, entry.body);
  if (!sent.success) return;
  const { userId, orderCode } = entry;
  const photo = sent.output.Photo;
  const target = sentTarget(photo);
  const answered = v.safeParse(PhotoAddResponse, body);
  // The server's reference when it answered one (it numbers the photo), else what was sent.
  const ref: PhotoRef = answered.success
    ? answered.output.Photo
    : {
        idPhoto: 0,
        Id: photo.ClientId,
        lat: photo.lat,
        longitud: photo.longitud,
        date: photo.date,
        time: photo.time,
      };
  await db.transaction('rw', [db.orders, db.drafts, db.blobs], async () => {
    const record = await db.orders.get(orderRecordKey(userId, orderCode));
    const details = record ? v.safeParse(OrderDetails, record.detail) : null;
    if (record && details?.success && target) {
      const photos = photosOfTarget(details.output, target);
      if (photos && !photos.some((p) => p.Id === ref.Id)) {
        photos.push({ ...ref });
        await db.orders.update(record.key, { detail: details.output });
        const file = await db.blobs.get(entry.blobIds?.[0] ?? '');
        if (file) {
          await db.blobs.put({
            ...file,
            id: photoBlobId(userId, ref.Id),
            name: `${ref.Id}.jpg`,
            createdAt: now,
          });
        }
      }
    }
    await db.drafts.delete(draftKey(userId, orderCode, 'photo', photo.ClientId));
  });
}
