/**
 * api/event 20 with Entity 'Statement' (spec 3 §2.4 log: date, action, author): a communiqué's
 * history, newest first, deleted communiqués included (the log is what remains of them).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { EventListResponse } from '../../../../src/protocol/user-admin';
import { authOf, ok, refuse, type ApiContext, type RouteReply } from '../../api/types';
import { auditEvents, statements } from '../../db/schema';
import { STATEMENT_ADMIN_READERS, STATEMENT_RESOURCE } from './access';

/** The longest history one answer carries; older events stay in the log. */
const MAX_EVENTS = 1000;

export async function statementEvents(
  ctx: ApiContext<{ Filter: { ReferenceId: string } }>,
): Promise<RouteReply<typeof EventListResponse>> {
  if (!(STATEMENT_ADMIN_READERS as readonly string[]).includes(authOf(ctx).roleName))
    return refuse('forbidden', ctx.lang, 403);
  const ref = ctx.input.Filter.ReferenceId.trim();
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [target] =
    id === null
      ? []
      : await ctx.deps.db
          .select({ id: statements.id })
          .from(statements)
          .where(eq(statements.id, id))
          .limit(1);
  if (!target) return refuse('statementNotFound', ctx.lang, 404);
  const rows = await ctx.deps.db
    .select({
      date: auditEvents.date,
      actionId: auditEvents.actionId,
      userDisplayName: auditEvents.userDisplayName,
    })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.referenceId, String(target.id)),
        eq(auditEvents.resource, STATEMENT_RESOURCE),
      ),
    )
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
}
