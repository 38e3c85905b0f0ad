/**
 * api/ImageFile 22: photos by Id, asked in batches of at most MAX_IMAGES_PER_CALL (the server's
 * limit), each answered as a JPEG Blob with its position and time.
 */
import { ActionId } from '../../../protocol/envelope';
import {
  ImageFileResponse,
  MAX_IMAGES_PER_CALL,
  type ImageFile,
} from '../../../protocol/maintenance';
import { callApi } from '../../../lib/api-client';

export interface PhotoFile extends Omit<ImageFile, 'ImageBase64'> {
  blob: Blob;
}

/** Splits ids into the batches one call may carry. */
export function imageBatches(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += MAX_IMAGES_PER_CALL) {
    batches.push(unique.slice(i, i + MAX_IMAGES_PER_CALL));
  }
  return batches;
}

function base64ToBlob(base64: string, type: string): Blob {
  const comma = base64.indexOf(',');
  const data = base64.startsWith('data:') && comma >= 0 ? base64.slice(comma + 1) : base64;
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/** The photos among `ids` the user may see (others are left out by the server). */
export async function fetchImageFiles(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PhotoFile[]> {
  const files: PhotoFile[] = [];
  for (const batch of imageBatches(ids)) {
    const answer = await callApi(
      'ImageFile',
      ActionId.SpecialView,
      { Filter: { Images: batch } },
      { schema: ImageFileResponse, signal },
    );
    for (const { ImageBase64, ...meta } of answer.List) {
      files.push({ ...meta, blob: base64ToBlob(ImageBase64, 'image/jpeg') });
    }
  }
  return files;
}
