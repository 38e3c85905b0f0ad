/**
 * The database files store: whole reads for the writers, and streams read in slices of at most
 * CHUNK_BYTES with byte ranges for downloads; a row that only indexes a bucket's content (its
 * value empty, FILE_STORE=s3) is not a content this store holds.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CHUNK_BYTES, slicedStream, sliceTurns, sliceTurnsOf } from './chunks';
import { createDbFileStore } from './embedded';
import { resolveRange, sha256Hex, type FileStore, type OpenedFile } from './index';

/** A byte array's SHA-256: comparing megabytes element by element would take the test seconds. */
const digest = (bytes: Uint8Array | undefined) => (bytes ? sha256Hex(bytes) : null);

let t: TestApp;
let store: FileStore;
/** Four slices and a bit: five slices, the last one short. */
const big = new Uint8Array(randomBytes(4 * CHUNK_BYTES + 1234));

beforeAll(async () => {
  t = await createTestApp();
  store = createDbFileStore(t.handle.db);
  await store.put(big, 'application/pdf');
});
afterAll(() => t.close());

/** The chunks a stream hands out, in order. */
async function chunksOf(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const out: Uint8Array[] = [];
  for await (const chunk of stream) out.push(chunk);
  return out;
}

const joined = (chunks: Uint8Array[]) => new Uint8Array(Buffer.concat(chunks));

async function content(opened: OpenedFile | null) {
  if (opened?.kind !== 'content') throw new Error(`not a content: ${JSON.stringify(opened)}`);
  return { ...opened, chunks: await chunksOf(opened.stream) };
}

describe('the database files store', () => {
  it('stores a content once under its SHA-256 and answers it whole, its metadata alone too', async () => {
    const sha256 = sha256Hex(big);
    expect(await store.put(big, 'application/pdf')).toEqual({
      sha256,
      size: big.byteLength,
      mime: 'application/pdf',
    });
    expect(digest((await store.get(sha256))?.bytes)).toBe(digest(big));
    expect(await store.stat(sha256)).toEqual({
      sha256,
      size: big.byteLength,
      mime: 'application/pdf',
    });
  });

  it('streams a content in slices of at most CHUNK_BYTES', async () => {
    const file = await content(await store.open(sha256Hex(big)));
    expect(file).toMatchObject({ size: big.byteLength, mime: 'application/pdf', range: null });
    expect(file.chunks.length).toBe(5);
    expect(file.chunks.every((c) => c.byteLength <= CHUNK_BYTES)).toBe(true);
    expect(digest(joined(file.chunks))).toBe(digest(big));
  });

  it.each([
    ['the first bytes', { start: 0, end: 99 }, 0, 99],
    [
      'a middle range across two slices',
      { start: CHUNK_BYTES - 10, end: CHUNK_BYTES + 9 },
      CHUNK_BYTES - 10,
      CHUNK_BYTES + 9,
    ],
    ['to the end', { start: big.byteLength - 5 }, big.byteLength - 5, big.byteLength - 1],
    ['the last 100 bytes', { suffix: 100 }, big.byteLength - 100, big.byteLength - 1],
    ['past the end, cut at the last byte', { start: 10, end: 10 ** 12 }, 10, big.byteLength - 1],
  ])('streams %s of a content', async (_, request, start, end) => {
    const file = await content(await store.open(sha256Hex(big), request));
    expect(file.range).toEqual({ start, end });
    expect(digest(joined(file.chunks))).toBe(digest(big.subarray(start, end + 1)));
  });

  it('says a range beyond the content is unsatisfiable, with the content size', async () => {
    const opened = await store.open(sha256Hex(big), { start: big.byteLength });
    expect(opened).toEqual({
      sha256: sha256Hex(big),
      size: big.byteLength,
      mime: 'application/pdf',
      kind: 'unsatisfiable',
    });
    expect((await store.open(sha256Hex(big), { suffix: 0 }))?.kind).toBe('unsatisfiable');
  });

  it('knows no content under an unknown key, nor one whose row only indexes a bucket', async () => {
    const unknown = 'f'.repeat(64);
    expect(await store.get(unknown)).toBeNull();
    expect(await store.stat(unknown)).toBeNull();
    expect(await store.open(unknown)).toBeNull();
    const elsewhere = new Uint8Array(randomBytes(50));
    const sha256 = sha256Hex(elsewhere);
    await t.handle.db
      .insert(fileBlobs)
      .values({ sha256, size: 50, mime: 'image/jpeg', data: new Uint8Array(0) });
    expect(await store.get(sha256)).toBeNull();
    expect(await store.open(sha256)).toBeNull();
    expect((await store.getMany([sha256, sha256Hex(big)])).size).toBe(1);
  });
});

describe('resolveRange', () => {
  it('follows RFC 9110 §14.1.2 for a content of 1000 bytes, and an empty one', () => {
    expect(resolveRange({ start: 0, end: 0 }, 1000)).toEqual({ start: 0, end: 0 });
    expect(resolveRange({ suffix: 5000 }, 1000)).toEqual({ start: 0, end: 999 });
    expect(resolveRange({ start: 999 }, 1000)).toEqual({ start: 999, end: 999 });
    expect(resolveRange({ start: 1000 }, 1000)).toBeNull();
    expect(resolveRange({ suffix: 10 }, 0)).toBeNull();
    expect(resolveRange({ start: 0 }, 0)).toBeNull();
  });
});

describe('slicedStream', () => {
  it('ends with an error, not a short success, when the value is shorter than announced', async () => {
    const value = new Uint8Array(10);
    const stream = slicedStream(
      async (offset, length) => value.subarray(offset, offset + length),
      0,
      19,
      4,
    );
    await expect(chunksOf(stream)).rejects.toThrow(/ended at byte 10, before byte 19/);
  });

  it('reads no slice beyond the one ahead of what the consumer took', async () => {
    const reads: number[] = [];
    const stream = slicedStream(
      async (offset, length) => {
        reads.push(offset);
        return new Uint8Array(length);
      },
      0,
      1_000_000,
      1000,
    );
    const reader = stream.getReader();
    await reader.read();
    await new Promise((r) => setTimeout(r, 20));
    expect(reads.length).toBeLessThanOrEqual(2);
    await reader.cancel();
  });
});

describe('slice reads taking turns', () => {
  it('run one at a time in a lane, in the order they asked, the lane passing on a failure', async () => {
    const turn = sliceTurns(1);
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const read = (name: string, fail = false) =>
      turn(async () => {
        running++;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await new Promise((r) => setTimeout(r, 5));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const all = await Promise.allSettled([read('a'), read('b', true), read('c')]);
    expect(all.map((x) => x.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('let as many run at once as there are lanes', async () => {
    const turn = sliceTurns(4);
    let running = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        turn(async () => {
          most = Math.max(most, ++running);
          await new Promise((r) => setTimeout(r, 5));
          running--;
        }),
      ),
    );
    expect(most).toBe(4);
  });

  it('are one lane on PGlite, the lane of every store on the same database', () => {
    expect(sliceTurnsOf(t.handle.db)).toBe(sliceTurnsOf(t.handle.db));
  });
});
