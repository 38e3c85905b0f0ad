/**
 * The outbox against the real server's bounds on uploads: the real sync engine and the app's own
 * upload transport send attachments into the real Hono app whose user already holds unfinished
 * uploads up to the quota, and whose uploads expire mid-way. Nothing queued on the device may be
 * lost: a start refused for the quota parks the entry (file kept) and it goes by itself once the
 * quota frees; an upload deleted by the expiry job is sent again from 0 without the user.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PortalDatabase } from '../../src/offline/db';
import { saveEdit, userEntries } from '../../src/offline/outbox';
import { createSyncEngine } from '../../src/offline/sync-engine';
import { uploadingTransport, type ApiCall } from '../../src/offline/upload-transport';
import type { Attachment } from '../../src/protocol/maintenance';
import { UPLOAD_PART_BYTES } from '../../src/protocol/maintenance-files';
import { uploads } from '../../server/src/db/schema';
import { expireUploads } from '../../server/src/jobs/expire-uploads';
import { ordersOf } from '../../server/src/testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../server/src/testing/test-app';

const LESSOR = '0000100001';
const USER_ID = 7;
const QUOTA = 20_000_000;
const DAY = 24 * 60 * 60_000;

let t: TestApp;
let token: string;
let orderCode: string;
let db: PortalDatabase;
let clock: number;
let calls: { name: string; actionId: unknown; status: number | null }[];

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_QUOTA_BYTES: String(QUOTA) } });
  token = await t.tokenFor('mantto.fijo');
  const [order] = await ordersOf(t, LESSOR, '03');
  if (!order) throw new Error('no status 03 order of the lessor');
  orderCode = order.aufnr;
});
afterAll(() => t.close());

beforeEach(async () => {
  db = new PortalDatabase(`upload-limits-${randomUUID()}`);
  clock = 1_000_000;
  calls = [];
  await t.handle.db.delete(uploads);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

/** The app's API calls into the real server, with `before` run ahead of each one. */
function serverCall(before: (name: string, body: Record<string, unknown>) => Promise<void>) {
  const call: ApiCall = async (name, body, headers) => {
    await before(name, body);
    const res = await t.call(name, body, token, headers ?? {});
    calls.push({ name, actionId: body.ActionId, status: res.status });
    return { status: res.status, body: res.body };
  };
  return call;
}

function engine(before: Parameters<typeof serverCall>[0] = async () => undefined) {
  return createSyncEngine({
    db,
    transport: uploadingTransport(serverCall(before)),
    currentUser: () => USER_ID,
    now: () => clock,
    random: () => 0.5,
    locks: null,
  });
}

/** A PDF of `size` bytes (magic bytes first, then a pattern). */
function pdfBytes(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 29 + 11) & 0xff;
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
  return bytes;
}

/** Queues an attachment of the order sent through api/Upload, as the attachments dialog does. */
async function queueAttachment(description: string, bytes: Uint8Array<ArrayBuffer>) {
  const blobId = randomUUID();
  const entryId = await saveEdit(db, {
    userId: USER_ID,
    orderCode,
    mutation: {
      name: 'Attachment',
      body: {
        ActionId: 11,
        Attachment: {
          ClientId: randomUUID(),
          OrderCode: orderCode,
          AttachmentTypeId: 1,
          Description: description,
          Notes: 'Enviado desde la tableta',
          FileName: 'acta',
          FileExt: 'pdf',
          UploadId: { $upload: blobId },
        },
      },
    },
    blobs: [
      {
        id: blobId,
        name: 'acta.pdf',
        type: 'application/pdf',
        size: bytes.byteLength,
        data: new Blob([bytes]),
      },
    ],
    now: clock,
  });
  return { entryId, blobId };
}

/** The order's attachment with that description, with its content, or null. */
async function storedAttachment(description: string): Promise<Buffer | null> {
  const list = await t.call(
    'Attachment',
    { ActionId: 20, Filter: { OrderCode: orderCode } },
    token,
  );
  const found = (list.body.List as Attachment[]).filter((a) => a.Description === description);
  expect(found.length).toBeLessThanOrEqual(1);
  const [one] = found;
  if (!one) return null;
  const full = await t.call('Attachment', { ActionId: 21, Attachment: { Id: one.Id } }, token);
  return Buffer.from((full.body.Attachment as Attachment).FileBase64 ?? '', 'base64');
}

describe('the outbox and the upload quota', () => {
  it('parks an attachment refused for the quota, keeps its file, and sends it once the quota frees', async () => {
    // Uploads another session of the user started and never finished fill the quota but 1 kB.
    const abandoned = await t.call(
      'Upload',
      {
        ActionId: 11,
        Upload: { UploadId: randomUUID(), Size: QUOTA - 1000, Mime: 'application/pdf' },
      },
      token,
    );
    expect(abandoned.status).toBe(200);
    const bytes = pdfBytes(5000);
    const { entryId, blobId } = await queueAttachment('Acta con cuota llena', bytes);

    const e = engine();
    const dueAt = await e.drain();
    const parked = await db.outbox.get(entryId);
    expect(parked).toMatchObject({
      state: 'attention',
      parkReason: 'uploadQuota',
      lastStatus: 413,
    });
    expect(parked?.lastMessage).toMatch(/^Sus cargas de archivos sin terminar suman 20 MB;/);
    expect(dueAt).toBe(parked?.nextAttemptAt);
    expect(dueAt).toBeGreaterThan(clock);
    expect((await db.blobs.get(blobId))?.size).toBe(5000);
    expect(await storedAttachment('Acta con cuota llena')).toBeNull();

    // Still full when it is due: parked again, waiting longer.
    clock = dueAt!;
    const later = await e.drain();
    expect((await db.outbox.get(entryId))?.attempts).toBe(2);
    expect(later! - clock).toBeGreaterThan(dueAt! - 1_000_000);

    // A day later the server deleted the abandoned upload; the entry goes by itself when due.
    expect(await expireUploads(t.handle.db, new Date(Date.now() + DAY + 60_000))).toMatchObject({
      uploads: 1,
    });
    clock = later!;
    expect(await e.drain()).toBeNull();
    expect(await userEntries(db, USER_ID)).toEqual([]);
    expect(await db.blobs.get(blobId)).toBeUndefined();
    expect(await storedAttachment('Acta con cuota llena')).toEqual(Buffer.from(bytes));
  });

  it('sends again from 0 an upload the server deleted mid-way, without the user', async () => {
    const bytes = pdfBytes(3 * UPLOAD_PART_BYTES + 700);
    const { entryId } = await queueAttachment('Acta reenviada tras vencer', bytes);
    let parts = 0;
    const e = engine(async (name, body) => {
      const part = name === 'Upload' && body.ActionId === 31;
      if (part && ++parts === 3) {
        // The connection was gone for a day after two parts: the upload expired meanwhile.
        expect(await expireUploads(t.handle.db, new Date(Date.now() + DAY + 60_000))).toMatchObject(
          { uploads: 1, bytes: 2 * UPLOAD_PART_BYTES },
        );
      }
    });
    expect(await e.drain()).toBeNull();
    expect(await db.outbox.get(entryId)).toBeUndefined();
    const uploadCalls = calls.filter((c) => c.name === 'Upload');
    expect(uploadCalls.map((c) => `${String(c.actionId)}:${c.status}`)).toEqual([
      '11:200',
      '31:200',
      '31:200',
      '31:404',
      '11:200',
      '31:200',
      '31:200',
      '31:200',
      '31:200',
    ]);
    expect(await storedAttachment('Acta reenviada tras vencer')).toEqual(Buffer.from(bytes));
  });
});
