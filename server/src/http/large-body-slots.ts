/**
 * Bounds how many large request bodies (an inline attachment of up to 27 MiB) are read at once,
 * per user and in total, so a few callers cannot hold the server's memory and event loop.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { RouteBodyLimit } from './body-limit';

export interface LargeBodySlotOptions {
  /** The resources with a larger body limit (LARGE_BODY_ROUTES); names match case-insensitively. */
  routes: readonly RouteBodyLimit[];
  /** A body declared at or below this many bytes is ordinary and takes no slot. */
  defaultMaxBytes: number;
  /** Large bodies one user may send at once. */
  perUser: number;
  /** Large bodies the process reads at once, all users together. */
  total: number;
  /** The answer when no slot is free: `user` when the caller holds its share, else `server`. */
  onBusy: (c: Context<AppEnv>, scope: 'user' | 'server') => Response | Promise<Response>;
}

/** A body above the default limit by its Content-Length, or a chunked one (of any size). */
function mayBeLarge(c: Context<AppEnv>, defaultMaxBytes: number): boolean {
  const declared = c.req.header('content-length');
  if (declared !== undefined) return !(Number(declared) <= defaultMaxBytes);
  return c.req.header('transfer-encoding') !== undefined;
}

/**
 * A request to a large-body resource whose Content-Length is above the default limit, or absent
 * (a chunked body may be of any size), takes a slot until it is answered. Runs after the session
 * is known (session-first), so the slots are counted per user.
 */
export function largeBodySlots(opts: LargeBodySlotOptions): MiddlewareHandler<AppEnv> {
  const names = new Set(opts.routes.map((r) => r.name.toLowerCase()));
  const byUser = new Map<string, number>();
  let inUse = 0;
  return async (c, next) => {
    if (!names.has((c.req.param('name') ?? '').toLowerCase())) return next();
    if (!mayBeLarge(c, opts.defaultMaxBytes)) return next();
    const holder = String(c.get('userId') ?? 'anonymous');
    const held = byUser.get(holder) ?? 0;
    if (held >= opts.perUser) return opts.onBusy(c, 'user');
    if (inUse >= opts.total) return opts.onBusy(c, 'server');
    byUser.set(holder, held + 1);
    inUse++;
    try {
      await next();
    } finally {
      inUse--;
      const left = (byUser.get(holder) ?? 1) - 1;
      if (left > 0) byUser.set(holder, left);
      else byUser.delete(holder);
    }
  };
}
