/**
 * The credential check shared by api/session 31 and <base>Token: throttling, lockout after five
 * failures, inactive and locked accounts, "without password" accounts, and the portal access rules.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../../src/protocol/messages';
import { isAdministrator, isClientRole } from '../../../../src/domain/roles';
import { verifyAgainstDecoy, verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { companies, site, userCompany, users } from '../../db/schema';
import { subjectByUserName, type Subject } from './subject';
import { MAX_ATTEMPTS_PER_MINUTE, clearAttempts, countAttempt, throttleKey } from './throttle';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

export interface SignInAttempt {
  userName: string;
  /** The plain password; null when it could not be decrypted (counts as a wrong password). */
  password: string | null;
  /** RFC plus empty password: only an account without a password yet may pass. */
  withoutPassword: boolean;
  ip: string;
  now: Date;
}

export type SignInOutcome =
  | { ok: true; subject: Subject; passwordPending: boolean }
  | { ok: false; reason: MessageKey; throttled?: true; subject: Subject | null };

const fail = (reason: MessageKey, subject: Subject | null): SignInOutcome => ({
  ok: false,
  reason,
  subject,
});

function isLockedOut(s: Subject, now: Date): boolean {
  return s.lockoutEnabled && s.lockoutEnd !== null && s.lockoutEnd.getTime() > now.getTime();
}

async function passwordMatches(s: Subject, a: SignInAttempt): Promise<boolean> {
  if (a.withoutPassword) return s.passwordPending && s.passwordHash === null;
  if (a.password === null || a.password === '' || s.passwordHash === null) return false;
  return verifyPassword(a.password, s.passwordHash);
}

/** Counts a failure; the fifth in a row locks the account for 15 minutes. Answers "locked now". */
async function registerFailure(db: Db, s: Subject, now: Date): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
    .where(eq(users.id, s.id))
    .returning({ count: users.failedLoginCount });
  if (!s.lockoutEnabled || (row?.count ?? 0) < MAX_FAILED_LOGINS) return false;
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockoutEnd: new Date(now.getTime() + LOCKOUT_MINUTES * 60_000) })
    .where(eq(users.id, s.id));
  return true;
}

/** Site out of service, client without client code, company without portal access. */
export async function portalAccessRefusal(db: Db, s: Subject): Promise<MessageKey | null> {
  if (!isAdministrator(s.roleName)) {
    const [row] = await db.select({ active: site.active }).from(site).where(eq(site.id, 1));
    if (row && !row.active) return 'siteOutOfService';
  }
  if (isClientRole(s.roleName) && !s.clientParentId) return 'mainLoginErrorNonClientRelated';
  if (!s.companyAll) {
    const [active] = await db
      .select({ code: companies.code })
      .from(userCompany)
      .innerJoin(companies, eq(companies.code, userCompany.companyCode))
      .where(and(eq(userCompany.userId, s.id), eq(companies.active, true)))
      .limit(1);
    if (!active) return 'mainLoginErrorDefault';
  }
  return null;
}

export async function signIn(db: Db, a: SignInAttempt): Promise<SignInOutcome> {
  const key = throttleKey(a.ip, a.userName);
  if ((await countAttempt(db, key, a.now)) > MAX_ATTEMPTS_PER_MINUTE) {
    return { ok: false, reason: 'mainLoginErrorThrottled', throttled: true, subject: null };
  }
  const subject = await subjectByUserName(db, a.userName);
  if (!subject) {
    if (a.password) await verifyAgainstDecoy(a.password);
    return fail('mainLoginErrorCredentials', null);
  }
  if (isLockedOut(subject, a.now)) return fail('mainLoginErrorLocked', subject);
  if (!(await passwordMatches(subject, a))) {
    const lockedNow = await registerFailure(db, subject, a.now);
    return fail(lockedNow ? 'mainLoginErrorLocked' : 'mainLoginErrorCredentials', subject);
  }
  await clearAttempts(db, key);
  await db
    .update(users)
    .set({ failedLoginCount: 0, lockoutEnd: null })
    .where(
      and(
        eq(users.id, subject.id),
        sql`(${users.failedLoginCount} > 0 or ${users.lockoutEnd} is not null)`,
      ),
    );
  if (!subject.active) return fail('mainLoginErrorInactive', subject);
  const refusal = await portalAccessRefusal(db, subject);
  if (refusal) return fail(refusal, subject);
  return { ok: true, subject, passwordPending: a.withoutPassword };
}
