/**
 * GET/HEAD of a help video (base path + help/<page>.webm): the video an administrator uploaded
 * from /admin_help when there is one, else the shipped static file. Either way the browser
 * revalidates it (no-cache) so a replacement shows at the next opening of the help dialog.
 */
import { eq } from 'drizzle-orm';
import type { Context, Next } from 'hono';
import type { Db } from '../../db/client';
import { siteMedia } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';

export function helpVideoHandler(db: Db, basePath: string) {
  return async (c: Context<AppEnv>, next: Next) => {
    const key = c.req.path.slice(basePath.length);
    const [row] = await db.select().from(siteMedia).where(eq(siteMedia.key, key)).limit(1);
    if (!row) {
      await next();
      c.res.headers.set('Cache-Control', 'no-cache');
      return;
    }
    const etag = `"${row.size}-${row.modifiedDate.getTime()}"`;
    const headers = { 'Content-Type': row.mime, 'Cache-Control': 'no-cache', ETag: etag };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(new Uint8Array(row.data), 200, headers);
  };
}
