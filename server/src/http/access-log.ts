/**
 * The access log: one JSON line per request, written when the answer is ready, e.g.
 * {"t":"2025-01-31T18:04:05.123Z","level":"info","msg":"request","method":"POST",
 * "path":"/PortalPRO/api/Orders","route":"api/Orders 21","status":200,"ms":12.3,
 * "requestId":"…","userId":7,"ip":"203.0.113.9"}.
 * `t` is when the request arrived, `path` has no query string, `userId` is the signed-in user of
 * an API call (null otherwise), `ip` the client as TRUSTED_PROXIES resolve it. Bodies, query
 * strings, headers and tokens are never written. The same middleware times every answer for the
 * metrics.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { performance } from 'node:perf_hooks';
import type { AppEnv } from './app-env';
import { clientIp } from './client-ip';

/** Receives each line, without its line break. */
export type AccessLogSink = (line: string) => void;

/** The default sink: one line on stdout. */
export const stdoutSink: AccessLogSink = (line) => {
  process.stdout.write(`${line}\n`);
};

/** One answered request, as the metrics count it. */
export interface AnsweredRequest {
  route: string;
  method: string;
  status: number;
  seconds: number;
}

export interface AccessLogOptions {
  /** Where lines go; null writes none (answers are still timed for `onAnswered`). */
  sink: AccessLogSink | null;
  /** The app's base path without its trailing slash (/PortalPRO): route names leave it out. */
  basePath: string;
  trustedProxies: readonly string[];
  /** Called once per answer (the metrics). */
  onAnswered?: (answer: AnsweredRequest) => void;
}

/** Longer paths are cut in the line (a path is the caller's to choose). */
const MAX_PATH_CHARS = 512;

/** Sets the route name the access log and the metrics use for what follows. */
export function routeName(name: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('route', name);
    await next();
  };
}

/**
 * The route name of an answered request: the one a handler set, else the pattern of the route
 * that answered without the base path ("healthz", "Token"), "notFound" for what no route took.
 */
export function routeOf(c: Context<AppEnv>, basePath: string, status: number): string {
  const named = c.get('route');
  if (named !== undefined) return named;
  let pattern: string;
  try {
    pattern = routePath(c);
  } catch {
    pattern = '*';
  }
  if (pattern.endsWith('*')) return status === 404 ? 'notFound' : 'other';
  if (pattern.startsWith(`${basePath}/`)) return pattern.slice(basePath.length + 1);
  return pattern;
}

export function accessLog(opts: AccessLogOptions): MiddlewareHandler<AppEnv> {
  const { sink, basePath, trustedProxies, onAnswered } = opts;
  if (!sink && !onAnswered) return (_c, next) => next();
  return async (c, next) => {
    const arrived = Date.now();
    const started = performance.now();
    let failed = false;
    try {
      await next();
    } catch (e) {
      failed = true;
      throw e;
    } finally {
      const elapsedMs = performance.now() - started;
      const status = failed ? 500 : c.res.status;
      const route = routeOf(c, basePath, status);
      onAnswered?.({ route, method: c.req.method, status, seconds: elapsedMs / 1000 });
      if (sink) {
        sink(
          JSON.stringify({
            t: new Date(arrived).toISOString(),
            level: 'info',
            msg: 'request',
            method: c.req.method,
            path: c.req.path.slice(0, MAX_PATH_CHARS),
            route,
            status,
            ms: Math.round(elapsedMs * 10) / 10,
            requestId: c.get('requestId'),
            userId: c.get('userId') ?? null,
            ip: clientIp(c, trustedProxies),
          }),
        );
      }
    }
  };
}
