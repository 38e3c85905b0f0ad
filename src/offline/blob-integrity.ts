/**
 * The integrity of files kept on the device: a SHA-256 taken when a photo or attachment is saved,
 * checked with its size before the file is sent, so a missing or damaged file blocks its entry.
 */
import type { StoredBlob } from './db';

/** What the check found: the file as saved (with its digest when one could be taken), or why not. */
export type BlobCheck =
  { ok: true; sha256?: string } | { ok: false; reason: 'missingBlob' | 'corruptBlob' };

function subtleCrypto(): SubtleCrypto | null {
  // Only secure contexts (https, localhost) have crypto.subtle; elsewhere files go unhashed.
  return typeof crypto !== 'undefined' && crypto.subtle ? crypto.subtle : null;
}

function isReadable(data: unknown): data is Blob {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as Blob).arrayBuffer === 'function' &&
    typeof (data as Blob).size === 'number'
  );
}

/** Lower-case hex SHA-256 of the file, or undefined when the browser cannot compute one. */
export async function blobSha256(data: Blob): Promise<string | undefined> {
  const subtle = subtleCrypto();
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', await data.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Checks a stored file before it is sent: gone or unreadable (the browser evicted it) is
 * missingBlob; another size or digest than when it was saved is corruptBlob.
 */
export async function checkStoredBlob(stored: StoredBlob | undefined): Promise<BlobCheck> {
  if (!stored || !isReadable(stored.data)) return { ok: false, reason: 'missingBlob' };
  if (stored.data.size !== stored.size) return { ok: false, reason: 'corruptBlob' };
  let sha256: string | undefined;
  try {
    sha256 = await blobSha256(stored.data);
  } catch {
    return { ok: false, reason: 'missingBlob' };
  }
  if (stored.sha256 && sha256 && stored.sha256 !== sha256) {
    return { ok: false, reason: 'corruptBlob' };
  }
  // Without crypto.subtle now, the digest taken at save time still lets the server check the file.
  const digest = sha256 ?? stored.sha256;
  return digest ? { ok: true, sha256: digest } : { ok: true };
}
