import { and, count, eq } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Attachment,
  ImageFile,
  OrderRow,
  PhotoRef,
} from '../../../../src/protocol/maintenance';
import {
  MAX_PHOTO_BYTES,
  UPLOAD_PART_BYTES,
  type UploadState,
} from '../../../../src/protocol/maintenance-files';
import {
  attachmentTypes,
  auditEvents,
  maintenanceAttachments,
  maintenancePhotos,
} from '../../db/schema';
import { details } from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  for (const u of ['mantto.fijo', 'proveedor', 'mantenimiento', 'visor', 'cliente'])
    tokens[u] = await t.tokenFor(u);
  jpeg = await readFile(new URL('../../db/seed/photos/site-01.jpg', import.meta.url));
});
afterAll(() => t.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A PDF of `size` bytes: the header, then deterministic filler. */
function pdf(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  let x = seed;
  for (let i = 0; i < size; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x >> 16;
  }
  Buffer.from('%PDF-1.7\n').copy(bytes);
  return bytes;
}

/** A minimal xlsx: a ZIP whose local headers name the entries Excel writes. */
function xlsx(): Buffer {
  const entry = (name: string) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(Buffer.byteLength(name), 26);
    return Buffer.concat([header, Buffer.from(name)]);
  };
  return Buffer.concat([entry('[Content_Types].xml'), entry('xl/workbook.xml')]);
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

async function visibleOrders(user: string, status: string): Promise<OrderRow[]> {
  const res = await t.call('reportOrders', { ActionId: 20, status }, tokens[user]);
  expect(res.status).toBe(200);
  return res.body.List as OrderRow[];
}

/** Orders of mantto.fijo (in scope) and of proveedor (out of its scope), by position. */
async function orderOfLessor(position: number): Promise<string> {
  const rows = await visibleOrders('mantto.fijo', '05');
  const row = rows[position];
  if (!row) throw new Error(`mantto.fijo has no status 05 order at ${position}`);
  return row.AUFNR;
}
async function foreignOrder(): Promise<string> {
  const [row] = await visibleOrders('proveedor', '05');
  if (!row) throw new Error('proveedor has no status 05 order');
  return row.AUFNR;
}

function upload(user: string, body: Record<string, unknown>, actionId: number) {
  return t.call('Upload', { ActionId: actionId, Upload: body }, tokens[user]);
}

function start(user: string, id: string, bytes: Uint8Array, withDigest = true) {
  return upload(
    user,
    {
      UploadId: id,
      Size: bytes.byteLength,
      Mime: 'application/octet-stream',
      ...(withDigest && { Sha256: sha256(bytes) }),
    },
    11,
  );
}

function part(user: string, id: string, offset: number, bytes: Uint8Array) {
  return upload(user, { UploadId: id, Offset: offset, PartBase64: b64(bytes) }, 31);
}

/** Starts an upload and sends all of `bytes` in parts; answers the upload id. */
async function uploaded(user: string, bytes: Uint8Array, partBytes = UPLOAD_PART_BYTES) {
  const id = randomUUID();
  expect((await start(user, id, bytes)).status).toBe(200);
  for (let at = 0; at < bytes.byteLength; at += partBytes) {
    const res = await part(user, id, at, bytes.subarray(at, at + partBytes));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return id;
}

const stateOf = (res: { body: Record<string, unknown> }) => res.body.Upload as UploadState;

function addAttachment(user: string, fields: Record<string, unknown>, headers = {}) {
  return t.call(
    'Attachment',
    {
      ActionId: 11,
      Attachment: {
        AttachmentTypeId: 1,
        Description: 'Reporte de la visita',
        Notes: 'Sin observaciones',
        FileName: 'reporte.pdf',
        FileExt: 'pdf',
        ...fields,
      },
    },
    tokens[user],
    headers,
  );
}

async function attachmentRows(aufnr: string) {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(maintenanceAttachments)
    .where(eq(maintenanceAttachments.aufnr, aufnr));
  return row?.n ?? 0;
}

async function versionOf(user: string, aufnr: string): Promise<number> {
  return (await details(t, tokens[user]!, aufnr)).version;
}

describe('api/Upload', () => {
  it('11 starts an upload and answers the same state when started again; 21 reads it', async () => {
    const id = randomUUID();
    const bytes = pdf(1000);
    const first = await start('mantto.fijo', id, bytes);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      Result: true,
      Message: null,
      Upload: { UploadId: id, Size: 1000, Received: 0, Used: false },
    });
    await part('mantto.fijo', id, 0, bytes.subarray(0, 400));
    const again = await start('mantto.fijo', id, bytes);
    expect(stateOf(again)).toEqual({ UploadId: id, Size: 1000, Received: 400, Used: false });
    const read = await upload('mantto.fijo', { UploadId: id }, 21);
    expect(stateOf(read)).toEqual(stateOf(again));
  });

  it('11 refuses another size or digest under the same id with 409 and the state', async () => {
    const id = randomUUID();
    await start('mantto.fijo', id, pdf(1000));
    const other = await start('mantto.fijo', id, pdf(2000));
    expect(other.status).toBe(409);
    expect(other.body.Message).toBe('Ya existe una carga con ese identificador para otro archivo');
    expect(stateOf(other)).toMatchObject({ Size: 1000, Received: 0 });
    const digest = await start('mantto.fijo', id, pdf(1000, 7));
    expect(digest.status).toBe(409);
  });

  it('11 refuses a file over 20,000,000 bytes with 413 and msjsizeFile', async () => {
    const res = await upload(
      'mantto.fijo',
      { UploadId: randomUUID(), Size: 20_000_001, Mime: 'application/pdf' },
      11,
    );
    expect(res.status).toBe(413);
    expect(res.body.Message).toBe('El archivo excede el tamaño máximo permitido de 20 MB.');
    const exact = await upload(
      'mantto.fijo',
      { UploadId: randomUUID(), Size: 20_000_000, Mime: 'application/pdf', Language: 'en' },
      11,
    );
    expect(exact.status).toBe(200);
  });

  it('refuses roles that do not write reviews with 403', async () => {
    for (const user of ['visor', 'cliente']) {
      const res = await start(user, randomUUID(), pdf(100));
      expect(res.status).toBe(403);
    }
  });

  it("answers 404 for another user's upload on every action", async () => {
    const id = await uploaded('mantto.fijo', pdf(1000));
    const read = await upload('proveedor', { UploadId: id }, 21);
    expect(read.status).toBe(404);
    expect(read.body.Message).toBe('La carga del archivo no existe; vuelva a enviarlo');
    expect((await part('proveedor', id, 1000, pdf(10))).status).toBe(404);
    const order = await foreignOrder();
    const used = await addAttachment('proveedor', { OrderCode: order, UploadId: id });
    expect(used.status).toBe(404);
    // Starting the same id is a new upload of that other user, not a view of the first one.
    const own = await start('proveedor', id, pdf(50));
    expect(stateOf(own)).toMatchObject({ Size: 50, Received: 0 });
    expect(stateOf(await upload('mantto.fijo', { UploadId: id }, 21))).toMatchObject({
      Size: 1000,
      Received: 1000,
    });
  });

  it('31 answers a replayed part with the state and does not append it again', async () => {
    const id = randomUUID();
    const bytes = pdf(3000);
    await start('mantto.fijo', id, bytes);
    await part('mantto.fijo', id, 0, bytes.subarray(0, 1000));
    await part('mantto.fijo', id, 1000, bytes.subarray(1000, 2000));
    const replay = await part('mantto.fijo', id, 0, bytes.subarray(0, 1000));
    expect(replay.status).toBe(200);
    expect(stateOf(replay).Received).toBe(2000);
    await part('mantto.fijo', id, 2000, bytes.subarray(2000));
    const order = await orderOfLessor(0);
    const res = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const file = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: (res.body.Attachment as Attachment).Id } },
      tokens['mantto.fijo'],
    );
    expect(Buffer.from((file.body.Attachment as Attachment).FileBase64!, 'base64')).toEqual(bytes);
  });

  it('31 refuses a part out of order (409 with the state), past Size (400), too large (413)', async () => {
    const id = randomUUID();
    const bytes = pdf(3000);
    await start('mantto.fijo', id, bytes);
    await part('mantto.fijo', id, 0, bytes.subarray(0, 1000));
    const gap = await part('mantto.fijo', id, 1500, bytes.subarray(1500, 2000));
    expect(gap.status).toBe(409);
    expect(gap.body.Message).toBe('La parte no continúa la carga: el servidor tiene 1000 bytes');
    expect(stateOf(gap)).toMatchObject({ Received: 1000 });
    const overlap = await part('mantto.fijo', id, 500, bytes.subarray(500, 1500));
    expect(overlap.status).toBe(409);
    const past = await part('mantto.fijo', id, 1000, pdf(3001).subarray(1000));
    expect(past.status).toBe(400);
    expect(past.body.Message).toBe('La parte excede el tamaño declarado del archivo (3000 bytes)');
    const big = await part('mantto.fijo', id, 1000, pdf(UPLOAD_PART_BYTES + 1));
    expect(big.status).toBe(413);
    expect(big.body.Message).toBe(
      `Cada parte de la carga debe ser de máximo ${UPLOAD_PART_BYTES} bytes`,
    );
    expect(stateOf(await upload('mantto.fijo', { UploadId: id }, 21)).Received).toBe(1000);
  });

  it('keeps a file whole when the same part and the next one race', async () => {
    const id = randomUUID();
    const bytes = pdf(4000, 3);
    await start('mantto.fijo', id, bytes);
    const first = bytes.subarray(0, 2000);
    const second = bytes.subarray(2000);
    const raced = await Promise.all([
      part('mantto.fijo', id, 0, first),
      part('mantto.fijo', id, 0, first),
      part('mantto.fijo', id, 0, first),
      part('mantto.fijo', id, 2000, second),
      part('mantto.fijo', id, 2000, second),
    ]);
    for (const res of raced) expect([200, 409]).toContain(res.status);
    expect(raced.slice(0, 3).every((r) => r.status === 200)).toBe(true);
    // Whatever the order they ran in, resending from the server's Received completes the file.
    let state = stateOf(await upload('mantto.fijo', { UploadId: id }, 21));
    if (state.Received < bytes.byteLength) {
      state = stateOf(
        await part('mantto.fijo', id, state.Received, bytes.subarray(state.Received)),
      );
    }
    expect(state.Received).toBe(4000);
    const order = await orderOfLessor(0);
    const res = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: id });
    const file = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: (res.body.Attachment as Attachment).Id } },
      tokens['mantto.fijo'],
    );
    expect(Buffer.from((file.body.Attachment as Attachment).FileBase64!, 'base64')).toEqual(bytes);
  });
});

