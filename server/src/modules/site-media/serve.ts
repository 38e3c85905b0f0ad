/**
 * GET/HEAD of a help video (base path + help/<page>.webm): the video an administrator uploaded
 * from /admin_help when there is one, else the shipped static file. Either way the browser
 * revalidates it (no-cache) so a replacement shows at the next opening of the help dialog.
 *
 * An uploaded video is read from its row in slices and answers byte ranges: a <video> element
 * seeks with Range requests, and no request holds the whole video in memory.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import { hexSlice, sliceFromHex, slicedStream, sliceTurnsOf } from '../../adapters/files/chunks';
import { resolveRange } from '../../adapters/files';
import type { Db } from '../../db/client';
import { siteMedia } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import {
  parseRangeHeader,
  rangeHeaders,
  rangeStillValid,
  unsatisfiedRange,
} from '../files/byte-ranges';

export function helpVideoHandler(db: Db, basePath: string) {
  /**
   * `length` bytes of the video from `offset`, without reading the rest of the value; none once
   * the video was replaced or removed, so an answer never mixes two versions (it is cut instead).
   */
  const turn = sliceTurnsOf(db);
  const slice = (key: string, version: Date) => async (offset: number, length: number) => {
    const [row] = await turn(() =>
      db
        .select({ hex: hexSlice(siteMedia.data, offset, length) })
        .from(siteMedia)
        .where(
          and(
            eq(siteMedia.key, key),
            // The version as the ETag has it: to the millisecond (the column keeps microseconds).
            sql`date_trunc('milliseconds', ${siteMedia.modifiedDate}) = ${version.toISOString()}::timestamptz`,
          ),
        ),
    );
    return row ? sliceFromHex(row.hex) : null;
  };
  return async (c: Context<AppEnv>, next: Next) => {
    const key = c.req.path.slice(basePath.length);
    const [row] = await db
      .select({
        mime: siteMedia.mime,
        size: siteMedia.size,
        modifiedDate: siteMedia.modifiedDate,
      })
      .from(siteMedia)
      .where(eq(siteMedia.key, key))
      .limit(1);
    if (!row) {
      await next();
      c.res.headers.set('Cache-Control', 'no-cache');
      return;
    }
    const etag = `"${row.size}-${row.modifiedDate.getTime()}"`;
    const headers = { 'Content-Type': row.mime, 'Cache-Control': 'no-cache', ETag: etag };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    if (c.req.method === 'HEAD') {
      return c.body(null, 200, { ...headers, ...rangeHeaders(row.size, null) });
    }

    const asked = parseRangeHeader(c.req.header('range'));
    if (asked && rangeStillValid(c.req.header('if-range'), etag)) {
      const range = resolveRange(asked, row.size);
      if (!range) return c.body(null, 416, { ...headers, ...unsatisfiedRange(row.size) });
      const stream = slicedStream(slice(key, row.modifiedDate), range.start, range.end);
      return c.body(stream, 206, { ...headers, ...rangeHeaders(row.size, range) });
    }
    const stream = slicedStream(slice(key, row.modifiedDate), 0, row.size - 1);
    return c.body(stream, 200, { ...headers, ...rangeHeaders(row.size, null) });
  };
}
