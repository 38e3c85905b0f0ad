/**
 * The request body limit of api/<name>: 1 MiB for every route but the few the registry lists
 * with a larger one (an inline attachment). Bodies above the limit answer 413 before any parsing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { toActionId } from '../../../src/protocol/envelope';
import type { AppEnv } from './app-env';

export interface RouteBodyLimit {
  /** Resource name as in api/<name>; matched case-insensitively. */
  name: string;
  actionId: number;
  maxBytes: number;
}

/** The ActionId of a JSON body, or null when it has none that can be read. */
function actionIdOf(raw: string): number | null {
  try {
    const body: unknown = JSON.parse(raw);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    return toActionId((body as Record<string, unknown>).ActionId);
  } catch {
    return null;
  }
}

export function apiBodyLimit(opts: {
  defaultMaxBytes: number;
  routes: readonly RouteBodyLimit[];
  onTooLarge: (c: Context<AppEnv>) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  const largeOf = (name: string) =>
    opts.routes.filter((r) => r.name.toLowerCase() === name.toLowerCase());
  const limits = new Map<number, MiddlewareHandler<AppEnv>>();
  const limitOf = (maxSize: number) => {
    let limit = limits.get(maxSize);
    if (!limit) {
      limit = bodyLimit({ maxSize, onError: opts.onTooLarge });
      limits.set(maxSize, limit);
    }
    return limit;
  };

  return async (c, next) => {
    const large = largeOf(c.req.param('name') ?? '');
    const largest = Math.max(opts.defaultMaxBytes, ...large.map((r) => r.maxBytes));
    if (largest === opts.defaultMaxBytes) return limitOf(largest)(c, next);
    // A resource with one larger route: the body may reach the largest limit, and above the
    // default it must be for that route. The text read here is kept for the dispatcher.
    let tooLarge: Response | null = null;
    const outcome = await limitOf(largest)(c, async () => {
      const raw = await c.req.text();
      const bytes = Buffer.byteLength(raw, 'utf8');
      if (bytes > opts.defaultMaxBytes) {
        const actionId = actionIdOf(raw);
        const route = large.find((r) => r.actionId === actionId);
        if (!route || bytes > route.maxBytes) {
          tooLarge = await opts.onTooLarge(c);
          return;
        }
      }
      await next();
    });
    return tooLarge ?? outcome;
  };
}
