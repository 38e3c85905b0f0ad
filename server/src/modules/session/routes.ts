/**
 * api/session: 11 init (public), 31 login (public), 21 refresh and 41 logout (any valid session,
 * including one signed in "without password"). Every sign-in and sign-out is audited. The refresh
 * answers only the new expiry while the Session the client holds (its Tag) is still the one it
 * would send.
 */
import type * as v from 'valibot';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  LoginRequest,
  LogoutRequest,
  LogoutResponse,
  SessionInitRequest,
  SessionInitResponse,
  SessionRefreshRequest,
  SessionRefreshResponse,
  SessionResponse,
} from '../../../../src/protocol/session';
import { looksLikeRfc } from '../../../../src/domain/rfc';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  refuseForNow,
  type ApiContext,
  type ApiRoute,
} from '../../api/types';
import { temporaryPasswordExpired } from '../account/activation';
import { sendFirstPasswordCode } from '../account/first-password';
import { recordAudit } from '../audit/record';
import { getSite } from '../site/queries';
import { buildSession, sessionAnswer } from './build-session';
import { signIn } from './sign-in';
import { contentReadWith } from './refresh-read';
import { createSession, revokeSession } from './store';

type LoginInput = ApiContext<v.InferOutput<typeof LoginRequest>>;

/** Captcha, when the site asks for it: a configured verifier and a valid answer. */
async function captchaRefusal(ctx: LoginInput) {
  const site = await getSite(ctx.deps.db);
  if (!site?.GoogleRecaptcha) return null;
  if (!ctx.deps.captcha) return refuse('captchaNotConfigured', ctx.lang);
  const answer = ctx.input.Captcha ?? '';
  if (answer === '' || !(await ctx.deps.captcha.verify(answer, ctx.ip))) {
    return refuse('mainLoginErrorCaptcha', ctx.lang);
  }
  return null;
}

async function login(ctx: LoginInput) {
  const { db, log, env } = ctx.deps;
  const refusedCaptcha = await captchaRefusal(ctx);
  if (refusedCaptcha) return refusedCaptcha;

  const { Id, Password } = ctx.input.Login;
  const withoutPassword = Password === '' && looksLikeRfc(Id);
  const password = Password === '' ? '' : await (await ctx.deps.transportKey()).decrypt(Password);
  const now = ctx.deps.now();
  const outcome = await signIn(db, { userName: Id, password, withoutPassword, ip: ctx.ip, now });
  const audit = {
    actionId: ActionId.Update,
    resource: 'session',
    target: Id,
    referenceId: outcome.subject?.id ?? null,
    userId: outcome.subject?.id ?? null,
    userDisplayName: outcome.subject?.name ?? null,
    date: now,
  };
  if (!outcome.ok) {
    await recordAudit(db, log, {
      ...audit,
      detail: { outcome: 'failure', reason: outcome.reason, ip: ctx.ip },
    });
    if (outcome.retryAfterSeconds !== undefined) {
      const status = outcome.busy ? 503 : 429;
      return refuseForNow(
        outcome.reason,
        ctx.lang,
        outcome.retryAfterSeconds,
        { Session: null },
        status,
      );
    }
    return refuse(outcome.reason, ctx.lang, 200, { Session: null });
  }
  if (temporaryPasswordExpired(outcome.subject.temporaryPasswordExpiresAt, now)) {
    // Told only after the right password, like every other state of the account.
    await recordAudit(db, log, {
      ...audit,
      detail: { outcome: 'failure', reason: 'temporaryPasswordExpired', ip: ctx.ip },
    });
    return refuse('temporaryPasswordExpired', ctx.lang, 200, { Session: null });
  }
  // "Without password" (an account that has none yet): the first password needs a code sent to
  // the account's registered e-mail, so knowing the RFC is not enough (first-password.ts).
  const codeRequired = outcome.passwordPending;
  const { token, expiresAt, sessionId } = await createSession(db, {
    userId: outcome.subject.id,
    kind: 'browser',
    passwordPending: outcome.passwordPending,
    passwordCodeRequired: codeRequired,
    lang: ctx.lang,
    ttlMinutes: env.SESSION_TTL_MINUTES,
    now,
  });
  if (codeRequired) {
    const sent = await sendFirstPasswordCode(db, log, {
      userId: outcome.subject.id,
      sessionId,
      lang: ctx.lang,
      now,
      windowDays: env.FIRST_PASSWORD_DAYS,
    });
    await recordAudit(db, log, {
      ...audit,
      detail: sent.ok
        ? { outcome: 'firstPasswordCode', ip: ctx.ip }
        : { outcome: 'failure', reason: sent.reason, ip: ctx.ip },
    });
    if (!sent.ok) {
      await revokeSession(db, sessionId, now);
      return sent.retryAfterSeconds === undefined
        ? refuse(sent.reason, ctx.lang, 200, { Session: null })
        : refuseForNow(sent.reason, ctx.lang, sent.retryAfterSeconds, { Session: null });
    }
  }
  await recordAudit(db, log, {
    ...audit,
    detail: {
      outcome: 'success',
      kind: 'browser',
      passwordPending: outcome.passwordPending,
      ip: ctx.ip,
    },
  });
  const session = await buildSession(db, outcome.subject, {
    token,
    expiresAt,
    passwordPending: outcome.passwordPending,
    passwordCodeRequired: codeRequired,
    lang: ctx.lang,
    now,
  });
  return ok({ Session: session });
}

