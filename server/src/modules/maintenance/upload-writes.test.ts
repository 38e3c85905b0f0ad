/** api/Upload: resumable uploads in parts under an id the device chose. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../../src/protocol/maintenance';
import { UPLOAD_PART_BYTES } from '../../../../src/protocol/maintenance-files';
import {
  t,
  tokens,
  pdf,
  orderOfLessor,
  foreignOrder,
  upload,
  start,
  part,
  uploaded,
  stateOf,
  addAttachment,
  useFileWritesApp,
} from '../../testing/file-writes-kit';

useFileWritesApp();

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
