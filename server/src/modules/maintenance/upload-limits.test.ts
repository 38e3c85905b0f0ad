/**
 * api/Upload bounds: the per-user quota of unfinished upload bytes (413 with UploadQuota) and the
 * job that deletes unfinished uploads 24 hours after they started, with their parts.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_LIFETIME_MS } from '../../../../src/protocol/maintenance-files';
import { JOB_LOCK_ID, LOCK_SPACE } from '../../db/advisory-locks';
import { uploadParts, uploads, users } from '../../db/schema';
import { expireUploads } from '../../jobs/expire-uploads';
import {
  t,
  tokens,
  pdf,
  orderOfLessor,
  upload,
  start,
  part,
  uploaded,
  stateOf,
  addAttachment,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

const QUOTA = 30_000_000;
const HOUR = 60 * 60_000;
let clock = new Date();

useFileWritesApp({ env: { UPLOAD_QUOTA_BYTES: String(QUOTA) }, now: () => clock });

beforeEach(async () => {
  clock = new Date();
  await t.handle.db.delete(uploads);
});

/** api/Upload 11 announcing `size` bytes (no part is sent). */
function announce(user: string, id: string, size: number, lang: 'es' | 'en' = 'es') {
  return t.call(
    'Upload',
    { ActionId: 11, Language: lang, Upload: { UploadId: id, Size: size, Mime: 'application/pdf' } },
    tokens[user],
  );
}

async function userId(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  if (!row) throw new Error(`no user ${userName}`);
  return row.id;
}

/** Bytes the user's unfinished uploads announced, as stored. */
async function unfinishedOf(userName: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ bytes: sql<number>`coalesce(sum(${uploads.size}), 0)`.mapWith(Number) })
    .from(uploads)
    .where(and(eq(uploads.userId, await userId(userName)), eq(uploads.used, false)));
  return row?.bytes ?? 0;
}

async function partsOf(uploadId: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(uploadParts)
    .where(eq(uploadParts.uploadId, uploadId));
  return row?.n ?? 0;
}

async function uploadRow(uploadId: string) {
  const [row] = await t.handle.db.select().from(uploads).where(eq(uploads.uploadId, uploadId));
  return row ?? null;
}

