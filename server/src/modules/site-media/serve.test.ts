/**
 * A help video an administrator uploaded (spec 1 §2.7, /admin_help) is served from its row in
 * slices with byte ranges, as a <video> element seeks: 206 with Content-Range, 416 past the end,
 * HEAD and revalidation by ETag.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../adapters/files';
import { CHUNK_BYTES } from '../../adapters/files/chunks';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
const URL = '/PortalPRO/help/arrendador_facturas_pendientes.webm';
/** A WebM (by its magic bytes) of three slices and a bit. */
const video = new Uint8Array(
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(3 * CHUNK_BYTES + 500)]),
);
const size = video.byteLength;
/** A byte array's SHA-256: comparing megabytes element by element would take the test seconds. */
const digest = (bytes: Uint8Array | ArrayBuffer) => sha256Hex(new Uint8Array(bytes));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.tokenFor('admin');
  const res = await t.call(
    'HelpVideo',
    {
      ActionId: 31,
      HelpVideo: {
        Path: '/arrendador_facturas_pendientes',
        VideoFile: `data:video/webm;base64,${Buffer.from(video).toString('base64')}`,
      },
    },
    admin,
  );
  expect(res.body.Result).toBe(true);
});
afterAll(() => t.close());

describe('an uploaded help video', () => {
  it('is served whole with its length, type and Accept-Ranges', async () => {
    const res = await t.app.request(URL);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'no-cache',
    });
    expect(digest(await res.arrayBuffer())).toBe(digest(video));
  });

  it.each([
    ['the first bytes', 'bytes=0-3', 0, 3],
    [
      'a range across slices',
      `bytes=${CHUNK_BYTES - 100}-${2 * CHUNK_BYTES + 100}`,
      CHUNK_BYTES - 100,
      2 * CHUNK_BYTES + 100,
    ],
    ['the last bytes', 'bytes=-1000', size - 1000, size - 1],
  ])('answers %s as 206, as a seeking <video> asks', async (_, range, start, end) => {
    const res = await t.app.request(URL, { headers: { Range: range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect(digest(await res.arrayBuffer())).toBe(digest(video.subarray(start, end + 1)));
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await t.app.request(URL, { headers: { Range: `bytes=${size + 1}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
  });

  it('answers HEAD without a body and 304 to its own ETag', async () => {
    const head = await t.app.request(URL, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(size));
    const etag = head.headers.get('etag')!;
    const again = await t.app.request(URL, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