describe('api/Attachment 11', () => {
  it('stores a 2 MB file sent in 4 parts; 21 downloads the same bytes; the version stays', async () => {
    const order = await orderOfLessor(1);
    const version = await versionOf('mantto.fijo', order);
    const bytes = pdf(2_000_000, 11);
    const id = await uploaded('mantto.fijo', bytes, 500_000);
    const res = await addAttachment('mantto.fijo', {
      OrderCode: order,
      UploadId: id,
      FileName: 'informe final.pdf',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = res.body.Attachment as Attachment;
    expect(added).toMatchObject({
      OrderCode: order,
      AttachmentTypeId: 1,
      AttachmentTypeName: 'Reporte de mantenimiento',
      AttachmentType: 'application/pdf',
      FileName: 'informe final.pdf',
      FileExt: 'pdf',
      FileSize: 2_000_000,
      Active: true,
      CreatedBy: 'mantto.fijo',
    });
    const file = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: added.Id } },
      tokens['mantto.fijo'],
    );
    expect(file.status).toBe(200);
    expect(sha256(Buffer.from((file.body.Attachment as Attachment).FileBase64!, 'base64'))).toBe(
      sha256(bytes),
    );
    const list = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: order } },
      tokens.mantenimiento,
    );
    expect((list.body.List as Attachment[]).map((a) => a.Id)).toContain(added.Id);
    expect(stateOf(await upload('mantto.fijo', { UploadId: id }, 21)).Used).toBe(true);
    expect(await versionOf('mantto.fijo', order)).toBe(version);
    const [audit] = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order), eq(auditEvents.resource, 'Attachment')));
    expect(audit).toMatchObject({ actionId: 11 });

    const again = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: id });
    expect(again.status).toBe(409);
    expect(again.body.Message).toBe('El archivo cargado ya se usó; vuelva a enviarlo');
  });

  it('accepts a small file inline (FileBase64) and an xlsx by its content', async () => {
    const order = await orderOfLessor(1);
    const res = await addAttachment('mantto.fijo', {
      OrderCode: order,
      FileBase64: b64(xlsx()),
      FileName: 'checklist.xlsx',
      FileExt: 'xlsx',
      AttachmentTypeId: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Attachment).toMatchObject({
      FileExt: 'xlsx',
      AttachmentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
  });

  it('refuses an incomplete upload with 409 and its state', async () => {
    const id = randomUUID();
    const bytes = pdf(5000);
    await start('mantto.fijo', id, bytes);
    await part('mantto.fijo', id, 0, bytes.subarray(0, 1200));
    const res = await addAttachment('mantto.fijo', {
      OrderCode: await orderOfLessor(0),
      UploadId: id,
    });
    expect(res.status).toBe(409);
    expect(res.body.Message).toBe('El archivo aún no termina de cargarse (1200 de 5000 bytes)');
    expect(stateOf(res)).toMatchObject({ Received: 1200, Used: false });
  });

  it('refuses a file whose digest differs from the announced one with 400', async () => {
    const id = randomUUID();
    const bytes = pdf(3000);
    await upload(
      'mantto.fijo',
      { UploadId: id, Size: 3000, Mime: 'application/pdf', Sha256: sha256(pdf(3000, 9)) },
      11,
    );
    await part('mantto.fijo', id, 0, bytes);
    const res = await addAttachment('mantto.fijo', {
      OrderCode: await orderOfLessor(0),
      UploadId: id,
    });
    expect(res.status).toBe(400);
    expect(stateOf(await upload('mantto.fijo', { UploadId: id }, 21)).Used).toBe(false);
  });

  it('refuses content that is not pdf, xls or xlsx, or not the named type, with 415', async () => {
    const order = await orderOfLessor(0);
    const png = await addAttachment('mantto.fijo', { OrderCode: order, FileBase64: b64(PNG) });
    expect(png.status).toBe(415);
    expect(png.body.Message).toBe('Solo se permiten archivos xls, xlsx o pdf.');
    const mismatch = await addAttachment('mantto.fijo', {
      OrderCode: order,
      FileBase64: b64(pdf(500)),
      FileName: 'tabla.xlsx',
      FileExt: 'xlsx',
      Language: 'en',
    });
    expect(mismatch.status).toBe(415);
    const en = await t.call(
      'Attachment',
      {
        ActionId: 11,
        Language: 'en',
        Attachment: {
          OrderCode: order,
          AttachmentTypeId: 1,
          Description: 'd',
          Notes: 'n',
          FileName: 'tabla.xlsx',
          FileExt: 'xlsx',
          FileBase64: b64(pdf(500)),
        },
      },
      tokens['mantto.fijo'],
    );
    expect(en.body.Message).toBe(
      'The file content does not match its extension xlsx. Only xls, xlsx or pdf files are allowed.',
    );
    const ext = await addAttachment('mantto.fijo', {
      OrderCode: order,
      FileBase64: b64(pdf(500)),
      FileExt: 'docx',
    });
    expect(ext.status).toBe(400);
  });

  it('refuses an inline file over 20,000,000 bytes with 413 msjsizeFile', async () => {
    const res = await addAttachment('mantto.fijo', {
      OrderCode: await orderOfLessor(0),
      FileBase64: b64(pdf(20_000_001)),
    });
    expect(res.status).toBe(413);
    expect(res.body.Message).toBe('El archivo excede el tamaño máximo permitido de 20 MB.');
  });

  it('accepts a body above 1 MiB only for the inline upload', async () => {
    const order = await orderOfLessor(0);
    const inline = await addAttachment('mantto.fijo', {
      OrderCode: order,
      FileBase64: b64(pdf(2_000_000, 5)),
    });
    expect(inline.status).toBe(200);
    const modify = await t.call(
      'Attachment',
      {
        ActionId: 31,
        Attachment: { Id: 1, Description: 'd', Notes: 'n' },
        Pad: 'x'.repeat(1024 * 1024),
      },
      tokens['mantto.fijo'],
    );
    expect(modify.status).toBe(413);
    const huge = JSON.stringify({ ActionId: 11, Pad: 'x'.repeat(28 * 1024 * 1024) });
    expect((await t.call('Attachment', huge, tokens['mantto.fijo'])).status).toBe(413);
  });

  it('answers 404 out of scope, 400 for an unknown or inactive type, 403 for viewers', async () => {
    const foreign = await addAttachment('mantto.fijo', {
      OrderCode: await foreignOrder(),
      FileBase64: b64(pdf(100)),
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.Message).toBe(
      'La orden de mantenimiento no existe o no está disponible para su usuario',
    );
    const order = await orderOfLessor(0);
    const unknown = await addAttachment('mantto.fijo', {
      OrderCode: order,
      AttachmentTypeId: 999,
      FileBase64: b64(pdf(100)),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Message).toBe('El tipo de archivo adjunto no existe o no está activo');
    await t.handle.db
      .update(attachmentTypes)
      .set({ active: false })
      .where(eq(attachmentTypes.id, 5));
    const inactive = await addAttachment('mantto.fijo', {
      OrderCode: order,
      AttachmentTypeId: 5,
      FileBase64: b64(pdf(100)),
    });
    expect(inactive.status).toBe(400);
    const viewer = await addAttachment('visor', { OrderCode: order, FileBase64: b64(pdf(100)) });
    expect(viewer.status).toBe(403);
  });

  it("refuses a description over 100 or notes over 200 with the spec's message", async () => {
    const order = await orderOfLessor(0);
    const long = await addAttachment('mantto.fijo', {
      OrderCode: order,
      Description: 'd'.repeat(101),
      FileBase64: b64(pdf(100)),
    });
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe('Max 100 characters');
    const notes = await t.call(
      'Attachment',
      {
        ActionId: 11,
        Language: 'en',
        Attachment: {
          OrderCode: order,
          AttachmentTypeId: 1,
          Description: 'ñ'.repeat(100),
          Notes: 'n'.repeat(201),
          FileName: 'a.pdf',
          FileExt: 'pdf',
          FileBase64: b64(pdf(100)),
        },
      },
      tokens['mantto.fijo'],
    );
    expect(notes.status).toBe(400);
    expect(notes.body.Message).toBe('Max 200 characters');
    const exact = await addAttachment('mantto.fijo', {
      OrderCode: order,
      Description: 'd'.repeat(100),
      Notes: 'n'.repeat(200),
      FileBase64: b64(pdf(100)),
    });
    expect(exact.status).toBe(200);
  });

  it('answers a replay under the same Idempotency-Key the same, with one row', async () => {
    const order = await orderOfLessor(2);
    const before = await attachmentRows(order);
    const id = await uploaded('mantto.fijo', pdf(3000, 21));
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: id }, key);
    const second = await addAttachment('mantto.fijo', { OrderCode: order, UploadId: id }, key);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('Idempotency-Replayed')).toBe('true');
    expect(await attachmentRows(order)).toBe(before + 1);
  });

  it('answers a ClientId sent again with the attachment it created, with one row', async () => {
    const order = await orderOfLessor(2);
    const before = await attachmentRows(order);
    const clientId = randomUUID();
    const id = await uploaded('mantto.fijo', pdf(3000, 22));
    const first = await addAttachment('mantto.fijo', {
      OrderCode: order,
      UploadId: id,
      ClientId: clientId,
    });
    const second = await addAttachment('mantto.fijo', {
      OrderCode: order,
      UploadId: id,
      ClientId: clientId,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((second.body.Attachment as Attachment).Id).toBe(
      (first.body.Attachment as Attachment).Id,
    );
    expect(await attachmentRows(order)).toBe(before + 1);
  });
});

describe('api/Attachment 31 and 41', () => {
  it('an offline chain add, modify and delete by ClientId works; deleting again is fine, modifying is 404', async () => {
    const order = await orderOfLessor(3);
    const clientId = randomUUID();
    const add = await addAttachment('mantto.fijo', {
      OrderCode: order,
      ClientId: clientId,
      FileBase64: b64(pdf(800)),
    });
    expect(add.status).toBe(200);
    const modify = await t.call(
      'Attachment',
      {
        ActionId: 31,
        Attachment: {
          ClientId: clientId,
          Description: 'Reporte corregido',
          Notes: 'Se agregó firma',
        },
      },
      tokens['mantto.fijo'],
    );
    expect(modify.status, JSON.stringify(modify.body)).toBe(200);
    expect(modify.body.Attachment).toMatchObject({
      Id: (add.body.Attachment as Attachment).Id,
      Description: 'Reporte corregido',
      Notes: 'Se agregó firma',
      ModifiedBy: 'mantto.fijo',
    });
    const del = { ActionId: 41, Attachment: { ClientId: clientId } };
    const removed = await t.call('Attachment', del, tokens['mantto.fijo']);
    expect(removed.body).toEqual({ Result: true, Message: null });
    const again = await t.call('Attachment', del, tokens['mantto.fijo']);
    expect(again.body).toEqual({ Result: true, Message: null });
    const afterDelete = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { ClientId: clientId, Description: 'd', Notes: 'n' } },
      tokens['mantto.fijo'],
    );
    expect(afterDelete.status).toBe(404);
    const list = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: order } },
      tokens['mantto.fijo'],
    );
    expect((list.body.List as Attachment[]).map((a) => a.Id)).not.toContain(
      (add.body.Attachment as Attachment).Id,
    );
    const audits = await t.handle.db
      .select({ actionId: auditEvents.actionId })
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order), eq(auditEvents.resource, 'Attachment')));
    expect(audits.map((a) => a.actionId).sort()).toEqual([11, 31, 41]);
  });

  it("answers 404 for another user's ClientId, an order out of scope or an unknown Id", async () => {
    const order = await orderOfLessor(3);
    const clientId = randomUUID();
    const add = await addAttachment('mantto.fijo', {
      OrderCode: order,
      ClientId: clientId,
      FileBase64: b64(pdf(800)),
    });
    const id = (add.body.Attachment as Attachment).Id;
    const byOther = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { ClientId: clientId, Description: 'x', Notes: 'y' } },
      tokens.mantenimiento,
    );
    expect(byOther.status).toBe(404);
    // Staff who see the order may change it by its Id.
    const byStaff = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { Id: id, Description: 'Revisado', Notes: 'ok' } },
      tokens.mantenimiento,
    );
    expect(byStaff.status).toBe(200);
    const outOfScope = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: { Id: id } },
      tokens.proveedor,
    );
    expect(outOfScope.status).toBe(404);
    expect(outOfScope.body.Message).toBe(
      'El archivo adjunto no existe o no está disponible para su usuario',
    );
    const unknown = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: { Id: 987654 } },
      tokens['mantto.fijo'],
    );
    expect(unknown.status).toBe(404);
    const tooLong = await t.call(
      'Attachment',
      { ActionId: 31, Attachment: { Id: id, Description: 'd'.repeat(101), Notes: 'y' } },
      tokens['mantto.fijo'],
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.Message).toBe('Max 100 characters');
    const neither = await t.call(
      'Attachment',
      { ActionId: 41, Attachment: {} },
      tokens['mantto.fijo'],
    );
    expect(neither.status).toBe(400);
  });
});

