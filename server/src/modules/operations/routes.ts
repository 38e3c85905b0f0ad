/**
 * The administrators' operations pages, every call for Administrador and Developer
 * (the AdminSystem module; Visualizar does not have it):
 * - AuditLog 20: the audit log with filters by user, action, day range and entity;
 * - ActiveSession 20 / 41: the live sessions and ending one (audited); its user gets 401 at the
 *   next call, which the portal shows as an expired session;
 * - ServerError 20: the recorded answers 500 (server-errors.ts);
 * - Statistics 20: daily figures computed from the audit log, the idempotency records and the
 *   invoicing and payments tables;
 * - OutboxMessage 20 / 31: the mail and SMS outbox, recipients masked, and a failed message put
 *   back in the queue (audited);
 * - profile 31: the password policy's complexity and minimum length (audited).
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  ActiveSessionListRequest,
  ActiveSessionListResponse,
  ActiveSessionRevokeRequest,
  ActiveSessionRevokeResponse,
  AuditLogRequest,
  AuditLogResponse,
  OPERATIONS_LIST_LIMIT,
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
  type StatisticsDay,
} from '../../../../src/protocol/operations';
import { ProfileResponse } from '../../../../src/protocol/profile';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import {
  auditEvents,
  erpInvoices,
  erpPaymentComplements,
  idempotencyKeys,
  mailOutbox,
  profile,
  roles,
  serverErrors,
  sessions,
  smsOutbox,
  users,
} from '../../db/schema';
import { recordAudit } from '../audit/record';
import { maskRecipient } from './mask';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;
/** Days are counted in the operator's time zone. */
export const OPERATIONS_TIME_ZONE = 'America/Mexico_City';

