/**
 * POST <base>api/:name: reads the JSON envelope, picks the route by name and ActionId, enforces
 * the access rule, validates the body with the route's schema, applies idempotency, and answers.
 */
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import {
  IDEMPOTENCY_HEADER,
  toActionId,
  toLanguage,
  type Language,
} from '../../../src/protocol/envelope';
import { message } from '../../../src/protocol/messages';
import { bearerToken } from '../auth/session-token';
import type { AppDeps } from '../deps';
import { errorForLog } from '../error-for-log';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { recordServerError } from '../modules/operations/server-errors';
import {
  findLiveSession,
  lastSeenIsStale,
  slideSession,
  touchSession,
} from '../modules/session/store';
import {
  DEFAULT_IDEMPOTENCY_WAIT_MS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  claimIdempotency,
  releaseIdempotency,
  requestFingerprint,
  storeIdempotency,
} from './idempotency';
import { routesOf } from './registry';
import { requestIssueMessage } from './request-issue';
import { bodyText, refuse, type ApiReply, type ApiRoute, type AuthSession } from './types';

const malformed = (lang: Language, field: string) => message('malformedBody', lang, { field });

const send = (c: Context<AppEnv>, reply: ApiReply, headers: Record<string, string> = {}) =>
  c.body(bodyText(reply.body), reply.status, {
    'Content-Type': 'application/json',
    ...reply.headers,
    ...headers,
  });

/** The body as a JSON object, or the name of what is wrong with it. */
function parseEnvelope(raw: string): { body: Record<string, unknown> } | { problem: string } {
  if (raw.trim() === '') return { body: {} };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { problem: 'body' };
    }
    return { body: parsed as Record<string, unknown> };
  } catch {
    return { problem: 'JSON' };
  }
}

/** Applies the access rule; null when the caller may proceed. */
function accessRefusal(route: ApiRoute, auth: AuthSession | null, lang: Language): ApiReply | null {
  if (route.access === 'public') return null;
  if (!auth) return refuse('mainLoginErrorSessionExpired', lang, 401);
  if (route.access === 'session') return null;
  if (auth.passwordPending && !route.allowPasswordPending) {
    return refuse('passwordPendingOnly', lang, 403);
  }
  if (route.access === 'user') return null;
  return route.access.includes(auth.roleName as (typeof route.access)[number])
    ? null
    : refuse('forbidden', lang, 403);
}

/** The live session of the bearer token; slides the expiry once half the TTL has passed. */
async function authenticate(
  deps: AppDeps,
  token: string | null,
  now: Date,
  userAgent: string | undefined,
) {
  if (!token) return null;
  const auth = await findLiveSession(deps.db, token, now);
  if (auth && lastSeenIsStale(auth.lastSeenAt, now))
    await touchSession(deps.db, auth.sessionId, userAgent, now);
  const ttlMs = deps.env.SESSION_TTL_MINUTES * 60_000;
  if (auth && auth.expiresAt.getTime() - now.getTime() < ttlMs / 2) {
    auth.expiresAt = await slideSession(deps.db, auth.sessionId, deps.env.SESSION_TTL_MINUTES, now);
  }
  return auth;
}

/**
 * The route name of an API call for the access log and the metrics: "api/<name> <ActionId>" as
 * the route table spells the name, "api/<name>" before (or without) a known ActionId, and
 * "api/unknown" for a name the table does not have, so the names stay as few as the routes.
 */
export function apiRouteName(name: string, actionId: number | null = null): string {
  const actions = routesOf(name);
  if (!actions) return 'api/unknown';
  const route = actionId === null ? undefined : actions.get(actionId);
  if (route) return `api/${route.name} ${route.actionId}`;
  const first = actions.values().next();
  return first.done ? 'api/unknown' : `api/${first.value.name}`;
}

/** Names the route of POST <base>api/:name before its body is read (a 413 keeps the name). */
export function nameApiRoute(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('route', apiRouteName(c.req.param('name') ?? ''));
    await next();
  };
}

export interface ApiHandlerOptions {
  /** How long an attempt waits for a concurrent first attempt under its Idempotency-Key. */
  idempotencyWaitMs?: number;
}

