/**
 * api/event 20 with Entity 'Statement' (spec 3 §2.4 log: date, action, author): a communiqué's
 * history, newest first, deleted communiqués included (the log is what remains of them).
 */
import { eq } from 'drizzle-orm';
import type { EventListResponse } from '../../../../src/protocol/user-admin';
import { authOf, ok, refuse, type ApiContext, type RouteReply } from '../../api/types';
import { statements } from '../../db/schema';
import { historyOf } from '../event/history';
import { STATEMENT_ADMIN_READERS, STATEMENT_RESOURCE } from './access';

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
  return ok({ List: await historyOf(ctx.deps.db, String(target.id), { is: STATEMENT_RESOURCE }) });
}