/** The instant a day (yyyy-mm-dd) starts in Mexico City. */
const dayStart = (day: string) => sql`(${day}::timestamp at time zone ${OPERATIONS_TIME_ZONE})`;
/** The instant the day after `day` starts. */
const dayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${OPERATIONS_TIME_ZONE})`;
/** The conditions of a From / To day filter on a timestamp column. */
function dayRange(column: PgColumn, from: string | null, to: string | null): SQL[] {
  return [...(from ? [gte(column, dayStart(from))] : []), ...(to ? [lt(column, dayEnd(to))] : [])];
}
/** The day (yyyy-mm-dd, Mexico City) of a timestamp column. */
const dayOf = (column: PgColumn) =>
  // The zone inline (a constant), so that the select and its group by are the same expression.
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${OPERATIONS_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
const validDay = (day: string) => !Number.isNaN(new Date(`${day}T00:00:00Z`).getTime());
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function profileOf(db: Db) {
  const [row] = await db.select().from(profile).where(eq(profile.id, 1));
  return {
    UserPasswordComplexity: row?.userPasswordComplexity ?? 1,
    UserPasswordLenght: row?.userPasswordLenght ?? 10,
  };
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
      const f = ctx.input.Filter;
      if ((f.From && !validDay(f.From)) || (f.To && !validDay(f.To)))
        return refuse('operationsBadDate', ctx.lang, 400);
      const where = and(
        f.UserId ? eq(auditEvents.userId, f.UserId) : undefined,
        f.ActionId ? eq(auditEvents.actionId, f.ActionId) : undefined,
        f.Entity ? eq(auditEvents.resource, f.Entity) : undefined,
        ...dayRange(auditEvents.date, f.From, f.To),
      );
      const rows = await db
        .select()
        .from(auditEvents)
        .where(where)
        .orderBy(desc(auditEvents.date), desc(auditEvents.id))
        .limit(OPERATIONS_LIST_LIMIT + 1);
      const entities = await db
        .selectDistinct({ resource: auditEvents.resource })
        .from(auditEvents)
        .orderBy(asc(auditEvents.resource));
      const people = await db
        .selectDistinct({ id: users.id, name: users.name, userName: users.userName })
        .from(auditEvents)
        .innerJoin(users, eq(users.id, auditEvents.userId))
        .orderBy(asc(users.name));
      return ok({
        List: rows.slice(0, OPERATIONS_LIST_LIMIT).map((r) => ({
          Id: r.id,
          Date: r.date.toISOString(),
          ActionId: r.actionId,
          UserId: r.userId,
          UserDisplayName: r.userDisplayName,
          Entity: r.resource,
          Target: r.target,
        })),
        Entities: entities.map((e) => e.resource),
        Users: people.map((p) => ({ Id: p.id, Name: `${p.name} (${p.userName})` })),
        Truncated: rows.length > OPERATIONS_LIST_LIMIT,
      });
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
      const now = ctx.deps.now();
      const rows = await db
        .select({
          s: sessions,
          userName: users.userName,
          name: users.name,
          roleName: roles.name,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(roles, eq(roles.id, users.roleId))
        .where(and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .orderBy(
          desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`),
          desc(sessions.id),
        )
        .limit(OPERATIONS_LIST_LIMIT);
      const current = authOf(ctx).sessionId;
      return ok({
        List: rows.map(({ s, userName, name, roleName }) => ({
          Id: s.id,
          UserId: s.userId,
          UserName: userName,
          Name: name,
          RoleName: roleName,
          Kind: s.kind,
          Started: s.createdAt.toISOString(),
          LastSeen: s.lastSeenAt?.toISOString() ?? null,
          Expires: s.expiresAt.toISOString(),
          UserAgent: s.userAgent,
          Current: s.id === current,
        })),
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
      const f = ctx.input.Filter;
      if ((f.From && !validDay(f.From)) || (f.To && !validDay(f.To)))
        return refuse('operationsBadDate', ctx.lang, 400);
      const text = f.Text?.trim();
      const rows = await ctx.deps.db
        .select()
        .from(serverErrors)
        .where(
          and(
            ...dayRange(serverErrors.date, f.From, f.To),
            text
              ? or(
                  ilike(serverErrors.route, likeText(text)),
                  ilike(serverErrors.errorClass, likeText(text)),
                  ilike(serverErrors.requestId, likeText(text)),
                  ilike(serverErrors.message, likeText(text)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(serverErrors.date), desc(serverErrors.id))
        .limit(OPERATIONS_LIST_LIMIT + 1);
      return ok({
        List: rows.slice(0, OPERATIONS_LIST_LIMIT).map((r) => ({
          Id: r.id,
          Date: r.date.toISOString(),
          RequestId: r.requestId,
          Route: r.route,
          ErrorClass: r.errorClass,
          Message: r.message,
        })),
        Truncated: rows.length > OPERATIONS_LIST_LIMIT,
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
      const span = (Date.parse(`${To}T00:00:00Z`) - Date.parse(`${From}T00:00:00Z`)) / 86_400_000;
      if (span + 1 > STATISTICS_MAX_DAYS)
        return refuse('statisticsRangeTooLong', ctx.lang, 400, { Days: [], Refusals: [] });
      return ok(await statistics(ctx.deps.db, From, To));
    },
  }),
  defineRoute({
    name: 'OutboxMessage',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: OutboxMessageListRequest,
    response: OutboxMessageListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const f = ctx.input.Filter;
      if ((f.From && !validDay(f.From)) || (f.To && !validDay(f.To)))
        return refuse('operationsBadDate', ctx.lang, 400);
      const list: OutboxMessage[] = [];
      let truncated = false;
      if (f.Channel !== 'sms') {
        const rows = await db
          .select()
          .from(mailOutbox)
          .where(
            and(
              f.Status ? eq(mailOutbox.status, f.Status) : undefined,
              ...dayRange(mailOutbox.createdAt, f.From, f.To),
            ),
          )
          .orderBy(desc(mailOutbox.id))
          .limit(OPERATIONS_LIST_LIMIT + 1);
        truncated ||= rows.length > OPERATIONS_LIST_LIMIT;
        for (const m of rows.slice(0, OPERATIONS_LIST_LIMIT))
          list.push({
            Channel: 'mail',
            Id: m.id,
            To: maskRecipient(m.to),
            Kind: m.template ?? 'mail',
            Status: m.status,
            Attempts: m.attempts,
            ErrorKind: m.status === 'sent' ? null : m.errorKind,
            LastError: m.lastError,
            NextAttempt:
              m.status === 'pending' && m.attempts > 0 ? m.nextAttemptAt.toISOString() : null,
            Response: m.response,
            Created: m.createdAt.toISOString(),
            Sent: m.sentAt?.toISOString() ?? null,
          });
      }
      if (f.Channel !== 'mail') {
        const rows = await db
          .select()
          .from(smsOutbox)
          .where(
            and(
              f.Status ? eq(smsOutbox.status, f.Status) : undefined,
              ...dayRange(smsOutbox.createdAt, f.From, f.To),
            ),
          )
          .orderBy(desc(smsOutbox.id))
          .limit(OPERATIONS_LIST_LIMIT + 1);
        truncated ||= rows.length > OPERATIONS_LIST_LIMIT;
        for (const s of rows.slice(0, OPERATIONS_LIST_LIMIT))
          list.push({
            Channel: 'sms',
            Id: s.id,
            To: maskRecipient(s.to),
            Kind: 'sms',
            Status: s.status,
            Attempts: s.attempts,
            ErrorKind: s.status === 'sent' ? null : s.errorKind,
            LastError: s.lastError,
            NextAttempt:
              s.status === 'pending' && s.attempts > 0 ? s.nextAttemptAt.toISOString() : null,
            Response: s.response,
            Created: s.createdAt.toISOString(),
            Sent: s.sentAt?.toISOString() ?? null,
          });
      }
      list.sort((a, b) => b.Created.localeCompare(a.Created) || b.Id - a.Id);
      const { env } = ctx.deps;
      return ok({
        List: list.slice(0, OPERATIONS_LIST_LIMIT),
        Truncated: truncated,
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

/** Counts per day of one query, as a map day → count. */
async function perDay(
  db: Db,
  column: PgColumn,
  where: SQL | undefined,
  table: Parameters<ReturnType<Db['select']>['from']>[0],
  distinct?: PgColumn,
): Promise<Map<string, number>> {
  const day = dayOf(column);
  const n = distinct ? sql<number>`count(distinct ${distinct})::int` : sql<number>`count(*)::int`;
  const rows = (await db.select({ day, n }).from(table).where(where).groupBy(day)) as {
    day: string;
    n: number;
  }[];
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** The figures of every day from `from` to `to` (yyyy-mm-dd, both included). */
async function statistics(db: Db, from: string, to: string) {
  const inRange = (column: PgColumn) => and(...dayRange(column, from, to));
  const signInAudit = (outcome: string) =>
    and(
      inRange(auditEvents.date),
      or(eq(auditEvents.resource, 'session'), eq(auditEvents.resource, 'token')),
      eq(auditEvents.actionId, ActionId.Update),
      sql`${auditEvents.detail}->>'outcome' = ${outcome}`,
    );
  const signIns = await perDay(db, auditEvents.date, signInAudit('success'), auditEvents);
  const failed = await perDay(db, auditEvents.date, signInAudit('failure'), auditEvents);
  const reviewed = await perDay(
    db,
    auditEvents.date,
    and(inRange(auditEvents.date), eq(auditEvents.resource, 'ResultsOrderMP')),
    auditEvents,
    auditEvents.target,
  );
  // Every change a device queues carries an Idempotency-Key: its first answer is stored once.
  const synced = await perDay(
    db,
    idempotencyKeys.createdAt,
    and(inRange(idempotencyKeys.createdAt), isNotNull(idempotencyKeys.responseStatus)),
    idempotencyKeys,
  );
  // A synced review that met a newer version answers 409 with its conflicting rows.
  const conflicts = await perDay(
    db,
    idempotencyKeys.createdAt,
    and(inRange(idempotencyKeys.createdAt), eq(idempotencyKeys.responseStatus, 409)),
    idempotencyKeys,
  );
  const registered = await perDay(
    db,
    erpInvoices.registeredAt,
    and(inRange(erpInvoices.registeredAt), isNotNull(erpInvoices.registeredBy)),
    erpInvoices,
  );
  const refusedWhere = and(
    inRange(erpInvoices.registeredAt),
    eq(erpInvoices.kind, 'MT'),
    eq(erpInvoices.status, '02'),
  );
  const refused = await perDay(db, erpInvoices.registeredAt, refusedWhere, erpInvoices);
  const complements = await perDay(
    db,
    erpPaymentComplements.registeredAt,
    inRange(erpPaymentComplements.registeredAt),
    erpPaymentComplements,
  );
  const reasons = await db
    .select({ reason: erpInvoices.comment, n: count() })
    .from(erpInvoices)
    .where(refusedWhere)
    .groupBy(erpInvoices.comment)
    .orderBy(desc(count()));
  const Days: StatisticsDay[] = [];
  for (
    let t = Date.parse(`${from}T00:00:00Z`);
    t <= Date.parse(`${to}T00:00:00Z`);
    t += 86_400_000
  ) {
    const d = new Date(t).toISOString().slice(0, 10);
    Days.push({
      Day: d,
      SignIns: signIns.get(d) ?? 0,
      FailedSignIns: failed.get(d) ?? 0,
      OrdersReviewed: reviewed.get(d) ?? 0,
      EditsSynced: synced.get(d) ?? 0,
      Conflicts: conflicts.get(d) ?? 0,
      InvoicesRegistered: registered.get(d) ?? 0,
      InvoicesRefused: refused.get(d) ?? 0,
      Complements: complements.get(d) ?? 0,
    });
  }
  return {
    Days,
    Refusals: reasons.map((r) => ({ Reason: r.reason, Count: Number(r.n) })),
  };
}
