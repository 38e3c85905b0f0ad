/**
 * GET <base>api/files/attachment/:id and <base>api/files/photo/:id (spec 3 §7.2, §3.6): the bytes
 * of a multi-megabyte attachment and of a photo with their headers and byte ranges, under the
 * rules of api/Attachment 21 and api/ImageFile 22 (session, role, modules, order scope).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Module } from '../../../../src/domain/menu-tree';
import type { OrderDetails, OrderRow } from '../../../../src/protocol/maintenance';
import { createDbFileStore } from '../../adapters/files/embedded';
import { sha256Hex } from '../../adapters/files';
import { maintenanceAttachments } from '../../db/schema';
import { details, ordersOf } from '../../testing/maintenance-kit';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
/** A 6 MB PDF attached to an order of the lessor 0000100001 (mantto.fijo). */
const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(6_000_000)]));
const size = pdf.byteLength;
let attachmentId = 0;
let ownPhoto = '';
let foreignPhoto = '';

/** A byte array's SHA-256: comparing megabytes element by element would take the test seconds. */
const digest = (bytes: Uint8Array | ArrayBuffer) => sha256Hex(new Uint8Array(bytes));

const photoIdsOf = (d: OrderDetails) => [
  ...d.groups.flatMap((g) => g.characteristics.flatMap((c) => c.charPhotos)),
  ...(d.inventory?.antennas.flatMap((a) => a.antennaPhotos) ?? []),
];

/** A photo of an order the user sees, found through the API as a client would. */
async function photoOfOwnOrder(user: string): Promise<string> {
  for (const status of ['05', '07']) {
    const list = await t.call('reportOrders', { ActionId: 20, status }, tokens[user]);
    for (const row of list.body.List as OrderRow[]) {
      const [photo] = photoIdsOf(await details(t, tokens[user]!, row.AUFNR));
      if (photo) return photo.Id;
    }
  }
  throw new Error(`no order of ${user} with photos`);
}

beforeAll(async () => {
  t = await createTestApp();
  // proveedor stands for another party with maintenance orders of its own, granted the module
  // as an administrator would, so what keeps it out is the order scope.
  await t.grantModules('proveedor', [Module.MaintenanceLessorReview]);
  for (const u of ['mantto.fijo', 'proveedor', 'cliente']) tokens[u] = await t.tokenFor(u);

  const [order] = await ordersOf(t, '0000100001', '05');
  const stored = await createDbFileStore(t.handle.db).put(pdf, 'application/pdf');
  const [row] = await t.handle.db
    .insert(maintenanceAttachments)
    .values({
      aufnr: order!.aufnr,
      attachmentTypeId: 1,
      description: 'Informe técnico de la visita',
      notes: '',
      fileName: 'Informe técnico año 2026 "final".pdf',
      fileExt: 'pdf',
      fileSize: size,
      blobSha256: stored.sha256,
      createdBy: 'mantto.fijo',
    })
    .returning({ id: maintenanceAttachments.id });
  attachmentId = row!.id;
  ownPhoto = photoIdsOf(await details(t, tokens['mantto.fijo']!, order!.aufnr))[0]!.Id;
  foreignPhoto = await photoOfOwnOrder('proveedor');
});
afterAll(() => t.close());

