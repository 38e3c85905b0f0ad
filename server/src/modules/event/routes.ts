/**
 * api/event 20 (spec 1 §2.8 event log, §3 Event): the audit history of one user, newest first,
 * for whoever may see that user in user administration. A user they cannot see answers as
 * missing, so the history of other organisations' users stays closed.
 */
import { desc, eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import { EventListRequest, EventListResponse } from '../../../../src/protocol/user-admin';
import { mayViewUser } from '../../../../src/domain/user-admin';
import { defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { auditEvents } from '../../db/schema';
import { USER_ADMIN_READERS, actorOf, isReply, loadUserLinks } from '../user/scope';

/** The longest history one answer carries; older events stay in the log. */
const MAX_EVENTS = 1000;

export const eventRoutes: ApiRoute[] = [
  defineRoute({
    name: 'event',
    actionId: ActionId.ListFiltered,
    access: USER_ADMIN_READERS,
    request: EventListRequest,
    response: EventListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const ref = ctx.input.Filter.ReferenceId.trim();
      const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
      const target = id === null ? null : await loadUserLinks(ctx.deps.db, id);
      if (!target || !mayViewUser(actor, target)) return refuse('userNotFound', ctx.lang, 404);
      const rows = await ctx.deps.db
        .select({
          date: auditEvents.date,
          actionId: auditEvents.actionId,
          userDisplayName: auditEvents.userDisplayName,
        })
        .from(auditEvents)
        .where(eq(auditEvents.referenceId, String(target.id)))
        .orderBy(desc(auditEvents.date), desc(auditEvents.id))
        .limit(MAX_EVENTS);
      return ok({
        List: rows.map((r) => ({
          ReferenceId: String(target.id),
          Date: r.date.toISOString(),
          ActionId: r.actionId,
          UserDisplayName: r.userDisplayName,
        })),
      });
    },
  }),
];
