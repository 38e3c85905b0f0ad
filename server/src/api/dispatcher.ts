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
import type { Liveness } from '../db/boot-liveness';
import type { AppDeps } from '../deps';
import { errorForLog } from '../error-for-log';
import { INSUFFICIENT_STORAGE, isStorageFull } from '../storage-full';
import type { AppEnv } from '../http/app-env';
import { clientIp } from '../http/client-ip';
import { recordServerError } from '../modules/operations/server-errors';
import { slidingOf } from '../modules/session/sliding';
import {
  DEFAULT_IDEMPOTENCY_WAIT_MS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  claimIdempotency,
  releaseIdempotency,
  requestFingerprint,
  storeIdempotency,
  writeAudit,
} from './idempotency';
import { routesOf } from './registry';
import { requestIssueMessage } from './request-issue';
import { arrayWhereObjectAt, unpairedSurrogateAt } from './request-shape';
import { authenticate } from './session-first';
import { forcedDialogsBlock } from './forced-dialogs';
import { routeModulesAllow } from './route-modules';
import {
  bodyText,
  refuse,
  refuseForNow,
  type ApiReply,
  type ApiRoute,
  type AuthSession,
} from './types';

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
    // A string with a lone surrogate ("\ud800") cannot be stored as it was sent.
    const unpaired = unpairedSurrogateAt(raw, parsed);
    if (unpaired !== null) return { problem: unpaired };
    return { body: parsed as Record<string, unknown> };
  } catch {
    return { problem: 'JSON' };
  }
}

/**
 * Applies the access rule: the session, the dialogs the user still owes (api/forced-dialogs.ts),
 * then the role (the route's `access`), then the modules
 * (the user's active modules against the route's, api/route-modules.ts). Null when the caller may
 * proceed.
 */
export function accessRefusal(
  route: ApiRoute,
  auth: AuthSession | null,
  lang: Language,
): ApiReply | null {
  if (route.access === 'public') return null;
  if (!auth) return refuse('mainLoginErrorSessionExpired', lang, 401);
  if (route.access === 'session') return null;
  if (auth.passwordPending && !route.allowPasswordPending) {
    return refuse('passwordPendingOnly', lang, 403);
  }
  if (forcedDialogsBlock(auth, `${route.name} ${route.actionId}`)) {
    return refuse('forcedDialogsPending', lang, 403);
  }
  if (
    route.access !== 'user' &&
    !route.access.includes(auth.roleName as (typeof route.access)[number])
  ) {
    return refuse('forbidden', lang, 403);
  }
  return routeModulesAllow(route, auth.modules) ? null : refuse('moduleNotGranted', lang, 403);
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
  /** This process's boot id and the liveness of others', for idempotency claims. */
  liveness?: Liveness;
}

/**
 * How soon to retry a request whose first attempt under the same Idempotency-Key still runs: a
 * 503 with Retry-After, so that the outbox sends it again later and never parks it as a conflict.
 */
const IDEMPOTENCY_RETRY_SECONDS = 5;

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
    // A resource with no public ActionId was authenticated before its body was read (session-first).
    // The session refresh (api/session 21, whose resource has public actions) is authenticated here
    // by the one statement that also slides its expiry and reads the user's part of its Session
    // (modules/session/refresh-read.ts): its handler reads neither again.
    const auth =
      route.access === 'public'
        ? null
        : (c.get('auth') ??
          (await authenticate(deps, token, now, c.req.header('user-agent'), slidingOf(route))));
    if (auth) c.set('userId', auth.userId);
    const denied = accessRefusal(route, auth, lang);
    if (denied) return send(c, denied);

    const misplaced = arrayWhereObjectAt(route.request, parsed.body);
    if (misplaced !== null) {
      return c.json({ Result: false, Message: malformed(lang, misplaced) }, 400);
    }
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
        liveness: opts.liveness,
      });
      if (found.kind === 'conflict') return send(c, refuse('idempotencyConflict', lang, 409));
      if (found.kind === 'busy') {
        return send(
          c,
          refuseForNow('idempotencyPending', lang, IDEMPOTENCY_RETRY_SECONDS, {}, 503),
        );
      }
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
            await storeIdempotency(deps.db, claim.key, claim.auth.userId, reply, deps.log);
          } else {
            await releaseIdempotency(deps.db, claim.key, claim.auth.userId);
          }
        } finally {
          running.delete(runningId);
          settle();
        }
      }
    }
    if (reply && !claim) await writeAudit(deps.db, reply, deps.log);
    if (!reply && isStorageFull(failure)) {
      // A full disk is not a bug: nothing is recorded (the record would not fit either); reads
      // keep working, and the outbox retries the write later (a 5xx).
      return c.json(
        { Result: false, Message: message('storageFull', lang, { requestId }) },
        INSUFFICIENT_STORAGE,
      );
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
