/**
 * Photos by Id as JPEG Blobs: each one's bytes from GET <base>api/files/photo/:id, a few at a
 * time, rather than base64 inside api/ImageFile 22's JSON (which stays for other callers).
 */
import { isApiError } from '../../../lib/api-errors';
import { fetchFile } from '../../../lib/api-client';

/** One photo's file, by the photo's Id. */
export interface PhotoFile {
  Id: string;
  blob: Blob;
}

/** Photos downloaded at once: enough to fill a connection pool, few enough not to crowd it. */
export const PHOTO_DOWNLOADS_AT_ONCE = 4;

/**
 * The photos among `ids` the user may see, in the order asked. A photo the server does not show
 * (404: another party's order, or gone) is left out, as api/ImageFile 22 leaves it out; any
 * other failure (no network, expired session) fails the whole call.
 */
export async function fetchImageFiles(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<PhotoFile[]> {
  const unique = [...new Set(ids)];
  const found = new Map<string, Blob>();
  let next = 0;
  // The first failure stops every worker at its next photo: nothing more is downloaded in vain.
  const failures: unknown[] = [];
  const worker = async () => {
    while (failures.length === 0 && next < unique.length) {
      const id = unique[next++]!;
      try {
        const { blob } = await fetchFile(`files/photo/${encodeURIComponent(id)}`, { signal });
        found.set(id, blob.type ? blob : new Blob([blob], { type: 'image/jpeg' }));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) failures.push(error);
      }
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(PHOTO_DOWNLOADS_AT_ONCE, unique.length) }, worker),
  );
  if (failures.length > 0) throw failures[0];
  return unique.flatMap((Id) => {
    const blob = found.get(Id);
    return blob ? [{ Id, blob }] : [];
  });
}
