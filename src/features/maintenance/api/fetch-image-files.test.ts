import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { fetchImageFiles, PHOTO_DOWNLOADS_AT_ONCE } from './fetch-image-files';

const fetchMock = vi.fn<typeof fetch>();
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0xff, 0xd9]);

const photoIdOf = (url: unknown) => decodeURIComponent(String(url).split('/files/photo/')[1]!);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ getToken: () => 'token', onUnauthorized: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchImageFiles (spec 3 §3.6)', () => {
  it('downloads each photo once as a JPEG, a few at a time, in the order asked', async () => {
    let running = 0;
    let most = 0;
    fetchMock.mockImplementation(async () => {
      most = Math.max(most, ++running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });
    });
    const ids = Array.from({ length: 12 }, (_, i) => `P-${i}`);
    const photos = await fetchImageFiles([...ids, 'P-3']);
    expect(photos.map((p) => p.Id)).toEqual(ids);
    expect(fetchMock).toHaveBeenCalledTimes(12);
    expect(most).toBe(PHOTO_DOWNLOADS_AT_ONCE);
    expect(photos[0]!.blob.type).toBe('image/jpeg');
    expect([...new Uint8Array(await photos[0]!.blob.arrayBuffer())]).toEqual([...JPEG]);
  });

  it('leaves out photos the server does not show (404), as api/ImageFile 22 did', async () => {
    fetchMock.mockImplementation(async (url) =>
      photoIdOf(url) === 'ajena'
        ? new Response(JSON.stringify({ Result: false, Message: 'no disponible' }), { status: 404 })
        : new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }),
    );
    const photos = await fetchImageFiles(['propia', 'ajena', 'otra']);
    expect(photos.map((p) => p.Id)).toEqual(['propia', 'otra']);
  });

  it('fails as a whole on any other failure, and stops downloading the rest', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (photoIdOf(url) === 'P-1') throw new TypeError('Failed to fetch');
      return new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } });
    });
    const ids = Array.from({ length: 40 }, (_, i) => `P-${i}`);
    await expect(fetchImageFiles(ids)).rejects.toMatchObject({ kind: 'network' });
    expect(fetchMock.mock.calls.length).toBeLessThan(ids.length);
  });

  it('asks nothing for no ids, and escapes an id in the address', async () => {
    expect(await fetchImageFiles([])).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
    fetchMock.mockResolvedValue(new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } }));
    await fetchImageFiles(['a b']);
    expect(fetchMock.mock.calls[0]![0]).toBe('/PortalPRO/api/files/photo/a%20b');
  });
});
