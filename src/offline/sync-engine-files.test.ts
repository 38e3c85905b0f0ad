import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_PART_BYTES } from '../protocol/maintenance-files';
import { PortalDatabase } from './db';
import { fakeUploadServer } from './fake-upload-server';
import { QUOTA_RETRY_BASE_MS, QUOTA_RETRY_MAX_MS } from './backoff';
import { retryEntry, saveEdit, userEntries } from './outbox';
import { createSyncEngine, type SendProgress } from './sync-engine';
import { uploadingTransport } from './upload-transport';

const PART = UPLOAD_PART_BYTES;
const FILE_ID = 'photo-0001-abcd';
const FILE_SIZE = 2 * PART + 10;

/**
 * Node's Blob: stored in fake-indexeddb it comes back as a Blob (the test DOM's own does not
 * survive the structured clone), as a browser's IndexedDB gives files back.
 */
let NodeBlob: typeof Blob;
beforeAll(async () => {
  const specifier = 'node:buffer';
  ({ Blob: NodeBlob } = (await import(/* @vite-ignore */ specifier)) as { Blob: typeof Blob });
});

let db: PortalDatabase;
let clock: number;
let server: ReturnType<typeof fakeUploadServer>;
let seen: (SendProgress | null)[];

const bytes = Uint8Array.from({ length: FILE_SIZE }, (_, i) => (i * 13 + 5) & 0xff);

function engine() {
  const created = createSyncEngine({
    db,
    currentUser: () => 7,
    now: () => clock,
    random: () => 0.5,
    locks: null,
    transport: uploadingTransport(server.call),
    onChange: () => seen.push(created.status().progress),
  });
  return created;
}

async function queuePhoto(data: Blob = new NodeBlob([bytes]), size = FILE_SIZE) {
  return saveEdit(db, {
    userId: 7,
    orderCode: '400000100001',
    mutation: {
      name: 'ImageFile',
      body: { ActionId: 11, Photo: { ClientId: 'photo-client-1', UploadId: { $upload: FILE_ID } } },
    },
    blobs: [{ id: FILE_ID, name: 'foto.jpg', type: 'image/jpeg', size, data }],
    now: clock,
    newKey: () => 'key-photo',
  });
}

beforeEach(() => {
  db = new PortalDatabase(`test-files-${Math.random()}`);
  clock = 1_000_000;
  server = fakeUploadServer();
  seen = [];
});
afterEach(async () => {
  await db.delete();
});

