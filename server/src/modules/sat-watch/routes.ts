/**
 * The SAT watch's calls: SatAlerts 20 lists the changes the re-check found, SatAlerts 31
 * acknowledges one (audited), SatRecheck 11 runs one pass now (how the end-to-end tests and an
 * administrator who cannot wait for the timer trigger it), all for administrators (the
 * "Notificaciones" entry's module, AdminSystem); NotificationPreferences 21 / 31 read and save the
 * caller's own notice preferences (audited), for every full session. SatDemoStatus 31 (demo only:
 * with the embedded tax authority; 404 otherwise, like DemoInvoice) sets a CFDI's state in the
 * embedded registry, so administrators and the end-to-end tests can cancel one and watch the
 * re-check find it.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  NOTICE_KINDS,
  NotificationPreferencesRequest,
  NotificationPreferencesResponse,
  NotificationPreferencesUpdateRequest,
  SatAlertAcknowledgeRequest,
  SatAlertAcknowledgeResponse,
  SatAlertsRequest,
  SatAlertsResponse,
  SatDemoStatusRequest,
  SatDemoStatusResponse,
  SatRecheckRequest,
  SatRecheckResponse,
  type NoticeKind,
  type SatAlert,
} from '../../../../src/protocol/sat-watch';
import { message } from '../../../../src/protocol/messages';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import {
  erpInvoices,
  notificationPreferences,
  satCfdiRegistry,
  satAlerts,
  satWatchRuns,
  suppliers,
  users,
} from '../../db/schema';
import { satConfigFrom } from '../../adapters/sat';
import { recheckOptionsFrom } from '../../jobs/sat-recheck';
import { recordAudit } from '../audit/record';
import { runSatRecheck } from './recheck';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;
/** The alerts one call lists at most (newest first). */
export const SAT_ALERTS_LIMIT = 500;

async function alertRows(db: Db, where: ReturnType<typeof and>): Promise<SatAlert[]> {
  const rows = await db
    .select({
      a: satAlerts,
      i: {
        bukrs: erpInvoices.bukrs,
        lifnr: erpInvoices.lifnr,
        belnr: erpInvoices.belnr,
        gjahr: erpInvoices.gjahr,
        xblnr: erpInvoices.xblnr,
        uuid: erpInvoices.uuid,
      },
      partner: suppliers.name,
      by: users.name,
    })
    .from(satAlerts)
    .innerJoin(erpInvoices, eq(erpInvoices.id, satAlerts.invoiceId))
    .leftJoin(suppliers, eq(suppliers.code, erpInvoices.lifnr))
    .leftJoin(users, eq(users.id, satAlerts.acknowledgedBy))
    .where(where)
    .orderBy(desc(satAlerts.detectedAt), desc(satAlerts.id))
    .limit(SAT_ALERTS_LIMIT);
  return rows.map(({ a, i, partner, by }) => ({
    Id: a.id,
    BUKRS: i.bukrs,
    LIFNR: i.lifnr,
    PartnerName: partner ?? '',
    BELNR: i.belnr,
    GJAHR: i.gjahr,
    XBLNR: i.xblnr,
    UUID: i.uuid,
    Kind: a.kind,
    OldValue: a.oldValue,
    NewValue: a.newValue,
    Detected: a.detectedAt.toISOString(),
    Acknowledged: a.acknowledgedAt?.toISOString() ?? null,
    AcknowledgedBy: a.acknowledgedAt ? (by ?? '') : null,
  }));
}

