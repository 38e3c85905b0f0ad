/**
 * Session storage: creates sessions (keeping only the token's SHA-256), resolves a bearer token to
 * its live session and user, slides the expiry, and revokes one session (logout) or all of a
 * user's (a new password, an activation).
 */
import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Language } from '../../../../src/protocol/envelope';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import type { AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { roles, sessions, userModule, users } from '../../db/schema';

export interface NewSession {
  userId: number;
  kind: 'browser' | 'api';
  passwordPending: boolean;
  /** Signed in "without password": the first password needs the e-mailed code. */
  passwordCodeRequired?: boolean;
  lang: Language;
  ttlMinutes: number;
  now: Date;
}

const minutesAfter = (now: Date, minutes: number) => new Date(now.getTime() + minutes * 60_000);

/** Stores a new session and answers the token, which is never stored itself. */
export async function createSession(
  db: Db,
  s: NewSession,
): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
  const token = newSessionToken();
  const expiresAt = minutesAfter(s.now, s.ttlMinutes);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId: s.userId,
      kind: s.kind,
      passwordPending: s.passwordPending,
      passwordCodeRequired: s.passwordCodeRequired ?? false,
      lang: s.lang,
      createdAt: s.now,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { token, expiresAt, sessionId: row!.id };
}

/** The live session of a token: not revoked, not expired, and its user still active. */
export async function findLiveSession(
  db: Db,
  token: string,
  now: Date,
): Promise<AuthSession | null> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userName: users.userName,
      userDisplayName: users.name,
      roleId: roles.id,
      roleName: roles.name,
      kind: sessions.kind,
      passwordPending: sessions.passwordPending,
      passwordCodeRequired: sessions.passwordCodeRequired,
      forceAgreementAccept: users.forceAgreementAccept,
      forcePasswordChange: users.forcePasswordChange,
      forceUserDataUpdate: users.forceUserDataUpdate,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      // Read with the session, in the same query: every call checks them (api/route-modules.ts).
      modules: sql<
        string[]
      >`coalesce((select array_agg(${userModule.moduleCode}) from ${userModule} where ${userModule.userId} = ${users.id} and ${userModule.active}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.active, true),
      ),
    );
  return row ? { ...row, tokenHash } : null;
}

/** Moves the expiry to now + TTL (sliding sessions); answers the new expiry. */
export async function slideSession(
  db: Db,
  sessionId: number,
  ttlMinutes: number,
  now: Date,
): Promise<Date> {
  const expiresAt = minutesAfter(now, ttlMinutes);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

/** How often a session's last-seen time and device are written at most. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** The longest User-Agent kept. */
export const MAX_USER_AGENT = 512;

/** Whether a session's last-seen time is old enough to be written again. */
export function lastSeenIsStale(lastSeenAt: Date | null | undefined, now: Date): boolean {
  return !lastSeenAt || now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS;
}

/**
 * Notes the call on the session (time and User-Agent) for the sessions page, at most once a
 * minute per session (callers check lastSeenIsStale first; the condition guards races).
 */
export async function touchSession(
  db: Db,
  sessionId: number,
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now, userAgent: userAgent?.slice(0, MAX_USER_AGENT) || null })
    .where(
      and(
        eq(sessions.id, sessionId),
        or(
          isNull(sessions.lastSeenAt),
          lte(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_EVERY_MS)),
        ),
      ),
    );
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Ends every live session of a user (a new password, an activation), but for `except`: the
 * session of the user who set the new password goes on.
 */
export async function revokeUserSessions(
  db: Db,
  userId: number,
  now: Date,
  { except }: { except?: number } = {},
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        except === undefined ? undefined : ne(sessions.id, except),
        isNull(sessions.revokedAt),
      ),
    );
}
