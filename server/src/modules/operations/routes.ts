/**
 * The administrators' operations pages, every call for Administrador and Developer
 * (the AdminSystem module; Visualizar does not have it):
 * - AuditLog 20: the audit log with filters by user, action, day range and entity, a page at a
 *   time; AuditLogUsers 20: the users the user filter offers for a typed text;
 * - ActiveSession 20 / 41: the live sessions a page at a time, and ending one (audited); its user
 *   gets 401 at the next call, which the portal shows as an expired session;
 * - ServerError 20: the recorded answers 500 (server-errors.ts), a page at a time;
 * - Statistics 20: daily figures from their daily roll-up and, for today, from the audit log, the
 *   idempotency records and the invoicing and payments tables (statistics.ts);
 * - OutboxMessage 20 / 31: the mail and SMS outbox a page at a time, recipients masked, and a
 *   failed message put back in the queue (audited);
 * - profile 31: the password policy's complexity and minimum length (audited).
 * The lists page by keyset (keyset.ts): the same filters and order as ever, newest first, ties by
 * id, each page found through an index rather than by counting the rows before it.
 */
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  ActiveSessionListRequest,
  ActiveSessionListResponse,
  ActiveSessionRevokeRequest,
  ActiveSessionRevokeResponse,
  AUDIT_RESOURCES,
  AUDIT_USER_SEARCH_LIMIT,
  AUDIT_USER_SEARCH_MIN,
  AuditLogRequest,
  AuditLogResponse,
  AuditLogUsersRequest,
  AuditLogUsersResponse,
  OUTBOX_CHANNELS,
  OutboxMessageListRequest,
  OutboxMessageListResponse,
  OutboxMessageRetryRequest,
  OutboxMessageRetryResponse,
  ProfileUpdateRequest,
  STATISTICS_MAX_DAYS,
  ServerErrorListRequest,
  ServerErrorListResponse,
  StatisticsRequest,
  StatisticsResponse,
  type OutboxMessage,
} from '../../../../src/protocol/operations';
import { ProfileResponse } from '../../../../src/protocol/profile';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import {
  auditEvents,
  mailOutbox,
  profile,
  roles,
  serverErrors,
  sessions,
  smsOutbox,
  users,
} from '../../db/schema';
import { recordAudit } from '../audit/record';
import { dayRange, daysIn, validDay } from './days';
import {
  after,
  compareOutboxKeys,
  cursorOf,
  instantOf,
  outboxAfter,
  outboxCursorOf,
  pageOfRows,
  readCursor,
  readOutboxCursor,
  type OutboxKey,
} from './keyset';
import { maskRecipient } from './mask';
import { statistics } from './statistics';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Whether a From / To filter names days of the calendar (absent ones are fine). */
const validRange = (f: { From: string | null; To: string | null }) =>
  (!f.From || validDay(f.From)) && (!f.To || validDay(f.To));

async function profileOf(db: Db) {
  const [row] = await db.select().from(profile).where(eq(profile.id, 1));
  return {
    UserPasswordComplexity: row?.userPasswordComplexity ?? 1,
    UserPasswordLenght: row?.userPasswordLenght ?? 10,
  };
}