describe('sync engine with files', () => {
  it('keeps the SHA-256 of a file saved with its entry and sends it with the upload', async () => {
    await queuePhoto();
    const stored = await db.blobs.get(FILE_ID);
    expect(stored?.sha256).toMatch(/^[0-9a-f]{64}$/);
    await engine().drain();
    expect(server.calls[0]!.body.Upload).toMatchObject({ Sha256: stored!.sha256, Size: FILE_SIZE });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
  });

  it('shows the bytes being sent while the file goes, and nothing once it is done', async () => {
    await queuePhoto();
    const e = engine();
    await e.drain();
    const shown = seen.filter((p): p is SendProgress => p !== null);
    expect(shown[0]).toEqual({ sent: 0, total: FILE_SIZE });
    expect(shown.map((p) => p.sent)).toContain(PART);
    expect(shown.at(-1)).toEqual({ sent: FILE_SIZE, total: FILE_SIZE });
    expect(e.status().progress).toBeNull();
  });

  it('retries a dropped upload with backoff and resumes from what the server holds', async () => {
    await queuePhoto();
    // Start, first part, then the second part is lost on its way.
    server.hooks.push(undefined, undefined, () => 'drop');
    const e = engine();
    const retryAt = await e.drain();
    expect(retryAt).toBeGreaterThan(clock);
    expect((await userEntries(db, 7))[0]).toMatchObject({ state: 'pending', attempts: 1 });
    clock = retryAt!;
    expect(await e.drain()).toBeNull();
    expect(server.partOffsets(FILE_ID)).toEqual([0, PART, PART, 2 * PART]);
    expect(server.uploads.get(FILE_ID)?.bytes.length).toBe(FILE_SIZE);
    expect(await db.outbox.count()).toBe(0);
  });

  it('parks a file refused by the server for attention, with its message, not as a conflict', async () => {
    await queuePhoto();
    server.uploads.set(FILE_ID, { size: 99, bytes: new Uint8Array(0), used: false });
    await engine().drain();
    expect((await userEntries(db, 7))[0]).toMatchObject({
      state: 'attention',
      parkReason: 'upload',
      lastStatus: 409,
      lastMessage: 'otro archivo',
    });
    expect(server.writes.size).toBe(0);
  });

  it.each([413, 415, 400])('parks a %i of a part with the server message', async (status) => {
    await queuePhoto();
    server.hooks.push(undefined, () => ({
      status,
      body: { Result: false, Message: 'No permitido' },
    }));
    await engine().drain();
    expect((await userEntries(db, 7))[0]).toMatchObject({
      state: 'attention',
      parkReason: 'upload',
      lastStatus: status,
      lastMessage: 'No permitido',
    });
  });

  it('parks an entry whose file is gone, sending nothing of it', async () => {
    await queuePhoto();
    await db.blobs.delete(FILE_ID);
    await engine().drain();
    expect(server.calls).toEqual([]);
    expect((await userEntries(db, 7))[0]).toMatchObject({
      state: 'attention',
      parkReason: 'missingBlob',
      lastMessage: 'missingBlob',
    });
  });

  it('parks an entry whose file changed since it was saved, sending nothing of it', async () => {
    await queuePhoto();
    const damaged = bytes.slice();
    damaged[100] = damaged[100]! ^ 0xff;
    await db.blobs.update(FILE_ID, { data: new NodeBlob([damaged]) });
    await engine().drain();
    expect(server.calls).toEqual([]);
    expect((await userEntries(db, 7))[0]).toMatchObject({
      state: 'attention',
      parkReason: 'corruptBlob',
    });
  });

  it('parks an entry whose file has another size than when saved', async () => {
    await queuePhoto(new NodeBlob([bytes]), FILE_SIZE + 1);
    await engine().drain();
    expect(server.calls).toEqual([]);
    expect((await userEntries(db, 7))[0]).toMatchObject({ parkReason: 'corruptBlob' });
  });

  it('holds back the later edits of an order whose file is missing, not other orders', async () => {
    await queuePhoto();
    await db.blobs.delete(FILE_ID);
    await saveEdit(db, {
      userId: 7,
      orderCode: '400000100001',
      mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n: 1 } },
      now: clock,
    });
    await saveEdit(db, {
      userId: 7,
      orderCode: '400000100002',
      mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n: 2 } },
      now: clock,
    });
    await engine().drain();
    expect(server.calls.map((c) => c.body.n)).toEqual([2]);
    expect((await userEntries(db, 7)).map((e) => e.state)).toEqual(['attention', 'pending']);
  });
});

describe('retrying a parked file', () => {
  it('sends it once the user put the file back, and forgets why it was parked', async () => {
    const id = await queuePhoto();
    const saved = await db.blobs.get(FILE_ID);
    await db.blobs.delete(FILE_ID);
    const e = engine();
    await e.drain();
    expect((await db.outbox.get(id))?.parkReason).toBe('missingBlob');
    await db.blobs.put(saved!);
    await retryEntry(db, id, clock);
    expect((await db.outbox.get(id))?.parkReason).toBeUndefined();
    await e.drain();
    expect(await db.outbox.count()).toBe(0);
    expect(server.uploads.get(FILE_ID)?.used).toBe(true);
  });
});