describe('api/Upload 11: quota of unfinished upload bytes per user', () => {
  it('refuses a start past the quota with 413, the message in the language and UploadQuota', async () => {
    expect((await announce('mantto.fijo', randomUUID(), 20_000_000)).status).toBe(200);
    // Up to the quota exactly is allowed.
    expect((await announce('mantto.fijo', randomUUID(), 10_000_000)).status).toBe(200);

    const refusedId = randomUUID();
    const es = await announce('mantto.fijo', refusedId, 160_000);
    expect(es.status).toBe(413);
    expect(es.body).toEqual({
      Result: false,
      Message:
        'Sus cargas de archivos sin terminar suman 30 MB; con este archivo (0.2 MB) pasarían del ' +
        'límite de 30 MB. Espere a que terminen o a que se descarten (a las 24 horas) e intente de nuevo.',
      UploadQuota: { Unfinished: 30_000_000, Limit: QUOTA },
    });
    const en = await announce('mantto.fijo', randomUUID(), 1_260_000, 'en');
    expect(en.status).toBe(413);
    expect(en.body.Message).toBe(
      'Your unfinished file uploads add up to 30 MB; with this file (1.3 MB) they would pass the ' +
        'limit of 30 MB. Wait until they finish or are discarded (after 24 hours) and try again.',
    );
    // Nothing was stored for the refused start.
    expect((await upload('mantto.fijo', { UploadId: refusedId }, 21)).status).toBe(404);
    expect(await unfinishedOf('mantto.fijo')).toBe(30_000_000);
    // The quota is per user: another user starts as usual.
    expect((await announce('proveedor', randomUUID(), 20_000_000)).status).toBe(200);
  });

  it('counts an upload resumed under the same id once', async () => {
    const big = randomUUID();
    const bytes = pdf(2_000_000);
    expect((await start('mantto.fijo', big, bytes)).status).toBe(200);
    await part('mantto.fijo', big, 0, bytes.subarray(0, 500_000));
    expect((await announce('mantto.fijo', randomUUID(), 20_000_000)).status).toBe(200);
    expect((await announce('mantto.fijo', randomUUID(), QUOTA - 22_000_000)).status).toBe(200);
    // At the quota: resuming the first upload answers its state, it is not a new upload.
    for (let i = 0; i < 3; i++) {
      const again = await start('mantto.fijo', big, bytes);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(stateOf(again)).toMatchObject({ Size: 2_000_000, Received: 500_000 });
    }
    expect(await unfinishedOf('mantto.fijo')).toBe(QUOTA);
    expect((await announce('mantto.fijo', randomUUID(), 1)).status).toBe(413);
  });

  it('stops counting an upload once a write used its file', async () => {
    const file = await uploaded('mantto.fijo', pdf(1000));
    expect((await announce('mantto.fijo', randomUUID(), 20_000_000)).status).toBe(200);
    const next = randomUUID();
    // 1000 + 20,000,000 + 9,999,001 = 30,000,001: one byte too many while the file waits.
    expect((await announce('mantto.fijo', next, 9_999_001)).status).toBe(413);
    const order = await orderOfLessor(0);
    const used = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: file });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await announce('mantto.fijo', next, 9_999_001)).status).toBe(200);
    expect(await unfinishedOf('mantto.fijo')).toBe(QUOTA - 999);
  });

  it('lets exactly as many concurrent starts through as fit in the quota', async () => {
    for (let round = 0; round < 3; round++) {
      await t.handle.db.delete(uploads);
      expect((await announce('mantto.fijo', randomUUID(), 10_000_000)).status).toBe(200);
      // Each alone fits (25 MB); any two together pass 30 MB.
      const pair = await Promise.all([
        announce('mantto.fijo', randomUUID(), 15_000_000),
        announce('mantto.fijo', randomUUID(), 15_000_000),
      ]);
      expect(pair.map((r) => r.status).sort()).toEqual([200, 413]);
      expect(await unfinishedOf('mantto.fijo')).toBe(25_000_000);
    }
    await t.handle.db.delete(uploads);
    const four = await Promise.all(
      Array.from({ length: 4 }, () => announce('mantto.fijo', randomUUID(), 10_000_000)),
    );
    expect(four.filter((r) => r.status === 200)).toHaveLength(3);
    expect(four.filter((r) => r.status === 413)).toHaveLength(1);
    expect(await unfinishedOf('mantto.fijo')).toBe(QUOTA);
  });
});

