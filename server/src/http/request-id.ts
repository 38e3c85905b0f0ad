/**
 * Gives every request an id, kept in the `requestId` variable and sent back as X-Request-Id on
 * every answer. A reverse proxy's id is carried through when it is short and plain (1-64 of
 * A-Z a-z 0-9 . _ : -); anything else is replaced by a new UUID, so the id is safe to log and to
 * show in an error message.
 */
import type { MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import type { AppEnv } from './app-env';

export const REQUEST_ID_HEADER = 'X-Request-Id';

const WELL_FORMED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's id when it may be kept, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming !== undefined && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

export function requestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, id);
  };
}
