/**
 * Session storage: creates sessions (keeping only the token's SHA-256), resolves a bearer token to
 * its live session and user while sliding the expiry, and revokes one session (logout) or all of a
 * user's (a new password, an activation).
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Language } from '../../../../src/protocol/envelope';
import { hashSessionToken, newSessionToken } from '../../auth/session-token';
import type { AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { rowsOf } from './raw-rows';
import { LAST_SEEN_EVERY_MS, MAX_USER_AGENT, slideThreshold, type Sliding } from './sliding';

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

/** A session row as the authenticating statement answers it. */
const LiveSessionRow = v.object({
  session_id: v.number(),
  user_id: v.number(),
  user_name: v.string(),
  user_display_name: v.string(),
  role_id: v.number(),
  role_name: v.string(),
  kind: v.picklist(['browser', 'api']),
  password_pending: v.boolean(),
  password_code_required: v.boolean(),
  force_agreement_accept: v.boolean(),
  force_password_change: v.boolean(),
  force_user_data_update: v.boolean(),
  modules: v.array(v.string()),
  links: v.nullish(
    v.object({
      companyAll: v.boolean(),
      companies: v.array(v.string()),
      regions: v.array(v.string()),
      crews: v.array(v.string()),
      lifnrs: v.array(v.string()),
    }),
  ),
  /** Milliseconds since the epoch: a number in both drivers, whatever the server's DateStyle. */
  expires_ms: v.number(),
  last_seen_ms: v.nullable(v.number()),
});

export interface AuthenticateOptions {
  ttlMinutes: number;
  sliding: Sliding;
  /** The call's User-Agent, noted with the last-seen time for the sessions page. */
  userAgent?: string | undefined;
  /**
   * Whether the statement also reads the user's links (AuthSession.links), so that a call on
   * orders needs no statement of its own for its scope. The session refresh does without.
   */
  links?: boolean;
}

/** The user's links as one json value (UserLinks), read beside the session. */
const LINKS_JSON = sql.raw(`json_build_object(
          'companyAll', r.company_all,
          'companies', array(select c.company_code from user_company c where c.user_id = u.id),
          'regions', array(select g.region_code from user_region g where g.user_id = u.id),
          'crews', array(select w.crew_code from user_crew w where w.user_id = u.id),
          'lifnrs', array(select p.code from user_supplier us join suppliers p on p.id = us.supplier_id
            where us.user_id = u.id and p.active))`);

/**
 * More to read about the session's user in the statement that authenticates it (the session
 * refresh reads the user's part of its Session so): FROM items joined to the CTE `live` (which
 * has the session's `user_id`), the columns they give (named apart from the session's own
 * snake_case ones, each after a comma), and how to read those columns.
 */
export interface ReadWithSession<T> {
  join: SQL;
  columns: SQL;
  decode(row: Record<string, unknown>): T;
}

/**
 * The live session of a token (not revoked, not expired, its user still active) with its user,
 * role and active modules, in ONE statement that also writes what moved enough to matter: the
 * sliding expiry (sliding.ts) and the last-seen time and device (at most once a minute). A call
 * that writes nothing only reads. Null when the token opens no live session.
 */
export async function authenticateSession(
  db: Db,
  token: string,
  now: Date,
  opts: AuthenticateOptions,
): Promise<AuthSession | null> {
  const none: ReadWithSession<null> = { join: sql``, columns: sql``, decode: () => null };
  return (await authenticateSessionWith(db, token, now, opts, none))?.auth ?? null;
}

/** authenticateSession, reading `read` about the session's user in the same statement. */
export async function authenticateSessionWith<T>(
  db: Db,
  token: string,
  now: Date,
  opts: AuthenticateOptions,
  read: ReadWithSession<T>,
): Promise<{ auth: AuthSession; read: T } | null> {
  const tokenHash = hashSessionToken(token);
  const at = now.toISOString();
  const slideUpTo = slideThreshold(now, opts.ttlMinutes, opts.sliding).toISOString();
  const slideTo = minutesAfter(now, opts.ttlMinutes).toISOString();
  const seenBefore = new Date(now.getTime() - LAST_SEEN_EVERY_MS).toISOString();
  const userAgent = opts.userAgent?.slice(0, MAX_USER_AGENT) || null;
  // The conditions of the write name the row being updated (not the CTE's snapshot of it), so a
  // concurrent call that already wrote them makes this one write nothing.
  const slides = sql`sessions.expires_at <= ${slideUpTo}::timestamptz`;
  const stale = sql`(sessions.last_seen_at is null or sessions.last_seen_at <= ${seenBefore}::timestamptz)`;
  const result: unknown = await db.execute(sql`
    with live as (
      select s.id as session_id, s.user_id, u.user_name, u.name as user_display_name,
        r.id as role_id, r.name as role_name, s.kind, s.password_pending, s.password_code_required,
        u.force_agreement_accept, u.force_password_change, u.force_user_data_update,
        coalesce((select array_agg(m.module_code) from user_module m
          where m.user_id = u.id and m.active), '{}') as modules,
        s.expires_at, s.last_seen_at,
        ${opts.links ? LINKS_JSON : sql.raw('null::json')} as links
      from sessions s
      join users u on u.id = s.user_id
      join roles r on r.id = u.role_id
      where s.token_hash = ${tokenHash} and s.revoked_at is null
        and s.expires_at > ${at}::timestamptz and u.active
    ),
    noted as (
      update sessions set
        expires_at = case when ${slides} then ${slideTo}::timestamptz else sessions.expires_at end,
        last_seen_at = case when ${stale} then ${at}::timestamptz else sessions.last_seen_at end,
        user_agent = case when ${stale} then ${userAgent}::text else sessions.user_agent end
      from live
      where sessions.id = live.session_id and sessions.revoked_at is null and (${slides} or ${stale})
      returning sessions.expires_at, sessions.last_seen_at
    )
    select live.session_id, live.user_id, live.user_name, live.user_display_name, live.role_id,
      live.role_name, live.kind, live.password_pending, live.password_code_required,
      live.force_agreement_accept, live.force_password_change, live.force_user_data_update,
      live.modules, live.links,
      floor(extract(epoch from coalesce((select expires_at from noted), live.expires_at)) * 1000)
        ::float8 as expires_ms,
      floor(extract(epoch from coalesce((select last_seen_at from noted), live.last_seen_at)) * 1000)
        ::float8 as last_seen_ms${read.columns}
    from live${read.join}`);
  const [raw] = rowsOf(result);
  if (!raw) return null;
  const row = v.parse(LiveSessionRow, raw);
  const auth: AuthSession = {
    sessionId: row.session_id,
    tokenHash,
    userId: row.user_id,
    userName: row.user_name,
    userDisplayName: row.user_display_name,
    roleId: row.role_id,
    roleName: row.role_name,
    kind: row.kind,
    passwordPending: row.password_pending,
    passwordCodeRequired: row.password_code_required,
    forceAgreementAccept: row.force_agreement_accept,
    forcePasswordChange: row.force_password_change,
    forceUserDataUpdate: row.force_user_data_update,
    modules: row.modules,
    expiresAt: new Date(row.expires_ms),
    lastSeenAt: row.last_seen_ms === null ? null : new Date(row.last_seen_ms),
    ...(row.links && { links: row.links }),
  };
  return { auth, read: read.decode(raw) };
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
