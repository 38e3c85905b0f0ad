/**
 * The account an access request opens (spec 1 §4 Request access, steps 4-6): the partner's
 * supplier found or created with the defaults of spec 1 §9, then the user with the role by type,
 * its companies, supplier and default modules, and the activation mail, all or nothing. Used by
 * the request itself when the typed e-mail is the partner's in the ERP, and by an administrator's
 * approval otherwise.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NEW_SUPPLIER_INVOICE_DEFAULTS,
  NEW_SUPPLIER_ORDER_TYPES,
  newPartnerInvoiceTypes,
  requestAccessRole,
  supplierCodeOf,
  type PartnerType,
} from '../../../../src/domain/account/request-access';
import { defaultModulesForRole } from '../../../../src/domain/role-modules';
import type { Language } from '../../../../src/protocol/envelope';
import type { Db } from '../../db/client';
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
import { errorForLog } from '../../error-for-log';
import type { Logger } from '../../logger';
import { newTemporaryPassword, queueActivationMail } from '../account/activation';
import type { BusinessPartnerValidation } from './business-partner';

export type ValidPartner = Extract<BusinessPartnerValidation, { SUCCESS: true }>;

/** Finds the partner's supplier by code, creating it with the defaults of spec 1 §9 when missing. */
export async function ensureSupplier(db: Db, type: PartnerType, bp: ValidPartner) {
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

export type CreateOutcome = { kind: 'created'; userId: number } | { kind: 'exists' };

/** Creates the user with its links and queues the activation mail, all or nothing. */
export async function createUser(
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
    /** TEMPORARY_PASSWORD_HOURS: how long the mailed password opens the account. */
    hours: number;
  },
): Promise<CreateOutcome> {
  const roleName = requestAccessRole(a.type, a.bp.MAINTVARIABLE);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`role ${roleName} missing`);
  const { password, passwordHash, expiresAt } = await newTemporaryPassword(db, {
    now: a.now,
    hours: a.hours,
  });
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
        temporaryPasswordExpiresAt: expiresAt,
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
      hours: a.hours,
    });
    log.info('activation mail queued', { userId: user.id });
    return { kind: 'created', userId: user.id } as const;
  });
}

export type OpenOutcome =
  | { kind: 'created'; userId: number; supplierCode: string }
  | { kind: 'exists' }
  | { kind: 'notSupplier' }
  | { kind: 'failed' };

/**
 * Steps 4-7 of spec 1 §4 Request access: the supplier found or created, then the user with the
 * activation mailed to `email`. "failed" is the spec's "No se creo el usuario" (logged).
 */
export async function openPartnerAccount(
  db: Db,
  log: Logger,
  a: {
    type: PartnerType;
    bp: ValidPartner;
    email: string;
    lang: Language;
    now: Date;
    origin: string;
    hours: number;
  },
): Promise<OpenOutcome> {
  const supplier = await ensureSupplier(db, a.type, a.bp);
  if (!supplier) return { kind: 'notSupplier' };
  const tin = a.bp.TIN.toUpperCase();
  try {
    const created = await createUser(db, log, {
      type: a.type,
      bp: a.bp,
      supplierId: supplier.id,
      userName: tin,
      email: a.email,
      lang: a.lang,
      now: a.now,
      origin: a.origin,
      hours: a.hours,
    });
    return created.kind === 'created'
      ? { kind: 'created', userId: created.userId, supplierCode: supplier.code }
      : created;
  } catch (err) {
    log.error('request access: user not created', { tin, ...errorForLog(err) });
    return { kind: 'failed' };
  }
}

/** Whether a user of that name (the RFC, any case) exists already. */
export async function userNameTaken(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row !== undefined;
}

/** The same e-mail, as people type it (case and surrounding spaces aside). */
export function sameEmail(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}