/** The columns the outbox list shows (never a body: it may hold a code or a link). */
const outboxColumns = (t: typeof mailOutbox | typeof smsOutbox) => ({
  id: t.id,
  to: t.to,
  status: t.status,
  attempts: t.attempts,
  errorKind: t.errorKind,
  lastError: t.lastError,
  nextAttemptAt: t.nextAttemptAt,
  response: t.response,
  createdAt: t.createdAt,
  sentAt: t.sentAt,
  at: instantOf(t.createdAt),
});
/** One outbox channel's next rows in the merged order (after `key`), with their keys. */
async function outboxRows(
  db: Db,
  channel: OutboxKey['channel'],
  f: { Status: OutboxMessage['Status'] | null; From: string | null; To: string | null },
  key: OutboxKey | null,
  limit: number,
): Promise<{ key: OutboxKey; item: OutboxMessage }[]> {
  const t = channel === 'mail' ? mailOutbox : smsOutbox;
  const rows = await db
    .select({
      ...outboxColumns(t),
      kind: channel === 'mail' ? mailOutbox.template : sql<string | null>`null`,
    })
    .from(t)
    .where(
      and(
        f.Status ? eq(t.status, f.Status) : undefined,
        ...dayRange(t.createdAt, f.From, f.To),
        key ? outboxAfter(channel, t.createdAt, t.id, key) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
  return rows.map((m) => ({
    key: { at: m.at, channel, id: m.id },
    item: {
      Channel: channel,
      Id: m.id,
      To: maskRecipient(m.to),
      Kind: channel === 'mail' ? (m.kind ?? 'mail') : 'sms',
      Status: m.status,
      Attempts: m.attempts,
      ErrorKind: m.status === 'sent' ? null : m.errorKind,
      LastError: m.lastError,
      NextAttempt: m.status === 'pending' && m.attempts > 0 ? m.nextAttemptAt.toISOString() : null,
      Response: m.response,
      Created: m.createdAt.toISOString(),
      Sent: m.sentAt?.toISOString() ?? null,
    },
  }));
}

export const operationsRoutes: ApiRoute[] = [
  defineRoute({
    name: 'AuditLog',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: AuditLogRequest,
    response: AuditLogResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const { Filter: f, PageSize: size, Cursor } = ctx.input;
      if (!validRange(f)) return refuse('operationsBadDate', ctx.lang, 400);
      const key = Cursor ? readCursor(Cursor) : null;
      if (Cursor && !key) return refuse('operationsBadCursor', ctx.lang, 400);
      const e = auditEvents;
      const rows = await db
        .select({
          id: e.id,
          date: e.date,
          at: instantOf(e.date),
          actionId: e.actionId,
          userId: e.userId,
          userDisplayName: e.userDisplayName,
          resource: e.resource,
          target: e.target,
        })
        .from(e)
        .where(
          and(
            f.UserId ? eq(e.userId, f.UserId) : undefined,
            f.ActionId ? eq(e.actionId, f.ActionId) : undefined,
            f.Entity ? eq(e.resource, f.Entity) : undefined,
            ...dayRange(e.date, f.From, f.To),
            key ? after(e.date, e.id, key) : undefined,
          ),
        )
        .orderBy(desc(e.date), desc(e.id))
        .limit(size + 1);
      const { page, next } = pageOfRows(rows, size, (r) => cursorOf({ at: r.at, id: r.id }));
      const authorIds = [...new Set(page.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
      const authors =
        authorIds.length === 0
          ? []
          : await db
              .select({ id: users.id, name: users.name, userName: users.userName })
              .from(users)
              .where(inArray(users.id, authorIds))
              .orderBy(asc(users.name), asc(users.id));
      return ok({
        List: page.map((r) => ({
          Id: r.id,
          Date: r.date.toISOString(),
          ActionId: r.actionId,
          UserId: r.userId,
          UserDisplayName: r.userDisplayName,
          Entity: r.resource,
          Target: r.target,
        })),
        Next: next,
        Entities: [...AUDIT_RESOURCES],
        Users: authors.map((p) => ({ Id: p.id, Name: `${p.name} (${p.userName})` })),
        Truncated: next !== null,
      });
    },
  }),
  defineRoute({
    name: 'AuditLogUsers',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: AuditLogUsersRequest,
    response: AuditLogUsersResponse,
    handler: async (ctx) => {
      const text = ctx.input.Text.trim();
      // One letter matches most of the users: the filter waits for a second one.
      if (text.length < AUDIT_USER_SEARCH_MIN) return ok({ List: [] });
      const like = likeText(text);
      const found = await ctx.deps.db
        .select({ id: users.id, name: users.name, userName: users.userName })
        .from(users)
        .where(or(ilike(users.name, like), ilike(users.userName, like)))
        .orderBy(asc(users.name), asc(users.id))
        .limit(AUDIT_USER_SEARCH_LIMIT);
      return ok({ List: found.map((p) => ({ Id: p.id, Name: `${p.name} (${p.userName})` })) });
    },
  }),
  defineRoute({
    name: 'ActiveSession',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: ActiveSessionListRequest,
    response: ActiveSessionListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const { PageSize: size, Cursor } = ctx.input;
      const key = Cursor ? readCursor(Cursor) : null;
      if (Cursor && !key) return refuse('operationsBadCursor', ctx.lang, 400);
      const now = ctx.deps.now();
      const s = sessions;
      const lastActive: SQL = sql`coalesce(${s.lastSeenAt}, ${s.createdAt})`;
      // Live: not revoked and not expired, the predicate of the partial index on expires_at
      // where revoked_at is null; the few thousand live rows are then ordered by last activity.
      const rows = await db
        .select({
          id: s.id,
          userId: s.userId,
          kind: s.kind,
          createdAt: s.createdAt,
          lastSeenAt: s.lastSeenAt,
          expiresAt: s.expiresAt,
          userAgent: s.userAgent,
          at: instantOf(lastActive),
        })
        .from(s)
        .where(
          and(
            isNull(s.revokedAt),
            gt(s.expiresAt, now),
            key ? after(lastActive, s.id, key) : undefined,
          ),
        )
        .orderBy(desc(lastActive), desc(s.id))
        .limit(size + 1);
      const { page, next } = pageOfRows(rows, size, (r) => cursorOf({ at: r.at, id: r.id }));
      const ownerIds = [...new Set(page.map((r) => r.userId))];
      const owners =
        ownerIds.length === 0
          ? []
          : await db
              .select({
                id: users.id,
                userName: users.userName,
                name: users.name,
                roleName: roles.name,
              })
              .from(users)
              .innerJoin(roles, eq(roles.id, users.roleId))
              .where(inArray(users.id, ownerIds));
      const ownerOf = new Map(owners.map((o) => [o.id, o]));
      const current = authOf(ctx).sessionId;
      return ok({
        List: page.flatMap((r) => {
          const owner = ownerOf.get(r.userId);
          if (!owner) return [];
          return [
            {
              Id: r.id,
              UserId: r.userId,
              UserName: owner.userName,
              Name: owner.name,
              RoleName: owner.roleName,
              Kind: r.kind,
              Started: r.createdAt.toISOString(),
              LastSeen: r.lastSeenAt?.toISOString() ?? null,
              Expires: r.expiresAt.toISOString(),
              UserAgent: r.userAgent,
              Current: r.id === current,
            },
          ];
        }),
        Next: next,
      });
    },
  }),
  defineRoute({
    name: 'ActiveSession',
    actionId: ActionId.Delete,
    access: ADMINS,
    request: ActiveSessionRevokeRequest,
    response: ActiveSessionRevokeResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const now = ctx.deps.now();
      const [ended] = await db
        .update(sessions)
        .set({ revokedAt: now, revokedBy: auth.userId })
        .where(
          and(
            eq(sessions.id, ctx.input.Id),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ userId: sessions.userId, kind: sessions.kind });
      if (!ended) return refuse('sessionNotFound', ctx.lang, 404);
      const [owner] = await db
        .select({ userName: users.userName })
        .from(users)
        .where(eq(users.id, ended.userId));
      await recordAudit(db, log, {
        actionId: ActionId.Delete,
        resource: 'ActiveSession',
        referenceId: ended.userId,
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: owner?.userName ?? String(ended.userId),
        detail: { sessionId: ctx.input.Id, kind: ended.kind, outcome: 'revoked' },
        date: now,
      });
      return ok({ Message: message('sessionRevoked', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'ServerError',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: ServerErrorListRequest,
    response: ServerErrorListResponse,
    handler: async (ctx) => {
      const { Filter: f, PageSize: size, Cursor } = ctx.input;
      if (!validRange(f)) return refuse('operationsBadDate', ctx.lang, 400);
      const key = Cursor ? readCursor(Cursor) : null;
      if (Cursor && !key) return refuse('operationsBadCursor', ctx.lang, 400);
      const text = f.Text?.trim();
      const e = serverErrors;
      const rows = await ctx.deps.db
        .select({
          id: e.id,
          date: e.date,
          at: instantOf(e.date),
          requestId: e.requestId,
          route: e.route,
          errorClass: e.errorClass,
          message: e.message,
        })
        .from(e)
        .where(
          and(
            ...dayRange(e.date, f.From, f.To),
            text
              ? or(
                  ilike(e.route, likeText(text)),
                  ilike(e.errorClass, likeText(text)),
                  ilike(e.requestId, likeText(text)),
                  ilike(e.message, likeText(text)),
                )
              : undefined,
            key ? after(e.date, e.id, key) : undefined,
          ),
        )
        .orderBy(desc(e.date), desc(e.id))
        .limit(size + 1);
      const { page, next } = pageOfRows(rows, size, (r) => cursorOf({ at: r.at, id: r.id }));
      return ok({
        List: page.map((r) => ({
          Id: r.id,
          Date: r.date.toISOString(),
          RequestId: r.requestId,
          Route: r.route,
          ErrorClass: r.errorClass,
          Message: r.message,
        })),
        Next: next,
        Truncated: next !== null,
      });
    },
  }),
  defineRoute({
    name: 'Statistics',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: StatisticsRequest,
    response: StatisticsResponse,
    handler: async (ctx) => {
      const { From, To } = ctx.input;
      if (!validDay(From) || !validDay(To) || From > To)
        return refuse('operationsBadDate', ctx.lang, 400);
      if (daysIn(From, To) > STATISTICS_MAX_DAYS)
        return refuse('statisticsRangeTooLong', ctx.lang, 400, { Days: [], Refusals: [] });
      return ok(await statistics(ctx.deps.db, From, To, ctx.deps.now()));
    },
  }),
  defineRoute({
    name: 'OutboxMessage',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: OutboxMessageListRequest,
    response: OutboxMessageListResponse,
    handler: async (ctx) => {
      const { db, env } = ctx.deps;
      const { Filter: f, PageSize: size, Cursor } = ctx.input;
      if (!validRange(f)) return refuse('operationsBadDate', ctx.lang, 400);
      const key = Cursor ? readOutboxCursor(Cursor) : null;
      if (Cursor && !key) return refuse('operationsBadCursor', ctx.lang, 400);
      // Each channel's next rows in the merged order, then the first of both: the page.
      const channels = f.Channel ? [f.Channel] : OUTBOX_CHANNELS;
      const fetched = await Promise.all(channels.map((c) => outboxRows(db, c, f, key, size + 1)));
      const merged = fetched.flat().sort((a, b) => compareOutboxKeys(a.key, b.key));
      const { page, next } = pageOfRows(merged, size, (r) => outboxCursorOf(r.key));
      return ok({
        List: page.map((r) => r.item),
        Next: next,
        Truncated: next !== null,
        Delivery: {
          Mail: env.SMTP_URL !== undefined || env.SMTP_HOST !== undefined,
          Sms: env.SMS_PROVIDER !== undefined,
        },
      });
    },
  }),
  defineRoute({
    name: 'OutboxMessage',
    actionId: ActionId.Update,
    access: ADMINS,
    request: OutboxMessageRetryRequest,
    response: OutboxMessageRetryResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const { Channel, Id } = ctx.input;
      const table = Channel === 'mail' ? mailOutbox : smsOutbox;
      const [found] = await db
        .select({ id: table.id, status: table.status, expiresAt: table.expiresAt })
        .from(table)
        .where(eq(table.id, Id));
      if (!found) return refuse('outboxMessageNotFound', ctx.lang, 404);
      if (found.status !== 'failed') return refuse('outboxMessageNotFailed', ctx.lang, 200);
      const now = ctx.deps.now();
      if (found.expiresAt && found.expiresAt <= now)
        return refuse('outboxMessageExpired', ctx.lang, 200);
      // A fresh set of attempts, from now; the row keeps its id, so its Message-ID.
      await db
        .update(table)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: now,
          lastError: null,
          errorKind: null,
          claimedAt: null,
        })
        .where(and(eq(table.id, Id), eq(table.status, 'failed')));
      await recordAudit(db, log, {
        actionId: ActionId.Update,
        resource: 'OutboxMessage',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: `${Channel} ${Id}`,
        detail: { channel: Channel, id: Id, outcome: 'retry' },
        date: ctx.deps.now(),
      });
      return ok({ Message: message('outboxMessageRequeued', ctx.lang) });
    },
  }),
  defineRoute({
    name: 'profile',
    actionId: ActionId.Update,
    access: ADMINS,
    request: ProfileUpdateRequest,
    response: ProfileResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const before = await profileOf(db);
      const next = ctx.input.Profile;
      await db
        .insert(profile)
        .values({
          id: 1,
          userPasswordComplexity: next.UserPasswordComplexity,
          userPasswordLenght: next.UserPasswordLenght,
        })
        .onConflictDoUpdate({
          target: profile.id,
          set: {
            userPasswordComplexity: next.UserPasswordComplexity,
            userPasswordLenght: next.UserPasswordLenght,
          },
        });
      await recordAudit(db, log, {
        actionId: ActionId.Update,
        resource: 'profile',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        detail: { before, after: next },
        date: ctx.deps.now(),
      });
      return ok({ Message: message('profileSaved', ctx.lang), Profile: await profileOf(db) });
    },
  }),
];
