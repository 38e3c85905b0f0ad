/**
 * The credential check shared by api/session 31 and <base>Token (policy in the README's security
 * section, after OWASP ASVS V2.2 and NIST SP 800-63B §5.2.2). The cheap checks come first, each a
 * database read or upsert, and a refused attempt costs no hash:
 * 1. budgets: failed attempts per address, and per address class (IPv4 /24, IPv6 /64:
 *    auth/address-class.ts) where one bucket for the whole portal used to be, so a crowd spends
 *    its own network's budget, never everyone's (token buckets in the database); a success gives
 *    its tokens back;
 * 2. the growing delay after failures for the name (sign-in-delay.ts), never a lockout;
 * 3. the account read, then one password hash of the same cost for every account, unknown or not,
 *    with or without a password, locked or not, so neither the message nor the time tells who has
 *    an account (an unknown name is hashed against a decoy: answering it sooner would tell);
 *    the hash waits in its address class's lane of the hash gate (auth/password.ts), lanes served
 *    in turn, or ahead of every lane when the name signed in from this address before, so a crowd
 *    of wrong passwords delays itself and a person elsewhere is answered, not refused as busy;
 * 4. only after the right password: locked, inactive, and the portal access rules.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { MessageKey } from '../../../../src/protocol/messages';
import { isAdministrator, isClientRole } from '../../../../src/domain/roles';
import { addressClass } from '../../auth/address-class';
import { checkSignInPassword } from '../../auth/password';
import { SlotsBusyError, type Place } from '../../auth/slot-gate';
import { giveBack, takeToken, type Budget } from '../../auth/rate-bucket';
import type { Db } from '../../db/client';
import { companies, site, userCompany, users } from '../../db/schema';
import { clientActive } from '../client/standing';
import { recordFailure, recordSuccess, signInStanding } from './sign-in-delay';
import { subjectByUserName, type Subject } from './subject';

/** Failed sign-ins one address may make: 20 at once, then one every 30 s. */
export const addressBudget = (ip: string): Budget => ({
  key: `sign-in|${ip}`,
  capacity: 20,
  perSecond: 1 / 30,
});
/**
 * Failed sign-ins one address class (an IPv4 /24, an IPv6 /64) may make: 100 at once, then one a
 * second. A crowd of addresses in one network shares it; other networks keep their own.
 */
export const classBudget = (ip: string): Budget => ({
  key: `sign-in|net|${addressClass(ip)}`,
  capacity: 100,
  perSecond: 1,
});
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
async function passwordMatches(
  s: Subject | null,
  a: SignInAttempt,
  place: Place,
): Promise<boolean> {
  if (a.withoutPassword) {
    await checkSignInPassword(null, null, place);
    return s !== null && s.passwordPending && s.passwordHash === null;
  }
  return checkSignInPassword(a.password, s?.passwordHash ?? null, place);
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
  const standing = await signInStanding(db, a.ip, a.userName, a.now);
  if (standing.wait > 0) return throttled(standing.wait);
  const byClass = classBudget(a.ip);
  const fromClass = await takeToken(db, byClass, a.now);
  if (!fromClass.taken) {
    await giveBack(db, byAddress);
    return throttled(fromClass.retryAfterSeconds);
  }

  const subject = await subjectByUserName(db, a.userName);
  // Known or not, the place depends only on the name typed and the caller's own address.
  const place: Place = standing.knownAddress ? { first: true } : { lane: byClass.key };
  let matches: boolean;
  try {
    matches = await passwordMatches(subject, a, place);
  } catch (err) {
    if (!(err instanceof SlotsBusyError)) throw err;
    await Promise.all([giveBack(db, byAddress), giveBack(db, byClass)]);
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
  await Promise.all([giveBack(db, byAddress), giveBack(db, byClass)]);
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
