/**
 * The S3-compatible files store against a real S3-protocol server (s3rver, on a free port over a
 * temporary folder): contents stored once under prefix + SHA-256 with their type, read whole or
 * by ranged GETs, contents stored in the database before the switch still read, and a bucket that
 * cannot be reached stopping the start with a message that says why.
 */
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs, maintenanceAttachments } from '../../db/schema';
import { ordersOf } from '../../testing/maintenance-kit';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createDbFileStore } from './embedded';
import { sha256Hex, type FileStore, type OpenedFile } from './index';
import { openFileStore } from './open-store';
import { createS3Client, s3ConfigFrom } from './s3';

/** A byte array's SHA-256: comparing megabytes element by element would take the test seconds. */
const digest = (bytes: Uint8Array | undefined) => (bytes ? sha256Hex(bytes) : null);

const BUCKET = 'portalpro-files';
const PREFIX = 'portalpro/';
let dir: string;
let server: S3rver;
let endpoint: string;
let t: TestApp;
let store: FileStore;

/** The configuration of a bucket on the test server (s3rver's own credentials). */
const s3Env = (overrides: Record<string, string> = {}) =>
  loadEnv({
    FILE_STORE: 's3',
    S3_BUCKET: BUCKET,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: PREFIX,
    ...overrides,
  });

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portalpro-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  // The app serves from the bucket store, which writes its index rows in the app's database.
  let opened: FileStore | null = null;
  store = {
    put: (bytes, mime) => opened!.put(bytes, mime),
    get: (sha) => opened!.get(sha),
    getMany: (shas) => opened!.getMany(shas),
    stat: (sha) => opened!.stat(sha),
    open: (sha, range) => opened!.open(sha, range),
  };
  t = await createTestApp({ files: store });
  opened = (await openFileStore(s3Env(), t.handle.db)).files;
});
afterAll(async () => {
  await t.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function bytesOf(opened: OpenedFile | null): Promise<Uint8Array> {
  if (opened?.kind !== 'content') throw new Error(`not a content: ${JSON.stringify(opened)}`);
  const chunks: Uint8Array[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The object keys under the prefix, as the bucket lists them. */
async function objectKeys(): Promise<string[]> {
  const client = createS3Client(s3ConfigFrom(s3Env())!);
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: PREFIX }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

describe('the S3 files store', () => {
  const pdf = new Uint8Array(Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(3_000_000)]));
  const sha256 = sha256Hex(pdf);

  it('stores a content as prefix + SHA-256 with its type, once, and indexes it in the database', async () => {
    expect(await store.put(pdf, 'application/pdf')).toEqual({
      sha256,
      size: pdf.byteLength,
      mime: 'application/pdf',
    });
    await store.put(pdf, 'application/pdf');
    expect((await objectKeys()).filter((k) => k === `${PREFIX}${sha256}`)).toHaveLength(1);
    const client = createS3Client(s3ConfigFrom(s3Env())!);
    const head = await client.send(
      new HeadObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}${sha256}` }),
    );
    expect([head.ContentType, head.ContentLength]).toEqual(['application/pdf', pdf.byteLength]);
    // The records' foreign keys point at the index row; the bytes are in the bucket only.
    const [row] = await t.handle.db
      .select({ size: fileBlobs.size, held: sql<number>`octet_length(${fileBlobs.data})` })
      .from(fileBlobs)
      .where(eq(fileBlobs.sha256, sha256));
    expect(row).toEqual({ size: pdf.byteLength, held: 0 });
  });

  it('answers a content whole, its metadata, and several at once', async () => {
    const got = await store.get(sha256);
    expect(got?.mime).toBe('application/pdf');
    expect(digest(got?.bytes)).toBe(digest(pdf));
    expect(await store.stat(sha256)).toEqual({
      sha256,
      size: pdf.byteLength,
      mime: 'application/pdf',
    });
    const photo = new Uint8Array(randomBytes(2_000));
    const { sha256: photoSha } = await store.put(photo, 'image/jpeg');
    const many = await store.getMany([sha256, photoSha, 'e'.repeat(64), photoSha]);
    expect([...many.keys()].sort()).toEqual([sha256, photoSha].sort());
    expect(digest(many.get(photoSha)?.bytes)).toBe(digest(photo));
  });

  it('streams the whole content and ranges of it by ranged GETs', async () => {
    const whole = await store.open(sha256);
    expect(whole).toMatchObject({ kind: 'content', size: pdf.byteLength, range: null });
    expect(digest(await bytesOf(whole))).toBe(digest(pdf));

    const first = await store.open(sha256, { start: 0, end: 99 });
    expect(first).toMatchObject({ size: pdf.byteLength, range: { start: 0, end: 99 } });
    expect(digest(await bytesOf(first))).toBe(digest(pdf.subarray(0, 100)));

    const middle = await store.open(sha256, { start: 1_000_000, end: 1_999_999 });
    expect(digest(await bytesOf(middle))).toBe(digest(pdf.subarray(1_000_000, 2_000_000)));

    const last = await store.open(sha256, { suffix: 100 });
    expect(last).toMatchObject({
      range: { start: pdf.byteLength - 100, end: pdf.byteLength - 1 },
    });
    expect(digest(await bytesOf(last))).toBe(digest(pdf.subarray(pdf.byteLength - 100)));
  });

  it('says a range beyond the content is unsatisfiable, with the content size', async () => {
    expect(await store.open(sha256, { start: pdf.byteLength + 10 })).toEqual({
      sha256,
      size: pdf.byteLength,
      mime: 'application/pdf',
      kind: 'unsatisfiable',
    });
  });

  it('knows no content under an unknown key', async () => {
    const unknown = 'd'.repeat(64);
    expect(await store.get(unknown)).toBeNull();
    expect(await store.stat(unknown)).toBeNull();
    expect(await store.open(unknown)).toBeNull();
    expect(await store.open(unknown, { suffix: 10 })).toBeNull();
  });

  it('still reads a content stored in the database before the switch to S3', async () => {
    const before = new Uint8Array(randomBytes(300_000));
    const { sha256: key } = await createDbFileStore(t.handle.db).put(before, 'image/jpeg');
    expect(digest((await store.get(key))?.bytes)).toBe(digest(before));
    expect(await store.stat(key)).toMatchObject({ size: 300_000, mime: 'image/jpeg' });
    const slice = await bytesOf(await store.open(key, { start: 10, end: 19 }));
    expect(digest(slice)).toBe(digest(before.subarray(10, 20)));
    expect(await objectKeys()).not.toContain(`${PREFIX}${key}`);
  });

  it('serves an attachment stored in the bucket through the binary download', async () => {
    const token = await t.tokenFor('mantto.fijo');
    const [order] = await ordersOf(t, '0000100001', '05');
    const [row] = await t.handle.db
      .insert(maintenanceAttachments)
      .values({
        aufnr: order!.aufnr,
        attachmentTypeId: 1,
        description: 'Informe en el bucket',
        notes: '',
        fileName: 'informe.pdf',
        fileExt: 'pdf',
        fileSize: pdf.byteLength,
        blobSha256: sha256,
        createdBy: 'prueba',
      })
      .returning({ id: maintenanceAttachments.id });
    const url = `/PortalPRO/api/files/attachment/${row!.id}`;
    const auth = { Authorization: `Bearer ${token}` };
    const whole = await t.app.request(url, { headers: auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(pdf.byteLength));
    expect(digest(new Uint8Array(await whole.arrayBuffer()))).toBe(digest(pdf));
    const last = await t.app.request(url, { headers: { ...auth, Range: 'bytes=-100' } });
    expect(last.status).toBe(206);
    expect(last.headers.get('content-range')).toBe(
      `bytes ${pdf.byteLength - 100}-${pdf.byteLength - 1}/${pdf.byteLength}`,
    );
    expect(digest(new Uint8Array(await last.arrayBuffer()))).toBe(
      digest(pdf.subarray(pdf.byteLength - 100)),
    );
  });
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as { port: number };
  await new Promise((r) => probe.close(r));
  return port;
}

describe('the bucket check at start', () => {
  it('refuses a bucket that does not exist, naming it', async () => {
    await expect(
      openFileStore(s3Env({ S3_BUCKET: 'no-such-bucket' }), t.handle.db),
    ).rejects.toThrow(
      /FILE_STORE=s3: the S3 bucket "no-such-bucket" \(prefix portalpro\/\) at http:\/\/127\.0\.0\.1:\d+ cannot be used: it does not exist/,
    );
  });

  it('refuses an endpoint where no server answers, with the connection error', async () => {
    const port = await closedPort();
    await expect(
      openFileStore(s3Env({ S3_ENDPOINT: `http://127.0.0.1:${port}` }), t.handle.db),
    ).rejects.toThrow(/cannot be used: .*ECONNREFUSED/);
  });

  it('opens the database store by default, without a bucket', async () => {
    const opened = await openFileStore(loadEnv({}), t.handle.db);
    expect(opened.description).toBe('the database (file_blobs)');
  });
});
