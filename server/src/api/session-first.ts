/**
 * Authenticates an API call from its Authorization header before its body is read, and holds the
 * session for the dispatcher: an anonymous caller cannot make the server read or parse a body.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { toLanguage } from '../../../src/protocol/envelope';
import { bearerToken } from '../auth/session-token';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { authenticateRefresh } from '../modules/session/refresh-read';
import type { Sliding } from '../modules/session/sliding';
import { authenticateSession } from '../modules/session/store';
import { routesOf } from './registry';
import { refuse } from './types';

/**
 * The live session of the bearer token, in one statement that also slides the expiry and notes
 * the call when they moved enough to matter (modules/session/sliding.ts): the session refresh to
 * a whole TTL, every other call once half the TTL has passed. The refresh's statement reads the
 * user's part of the Session too (modules/session/refresh-read.ts); every other call's reads the
 * user's links, of which a call on orders makes its scope (modules/maintenance/scope.ts).
 */
export async function authenticate(
  deps: AppDeps,
  token: string | null,
  now: Date,
  userAgent: string | undefined,
  sliding: Sliding = 'call',
) {
  if (!token) return null;
  const opts = { ttlMinutes: deps.env.SESSION_TTL_MINUTES, sliding, userAgent };
  return sliding === 'refresh'
    ? authenticateRefresh(deps.db, token, now, opts)
    : authenticateSession(deps.db, token, now, { ...opts, links: true });
}

/**
 * Whether a resource has an ActionId anyone may call. Only such a resource needs its body (the
 * ActionId is in it) to know whether a session is required; none of the large-body resources
 * (LARGE_BODY_ROUTES) has one.
 */
export function hasPublicAction(name: string): boolean {
  const actions = routesOf(name);
  return actions !== undefined && [...actions.values()].some((r) => r.access === 'public');
}

/**
 * `Connection: close` for an answer given before a declared body was read: Node then closes the
 * socket instead of reading the rest of the body to reuse the connection.
 */
export function closeIfBody(c: Context<AppEnv>): Record<string, string> {
  const length = c.req.header('content-length');
  const declared = (length !== undefined && length !== '0') || !!c.req.header('transfer-encoding');
  return declared ? { Connection: 'close' } : {};
}

/**
 * POST <base>api/:name of a known resource with no public ActionId: 401 without a live session,
 * before a byte of the body is read (the message in the Accept-Language, the body's Language being
 * unread); otherwise the session is kept in the context for the dispatcher.
 */
export function sessionFirst(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const name = c.req.param('name') ?? '';
    if (routesOf(name) === undefined || hasPublicAction(name)) return next();
    const token = bearerToken(c.req.header('authorization'));
    const auth = await authenticate(deps, token, deps.now(), c.req.header('user-agent'));
    if (!auth) {
      const lang = toLanguage(c.req.header('accept-language'));
      return c.json(refuse('mainLoginErrorSessionExpired', lang, 401).body, 401, closeIfBody(c));
    }
    c.set('auth', auth);
    c.set('userId', auth.userId);
    return next();
  };
}
