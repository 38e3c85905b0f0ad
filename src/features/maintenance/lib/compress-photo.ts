/**
 * Makes a photo small enough to keep on the device and send from the field: JPEG, at most
 * 1600 px on its longer side and about 500 kB, with browser-image-compression loaded on first use
 * (it stays out of the app's first download).
 */
import { MAX_PHOTO_BYTES } from '../../../protocol/maintenance-files';

export const PHOTO_MAX_SIDE_PX = 1600;
export const PHOTO_TARGET_MB = 0.5;

/** Why a chosen file cannot be a photo: not an image at all, or an image the browser cannot read. */
export type PhotoFileProblem = 'notImage' | 'unreadable';

export class PhotoFileError extends Error {
  override readonly name = 'PhotoFileError';
  constructor(readonly problem: PhotoFileProblem) {
    super(problem);
  }
}

/**
 * A file is taken for an image when its type says so, or when it has no type at all (some cameras
 * and file pickers leave it empty): decoding then decides.
 */
export function mayBeImage(file: Pick<File, 'type'>): boolean {
  return file.type === '' || file.type.startsWith('image/');
}

/** The compressed JPEG of `file`; a PhotoFileError when it is not a readable image. */
export async function compressPhoto(file: File): Promise<Blob> {
  if (!mayBeImage(file)) throw new PhotoFileError('notImage');
  const { default: imageCompression } = await import('browser-image-compression');
  let out: Blob;
  try {
    out = await imageCompression(file, {
      maxSizeMB: PHOTO_TARGET_MB,
      maxWidthOrHeight: PHOTO_MAX_SIDE_PX,
      fileType: 'image/jpeg',
      initialQuality: 0.8,
      // The worker would be fetched from a CDN: blocked by the CSP and missing offline.
      useWebWorker: false,
    });
  } catch {
    throw new PhotoFileError('unreadable');
  }
  if (out.size === 0 || out.size > MAX_PHOTO_BYTES || out.type !== 'image/jpeg') {
    throw new PhotoFileError('unreadable');
  }
  return out;
}
