/**
 * api/RequestAccess 11: the public access request as one server operation: throttle, captcha,
 * field rules, partner validation, then either the account opened at once (supplier found or
 * created, user created with the role by type, activation mailed) when the typed e-mail is the one
 * the ERP holds for the partner, or the request held for an administrator's review otherwise (so
 * knowing a partner's number and RFC is not enough to claim its account). A second request for the
 * same RFC creates nothing.
 */
import type * as v from 'valibot';
import { accessRequestProblems, padPartnerId } from '../../../../src/domain/account/request-access';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  RequestAccessRequest,
  RequestAccessResponse,
} from '../../../../src/protocol/request-access';
import {
  defineRoute,
  ok,
  refuse,
  type ApiContext,
  type ApiRefusal,
  type RouteReply,
  type ApiRoute,
} from '../../api/types';
import { accessRequests } from '../../db/schema';
import { portalOrigin } from '../account/outbox';
import { recordAudit } from '../audit/record';
import { getSite } from '../site/queries';
import { countAttempt } from '../session/throttle';
import { embeddedBusinessPartners } from './business-partner';
import { openPartnerAccount, sameEmail, userNameTaken } from './partner-account';

/** Requests per client address and RFC per minute, and per client address per minute. */
export const REQUESTS_PER_TIN_PER_MINUTE = 3;
export const REQUESTS_PER_IP_PER_MINUTE = 20;

type Input = ApiContext<v.InferOutput<typeof RequestAccessRequest>>;

const failure = (text: string): ApiRefusal => ({
  status: 200,
  body: { Result: false, Message: text },
});

async function captchaRefusal(ctx: Input): Promise<ApiRefusal | null> {
  const site = await getSite(ctx.deps.db);
  if (!site?.GoogleRecaptcha) return null;
  if (!ctx.deps.captcha) return refuse('captchaNotConfigured', ctx.lang);
  const answer = ctx.input.Captcha ?? '';
  if (answer === '' || !(await ctx.deps.captcha.verify(answer, ctx.ip))) {
    return refuse('mainLoginErrorCaptcha', ctx.lang);
  }
  return null;
}

async function requestAccess(ctx: Input): Promise<RouteReply<typeof RequestAccessResponse>> {
  const { db, log } = ctx.deps;
  const now = ctx.deps.now();
  const f = ctx.input.Request;
  const tin = f.TIN.trim().toUpperCase();
  if (
    (await countAttempt(db, `request-access|${ctx.ip}`, now)) > REQUESTS_PER_IP_PER_MINUTE ||
    (await countAttempt(db, `request-access|${ctx.ip}|${tin}`, now)) > REQUESTS_PER_TIN_PER_MINUTE
  ) {
    return refuse('recoveryThrottled', ctx.lang, 429);
  }
  const captcha = await captchaRefusal(ctx);
  if (captcha) return captcha;
  const [problem] = accessRequestProblems(f);
  if (problem) {
    if (problem.problem === 'requestAccessTypeRequired') return refuse(problem.problem, ctx.lang);
    return failure(
      message('requestAccessInvalid', ctx.lang, {
        field: problem.field,
        problem: message(problem.problem, ctx.lang),
      }),
    );
  }
  const type = f.Type!;
  const audit = {
    actionId: ActionId.Insert,
    resource: 'request-access',
    target: tin,
    date: now,
  };
  const bp = await embeddedBusinessPartners(db).validate(
    { tin, lifnr: f.PartnerId, funct_loc: f.SiteId, bp_type: type },
    ctx.lang,
  );
  if (!bp.SUCCESS) {
    await recordAudit(db, log, { ...audit, detail: { outcome: 'partner', ip: ctx.ip } });
    return failure(bp.MESSAGE);
  }
  if (await userNameTaken(db, tin)) {
    await recordAudit(db, log, { ...audit, detail: { outcome: 'exists', ip: ctx.ip } });
    return refuse('requestAccessUserExists', ctx.lang);
  }
  const email = f.Email.trim();
  if (!sameEmail(email, bp.EMAIL)) {
    // Not the partner's e-mail in the ERP: held for an administrator (one pending per partner).
    const [held] = await db
      .insert(accessRequests)
      .values({
        tin,
        bpType: type,
        partnerId: padPartnerId(f.PartnerId),
        siteId: (f.SiteId ?? '').trim() === '' ? null : f.SiteId!.trim(),
        email,
        erpEmail: bp.EMAIL,
        partnerName: bp.NAME,
        lang: ctx.lang,
        ip: ctx.ip,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: accessRequests.id });
    await recordAudit(db, log, {
      ...audit,
      referenceId: held?.id ?? null,
      detail: { outcome: held ? 'review' : 'reviewPending', type, ip: ctx.ip },
    });
    return ok({ Message: message('requestAccessInReview', ctx.lang), Outcome: 'review' as const });
  }
  const opened = await openPartnerAccount(db, log, {
    type,
    bp,
    email,
    lang: ctx.lang,
    now,
    origin: portalOrigin(ctx.deps.env),
    hours: ctx.deps.env.TEMPORARY_PASSWORD_HOURS,
  });
  if (opened.kind === 'notSupplier') {
    return refuse('mainLoginRequestAccessAlertNotSupplier', ctx.lang);
  }
  if (opened.kind === 'failed') return refuse('requestAccessUserNotCreated', ctx.lang);
  if (opened.kind === 'exists') {
    await recordAudit(db, log, { ...audit, detail: { outcome: 'exists', ip: ctx.ip } });
    return refuse('requestAccessUserExists', ctx.lang);
  }
  await recordAudit(db, log, {
    ...audit,
    referenceId: opened.userId,
    detail: { outcome: 'created', type, supplier: opened.supplierCode, ip: ctx.ip },
  });
  return ok({ Message: message('requestAccessSent', ctx.lang), Outcome: 'activated' as const });
}

export const requestAccessRoutes: ApiRoute[] = [
  defineRoute({
    name: 'RequestAccess',
    actionId: ActionId.Insert,
    access: 'public',
    request: RequestAccessRequest,
    response: RequestAccessResponse,
    handler: (ctx) => requestAccess(ctx),
  }),
];
