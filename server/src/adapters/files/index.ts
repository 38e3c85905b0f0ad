/**
 * The files adapter: stores file contents by SHA-256 and answers them back, whole (for the writers
 * and small reads) or as a stream of bounded chunks, optionally a byte range (for downloads). The
 * embedded default keeps them in the database (file_blobs); FILE_STORE=s3 keeps them in an
 * S3-compatible bucket (s3.ts).
 */
import { createHash } from 'node:crypto';

/** What the store knows about one stored content. */
export interface StoredFile {
  sha256: string;
  size: number;
  mime: string;
}

/** Bytes `start` to `end` of a content, both included (as HTTP's Content-Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A byte range as a caller asks for it, before the content's size is known: from `start` to `end`
 * (to the last byte when `end` is absent), or the last `suffix` bytes.
 */
export type RangeRequest = { start: number; end?: number } | { suffix: number };

/**
 * A content opened for reading: `content` with a stream of the bytes asked for (`range` null: all
 * of them), or `unsatisfiable` when the range asked for holds no byte of it.
 */
export type OpenedFile =
  | (StoredFile & { kind: 'content'; range: ByteRange | null; stream: ReadableStream<Uint8Array> })
  | (StoredFile & { kind: 'unsatisfiable' });

export interface FileStore {
  /** Stores the bytes once (a second put of the same content is a no-op) and answers their key. */
  put(bytes: Uint8Array, mime: string): Promise<StoredFile>;
  /** The bytes and metadata of one content, or null when the key is unknown. */
  get(sha256: string): Promise<(StoredFile & { bytes: Uint8Array }) | null>;
  /** Several contents at once, by key; unknown keys are absent from the map. */
  getMany(sha256s: readonly string[]): Promise<Map<string, StoredFile & { bytes: Uint8Array }>>;
  /** The metadata of one content without reading it, or null when the key is unknown. */
  stat(sha256: string): Promise<StoredFile | null>;
  /**
   * One content as a stream read in chunks as the consumer takes them, so memory stays bounded
   * whatever its size; null when the key is unknown. A stream that is not read to its end must be
   * cancelled, which releases what the store holds for it.
   */
  open(sha256: string, range?: RangeRequest): Promise<OpenedFile | null>;
}

/** Lower-case hex SHA-256 of the bytes: the key a content is stored under. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The bytes a range request names within a content of `size` bytes (an end past the last byte is
 * the last byte), or null when it names none (RFC 9110 §14.1.2: a start at or past the end, a
 * zero-length suffix, or any range of an empty content).
 */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if (size === 0) return null;
  if ('suffix' in request) {
    if (request.suffix <= 0) return null;
    return { start: Math.max(0, size - request.suffix), end: size - 1 };
  }
  if (request.start >= size) return null;
  const end = request.end === undefined ? size - 1 : Math.min(request.end, size - 1);
  return end < request.start ? null : { start: request.start, end };
}
