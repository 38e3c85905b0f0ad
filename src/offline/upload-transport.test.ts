import { beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES } from '../protocol/maintenance-files';
import type { OutboxEntry } from './db';
import { fakeUploadServer } from './fake-upload-server';
import { uploadingTransport } from './upload-transport';

const PART = UPLOAD_PART_BYTES;
const FILE_ID = 'photo-0001-abcd';

/** A file of `size` bytes with a recognisable pattern. */
const fileBytes = (size: number): Uint8Array<ArrayBuffer> =>
  Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) & 0xff);

const entry = (body: Record<string, unknown>): OutboxEntry => ({
  id: 1,
  userId: 7,
  orderCode: '400000100001',
  name: 'ImageFile',
  body,
  idempotencyKey: 'key-1',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  state: 'pending',
  blobIds: [FILE_ID],
});

const photoEntry = entry({
  ActionId: 11,
  Photo: { ClientId: 'photo-client-1', UploadId: { $upload: FILE_ID } },
});

let server: ReturnType<typeof fakeUploadServer>;
let bytes: Uint8Array<ArrayBuffer>;
let blobs: Map<string, Blob>;
let progress: [number, number][];

const send = (e: OutboxEntry = photoEntry) =>
  uploadingTransport(server.call)(e, blobs, {
    files: new Map([[FILE_ID, { type: 'image/jpeg', sha256: 'a'.repeat(64) }]]),
    onProgress: (sent, total) => progress.push([sent, total]),
  });

/** Whether the server assembled exactly the file (compared byte by byte, without a deep diff). */
const receivedWhole = () => {
  const got = server.uploads.get(FILE_ID)?.bytes ?? new Uint8Array(0);
  return got.length === bytes.length && got.every((b, i) => b === bytes[i]);
};

beforeEach(() => {
  server = fakeUploadServer();
  bytes = fileBytes(3 * PART + 1000);
  blobs = new Map([[FILE_ID, new Blob([bytes])]]);
  progress = [];
});