export function apiHandler(deps: AppDeps, opts: ApiHandlerOptions = {}) {
  const idempotencyWaitMs = opts.idempotencyWaitMs ?? DEFAULT_IDEMPOTENCY_WAIT_MS;
  /** The keys whose first attempt runs in this process ("user\nkey"), settled when it answers. */
  const running = new Map<string, Promise<void>>();
  return async (c: Context<AppEnv>) => {
    const name = c.req.param('name') ?? '';
    const requestId = c.get('requestId');
    const contentType = c.req.header('content-type');
    const raw = await c.req.text();
    const parsed = parseEnvelope(raw);
    const lang = toLanguage(
      'body' in parsed ? parsed.body.Language : c.req.header('accept-language'),
    );

    const actions = routesOf(name);
    if (!actions) return send(c, refuse('notFound', lang, 404));
    if (contentType && !/\bjson\b/i.test(contentType)) {
      return c.json({ Result: false, Message: malformed(lang, 'Content-Type') }, 400);
    }
    if ('problem' in parsed) {
      return c.json({ Result: false, Message: malformed(lang, parsed.problem) }, 400);
    }
    const actionId = toActionId(parsed.body.ActionId);
    const route = actionId === null ? undefined : actions.get(actionId);
    if (!route || actionId === null) return send(c, refuse('unknownAction', lang, 400));
    c.set('route', `api/${route.name} ${route.actionId}`);

    const token = bearerToken(c.req.header('authorization'));
    const now = deps.now();
    const auth =
      route.access === 'public'
        ? null
        : await authenticate(deps, token, now, c.req.header('user-agent'));
    if (auth) c.set('userId', auth.userId);
    const denied = accessRefusal(route, auth, lang);
    if (denied) return send(c, denied);

    const result = v.safeParse(route.request, {
      ...parsed.body,
      ActionId: actionId,
      Language: lang,
    });
    if (!result.success) {
      return c.json({ Result: false, Message: requestIssueMessage(result.issues, lang) }, 400);
    }

    const idempotencyKey = c.req.header(IDEMPOTENCY_HEADER)?.trim();
    if (idempotencyKey && idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return c.json({ Result: false, Message: malformed(lang, IDEMPOTENCY_HEADER) }, 400);
    }
    const fingerprint = requestFingerprint(name, actionId, raw);
    const claim = idempotencyKey && auth ? { key: idempotencyKey, auth } : null;
    const runningId = claim ? `${claim.auth.userId}\n${claim.key}` : '';
    let settle = () => {};
    if (claim) {
      const found = await claimIdempotency(deps.db, claim.key, claim.auth.userId, fingerprint, {
        waitMs: idempotencyWaitMs,
        settled: () => running.get(runningId),
        now: deps.now,
      });
      if (found.kind === 'conflict') return send(c, refuse('idempotencyConflict', lang, 409));
      if (found.kind === 'busy') return send(c, refuse('idempotencyPending', lang, 409));
      if (found.kind === 'replay') return send(c, found.reply, { 'Idempotency-Replayed': 'true' });
      running.set(runningId, new Promise<void>((resolve) => (settle = resolve)));
    }

    let reply: ApiReply | null = null;
    let failure: unknown = null;
    try {
      reply = await route.handler({
        input: result.output,
        lang,
        actionId,
        auth,
        token,
        ip: clientIp(c, deps.env.TRUSTED_PROXIES),
        requestId,
        deps,
      });
    } catch (err) {
      failure = err;
      deps.log.error(`api ${name} ${actionId} failed [${requestId}]`, { ...errorForLog(err) });
    } finally {
      if (claim) {
        try {
          // A 5xx (or an error) is not stored: the key is given up so that a retry runs again.
          if (reply && reply.status < 500) {
            await storeIdempotency(deps.db, claim.key, claim.auth.userId, reply);
          } else {
            await releaseIdempotency(deps.db, claim.key, claim.auth.userId);
          }
        } finally {
          running.delete(runningId);
          settle();
        }
      }
    }
    if (!reply) {
      await recordServerError(deps.db, deps.log, {
        requestId,
        route: `api/${name} ${actionId}`,
        error: failure,
        userId: auth?.userId ?? null,
        date: now,
      });
      return c.json({ Result: false, Message: message('internalError', lang, { requestId }) }, 500);
    }
    return send(c, reply);
  };
}
