/**
 * Refuses a request whose path, once percent-decoded, holds a control or bidirectional formatting
 * character, before any route runs: no file, database key or log line ever sees one.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Control characters (Cc: C0 such as NUL and line breaks, DEL, C1), the line and paragraph
 * separators, and the bidirectional formatting characters (Unicode UAX #9: ALM, LRM, RLM,
 * LRE…RLO, LRI…PDI), which make a path read other than it is.
 */
const FORBIDDEN = /[\p{Cc}\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * The request's path percent-decoded as a whole (RFC 3986 §2.1), or null when its escapes are not
 * UTF-8; the raw path when it holds a character the URL parser kept as it was.
 */
function decodedPath(url: string): string | null {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const end = url.search(/[?#]/);
  const raw = start < 0 ? '/' : url.slice(start, end < 0 ? undefined : end);
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether a path, once decoded, holds a character FORBIDDEN names (or cannot be decoded). */
export function pathIsRefused(url: string): boolean {
  const decoded = decodedPath(url);
  return decoded === null || FORBIDDEN.test(decoded);
}

export function pathGuard(opts: {
  /** The answer for a refused path (a translated JSON one for the API, plain text otherwise). */
  onRefused: (c: Context<AppEnv>) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (pathIsRefused(c.req.url)) {
      c.set('route', 'refused');
      return opts.onRefused(c);
    }
    return next();
  };
}
