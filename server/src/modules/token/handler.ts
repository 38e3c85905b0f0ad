/**
 * POST <base>Token: the OAuth2 password grant (RFC 6749 §4.3) for API clients. Same credential
 * rules, budgets and delays as the browser sign-in; the token is a session of kind 'api'.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ActionId, toLanguage } from '../../../../src/protocol/envelope';
import { formatWait, message } from '../../../../src/protocol/messages';
import { TokenRequest, type TokenError, type TokenResponse } from '../../../../src/protocol/token';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/app-env';
import { requestIssueMessage } from '../../api/request-issue';
import { clientIp } from '../../http/client-ip';
import { temporaryPasswordExpired } from '../account/activation';
import { recordAudit } from '../audit/record';
import { signIn } from '../session/sign-in';
import { createSession } from '../session/store';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

export function tokenHandler(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const lang = toLanguage(c.req.header('accept-language'));
    const error = (status: 400 | 429 | 503, body: TokenError, headers = {}) =>
      c.json(body, status, { ...NO_STORE, ...headers });
    const contentType = c.req.header('content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
      return error(400, {
        error: 'invalid_request',
        error_description: 'application/x-www-form-urlencoded expected',
      });
    }
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (form.grant_type !== undefined && form.grant_type !== 'password') {
      return error(400, { error: 'unsupported_grant_type' });
    }
    const parsed = v.safeParse(TokenRequest, form);
    if (!parsed.success) {
      return error(400, {
        error: 'invalid_request',
        error_description: requestIssueMessage(parsed.issues, lang),
      });
    }

    const { username, password } = parsed.output;
    const now = deps.now();
    const ip = clientIp(c, deps.env.TRUSTED_PROXIES);
    const outcome = await signIn(deps.db, {
      userName: username,
      password,
      withoutPassword: false,
      ip,
      now,
    });
    const audit = {
      actionId: ActionId.Update,
      resource: 'token',
      target: username,
      referenceId: outcome.subject?.id ?? null,
      userId: outcome.subject?.id ?? null,
      userDisplayName: outcome.subject?.name ?? null,
      date: now,
    };
    if (!outcome.ok) {
      await recordAudit(deps.db, deps.log, {
        ...audit,
        detail: { outcome: 'failure', reason: outcome.reason, ip },
      });
      if (outcome.retryAfterSeconds !== undefined) {
        const wait = formatWait(outcome.retryAfterSeconds, lang);
        return error(
          outcome.busy ? 503 : 429,
          { error: 'invalid_request', error_description: message(outcome.reason, lang, { wait }) },
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        );
      }
      return error(400, {
        error: 'invalid_grant',
        error_description: message(outcome.reason, lang),
      });
    }
    if (temporaryPasswordExpired(outcome.subject.temporaryPasswordExpiresAt, now)) {
      await recordAudit(deps.db, deps.log, {
        ...audit,
        detail: { outcome: 'failure', reason: 'temporaryPasswordExpired', ip },
      });
      return error(400, {
        error: 'invalid_grant',
        error_description: message('temporaryPasswordExpired', lang),
      });
    }
    const { token } = await createSession(deps.db, {
      userId: outcome.subject.id,
      kind: 'api',
      passwordPending: false,
      lang,
      ttlMinutes: deps.env.SESSION_TTL_MINUTES,
      now,
    });
    await recordAudit(deps.db, deps.log, {
      ...audit,
      detail: { outcome: 'success', kind: 'api', ip },
    });
    const body: TokenResponse = {
      access_token: token,
      token_type: 'bearer',
      expires_in: deps.env.SESSION_TTL_MINUTES * 60,
    };
    return c.json(body, 200, NO_STORE);
  };
}