describe('expiry of unfinished uploads', () => {
  it('deletes only unfinished uploads older than 24 hours, with their parts', async () => {
    const started = clock;
    const old = await uploaded('mantto.fijo', pdf(3000), 1000);
    const oldPartial = randomUUID();
    const partial = pdf(2000);
    await start('mantto.fijo', oldPartial, partial);
    await part('mantto.fijo', oldPartial, 0, partial.subarray(0, 1000));
    const oldUsed = await uploaded('mantto.fijo', pdf(1000));
    const order = await orderOfLessor(0);
    const write = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: oldUsed });
    expect(write.status, JSON.stringify(write.body)).toBe(200);
    clock = new Date(started.getTime() + 2 * HOUR);
    const recent = await uploaded('mantto.fijo', pdf(2000), 1000);
    expect(await partsOf(old)).toBe(3);

    // Exactly 24 hours after the old ones started: nothing is older than that yet.
    expect(
      await expireUploads(t.handle.db, new Date(started.getTime() + UPLOAD_LIFETIME_MS)),
    ).toEqual({ uploads: 0, bytes: 0, leftoverParts: 0 });
    const expired = await expireUploads(t.handle.db, new Date(started.getTime() + 25 * HOUR));
    expect(expired).toEqual({ uploads: 2, bytes: 4000, leftoverParts: 0 });
    expect(await uploadRow(old)).toBeNull();
    expect(await uploadRow(oldPartial)).toBeNull();
    expect(await partsOf(old)).toBe(0);
    expect(await partsOf(oldPartial)).toBe(0);
    // A used upload keeps its row (a late start answers Used), a recent one all of its parts.
    expect(await uploadRow(oldUsed)).toMatchObject({ used: true });
    expect(stateOf(await start('mantto.fijo', oldUsed, pdf(1000)))).toMatchObject({ Used: true });
    expect(await uploadRow(recent)).toMatchObject({ received: 2000, used: false });
    expect(await partsOf(recent)).toBe(2);
    // Running it again deletes nothing more.
    expect(await expireUploads(t.handle.db, new Date(started.getTime() + 25 * HOUR))).toEqual({
      uploads: 0,
      bytes: 0,
      leftoverParts: 0,
    });
  });

  it('drops the parts a write left under an old used upload, keeping its row', async () => {
    const started = clock;
    const id = await uploaded('mantto.fijo', pdf(2000), 1000);
    // A write claimed it and stopped before it finished (the process ended between the two).
    await t.handle.db.update(uploads).set({ used: true }).where(eq(uploads.uploadId, id));
    const expired = await expireUploads(t.handle.db, new Date(started.getTime() + 25 * HOUR));
    expect(expired).toEqual({ uploads: 0, bytes: 0, leftoverParts: 2 });
    expect(await partsOf(id)).toBe(0);
    expect(await uploadRow(id)).toMatchObject({ used: true });
  });

  it('answers a part of an expired upload 404; starting it again begins at 0', async () => {
    const started = clock;
    const id = randomUUID();
    const bytes = pdf(3000);
    await start('mantto.fijo', id, bytes);
    await part('mantto.fijo', id, 0, bytes.subarray(0, 1000));
    await expireUploads(t.handle.db, new Date(started.getTime() + 25 * HOUR));

    const late = await part('mantto.fijo', id, 1000, bytes.subarray(1000, 2000));
    expect(late.status).toBe(404);
    expect(late.body.Message).toBe('La carga del archivo no existe; vuelva a enviarlo');
    const again = await start('mantto.fijo', id, bytes);
    expect(again.status).toBe(200);
    expect(stateOf(again)).toMatchObject({ Size: 3000, Received: 0, Used: false });
  });

  it('frees the quota the expired uploads held', async () => {
    const started = clock;
    expect((await announce('mantto.fijo', randomUUID(), 20_000_000)).status).toBe(200);
    clock = new Date(started.getTime() + 2 * HOUR);
    expect((await announce('mantto.fijo', randomUUID(), 10_000_000)).status).toBe(200);
    expect((await announce('mantto.fijo', randomUUID(), 15_000_000)).status).toBe(413);
    await expireUploads(t.handle.db, new Date(started.getTime() + 25 * HOUR));
    expect((await announce('mantto.fijo', randomUUID(), 15_000_000)).status).toBe(200);
  });

  it('does nothing while another process runs it (PostgreSQL)', async (ctx) => {
    if (t.handle.kind !== 'pg') return ctx.skip();
    const started = clock;
    await announce('mantto.fijo', randomUUID(), 1000);
    const other = await t.handle.pool.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1::int, $2::int)', [
        LOCK_SPACE.job,
        JOB_LOCK_ID.expireUploads,
      ]);
      const later = new Date(started.getTime() + 25 * HOUR);
      expect(await expireUploads(t.handle.db, later)).toBeNull();
      await other.query('rollback');
      expect(await expireUploads(t.handle.db, later)).toMatchObject({ uploads: 1 });
    } finally {
      other.release();
    }
  });
});
