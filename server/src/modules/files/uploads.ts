/**
 * Resumable uploads of one user: start (or resume) an upload, append a part only where the last
 * one ended, and hand the assembled file to one write, which claims it so no other write uses it.
 */
import { and, asc, eq, exists, lt, sql } from 'drizzle-orm';
import type { UploadState } from '../../../../src/protocol/maintenance-files';
import { LOCK_SPACE } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { uploadParts, uploads } from '../../db/schema';

type UploadRecord = typeof uploads.$inferSelect;

export function toUploadState(r: UploadRecord): UploadState {
  return { UploadId: r.uploadId, Size: r.size, Received: r.received, Used: r.used };
}

const ofUser = (userId: number, uploadId: string) =>
  and(eq(uploads.userId, userId), eq(uploads.uploadId, uploadId));

export async function findUpload(
  db: Db,
  userId: number,
  uploadId: string,
): Promise<UploadRecord | null> {
  const [row] = await db.select().from(uploads).where(ofUser(userId, uploadId));
  return row ?? null;
}

export type UploadStart =
  | { kind: 'started' | 'existing'; upload: UploadRecord }
  | { kind: 'conflict'; upload: UploadRecord }
  | { kind: 'overQuota'; unfinished: number; limit: number };

/** Bytes announced by the user's unfinished uploads: started and not used by a write. */
export async function unfinishedBytes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.used, false)));
  return row?.bytes ?? 0;
}

/**
 * Starts an upload, or answers the existing one under that id when it announced the same size
 * and digest (a device that lost the first answer carries on from Received; it is not counted
 * again). A new upload is refused when its size and the user's unfinished uploads pass `quota`.
 *
 * The quota is read and the upload inserted under a per-user advisory lock held until the
 * transaction ends: under READ COMMITTED two starts would otherwise each read the sum without
 * the other's row and both pass. (PGlite runs one transaction at a time; the lock costs nothing
 * there.) A write that releases its claim on an upload makes it count again without this lock:
 * it was within the quota when it started, so at most one file's bytes pass it for a while.
 */