describe('api/ImageFile 11', () => {
  async function photoTargets(aufnr: string) {
    const d = await details(t, tokens['mantto.fijo']!, aufnr);
    const group = d.groups.find((g) => g.characteristics.length > 0);
    const characteristic = group?.characteristics[0];
    const antenna = d.inventory?.antennas[0];
    if (!group || !characteristic || !antenna) throw new Error(`order ${aufnr} lacks targets`);
    return { d, group, characteristic, antenna };
  }

  function addPhoto(user: string, fields: Record<string, unknown>) {
    return t.call(
      'ImageFile',
      {
        ActionId: 11,
        Photo: {
          lat: 19.4326,
          longitud: -99.1332,
          date: '21-11-2026',
          time: '10:15:00',
          ...fields,
        },
      },
      tokens[user],
    );
  }

  it('stores a photo of a characteristic as its next one; it shows in the details and 22', async () => {
    const order = await orderOfLessor(4);
    const { d, group, characteristic } = await photoTargets(order);
    const clientId = randomUUID();
    const res = await addPhoto('mantto.fijo', {
      ClientId: clientId,
      OrderCode: order,
      OwnerUuid: group.uuidObj,
      CharSequence: characteristic.sequence,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const nextSequence = Math.max(0, ...characteristic.charPhotos.map((p) => p.idPhoto)) + 1;
    const photo: PhotoRef = {
      Id: clientId,
      idPhoto: nextSequence,
      lat: 19.4326,
      longitud: -99.1332,
      date: '21-11-2026',
      time: '10:15:00',
    };
    expect(res.body.Photo).toEqual(photo);

    const after = await details(t, tokens.mantenimiento!, order);
    const shown = after.groups
      .find((g) => g.uuidObj === group.uuidObj)
      ?.characteristics.find((c) => c.sequence === characteristic.sequence)?.charPhotos;
    expect(shown).toContainEqual(photo);
    expect(after.version).toBe(d.version);
    const images = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: [clientId] } },
      tokens['mantto.fijo'],
    );
    const [image] = images.body.List as ImageFile[];
    expect(Buffer.from(image!.ImageBase64, 'base64')).toEqual(jpeg);
    const audits = await t.handle.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.target, order), eq(auditEvents.resource, 'ImageFile')));
    expect(audits).toHaveLength(1);
  });

  it('stores a photo of an antenna, without position when the device had none', async () => {
    const order = await orderOfLessor(4);
    const { antenna } = await photoTargets(order);
    const clientId = randomUUID();
    const res = await addPhoto('mantto.fijo', {
      ClientId: clientId,
      OrderCode: order,
      Antenna: antenna.antenna,
      UploadId: await uploaded('mantto.fijo', jpeg),
      lat: null,
      longitud: null,
      date: '',
      time: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await details(t, tokens['mantto.fijo']!, order);
    const shown = after.inventory?.antennas.find((a) => a.antenna === antenna.antenna);
    expect(shown?.antennaPhotos).toContainEqual(
      expect.objectContaining({ Id: clientId, lat: null, date: '', time: '' }),
    );
  });

  it('answers the same ClientId sent again with the stored photo; another user gets 409', async () => {
    const order = await orderOfLessor(4);
    const { antenna } = await photoTargets(order);
    const clientId = randomUUID();
    const body = { ClientId: clientId, OrderCode: order, Antenna: antenna.antenna };
    const first = await addPhoto('mantto.fijo', {
      ...body,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    const second = await addPhoto('mantto.fijo', {
      ...body,
      UploadId: await uploaded('mantto.fijo', jpeg),
    });
    expect(second.body).toEqual(first.body);
    const [rows] = await t.handle.db
      .select({ n: count() })
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.id, clientId));
    expect(rows?.n).toBe(1);
    const other = await addPhoto('mantenimiento', {
      ...body,
      UploadId: await uploaded('mantenimiento', jpeg),
    });
    expect(other.status).toBe(409);
  });

  it('refuses a missing target or order (404), an incomplete upload (409), not a JPEG (415), too large (413)', async () => {
    const order = await orderOfLessor(4);
    const { group } = await photoTargets(order);
    const ready = await uploaded('mantto.fijo', jpeg);
    const noChar = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      OwnerUuid: group.uuidObj,
      CharSequence: 999,
      UploadId: ready,
    });
    expect(noChar.status).toBe(404);
    expect(noChar.body.Message).toBe(
      `La orden no tiene la característica o antena ${group.uuidObj} / 999`,
    );
    const noAntenna = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 999,
      UploadId: ready,
    });
    expect(noAntenna.status).toBe(404);
    const foreign = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: await foreignOrder(),
      Antenna: 1,
      UploadId: ready,
    });
    expect(foreign.status).toBe(404);

    const partial = randomUUID();
    await start('mantto.fijo', partial, jpeg);
    await part('mantto.fijo', partial, 0, jpeg.subarray(0, 100));
    const incomplete = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: partial,
    });
    expect(incomplete.status).toBe(409);

    const png = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: await uploaded('mantto.fijo', PNG),
    });
    expect(png.status).toBe(415);
    expect(png.body.Message).toBe('La foto debe ser una imagen JPEG');

    const huge = Buffer.concat([jpeg, Buffer.alloc(MAX_PHOTO_BYTES + 1 - jpeg.byteLength)]);
    const tooLarge = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: await uploaded('mantto.fijo', huge),
    });
    expect(tooLarge.status).toBe(413);
    const viewer = await addPhoto('visor', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: ready,
    });
    expect(viewer.status).toBe(403);
    const badDate = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      UploadId: ready,
      date: '31-02-2026',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.Message).toContain('Photo.date');
    const both = await addPhoto('mantto.fijo', {
      ClientId: randomUUID(),
      OrderCode: order,
      Antenna: 1,
      OwnerUuid: group.uuidObj,
      CharSequence: 1,
      UploadId: ready,
    });
    expect(both.status).toBe(400);
  });
});
