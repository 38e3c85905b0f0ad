/**
 * A stream of a stored value read slice by slice (`substring(data from … for …)` of a bytea
 * column, hexSlice): at most one slice is read ahead of the consumer, so memory stays bounded by
 * the slice size however large the value and however slowly the consumer takes it.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Bytes read from the database per slice. PGlite reads a slice on the server's own thread: six
 * 20 MB downloads at 256 KiB held a /healthz up to 90 ms (p99), at 128 KiB 35 ms, at 64 KiB 22 ms
 * but took 1.9 s instead of 1.4 s (npm run bench, file-downloads).
 */
export const CHUNK_BYTES = 128 * 1024;

/** Runs one slice read in its turn. */
export type SliceTurn = <T>(read: () => Promise<T>) => Promise<T>;

const turnsByDb = new WeakMap<object, SliceTurn>();

/**
 * The turns of every download reading from `db` in this process (attachments, photos, help
 * videos): one lane on PGlite, four on a PostgreSQL pool (whose other connections stay free for
 * the requests).
 */
export function sliceTurnsOf(db: object & { $client?: unknown }): SliceTurn {
  let turn = turnsByDb.get(db);
  if (!turn) {
    turn = sliceTurns(db.$client instanceof PGlite ? 1 : 4);
    turnsByDb.set(db, turn);
  }
  return turn;
}

/**
 * Slice reads taking turns: at most `lanes` in flight in the process, the others waiting in the
 * order they asked. PGlite runs one query at a time on the server's own thread, so six downloads
 * reading ahead would put a dozen slice reads in front of every other request's query (a
 * /healthz, a sign-in); in one lane a request's query waits behind one slice read at most, and
 * the downloads together go as fast as before (the database served them one after another anyway).
 */
export function sliceTurns(lanes: number): SliceTurn {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async <T>(read: () => Promise<T>): Promise<T> => {
    if (busy >= lanes) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy++;
    try {
      return await read();
    } finally {
      // The lane passes to the next reader as it is; busy drops only when nobody waits.
      const next = waiting.shift();
      if (next) next();
      else busy--;
    }
  };
}

/**
 * Reads one slice: `length` bytes from `offset` (0-based). An empty answer (the value is shorter
 * than announced, or gone) ends the stream with an error rather than a truncated success.
 */
export type SliceReader = (offset: number, length: number) => Promise<Uint8Array | null>;

/** Bytes `start` to `end` (both included) of a value, read through `read` as the stream is pulled. */
export function slicedStream(
  read: SliceReader,
  start: number,
  end: number,
  chunkBytes: number = CHUNK_BYTES,
): ReadableStream<Uint8Array> {
  let offset = start;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (offset > end) {
          controller.close();
          return;
        }
        // Each slice waits for the event loop's next turn. PGlite answers without any I/O (its
        // promises settle as microtasks) and a loopback socket takes a slice at once, so without
        // this a download would read and write slice after slice and no other request (a
        // /healthz, a sign-in) would be read until it ended.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const length = Math.min(chunkBytes, end - offset + 1);
        const slice = await read(offset, length);
        if (!slice || slice.byteLength === 0) {
          controller.error(new Error(`stored value ended at byte ${offset}, before byte ${end}`));
          return;
        }
        // A driver may answer a view into a larger buffer: the consumer gets exactly the slice.
        controller.enqueue(slice.byteLength > length ? slice.subarray(0, length) : slice);
        offset += Math.min(slice.byteLength, length);
        if (offset > end) controller.close();
      },
    },
    // One slice read ahead: the next database read overlaps the socket write of the current one.
    { highWaterMark: 1 },
  );
}

/**
 * `length` bytes from `offset` (0-based) of a bytea column, as hex text. PGlite turns a bytea
 * answer into bytes about ten times slower than Node decodes the same bytes sent as hex (256 KiB:
 * some 50 ms against 5 ms, during which its thread serves nothing else); node-postgres receives a
 * bytea as hex text anyway.
 */
export function hexSlice(column: AnyPgColumn, offset: number, length: number): SQL<string> {
  return sql<string>`encode(substring(${column} from ${offset + 1} for ${length}), 'hex')`;
}

/** The bytes of a hexSlice answer (a Buffer is a Uint8Array: no copy). */
export const sliceFromHex = (hex: string): Uint8Array => Buffer.from(hex, 'hex');
