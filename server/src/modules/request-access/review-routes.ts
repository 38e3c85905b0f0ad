/**
 * The administrators' review of access requests held because the typed e-mail is not the one the
 * ERP holds for the partner (the Solicitudes de acceso page, beside Notificaciones):
 * api/AccessRequest 20 lists them (pending by default, oldest first), 31 approves one (the partner
 * is validated again, the account opened as the request would have and the activation mailed to
 * the typed e-mail) or rejects it. Each decision is audited; a request is decided once.
 */
import { and, asc, eq } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import {
  AccessRequestDecideRequest,
  AccessRequestDecideResponse,
  AccessRequestListRequest,
  AccessRequestListResponse,
  type AccessRequestRow,
} from '../../../../src/protocol/request-access';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { accessRequests } from '../../db/schema';
import { portalOrigin } from '../account/outbox';
import { recordAudit } from '../audit/record';
import { embeddedBusinessPartners } from './business-partner';
import { openPartnerAccount } from './partner-account';

const ADMINS = [RoleName.Administrador, RoleName.Developer] as const;
/** The most rows one list answers. */
const LIST_LIMIT = 200;

type Row = typeof accessRequests.$inferSelect;

function wire(r: Row): AccessRequestRow {
  return {
    Id: r.id,
    Type: r.bpType,
    TIN: r.tin,
    PartnerId: r.partnerId,
    PartnerName: r.partnerName,
    SiteId: r.siteId,
    Email: r.email,
    ErpEmail: r.erpEmail,
    Status: r.status,
    Created: r.createdAt.toISOString(),
    Decided: r.decidedAt?.toISOString() ?? null,
    DecidedBy: r.decidedBy,
  };
}

export const accessReviewRoutes: ApiRoute[] = [
  defineRoute({
    name: 'AccessRequest',
    actionId: ActionId.ListFiltered,
    access: ADMINS,
    request: AccessRequestListRequest,
    response: AccessRequestListResponse,
    handler: async (ctx) => {
      const status = ctx.input.Filter.Status ?? 'pending';
      const rows = await ctx.deps.db
        .select()
        .from(accessRequests)
        .where(eq(accessRequests.status, status))
        .orderBy(asc(accessRequests.createdAt), asc(accessRequests.id))
        .limit(LIST_LIMIT + 1);
      return ok({
        List: rows.slice(0, LIST_LIMIT).map(wire),
        Truncated: rows.length > LIST_LIMIT,
      });
    },
  }),
  defineRoute({
    name: 'AccessRequest',
    actionId: ActionId.Update,
    access: ADMINS,
    request: AccessRequestDecideRequest,
    response: AccessRequestDecideResponse,
    handler: async (ctx) => {
      const { db, log } = ctx.deps;
      const auth = authOf(ctx);
      const now = ctx.deps.now();
      const { Id, Approve } = ctx.input;
      const [found] = await db.select().from(accessRequests).where(eq(accessRequests.id, Id));
      if (!found) return refuse('accessRequestNotFound', ctx.lang, 404);
      // Taken by this decision alone: a second administrator deciding at the same time finds it
      // decided.
      const [taken] = await db
        .update(accessRequests)
        .set({
          status: Approve ? 'approved' : 'rejected',
          decidedAt: now,
          decidedBy: auth.userName,
        })
        .where(and(eq(accessRequests.id, Id), eq(accessRequests.status, 'pending')))
        .returning();
      if (!taken) {
        const by = found.decidedBy ?? '—';
        return {
          status: 409,
          body: {
            Result: false,
            Message: message('accessRequestNotPending', ctx.lang, { user: by }),
          },
        };
      }
      const audit = {
        actionId: ActionId.Update,
        resource: 'AccessRequest',
        userId: auth.userId,
        userDisplayName: auth.userDisplayName,
        target: taken.tin,
        referenceId: taken.id,
        date: now,
      };
      const undo = () =>
        db
          .update(accessRequests)
          .set({ status: 'pending', decidedAt: null, decidedBy: null })
          .where(eq(accessRequests.id, Id));
      if (!Approve) {
        await recordAudit(db, log, { ...audit, detail: { outcome: 'rejected' } });
        return ok({ Message: message('accessRequestRejected', ctx.lang), Request: wire(taken) });
      }
      const bp = await embeddedBusinessPartners(db).validate(
        {
          tin: taken.tin,
          lifnr: taken.partnerId,
          funct_loc: taken.siteId,
          bp_type: taken.bpType,
        },
        ctx.lang,
      );
      if (!bp.SUCCESS) {
        await undo();
        return { status: 200, body: { Result: false, Message: bp.MESSAGE } };
      }
      const opened = await openPartnerAccount(db, log, {
        type: taken.bpType,
        bp,
        email: taken.email,
        lang: taken.lang,
        now,
        origin: portalOrigin(ctx.deps.env),
        hours: ctx.deps.env.TEMPORARY_PASSWORD_HOURS,
      });
      if (opened.kind !== 'created') {
        await undo();
        return refuse(
          opened.kind === 'exists'
            ? 'requestAccessUserExists'
            : opened.kind === 'notSupplier'
              ? 'mainLoginRequestAccessAlertNotSupplier'
              : 'requestAccessUserNotCreated',
          ctx.lang,
        );
      }
      const [done] = await db
        .update(accessRequests)
        .set({ userId: opened.userId })
        .where(eq(accessRequests.id, Id))
        .returning();
      await recordAudit(db, log, {
        ...audit,
        detail: { outcome: 'approved', userId: opened.userId, supplier: opened.supplierCode },
      });
      return ok({
        Message: message('accessRequestApproved', ctx.lang, {
          user: taken.tin,
          email: taken.email,
        }),
        Request: wire(done ?? taken),
      });
    },
  }),
];