export async function startUpload(
  db: Db,
  userId: number,
  start: {
    uploadId: string;
    size: number;
    mime: string;
    sha256: string | null;
    /** The server's clock: the upload expires UPLOAD_LIFETIME_MS after it. */
    createdAt: Date;
  },
  quota: number,
): Promise<UploadStart> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LOCK_SPACE.uploadStart}::int, ${userId}::int)`,
    );
    const existing = await findUpload(tx, userId, start.uploadId);
    if (existing) {
      const same = existing.size === start.size && existing.sha256 === start.sha256;
      return { kind: same ? 'existing' : 'conflict', upload: existing };
    }
    const unfinished = await unfinishedBytes(tx, userId);
    if (unfinished + start.size > quota) return { kind: 'overQuota', unfinished, limit: quota };
    const [created] = await tx
      .insert(uploads)
      .values({ userId, ...start })
      .returning();
    if (!created) throw new Error(`upload ${start.uploadId} not inserted`);
    return { kind: 'started', upload: created };
  });
}

export type PartAppend =
  | { kind: 'appended' | 'replayed'; upload: UploadRecord }
  | { kind: 'notFound' }
  | { kind: 'pastSize' | 'outOfOrder' | 'used'; upload: UploadRecord };

/**
 * Appends a part at `offset`. The append is one conditional UPDATE (received must equal the
 * offset, the part must fit in the size, the upload must be unused) committed together with the
 * part, so of two parts racing for one offset exactly one is appended; the other then reads as a
 * replay or as out of order.
 */
export async function appendPart(
  db: Db,
  userId: number,
  uploadId: string,
  offset: number,
  bytes: Uint8Array,
): Promise<PartAppend> {
  const end = offset + bytes.byteLength;
  const appended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploads)
      .set({ received: end })
      .where(
        and(
          ofUser(userId, uploadId),
          eq(uploads.received, offset),
          sql`${end} <= ${uploads.size}`,
          eq(uploads.used, false),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.insert(uploadParts).values({ userId, uploadId, offset, bytes });
    return row;
  });
  if (appended) return { kind: 'appended', upload: appended };

  const upload = await findUpload(db, userId, uploadId);
  if (!upload) return { kind: 'notFound' };
  if (end > upload.size) return { kind: 'pastSize', upload };
  // Wholly below what the server holds: a part sent again after a lost answer.
  if (end <= upload.received) return { kind: 'replayed', upload };
  if (offset !== upload.received) return { kind: 'outOfOrder', upload };
  return { kind: 'used', upload };
}

export type CompleteUpload =
  | { kind: 'ready'; upload: UploadRecord; bytes: Uint8Array }
  | { kind: 'notFound' }
  | { kind: 'incomplete' | 'used'; upload: UploadRecord };

/** The assembled file of a complete, unused upload of the user. */
export async function readCompleteUpload(
  db: Db,
  userId: number,
  uploadId: string,
): Promise<CompleteUpload> {
  const upload = await findUpload(db, userId, uploadId);
  if (!upload) return { kind: 'notFound' };
  if (upload.used) return { kind: 'used', upload };
  if (upload.received < upload.size) return { kind: 'incomplete', upload };
  const parts = await db
    .select({ offset: uploadParts.offset, bytes: uploadParts.bytes })
    .from(uploadParts)
    .where(and(eq(uploadParts.userId, userId), eq(uploadParts.uploadId, uploadId)))
    .orderBy(asc(uploadParts.offset));
  const bytes = new Uint8Array(upload.size);
  let at = 0;
  for (const part of parts) {
    if (part.offset !== at || at + part.bytes.byteLength > upload.size) {
      throw new Error(`upload ${uploadId}: parts do not tile the file at ${at}`);
    }
    bytes.set(part.bytes, at);
    at += part.bytes.byteLength;
  }
  if (at !== upload.size) throw new Error(`upload ${uploadId}: ${at} of ${upload.size} bytes`);
  return { kind: 'ready', upload, bytes };
}

/**
 * Claims a complete upload for one write: true for exactly one caller. A write that then fails or
 * is refused releases its claim; one that succeeds finishes the upload.
 */
export async function claimUpload(db: Db, userId: number, uploadId: string): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ used: true })
    .where(and(ofUser(userId, uploadId), eq(uploads.used, false)))
    .returning({ size: uploads.size });
  return rows.length > 0;
}

export async function releaseUpload(db: Db, userId: number, uploadId: string): Promise<void> {
  await db.update(uploads).set({ used: false }).where(ofUser(userId, uploadId));
}

/**
 * The file now lives in the files store: its parts are dropped, the used upload row stays so a
 * late part or a second write with the same id is answered as used, not as unknown.
 */
export async function finishUpload(db: Db, userId: number, uploadId: string): Promise<void> {
  await db
    .delete(uploadParts)
    .where(and(eq(uploadParts.userId, userId), eq(uploadParts.uploadId, uploadId)));
}

export interface ExpiredUploads {
  /** Unfinished uploads deleted, with their parts. */
  uploads: number;
  /** Bytes those uploads had received. */
  bytes: number;
  /** Parts dropped from used uploads (a write that stopped between its claim and its end). */
  leftoverParts: number;
}

/**
 * Deletes the unfinished uploads started before `cutoff`, with their parts (the foreign key
 * cascades): a device that comes back later is answered 404 on a part and starts over.
 *
 * Used uploads keep their row: it holds no bytes (the parts went when the write took the file)
 * and it answers a device that lost the write's answer "used", so it sends the write again
 * rather than the whole file. Parts still under a used upload are never read again (a used
 * upload cannot be read), so those left by a write that stopped mid-way go as well.
 */
export async function deleteExpiredUploads(db: Db, cutoff: Date): Promise<ExpiredUploads> {
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.used, false), lt(uploads.createdAt, cutoff)))
    .returning({ received: uploads.received });
  const leftover = await db
    .delete(uploadParts)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(uploads)
          .where(
            and(
              eq(uploads.userId, uploadParts.userId),
              eq(uploads.uploadId, uploadParts.uploadId),
              eq(uploads.used, true),
              lt(uploads.createdAt, cutoff),
            ),
          ),
      ),
    )
    .returning({ offset: uploadParts.offset });
  return {
    uploads: gone.length,
    bytes: gone.reduce((sum, u) => sum + u.received, 0),
    leftoverParts: leftover.length,
  };
}