export const sessionRoutes: ApiRoute[] = [
  defineRoute({
    name: 'session',
    actionId: ActionId.Insert,
    access: 'public',
    request: SessionInitRequest,
    response: SessionInitResponse,
    handler: async ({ deps }) =>
      ok({
        Site: await getSite(deps.db),
        PublicKey: { ...(await deps.transportKey()).publicJwk },
        Environment: deps.env.PORTAL_ENV,
      }),
  }),
  defineRoute({
    name: 'session',
    actionId: ActionId.Update,
    access: 'public',
    request: LoginRequest,
    response: SessionResponse,
    handler: (ctx) => login(ctx),
  }),
  defineRoute({
    name: 'session',
    actionId: ActionId.View,
    access: 'session',
    request: SessionRefreshRequest,
    response: SessionRefreshResponse,
    // The dispatcher authenticated the session, slid its expiry (the refresh's rule: a whole TTL,
    // written at most once a minute) and read the user's part of the Session in one statement
    // (refresh-read.ts): nothing is left to read but, when they changed, the shared catalogues.
    handler: async (ctx) => {
      const auth = authOf(ctx);
      if (!ctx.token) return refuse('mainLoginErrorSessionExpired', ctx.lang, 401);
      const grant = {
        token: ctx.token,
        expiresAt: auth.expiresAt,
        passwordPending: auth.passwordPending,
        passwordCodeRequired: auth.passwordCodeRequired ?? false,
        lang: ctx.lang,
        now: ctx.deps.now(),
      };
      const answer = await sessionAnswer(ctx.deps.db, auth.userId, grant, contentReadWith(auth));
      if (!answer) return refuse('mainLoginErrorSessionExpired', ctx.lang, 401);
      if (ctx.input.SessionTag === answer.tag) {
        return ok({ Session: null, Unchanged: { ExpiresIn: answer.expiresIn } });
      }
      return ok({ Session: answer.session() });
    },
  }),
  defineRoute({
    name: 'session',
    actionId: ActionId.Delete,
    access: 'session',
    request: LogoutRequest,
    response: LogoutResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const now = ctx.deps.now();
      await revokeSession(db, auth.sessionId, now);
      await recordAudit(db, log, {
        actionId: ActionId.Delete,
        resource: 'session',
        target: auth.userName,
        referenceId: auth.userId,
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        detail: { outcome: 'logout', kind: auth.kind },
        date: now,
      });
      return ok({});
    },
  }),
];
