/**
 * The embedded files store: contents live in the file_blobs table of the same database, one row
 * per distinct SHA-256, so a photo referenced by many records is stored once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileBlobs } from '../../db/schema';
import { sha256Hex, type FileStore, type StoredFile } from './index';

type Blob = StoredFile & { bytes: Uint8Array };

const toBlob = (r: typeof fileBlobs.$inferSelect): Blob => ({
  sha256: r.sha256,
  size: r.size,
  mime: r.mime,
  bytes: r.data,
});

export function createDbFileStore(db: Db): FileStore {
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
      const [row] = await db.select().from(fileBlobs).where(eq(fileBlobs.sha256, sha256));
      return row ? toBlob(row) : null;
    },
    async getMany(sha256s) {
      const out = new Map<string, Blob>();
      const keys = [...new Set(sha256s)];
      if (keys.length === 0) return out;
      const rows = await db.select().from(fileBlobs).where(inArray(fileBlobs.sha256, keys));
      for (const r of rows) out.set(r.sha256, toBlob(r));
      return out;
    },
  };
}
