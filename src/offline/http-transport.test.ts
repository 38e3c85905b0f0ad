import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client';
import type { OutboxEntry } from './db';
import { httpTransport, resolveBlobs } from './http-transport';

const fetchMock = vi.fn<typeof fetch>();
const entry: OutboxEntry = {
  id: 1,
  userId: 7,
  orderCode: '4000001',
  name: 'Attachment',
  body: { ActionId: 11, Attachment: { FileName: 'acta.pdf', FileBase64: { $blob: 'b1' } } },
  idempotencyKey: 'key-1',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  blobIds: ['b1'],
};
const blobs = new Map([['b1', new Blob(['%PDF-1.7'])]]);

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureApiClient({ getToken: () => 'tok', onUnauthorized: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('http transport', () => {
  it('sends the body with the blob inlined as base64, the key and the token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ Result: true, Message: null })));
    const answer = await httpTransport(entry, blobs);
    expect(answer.status).toBe(200);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/PortalPRO/api/Attachment');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-1');
    expect(headers.Authorization).toBe('Bearer tok');
    const body = JSON.parse(String(init?.body)) as {
      ActionId: number;
      Attachment: { FileBase64: string };
    };
    expect(body.ActionId).toBe(11);
    expect(atob(body.Attachment.FileBase64)).toBe('%PDF-1.7');
  });

  it.each([401, 409, 413, 500])('reports HTTP %i as that status', async (status) => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Result: false, Message: 'x' }), { status }),
    );
    expect((await httpTransport(entry, blobs)).status).toBe(status);
  });

  it('keeps the server state of a 409 for the conflict view', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Result: false, Message: 'cambió', version: 9 }), {
        status: 409,
      }),
    );
    expect(await httpTransport(entry, blobs)).toEqual({
      status: 409,
      body: { Result: false, Message: 'cambió', version: 9 },
    });
  });

  it('reports a refusal as the answer it is: 200 with Result false and its Message', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ Result: false, Message: 'Orden cerrada', Extra: 1 })),
    );
    expect(await httpTransport(entry, blobs)).toEqual({
      status: 200,
      body: { Result: false, Message: 'Orden cerrada', Extra: 1 },
    });
  });

  it('reports a network failure as no answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await httpTransport(entry, blobs)).status).toBeNull();
  });

  it('refuses to send when a referenced blob is missing', async () => {
    await expect(resolveBlobs({ a: [{ $blob: 'nope' }] }, new Map())).rejects.toThrow(
      'missing blob',
    );
  });

  it('uploads a { $upload } file through api/Upload before the write names it', async () => {
    const state = (received: number) => ({
      Result: true,
      Message: null,
      Upload: { UploadId: 'file-0001', Size: 8, Received: received, Used: false },
    });
    fetchMock
      .mockResolvedValueOnce(new Response(JSON.stringify(state(0))))
      .mockResolvedValueOnce(new Response(JSON.stringify(state(8))))
      .mockResolvedValueOnce(new Response(JSON.stringify({ Result: true, Message: null })));
    const photo: OutboxEntry = {
      ...entry,
      name: 'ImageFile',
      body: { ActionId: 11, Photo: { UploadId: { $upload: 'file-0001' } } },
      blobIds: ['file-0001'],
    };
    const answer = await httpTransport(photo, new Map([['file-0001', new Blob(['%PDF-1.7'])]]));
    expect(answer.status).toBe(200);
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual([
      '/PortalPRO/api/Upload',
      '/PortalPRO/api/Upload',
      '/PortalPRO/api/ImageFile',
    ]);
    const bodies = fetchMock.mock.calls.map(
      ([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>,
    );
    expect(bodies[1]).toMatchObject({
      ActionId: 31,
      Upload: { Offset: 0, PartBase64: btoa('%PDF-1.7') },
    });
    expect(bodies[2]).toMatchObject({ ActionId: 11, Photo: { UploadId: 'file-0001' } });
    const writeHeaders = fetchMock.mock.calls[2]![1]?.headers as Record<string, string>;
    expect(writeHeaders['Idempotency-Key']).toBe('key-1');
  });
});