describe('sending an entry with a file through api/Upload', () => {
  it('starts the upload, sends the parts in order, then the write naming the upload', async () => {
    const answer = await send();
    expect(answer).toMatchObject({ status: 200 });
    const start = server.calls[0]!;
    expect(start.body).toEqual({
      ActionId: 11,
      Upload: { UploadId: FILE_ID, Size: bytes.length, Mime: 'image/jpeg', Sha256: 'a'.repeat(64) },
    });
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, 2 * PART, 3 * PART]);
    expect(receivedWhole()).toBe(true);
    const write = server.calls.at(-1)!;
    expect(write.name).toBe('ImageFile');
    expect(write.body.Photo).toEqual({ ClientId: 'photo-client-1', UploadId: FILE_ID });
    expect(write.headers).toEqual({ 'Idempotency-Key': 'key-1' });
  });

  it('reports the bytes the server holds, of the entry total', async () => {
    await send();
    const total = bytes.length;
    expect(progress).toEqual([
      [0, total],
      [0, total],
      [PART, total],
      [2 * PART, total],
      [3 * PART, total],
      [total, total],
      [total, total],
    ]);
  });

  it('resumes from the server Received after a drop mid-file, never from zero', async () => {
    // The third part reaches the server but its answer is lost: the attempt ends there.
    server.hooks.push(undefined, undefined, undefined, () => 'dropAnswer');
    const first = await send();
    expect(first.status).toBeNull();
    expect(server.writes.size).toBe(0);
    // The engine retries later: the start answers what the server holds and the upload goes on.
    const second = await send();
    expect(second.status).toBe(200);
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, 2 * PART, 3 * PART]);
    expect(receivedWhole()).toBe(true);
  });

  it('sends a part again when it was lost before reaching the server', async () => {
    server.hooks.push(undefined, undefined, () => 'drop');
    expect((await send()).status).toBeNull();
    expect((await send()).status).toBe(200);
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, PART, 2 * PART, 3 * PART]);
    expect(receivedWhole()).toBe(true);
  });

  it('follows the server after a replayed part (answered, not appended twice)', async () => {
    // The server already holds two parts, but its start answer says none (e.g. a stale answer).
    server.uploads.set(FILE_ID, {
      size: bytes.length,
      sha256: 'a'.repeat(64),
      bytes: bytes.slice(0, 2 * PART),
      used: false,
    });
    server.hooks.push(() => ({
      status: 200,
      body: {
        Result: true,
        Message: null,
        Upload: { UploadId: FILE_ID, Size: bytes.length, Received: 0, Used: false },
      },
    }));
    expect((await send()).status).toBe(200);
    expect(server.partOffsets(FILE_ID)).toEqual([0, 2 * PART, 3 * PART]);
    expect(receivedWhole()).toBe(true);
  });

  it('realigns on a 409 with the server Received', async () => {
    // The server lost the second part (e.g. restored from a backup) after acknowledging it.
    server.hooks.push(undefined, undefined, undefined, (call) => {
      const upload = server.uploads.get(FILE_ID)!;
      upload.bytes = upload.bytes.slice(0, PART);
      expect((call.body.Upload as { Offset: number }).Offset).toBe(2 * PART);
      return undefined;
    });
    expect((await send()).status).toBe(200);
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, 2 * PART, PART, 2 * PART, 3 * PART]);
    expect(receivedWhole()).toBe(true);
  });

  it('skips the parts when the server already holds the whole file or used it', async () => {
    expect((await send()).status).toBe(200);
    const parts = server.partOffsets(FILE_ID).length;
    // The write's answer was lost: the retry finds the file used and replays the write.
    expect((await send()).status).toBe(200);
    expect(server.partOffsets(FILE_ID)).toHaveLength(parts);
    expect(server.calls.filter((c) => c.name === 'ImageFile')).toHaveLength(2);
  });

  it.each([400, 413, 415])(
    'stops at a %i of the upload and marks it as the file',
    async (status) => {
      server.hooks.push(undefined, () => ({
        status,
        body: { Result: false, Message: 'rechazado' },
      }));
      const answer = await send();
      expect(answer).toEqual({
        status,
        body: { Result: false, Message: 'rechazado' },
        stage: 'upload',
      });
      expect(server.writes.size).toBe(0);
    },
  );

  it('starts again from 0 an upload the server no longer has (it expired unfinished)', async () => {
    // The first part arrives; before the second, the server deletes the upload with its bytes.
    server.hooks.push(undefined, undefined, () => {
      server.uploads.delete(FILE_ID);
      return undefined;
    });
    const answer = await send();
    expect(answer).toMatchObject({ status: 200 });
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, 0, PART, 2 * PART, 3 * PART]);
    expect(server.calls.filter((c) => c.body.ActionId === 11 && c.name === 'Upload')).toHaveLength(
      2,
    );
    expect(receivedWhole()).toBe(true);
    expect(server.calls.at(-1)?.name).toBe('ImageFile');
  });

  it('stops at a second 404 after starting again, as the file', async () => {
    const gone = () => ({ status: 404, body: { Result: false, Message: 'no existe' } });
    server.hooks.push(undefined, gone, undefined, gone);
    const answer = await send();
    expect(answer).toEqual({ status: 404, body: gone().body, stage: 'upload' });
    expect(server.writes.size).toBe(0);
  });

  it("marks a start refused for the user's quota to be tried again later", async () => {
    const quota = {
      Result: false,
      Message: 'Sus cargas de archivos sin terminar suman 200 MB',
      UploadQuota: { Unfinished: 200_000_000, Limit: 200_000_000 },
    };
    server.hooks.push(() => ({ status: 413, body: quota }));
    expect(await send()).toEqual({ status: 413, body: quota, stage: 'uploadQuota' });
    expect(server.partOffsets(FILE_ID)).toEqual([]);
    expect(server.writes.size).toBe(0);
    // A file too large by itself (no UploadQuota) is the file's refusal.
    const tooLarge = { Result: false, Message: 'El archivo excede el tamaño máximo' };
    server.hooks.push(() => ({ status: 413, body: tooLarge }));
    expect(await send()).toEqual({ status: 413, body: tooLarge, stage: 'upload' });
  });

  it('marks a 409 of the start (another file under the same id) as the file', async () => {
    server.uploads.set(FILE_ID, { size: 5, bytes: new Uint8Array(0), used: false });
    const answer = await send();
    expect(answer).toMatchObject({ status: 409, stage: 'upload' });
    expect(server.partOffsets(FILE_ID)).toEqual([]);
  });

  it('keeps inline files working: { $blob } becomes base64 in the write', async () => {
    const small = new Uint8Array([37, 80, 68, 70]);
    blobs = new Map([[FILE_ID, new Blob([small])]]);
    const answer = await send(
      entry({ ActionId: 11, Attachment: { FileName: 'acta.pdf', FileBase64: { $blob: FILE_ID } } }),
    );
    expect(answer.status).toBe(200);
    expect(server.calls).toHaveLength(1);
    expect(atob((server.calls[0]!.body.Attachment as { FileBase64: string }).FileBase64)).toBe(
      '%PDF',
    );
    expect(progress).toEqual([
      [0, 4],
      [4, 4],
    ]);
  });
});