/** The caller's preferences: every kind, on unless turned off. */
async function preferencesOf(db: Db, userId: number) {
  const [row] = await db
    .select({ disabled: notificationPreferences.disabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const off = new Set(row?.disabled ?? []);
  return NOTICE_KINDS.map((Kind) => ({ Kind, Enabled: !off.has(Kind) }));
}

export const satWatchRoutes: ApiRoute[] = [
  defineRoute({
    name: 'SatAlerts',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: SatAlertsRequest,
    response: SatAlertsResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const pending = ctx.input.Filter?.Pending ?? false;
      const List = await alertRows(db, and(pending ? isNull(satAlerts.acknowledgedAt) : undefined));
      const [last] = await db
        .select({ at: satWatchRuns.finishedAt })
        .from(satWatchRuns)
        .where(sql`${satWatchRuns.finishedAt} is not null`)
        .orderBy(desc(satWatchRuns.finishedAt))
        .limit(1);
      return ok({ List, LastRun: last?.at?.toISOString() ?? null });
    },
  }),
  defineRoute({
    name: 'SatAlerts',
    actionId: ActionId.Update,
    access: ADMINS,
    request: SatAlertAcknowledgeRequest,
    response: SatAlertAcknowledgeResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const id = ctx.input.Id;
      const now = ctx.deps.now();
      const updated = await db
        .update(satAlerts)
        .set({ acknowledgedAt: now, acknowledgedBy: auth.userId })
        .where(and(eq(satAlerts.id, id), isNull(satAlerts.acknowledgedAt)))
        .returning({ id: satAlerts.id });
      const [alert] = await alertRows(db, and(eq(satAlerts.id, id)));
      if (!alert) return refuse('satAlertNotFound', ctx.lang, 404, { Alert: null });
      if (updated.length > 0)
        await recordAudit(db, log, {
          actionId: ActionId.Update,
          resource: 'SatAlerts',
          userId: auth.userId,
          userDisplayName: auth.userDisplayName,
          target: `${alert.BUKRS} ${alert.BELNR}/${alert.GJAHR}`,
          detail: { alertId: id, kind: alert.Kind, from: alert.OldValue, to: alert.NewValue },
          date: now,
        });
      return ok({ Message: message('satAlertAcknowledged', ctx.lang), Alert: alert });
    },
  }),
  defineRoute({
    name: 'SatRecheck',
    actionId: ActionId.Insert,
    access: ADMINS,
    request: SatRecheckRequest,
    response: SatRecheckResponse,
    handler: async (ctx) => {
      const { db, env, sat, log } = ctx.deps;
      const auth = authOf(ctx);
      const s = await runSatRecheck({
        ...recheckOptionsFrom(db, env, () => ctx.deps.now(), sat),
        // A stopping instance ends the pass at a safe point and frees its lease.
        ...(ctx.deps.drain && { signal: ctx.deps.drain }),
      });
      if (!s) return refuse('satRecheckBusy', ctx.lang, 409, { Summary: null });
      const Summary = {
        Checked: s.checked,
        Calls: s.calls,
        Changes: s.changes,
        Failures: s.failures,
        PaidNotices: s.paidNotices,
        ElapsedMs: s.elapsedMs,
      };
      await recordAudit(db, log, {
        actionId: ActionId.Insert,
        resource: 'SatRecheck',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        detail: Summary,
        date: ctx.deps.now(),
      });
      return ok({ Summary });
    },
  }),
  defineRoute({
    name: 'NotificationPreferences',
    actionId: ActionId.View,
    access: 'user',
    request: NotificationPreferencesRequest,
    response: NotificationPreferencesResponse,
    handler: async (ctx) => ok({ List: await preferencesOf(ctx.deps.db, authOf(ctx).userId) }),
  }),
  defineRoute({
    name: 'NotificationPreferences',
    actionId: ActionId.Update,
    access: 'user',
    request: NotificationPreferencesUpdateRequest,
    response: NotificationPreferencesResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const now = ctx.deps.now();
      const before = await preferencesOf(db, auth.userId);
      const asked = new Map(ctx.input.List.map((p) => [p.Kind, p.Enabled]));
      // A kind the request leaves out keeps its current setting.
      const disabled: NoticeKind[] = before
        .filter((p) => !(asked.get(p.Kind) ?? p.Enabled))
        .map((p) => p.Kind);
      await db
        .insert(notificationPreferences)
        .values({ userId: auth.userId, disabled, language: ctx.lang, updatedAt: now })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { disabled, language: ctx.lang, updatedAt: now },
        });
      await recordAudit(db, log, {
        actionId: ActionId.Update,
        resource: 'NotificationPreferences',
        referenceId: auth.userId,
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: auth.userName,
        detail: { disabled, language: ctx.lang },
        date: now,
      });
      return ok({
        Message: message('notificationPreferencesSaved', ctx.lang),
        List: await preferencesOf(db, auth.userId),
      });
    },
  }),
  defineRoute({
    name: 'SatDemoStatus',
    actionId: ActionId.Update,
    access: ADMINS,
    request: SatDemoStatusRequest,
    response: SatDemoStatusResponse,
    handler: async (ctx) => {
      const { db, env, log } = ctx.deps;
      if (satConfigFrom(env).mode !== 'embedded') return refuse('notFound', ctx.lang, 404);
      const auth = authOf(ctx);
      const i = ctx.input;
      const uuid = i.UUID.toUpperCase();
      const cancelled = i.Estado === 'Cancelado';
      const updated = await db
        .update(satCfdiRegistry)
        .set({
          estado: i.Estado,
          estatusCancelacion:
            i.EstatusCancelacion ?? (cancelled ? 'Cancelado sin aceptación' : null),
          updatedAt: ctx.deps.now(),
        })
        .where(eq(satCfdiRegistry.uuid, uuid))
        .returning({ uuid: satCfdiRegistry.uuid });
      if (updated.length === 0) return refuse('notFound', ctx.lang, 404);
      await recordAudit(db, log, {
        actionId: ActionId.Update,
        resource: 'SatDemoStatus',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: uuid,
        detail: { estado: i.Estado, estatusCancelacion: i.EstatusCancelacion ?? null },
        date: ctx.deps.now(),
      });
      return ok({});
    },
  }),
];
