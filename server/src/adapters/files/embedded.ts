/**
 * The embedded files store: contents live in the file_blobs table of the same database, one row
 * per distinct SHA-256, so a photo referenced by many records is stored once. Downloads read the
 * value in slices (substring of the bytea), never whole.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { hexSlice, sliceFromHex, slicedStream, sliceTurnsOf } from './chunks';
import { resolveRange, sha256Hex, type FileStore, type StoredFile } from './index';

type Blob = StoredFile & { bytes: Uint8Array };

const toBlob = (r: typeof fileBlobs.$inferSelect): Blob => ({
  sha256: r.sha256,
  size: r.size,
  mime: r.mime,
  bytes: r.data,
});

/**
 * Rows whose content is in the row. With FILE_STORE=s3 a row only indexes a content kept in the
 * bucket (its data is empty, s3.ts): to this store that content is unknown. octet_length reads
 * the stored length without reading the value.
 */
const held = sql`octet_length(${fileBlobs.data}) = ${fileBlobs.size}`;

const metadata = { sha256: fileBlobs.sha256, size: fileBlobs.size, mime: fileBlobs.mime };

export function createDbFileStore(db: Db): FileStore {
  const turn = sliceTurnsOf(db);
  const stat = async (sha256: string): Promise<StoredFile | null> => {
    const [row] = await db
      .select(metadata)
      .from(fileBlobs)
      .where(and(eq(fileBlobs.sha256, sha256), held));
    return row ?? null;
  };
  /** `length` bytes of the content from `offset`, read without reading the rest of the value. */
  const slice = (sha256: string) => async (offset: number, length: number) => {
    const [row] = await turn(() =>
      db
        .select({ hex: hexSlice(fileBlobs.data, offset, length) })
        .from(fileBlobs)
        .where(eq(fileBlobs.sha256, sha256)),
    );
    return row ? sliceFromHex(row.hex) : null;
  };
  return {
    async put(bytes, mime) {
      const sha256 = sha256Hex(bytes);
      await db
        .insert(fileBlobs)
        .values({ sha256, size: bytes.byteLength, mime, data: bytes })
        .onConflictDoNothing();
      return { sha256, size: bytes.byteLength, mime };
    },
    async get(sha256) {
      const [row] = await db
        .select()
        .from(fileBlobs)
        .where(and(eq(fileBlobs.sha256, sha256), held));
      return row ? toBlob(row) : null;
    },
    async getMany(sha256s) {
      const out = new Map<string, Blob>();
      const keys = [...new Set(sha256s)];
      if (keys.length === 0) return out;
      const rows = await db
        .select()
        .from(fileBlobs)
        .where(and(inArray(fileBlobs.sha256, keys), held));
      for (const r of rows) out.set(r.sha256, toBlob(r));
      return out;
    },
    stat,
    async open(sha256, request) {
      const file = await stat(sha256);
      if (!file) return null;
      const range = request ? resolveRange(request, file.size) : null;
      if (request && !range) return { ...file, kind: 'unsatisfiable' };
      const { start, end } = range ?? { start: 0, end: file.size - 1 };
      return { ...file, kind: 'content', range, stream: slicedStream(slice(sha256), start, end) };
    },
  };
}
