/**
 * The growing delay after failed sign-ins, in place of a lockout anyone could trigger.
 *
 * Failures are counted per user name as typed (trimmed, lower case), whether or not such an
 * account exists, so the delay itself never tells who has an account:
 * - from one address for one name, the 5th failure in a row makes the next attempt wait 1 s, and
 *   each further failure doubles it, up to 15 minutes; the person at another address is not kept
 *   out by it;
 * - for one name from every address, the same from the 50th failure in a row (a guess spread over
 *   many addresses), except for the addresses that name last signed in from.
 * A success clears both; a day without failures forgets them.
 */
import { and, eq, inArray, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';

import {
  DELAY_AFTER_FAILURES_FOR_NAME,
  DELAY_AFTER_FAILURES_FROM_ADDRESS,
  MAX_DELAY_SECONDS,
} from '../../../../src/domain/sign-in-policy';

export { DELAY_AFTER_FAILURES_FOR_NAME, DELAY_AFTER_FAILURES_FROM_ADDRESS, MAX_DELAY_SECONDS };
const FORGET_AFTER_MS = 24 * 60 * 60_000;
/** The addresses remembered per name as "signed in from here before". */
const KNOWN_ADDRESSES = 5;

export function normalizeUserName(userName: string): string {
  return userName.trim().toLowerCase();
}

const nameKey = (name: string) => `name|${name}`;
const addressKey = (ip: string, name: string) => `ip|${ip}|${name}`;

/** Seconds to wait after `failures` failures in a row, counting from `threshold`. */
export function delaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (failures - threshold), MAX_DELAY_SECONDS);
}

export interface SignInStanding {
  /** Seconds the caller must still wait before this attempt may be checked; 0 when it may. */
  wait: number;
  /** The name last signed in from this address (its hash check is served first). */
  knownAddress: boolean;
}

/** Seconds the caller must still wait before this attempt may be checked; 0 when it may. */
export async function secondsToWait(
  db: Db,
  ip: string,
  userName: string,
  now: Date,
): Promise<number> {
  return (await signInStanding(db, ip, userName, now)).wait;
}

/** The wait (as secondsToWait) and whether the name signed in from this address before, in one read. */
export async function signInStanding(
  db: Db,
  ip: string,
  userName: string,
  now: Date,
): Promise<SignInStanding> {
  const name = normalizeUserName(userName);
  const rows = await db
    .select()
    .from(signInFailures)
    .where(inArray(signInFailures.key, [nameKey(name), addressKey(ip, name)]));
  let wait = 0;
  let knownAddress = false;
  for (const row of rows) {
    const fromAddress = row.key !== nameKey(name);
    // Known addresses are kept a month after the last failure (pruneSignInFailures).
    if (!fromAddress && row.knownIps.includes(ip)) knownAddress = true;
    const sinceMs = now.getTime() - row.lastFailureAt.getTime();
    if (sinceMs >= FORGET_AFTER_MS) continue;
    if (!fromAddress && row.knownIps.includes(ip)) continue;
    const threshold = fromAddress
      ? DELAY_AFTER_FAILURES_FROM_ADDRESS
      : DELAY_AFTER_FAILURES_FOR_NAME;
    const left = delaySeconds(row.failures, threshold) - sinceMs / 1000;
    wait = Math.max(wait, Math.ceil(left));
  }
  return { wait, knownAddress };
}

/** Counts a failure for the name and for the address + name (one upsert each). */
export async function recordFailure(
  db: Db,
  ip: string,
  userName: string,
  now: Date,
): Promise<void> {
  const name = normalizeUserName(userName);
  const forgotten = new Date(now.getTime() - FORGET_AFTER_MS).toISOString();
  for (const key of [nameKey(name), addressKey(ip, name)]) {
    await db
      .insert(signInFailures)
      .values({ key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`case when ${signInFailures.lastFailureAt} < ${forgotten}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
          lastFailureAt: now,
        },
      });
  }
}

/** A right password clears the failures and remembers the address for the name. */
export async function recordSuccess(
  db: Db,
  ip: string,
  userName: string,
  now: Date,
): Promise<void> {
  const name = normalizeUserName(userName);
  await db.delete(signInFailures).where(eq(signInFailures.key, addressKey(ip, name)));
  const [row] = await db
    .select({ knownIps: signInFailures.knownIps })
    .from(signInFailures)
    .where(eq(signInFailures.key, nameKey(name)));
  const knownIps = [ip, ...(row?.knownIps ?? []).filter((k) => k !== ip)].slice(0, KNOWN_ADDRESSES);
  await db
    .insert(signInFailures)
    .values({ key: nameKey(name), failures: 0, lastFailureAt: now, knownIps })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: { failures: 0, knownIps },
    });
}

/** Forgets a name's failures from every address (an administrator unlocked the account). */
export async function clearSignInFailures(db: Db, userName: string): Promise<void> {
  const name = normalizeUserName(userName);
  await db
    .delete(signInFailures)
    .where(
      or(
        eq(signInFailures.key, nameKey(name)),
        and(
          like(signInFailures.key, 'ip|%'),
          sql`right(${signInFailures.key}, ${name.length + 1}) = ${`|${name}`}`,
        ),
      ),
    );
}

/**
 * Deletes what no longer counts: address rows a day after their last failure, and name rows (with
 * their known addresses) a month after it. Run by the server's periodic housekeeping.
 */
export async function pruneSignInFailures(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - FORGET_AFTER_MS);
  const monthAgo = new Date(now.getTime() - 30 * FORGET_AFTER_MS);
  const stale = await db
    .delete(signInFailures)
    .where(
      or(
        and(like(signInFailures.key, 'ip|%'), lt(signInFailures.lastFailureAt, dayAgo)),
        lt(signInFailures.lastFailureAt, monthAgo),
      ),
    )
    .returning({ key: signInFailures.key });
  return stale.length;
}
