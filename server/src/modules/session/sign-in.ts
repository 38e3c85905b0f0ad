/**
 * The credential check shared by api/session 31 and <base>Token (policy in the README's security
 * section, after OWASP ASVS V2.2 and NIST SP 800-63B §5.2.2):
 * 1. budgets: failed attempts per address and for the whole portal (token buckets in the
 *    database); a success gives its token back;
 * 2. the growing delay after failures for the name (sign-in-delay.ts), never a lockout;
 * 3. one password hash of the same cost for every account, unknown or not, with or without a
 *    password, locked or not, so neither the message nor the time tells who has an account;
 * 4. only after the right password: locked, inactive, and the portal access rules.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../../src/protocol/messages';
import { isAdministrator, isClientRole } from '../../../../src/domain/roles';
import { checkSignInPassword } from '../../auth/password';
import { SlotsBusyError } from '../../auth/slot-gate';
import { giveBack, takeToken, type Budget } from '../../auth/rate-bucket';
import type { Db } from '../../db/client';
import { companies, site, userCompany, users } from '../../db/schema';
import { clientActive } from '../client/standing';
import { recordFailure, recordSuccess, secondsToWait } from './sign-in-delay';
import { subjectByUserName, type Subject } from './subject';

/** Failed sign-ins one address may make: 20 at once, then one every 30 s. */
export const addressBudget = (ip: string): Budget => ({
  key: `sign-in|${ip}`,
  capacity: 20,
  perSecond: 1 / 30,
});
/** Failed sign-ins the whole portal takes: 300 at once, then 2 a second (a spread-out spray). */
export const PORTAL_BUDGET: Budget = { key: 'sign-in|*', capacity: 300, perSecond: 2 };
/** How long a "busy" answer asks the caller to wait. */
const BUSY_RETRY_SECONDS = 5;

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
  | {
      ok: false;
      reason: MessageKey;
      subject: Subject | null;
      /** Refused before the password was checked: 429 (or 503 when busy) with Retry-After. */
      retryAfterSeconds?: number;
      busy?: true;
    };

const fail = (reason: MessageKey, subject: Subject | null): SignInOutcome => ({
  ok: false,
  reason,
  subject,
});

const throttled = (retryAfterSeconds: number): SignInOutcome => ({
  ok: false,
  reason: 'mainLoginErrorThrottled',
  subject: null,
  retryAfterSeconds,
});

function isLockedOut(s: Subject, now: Date): boolean {
  return s.lockoutEnabled && s.lockoutEnd !== null && s.lockoutEnd.getTime() > now.getTime();
}

/** The one hash of the attempt; "without password" passes only an account that has none yet. */
async function passwordMatches(s: Subject | null, a: SignInAttempt): Promise<boolean> {
  if (a.withoutPassword) {
    await checkSignInPassword(null, null);
    return s !== null && s.passwordPending && s.passwordHash === null;
  }
  return checkSignInPassword(a.password, s?.passwordHash ?? null);
}

/** Site out of service, client without client code, company without portal access. */
export async function portalAccessRefusal(db: Db, s: Subject): Promise<MessageKey | null> {
  if (!isAdministrator(s.roleName)) {
    const [row] = await db.select({ active: site.active }).from(site).where(eq(site.id, 1));
    if (row && !row.active) return 'siteOutOfService';
  }
  // A client user needs a client, and an active one (the client administration closes it).
  if (
    isClientRole(s.roleName) &&
    (!s.clientParentId || !(await clientActive(db, s.clientParentId, s.clientChildId)))
  )
    return 'mainLoginErrorNonClientRelated';
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
  const byAddress = addressBudget(a.ip);
  const fromAddress = await takeToken(db, byAddress, a.now);
  if (!fromAddress.taken) return throttled(fromAddress.retryAfterSeconds);
  const wait = await secondsToWait(db, a.ip, a.userName, a.now);
  if (wait > 0) return throttled(wait);
  const portal = await takeToken(db, PORTAL_BUDGET, a.now);
  if (!portal.taken) {
    await giveBack(db, byAddress);
    return throttled(portal.retryAfterSeconds);
  }

  const subject = await subjectByUserName(db, a.userName);
  let matches: boolean;
  try {
    matches = await passwordMatches(subject, a);
  } catch (err) {
    if (!(err instanceof SlotsBusyError)) throw err;
    await Promise.all([giveBack(db, byAddress), giveBack(db, PORTAL_BUDGET)]);
    return {
      ok: false,
      reason: 'mainLoginErrorBusy',
      subject: null,
      retryAfterSeconds: BUSY_RETRY_SECONDS,
      busy: true,
    };
  }
  if (!matches) {
    await recordFailure(db, a.ip, a.userName, a.now);
    if (subject) {
      await db
        .update(users)
        .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
        .where(eq(users.id, subject.id));
    }
    return fail('mainLoginErrorCredentials', subject);
  }
  // Only whoever proves the password learns the account's state from here on.
  const known = subject!;
  await Promise.all([giveBack(db, byAddress), giveBack(db, PORTAL_BUDGET)]);
  await recordSuccess(db, a.ip, a.userName, a.now);
  await db
    .update(users)
    .set({ failedLoginCount: 0 })
    .where(and(eq(users.id, known.id), sql`${users.failedLoginCount} > 0`));
  if (isLockedOut(known, a.now)) return fail('mainLoginErrorLocked', known);
  if (!known.active) return fail('mainLoginErrorInactive', known);
  const refusal = await portalAccessRefusal(db, known);
  if (refusal) return fail(refusal, known);
  return { ok: true, subject: known, passwordPending: a.withoutPassword };
}