function get(path: string, token: string | null, headers: Record<string, string> = {}) {
  return t.app.request(`/PortalPRO/api/files/${path}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

const attachment = (headers: Record<string, string> = {}, user = 'mantto.fijo') =>
  get(`attachment/${attachmentId}`, tokens[user]!, headers);

describe('GET api/files/attachment/:id', () => {
  it('answers the bytes with their type, length, name, ETag and no caching', async () => {
    const res = await attachment();
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      etag: `"${sha256Hex(pdf)}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition':
        `attachment; filename="Informe t_cnico a_o 2026 _final_.pdf"; ` +
        `filename*=UTF-8''Informe%20t%C3%A9cnico%20a%C3%B1o%202026%20_final_.pdf`,
    });
    expect(digest(await res.arrayBuffer())).toBe(digest(pdf));
  });

  it.each([
    ['the first bytes', 'bytes=0-99', 0, 99],
    ['a middle range', 'bytes=2000000-3499999', 2_000_000, 3_499_999],
    ['the last 100 bytes', 'bytes=-100', size - 100, size - 1],
    ['from a byte to the end', `bytes=${size - 10}-`, size - 10, size - 1],
  ])('answers %s as 206 with its Content-Range', async (_, range, start, end) => {
    const res = await attachment({ Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(digest(await res.arrayBuffer())).toBe(digest(pdf.subarray(start, end + 1)));
  });

  it('answers 416 with the size for a range past the end, in the caller’s language', async () => {
    const res = await attachment({ Range: `bytes=${size}-`, 'Accept-Language': 'en' });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
    expect(await res.json()).toEqual({ Result: false, Message: 'The request is not valid: Range' });
  });

  it('sends the whole file for several ranges, another unit or a stale If-Range', async () => {
    const ignored: Record<string, string>[] = [
      { Range: 'bytes=0-1,5-6' },
      { Range: 'items=0-1' },
      { Range: 'bytes=0-99', 'If-Range': '"an-older-version"' },
    ];
    for (const headers of ignored) {
      const res = await attachment(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(size));
      await res.body?.cancel();
    }
    const current = await attachment({ Range: 'bytes=0-9', 'If-Range': `"${sha256Hex(pdf)}"` });
    expect(current.status).toBe(206);
    await current.body?.cancel();
  });

  it('answers HEAD with the headers of the whole file and no body', async () => {
    const res = await t.app.request(`/PortalPRO/api/files/attachment/${attachmentId}`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${tokens['mantto.fijo']}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(size));
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const res = await get(`attachment/${attachmentId}`, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      Result: false,
      Message: 'Su sesión ha expirado, inicie sesión nuevamente',
    });
    expect((await get(`attachment/${attachmentId}`, 'not-a-token')).status).toBe(401);
  });

  it("answers 404 for another party's attachment, as for an unknown one", async () => {
    const theirs = await attachment({}, 'proveedor');
    expect(theirs.status).toBe(404);
    const body = await theirs.json();
    expect(body).toEqual({
      Result: false,
      Message: 'El archivo adjunto no existe o no está disponible para su usuario',
    });
    const unknown = await get('attachment/987654', tokens.proveedor!);
    expect([unknown.status, await unknown.json()]).toEqual([404, body]);
  });

  it('answers 403 to a role api/Attachment 21 refuses', async () => {
    const res = await attachment({}, 'cliente');
    expect(res.status).toBe(403);
    expect((await res.json()).Result).toBe(false);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await get(`attachment/${id}`, tokens['mantto.fijo']!);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ Result: false, Message: 'La solicitud no es válida: id' });
  });
});

describe('GET api/files/photo/:id', () => {
  it('answers a JPEG of a visible order, whole and by range', async () => {
    const res = await get(`photo/${ownPhoto}`, tokens['mantto.fijo']!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const tail = await get(`photo/${ownPhoto}`, tokens['mantto.fijo']!, { Range: 'bytes=-2' });
    expect(tail.status).toBe(206);
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([0xff, 0xd9]);
  });

  it("answers 404 for another party's photo, 400 for a malformed id, 401 without a session", async () => {
    const theirs = await get(`photo/${foreignPhoto}`, tokens['mantto.fijo']!, {
      'Accept-Language': 'en',
    });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({
      Result: false,
      Message: 'The requested images do not exist or are not available to your user',
    });
    expect((await get('photo/a%20b', tokens['mantto.fijo']!)).status).toBe(400);
    expect((await get(`photo/${'x'.repeat(65)}`, tokens['mantto.fijo']!)).status).toBe(400);
    expect((await get(`photo/${ownPhoto}`, null)).status).toBe(401);
  });
});
