/**
 * A photo taken on the device as api/ImageFile 11 carries it: where it belongs (a characteristic
 * of a group or of the inventory, or an antenna), where and when it was taken in the wire's
 * formats, and the upload placeholder the outbox replaces by the stored blob's id.
 */
import { ActionId } from '../../../protocol/envelope';
import type { PhotoRef } from '../../../protocol/maintenance';

export const PHOTO_ADD_API = 'ImageFile';

/** What a photo is for: a characteristic (of a group or of the inventory) or an antenna. */
export type PhotoTarget =
  | { kind: 'characteristic'; ownerUuid: string; charSequence: number }
  | { kind: 'antenna'; antenna: number };

/** One text per target, to match a device photo with the strip it belongs to. */
export function photoTargetKey(target: PhotoTarget): string {
  return target.kind === 'antenna'
    ? `antenna:${target.antenna}`
    : `char:${target.ownerUuid}:${target.charSequence}`;
}

/** The device position when the photo was taken; null coordinates when it had none. */
export interface PhotoPosition {
  lat: number | null;
  longitud: number | null;
}

export const NO_POSITION: PhotoPosition = { lat: null, longitud: null };

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** The device's local calendar day as the wire writes it: dd-mm-yyyy. */
export function photoWireDate(at: Date): string {
  return `${pad(at.getDate())}-${pad(at.getMonth() + 1)}-${pad(at.getFullYear(), 4)}`;
}

/** The device's local time as the wire writes it: HH:MM:SS (24 h). */
export function photoWireTime(at: Date): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The placeholder the upload transport replaces by the blob's id once the file is uploaded. */
export interface UploadRef {
  $upload: string;
}

export interface PhotoAddInput {
  clientId: string;
  orderCode: string;
  target: PhotoTarget;
  blobId: string;
  position: PhotoPosition;
  takenAt: Date;
}

/** The outbox body of api/ImageFile 11 (PhotoAddRequest once the placeholder is replaced). */
export function photoAddBody(input: PhotoAddInput): Record<string, unknown> {
  const { target } = input;
  const upload: UploadRef = { $upload: input.blobId };
  return {
    ActionId: ActionId.Insert,
    Photo: {
      ClientId: input.clientId,
      OrderCode: input.orderCode,
      ...(target.kind === 'antenna'
        ? { Antenna: target.antenna }
        : { OwnerUuid: target.ownerUuid, CharSequence: target.charSequence }),
      UploadId: upload,
      lat: input.position.lat,
      longitud: input.position.longitud,
      date: photoWireDate(input.takenAt),
      time: photoWireTime(input.takenAt),
    },
  };
}

/** A photo still on the device only: shown with the server's photos, marked as pending. */
export interface PendingPhotoRef extends PhotoRef {
  pending: true;
  /** The server refused it (or its file is gone): it waits in the sync panel for the user. */
  needsAttention: boolean;
}

export function isPendingPhoto(photo: PhotoRef): photo is PendingPhotoRef {
  return (photo as Partial<PendingPhotoRef>).pending === true;
}