describe('an upload refused for the quota of unfinished uploads', () => {
  const QUOTA_MESSAGE =
    'Sus cargas de archivos sin terminar suman 199.9 MB; con este archivo (1 MB) pasarían del ' +
    'límite de 200 MB.';
  const overQuota = () => ({
    status: 413,
    body: {
      Result: false,
      Message: QUOTA_MESSAGE,
      UploadQuota: { Unfinished: 199_900_000, Limit: 200_000_000 },
    },
  });

  it('keeps the entry and its file for attention, with the message, and sends it by itself later', async () => {
    const id = await queuePhoto();
    server.hooks.push(overQuota);
    const e = engine();
    const dueAt = await e.drain();
    const parked = await db.outbox.get(id);
    expect(parked).toMatchObject({
      state: 'attention',
      parkReason: 'uploadQuota',
      lastStatus: 413,
      lastMessage: QUOTA_MESSAGE,
      attempts: 1,
    });
    // Half to all of the first wait (random 0.5 here).
    expect(parked!.nextAttemptAt - clock).toBe(0.75 * QUOTA_RETRY_BASE_MS);
    expect(dueAt).toBe(parked!.nextAttemptAt);
    expect(await db.blobs.get(FILE_ID)).toBeDefined();
    expect(server.writes.size).toBe(0);

    // Not before it is due.
    clock = dueAt! - 1;
    await e.drain();
    expect(server.calls).toHaveLength(1);
    clock = dueAt!;
    expect(await e.drain()).toBeNull();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.blobs.count()).toBe(0);
    expect(server.uploads.get(FILE_ID)?.used).toBe(true);
  });

  it('waits longer after each refusal, up to an hour', async () => {
    const id = await queuePhoto();
    const e = engine();
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      server.hooks.push(overQuota);
      const dueAt = await e.drain();
      expect((await db.outbox.get(id))?.state).toBe('attention');
      waits.push(dueAt! - clock);
      clock = dueAt!;
    }
    const ceilings = [1, 2, 4, 8, 12, 12].map((n) => n * QUOTA_RETRY_BASE_MS);
    expect(waits).toEqual(ceilings.map((c) => 0.75 * c));
    expect(Math.max(...waits)).toBeLessThanOrEqual(QUOTA_RETRY_MAX_MS);
  });

  it('is sent at once when the user taps Retry', async () => {
    const id = await queuePhoto();
    server.hooks.push(overQuota);
    const e = engine();
    await e.drain();
    await retryEntry(db, id, clock);
    expect(await e.drain()).toBeNull();
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds back the later edits of its order meanwhile, not other orders', async () => {
    await queuePhoto();
    server.hooks.push(overQuota);
    await saveEdit(db, {
      userId: 7,
      orderCode: '400000100001',
      mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n: 1 } },
      now: clock,
    });
    await saveEdit(db, {
      userId: 7,
      orderCode: '400000100002',
      mutation: { name: 'ResultsOrderMP', body: { ActionId: 31, n: 2 } },
      now: clock,
    });
    const e = engine();
    const dueAt = await e.drain();
    expect(server.calls.filter((c) => c.name === 'ResultsOrderMP').map((c) => c.body.n)).toEqual([
      2,
    ]);
    clock = dueAt!;
    await e.drain();
    expect(server.calls.filter((c) => c.name === 'ResultsOrderMP').map((c) => c.body.n)).toEqual([
      2, 1,
    ]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves a 413 of a file too large by itself parked until the user acts', async () => {
    const id = await queuePhoto();
    server.hooks.push(() => ({ status: 413, body: { Result: false, Message: 'Muy grande' } }));
    const e = engine();
    expect(await e.drain()).toBeNull();
    expect(await db.outbox.get(id)).toMatchObject({ state: 'attention', parkReason: 'upload' });
    clock += 7 * 24 * 60 * 60_000;
    await e.drain();
    expect(server.calls).toHaveLength(1);
  });
});
