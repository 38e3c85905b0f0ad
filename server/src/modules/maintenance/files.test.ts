import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_IMAGES_PER_CALL,
  type Attachment,
  type ImageFile,
  type OrderDetails,
  type OrderRow,
} from '../../../../src/protocol/maintenance';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { Module } from '../../../../src/domain/menu-tree';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with maintenance orders of its own: granted the review
  // module, as an administrator would, so the refusals tested are the order scope's.
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  for (const u of ['mantto.fijo', 'proveedor', 'mantenimiento', 'cliente'])
    tokens[u] = await t.tokenFor(u);
});
afterAll(() => t.close());

async function ordersOf(user: string, filter: Record<string, unknown> = {}) {
  const res = await t.call('reportOrders', { ActionId: 20, ...filter }, tokens[user]);
  return res.body.List as OrderRow[];
}

/** A lessor order with attachments, found through the API as a client would. */
async function orderWithAttachments(user: string): Promise<{ aufnr: string; list: Attachment[] }> {
  for (const row of await ordersOf(user, { status: '07' })) {
    const res = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: row.AUFNR } },
      tokens[user],
    );
    const list = res.body.List as Attachment[];
    if (list.length > 0) return { aufnr: row.AUFNR, list };
  }
  throw new Error('no order with attachments');
}

async function photoIds(user: string, aufnr: string): Promise<string[]> {
  const res = await t.call(
    'ResultsOrderMP',
    { ActionId: 21, Process: '1', Aufnr: aufnr },
    tokens[user],
  );
  const d = res.body.Data as OrderDetails;
  return [
    ...d.groups.flatMap((g) => g.characteristics.flatMap((c) => c.charPhotos)),
    ...(d.inventory?.antennas.flatMap((a) => a.antennaPhotos) ?? []),
  ].map((p) => p.Id);
}

describe('api/AttachmentType 21', () => {
  it('lists the active attachment types', async () => {
    const res = await t.call('AttachmentType', { ActionId: 21 }, tokens['mantto.fijo']);
    expect(res.status).toBe(200);
    expect(res.body.List).toContainEqual({ Id: 1, Name: 'Reporte de mantenimiento' });
    expect((await t.call('AttachmentType', { ActionId: 21 }, tokens.cliente)).status).toBe(403);
  });
});

describe('api/Attachment', () => {
  it('20 lists the attachments of a visible order without contents; 21 downloads one', async () => {
    const { aufnr, list } = await orderWithAttachments('mantto.fijo');
    expect(list[0]).toMatchObject({
      OrderCode: aufnr,
      FileExt: 'pdf',
      FileBase64: null,
      Active: true,
    });
    expect(list[0]!.AttachmentTypeName).not.toBe('');
    const res = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: list[0]!.Id } },
      tokens['mantto.fijo'],
    );
    expect(res.status).toBe(200);
    const file = res.body.Attachment as Attachment;
    const bytes = Buffer.from(file.FileBase64!, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.FileSize);
  });

  it("answers 404 for another party's order or attachment", async () => {
    const { aufnr, list } = await orderWithAttachments('mantto.fijo');
    const listed = await t.call(
      'Attachment',
      { ActionId: 20, Filter: { OrderCode: aufnr } },
      tokens.proveedor,
    );
    expect(listed.status).toBe(404);
    const one = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: list[0]!.Id } },
      tokens.proveedor,
    );
    expect(one.status).toBe(404);
    const none = await t.call(
      'Attachment',
      { ActionId: 21, Attachment: { Id: 987654 } },
      tokens.proveedor,
    );
    expect(one.body).toEqual(none.body);
  });

  it('refuses a malformed filter with 400 naming the field', async () => {
    const res = await t.call('Attachment', { ActionId: 20, Filter: {} }, tokens['mantto.fijo']);
    expect(res.status).toBe(400);
    expect(res.body.Message).toContain('Filter.OrderCode');
  });
});

describe('api/ImageFile 22', () => {
  it('answers real JPEGs with their position and time, in the order asked', async () => {
    const [row] = await ordersOf('mantto.fijo', { status: '05' });
    const ids = (await photoIds('mantto.fijo', row!.AUFNR)).slice(0, 5).reverse();
    const res = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: ids } },
      tokens['mantto.fijo'],
    );
    expect(res.status).toBe(200);
    const images = res.body.List as ImageFile[];
    expect(images.map((i) => i.Id)).toEqual(ids);
    for (const img of images) {
      const bytes = Buffer.from(img.ImageBase64, 'base64');
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(img.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(img.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    }
  });

  it('leaves out photos of orders the caller may not see; none visible is 404', async () => {
    const [mine] = await ordersOf('mantto.fijo', { status: '07' });
    const [theirs] = await ordersOf('proveedor', { status: '07' });
    const own = (await photoIds('mantto.fijo', mine!.AUFNR)).slice(0, 2);
    const other = (await photoIds('proveedor', theirs!.AUFNR)).slice(0, 2);
    const mixed = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: [...own, ...other] } },
      tokens['mantto.fijo'],
    );
    expect((mixed.body.List as ImageFile[]).map((i) => i.Id)).toEqual(own);
    const foreign = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: other } },
      tokens['mantto.fijo'],
    );
    expect(foreign.status).toBe(404);
  });

  it(`caps a call at ${MAX_IMAGES_PER_CALL} images and refuses an empty list`, async () => {
    const many = Array.from({ length: MAX_IMAGES_PER_CALL + 1 }, (_, i) => `id-${i}`);
    const over = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: many } },
      tokens.mantenimiento,
    );
    expect(over.status).toBe(400);
    expect(over.body.Message).toContain('Filter.Images');
    const empty = await t.call(
      'ImageFile',
      { ActionId: 22, Filter: { Images: [] } },
      tokens.mantenimiento,
    );
    expect(empty.status).toBe(400);
  });
});
