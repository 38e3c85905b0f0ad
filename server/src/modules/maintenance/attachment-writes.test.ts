/** api/Attachment 11: adding an attachment to an order, inline or from an upload, once. */
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../../src/protocol/maintenance';
import { attachmentTypes, auditEvents } from '../../db/schema';
import {
  t,
  tokens,
  sha256,
  b64,
  pdf,
  xlsx,
  PNG,
  orderOfLessor,
  foreignOrder,
  upload,
  start,
  part,
  uploaded,
  stateOf,
  addAttachment,
  attachmentRows,
  versionOf,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

useFileWritesApp();

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
      FileBase64: b64(await xlsx()),
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
