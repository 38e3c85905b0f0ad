/**
 * The files adapter: stores file contents by SHA-256 and answers them back. The embedded default
 * keeps them in the database (file_blobs); an S3-compatible store would implement the same interface.
 */
import { createHash } from 'node:crypto';

/** What the store knows about one stored content. */
export interface StoredFile {
  sha256: string;
  size: number;
  mime: string;
}

export interface FileStore {
  /** Stores the bytes once (a second put of the same content is a no-op) and answers their key. */
  put(bytes: Uint8Array, mime: string): Promise<StoredFile>;
  /** The bytes and metadata of one content, or null when the key is unknown. */
  get(sha256: string): Promise<(StoredFile & { bytes: Uint8Array }) | null>;
  /** Several contents at once, by key; unknown keys are absent from the map. */
  getMany(sha256s: readonly string[]): Promise<Map<string, StoredFile & { bytes: Uint8Array }>>;
}

/** Lower-case hex SHA-256 of the bytes: the key a content is stored under. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
