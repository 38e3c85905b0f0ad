/**
 * api/RequestAccess 11: the public access request as one server operation: throttle, captcha,
 * field rules, partner validation, supplier found or created, user created with the role by type,
 * activation mailed. A second request for the same RFC creates nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  NEW_SUPPLIER_INVOICE_DEFAULTS,
  NEW_SUPPLIER_ORDER_TYPES,
  accessRequestProblems,
  newPartnerInvoiceTypes,
  requestAccessRole,
  supplierCodeOf,
  type PartnerType,
} from '../../../../src/domain/account/request-access';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import { ActionId, type Language } from '../../../../src/protocol/envelope';
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
import type { Db } from '../../db/client';
import { errorForLog } from '../../error-for-log';
import {
  companies,
  roles,
  supplierCompany,
  supplierInvoiceType,
  supplierOrderType,
  suppliers,
  userCompany,
  userModule,
  userSupplier,
  users,
} from '../../db/schema';
import type { Logger } from '../../logger';
import { newTemporaryPassword, queueActivationMail } from '../account/activation';
import { portalOrigin } from '../account/outbox';
import { recordAudit } from '../audit/record';
import { getSite } from '../site/queries';
import { countAttempt } from '../session/throttle';
import { embeddedBusinessPartners, type BusinessPartnerValidation } from './business-partner';

/** Requests per client address and RFC per minute, and per client address per minute. */
export const REQUESTS_PER_TIN_PER_MINUTE = 3;
export const REQUESTS_PER_IP_PER_MINUTE = 20;

type Input = ApiContext<v.InferOutput<typeof RequestAccessRequest>>;
type ValidPartner = Extract<BusinessPartnerValidation, { SUCCESS: true }>;

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

/** Finds the partner's supplier by code, creating it with the defaults of spec 1 §9 when missing. */
async function ensureSupplier(db: Db, type: PartnerType, bp: ValidPartner) {
  const code = supplierCodeOf(type, bp.LIFNR);
  const flag = type === 'LESSOR' ? { isLessor: true } : { isSupplier: true };
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(suppliers)
      .values({
        code,
        name: bp.NAME,
        tin: bp.TIN.toUpperCase(),
        isLessor: type === 'LESSOR',
        isSupplier: type === 'SUPPLIER',
        isNonDeductible: bp.NONDEDUCTIBLE,
        active: true,
        ...NEW_SUPPLIER_INVOICE_DEFAULTS,
      })
      .onConflictDoNothing()
      .returning({ id: suppliers.id });
    if (!created) {
      // A known supplier that now also acts as the other type gets that flag too.
      await tx.update(suppliers).set(flag).where(eq(suppliers.code, code));
      return;
    }
    const known = await knownCompanies(tx, bp.BUKRS);
    if (known.length > 0) {
      await tx
        .insert(supplierCompany)
        .values(known.map((companyCode) => ({ supplierId: created.id, companyCode })))
        .onConflictDoNothing();
    }
    await tx
      .insert(supplierInvoiceType)
      .values(newPartnerInvoiceTypes(type).map((t) => ({ supplierId: created.id, ...t })))
      .onConflictDoNothing();
    if (type === 'SUPPLIER') {
      await tx
        .insert(supplierOrderType)
        .values(NEW_SUPPLIER_ORDER_TYPES.map((t) => ({ supplierId: created.id, ...t })))
        .onConflictDoNothing();
    }
  });
  const [found] = await db
    .select({ id: suppliers.id, code: suppliers.code })
    .from(suppliers)
    .where(and(eq(suppliers.code, code), eq(suppliers.active, true)));
  return found ?? null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function knownCompanies(db: Db | Tx, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: companies.code })
    .from(companies)
    .where(inArray(companies.code, [...codes]));
  return rows.map((r) => r.code);
}

type CreateOutcome = { kind: 'created'; userId: number } | { kind: 'exists' };

/** Creates the user with its links and queues the activation mail, all or nothing. */
async function createUser(
  db: Db,
  log: Logger,
  a: {
    type: PartnerType;
    bp: ValidPartner;
    supplierId: number;
    userName: string;
    email: string;
    lang: Language;
    now: Date;
    /** The portal's public address: the activation mail's sign-in link. */
    origin: string;
  },
): Promise<CreateOutcome> {
  const roleName = requestAccessRole(a.type, a.bp.MAINTVARIABLE);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`role ${roleName} missing`);
  const { password, passwordHash } = await newTemporaryPassword(db);
  const known = await knownCompanies(db, a.bp.BUKRS);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${a.userName})`);
    if (existing) return { kind: 'exists' } as const;
    const [user] = await tx
      .insert(users)
      .values({
        userName: a.userName,
        name: a.bp.NAME,
        email: a.email,
        roleId: role.id,
        companyCode: known[0] ?? null,
        active: true,
        sitePortal: true,
        siteAdmin: false,
        passwordHash,
        passwordPending: false,
        // A self-registered user accepts the agreement, completes the contact data and replaces
        // the mailed temporary password at first sign-in.
        forcePasswordChange: true,
        forceAgreementAccept: true,
        forceUserDataUpdate: true,
        createdByAdmin: false,
        modifiedDate: a.now,
        modifiedBy: 'request-access',
        createdDate: a.now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return { kind: 'exists' } as const;
    if (known.length > 0) {
      await tx
        .insert(userCompany)
        .values(known.map((companyCode) => ({ userId: user.id, companyCode })));
    }
    await tx.insert(userSupplier).values({ userId: user.id, supplierId: a.supplierId });
    const moduleCodes = defaultModulesForRole(roleName);
    if (moduleCodes.length > 0) {
      await tx
        .insert(userModule)
        .values(moduleCodes.map((moduleCode) => ({ userId: user.id, moduleCode, active: true })));
    }
    await queueActivationMail(tx, {
      userId: user.id,
      to: a.email,
      userName: a.userName,
      password,
      lang: a.lang,
      origin: a.origin,
    });
    log.info('activation mail queued', { userId: user.id });
    return { kind: 'created', userId: user.id } as const;
  });
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
  const supplier = await ensureSupplier(db, type, bp);
  if (!supplier) return refuse('mainLoginRequestAccessAlertNotSupplier', ctx.lang);

  let outcome: CreateOutcome;
  try {
    outcome = await createUser(db, log, {
      type,
      bp,
      supplierId: supplier.id,
      userName: tin,
      email: f.Email.trim(),
      lang: ctx.lang,
      now,
      origin: portalOrigin(ctx.deps.env),
    });
  } catch (err) {
    log.error('request access: user not created', { tin, ...errorForLog(err) });
    return refuse('requestAccessUserNotCreated', ctx.lang);
  }
  if (outcome.kind === 'exists') {
    await recordAudit(db, log, { ...audit, detail: { outcome: 'exists', ip: ctx.ip } });
    return refuse('requestAccessUserExists', ctx.lang);
  }
  await recordAudit(db, log, {
    ...audit,
    referenceId: outcome.userId,
    detail: { outcome: 'created', type, supplier: supplier.code, ip: ctx.ip },
  });
  return ok({ Message: message('requestAccessSent', ctx.lang) });
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
