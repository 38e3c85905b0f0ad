/**
 * api/event 20 (spec 1 §2.8 event log, §3 Event): the audit history of one user, newest first,
 * for whoever may see that user in user administration. A user they cannot see answers as
 * missing, so the history of other organisations' users stays closed. With Entity 'Supplier'
 * (spec 2 §2 screen 14) it is a supplier's or lessor's history, for the supplier administration.
 */
import { eq } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import { EventListRequest, EventListResponse } from '../../../../src/protocol/user-admin';
import { mayViewUser } from '../../../../src/domain/user-admin';
import {
  authOf,
  defineRoute,
  ok,
  refuse,
  type ApiContext,
  type RouteReply,
  type ApiRoute,
} from '../../api/types';
import { supplierMessage } from '../../../../src/domain/supplier-invoicing';
import { suppliers } from '../../db/schema';
import { SUPPLIER_ADMIN_READERS, SUPPLIER_RESOURCE } from '../supplier-admin/access';
import { STATEMENT_RESOURCE } from '../statement-admin/access';
import { statementEvents } from '../statement-admin/events';
import { historyOf } from './history';
import { CREW_ADMIN_READERS, CREW_RESOURCE, REGION_RESOURCE } from '../crew-admin/access';
import { message, type MessageKey } from '../../../../src/protocol/messages';
import { padClientId } from '../../../../src/domain/customers/customers';
import { CLIENT_ADMINS, CLIENT_RESOURCE } from '../client-admin/access';
import { USER_ADMIN_READERS, actorOf, isReply, loadUserLinks } from '../user/scope';

/** Who may read the history of an entity: user administration's readers, or the supplier's. */
const EVENT_READERS = [
  ...new Set([...USER_ADMIN_READERS, ...SUPPLIER_ADMIN_READERS, ...CREW_ADMIN_READERS]),
];
/** Resources whose reference is no user id: a user's history leaves them out. */
const OTHER_RESOURCES = [
  SUPPLIER_RESOURCE,
  CREW_RESOURCE,
  REGION_RESOURCE,
  STATEMENT_RESOURCE,
  CLIENT_RESOURCE,
];
/** The "does not exist" answer of each history read by code. */
const NOT_FOUND: Partial<Record<string, MessageKey>> = {
  [CREW_RESOURCE]: 'crewNotFound',
  [REGION_RESOURCE]: 'regionNotFound',
  [CLIENT_RESOURCE]: 'clientNotFound',
};

export const eventRoutes: ApiRoute[] = [
  defineRoute({
    name: 'event',
    actionId: ActionId.ListFiltered,
    access: EVENT_READERS,
    request: EventListRequest,
    response: EventListResponse,
    handler: async (ctx) => {
      if (ctx.input.Filter.Entity === SUPPLIER_RESOURCE) return supplierEvents(ctx);
      if (ctx.input.Filter.Entity === STATEMENT_RESOURCE) return statementEvents(ctx);
      if (ctx.input.Filter.Entity === CREW_RESOURCE || ctx.input.Filter.Entity === REGION_RESOURCE)
        return codeEvents(ctx, ctx.input.Filter.Entity, CREW_ADMIN_READERS, (code) =>
          code.toUpperCase(),
        );
      if (ctx.input.Filter.Entity === CLIENT_RESOURCE)
        return codeEvents(ctx, CLIENT_RESOURCE, CLIENT_ADMINS, (code) => padClientId(code) ?? '');
      // A supplier administrator who is no user administrator reads supplier histories only.
      if (!(USER_ADMIN_READERS as readonly string[]).includes(authOf(ctx).roleName))
        return refuse('forbidden', ctx.lang, 403);
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const ref = ctx.input.Filter.ReferenceId.trim();
      const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
      const target = id === null ? null : await loadUserLinks(ctx.deps.db, id);
      if (!target || !mayViewUser(actor, target)) return refuse('userNotFound', ctx.lang, 404);
      // Suppliers', crews', regions', communiqués' and clients' events share the reference
      // column; a user's history leaves them out.
      return ok({
        List: await historyOf(ctx.deps.db, String(target.id), { isNot: OTHER_RESOURCES }),
      });
    },
  }),
];

/** A supplier's or lessor's history (deleted ones included: the log is what remains). */
async function supplierEvents(
  ctx: ApiContext<{ Filter: { ReferenceId: string } }>,
): Promise<RouteReply<typeof EventListResponse>> {
  if (!(SUPPLIER_ADMIN_READERS as readonly string[]).includes(authOf(ctx).roleName))
    return refuse('forbidden', ctx.lang, 403);
  const ref = ctx.input.Filter.ReferenceId.trim();
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  const [target] =
    id === null
      ? []
      : await ctx.deps.db
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(eq(suppliers.id, id))
          .limit(1);
  if (!target)
    return {
      status: 404,
      body: {
        Result: false,
        Message: supplierMessage({ key: 'supplierNotFound', params: {} }, ctx.lang),
      },
    };
  return ok({ List: await historyOf(ctx.deps.db, String(target.id), { is: SUPPLIER_RESOURCE }) });
}

/**
 * A crew's, region's or client's history by its code (deleted ones included: the log is what
 * remains), for that administration's readers; `normal` writes the code as it was audited.
 */
async function codeEvents(
  ctx: ApiContext<{ Filter: { ReferenceId: string } }>,
  resource: string,
  readers: readonly string[],
  normal: (code: string) => string,
): Promise<RouteReply<typeof EventListResponse>> {
  if (!readers.includes(authOf(ctx).roleName)) return refuse('forbidden', ctx.lang, 403);
  const code = normal(ctx.input.Filter.ReferenceId.trim());
  const list = await historyOf(ctx.deps.db, code, { is: resource });
  if (list.length === 0 && code === '')
    return {
      status: 404,
      body: {
        Result: false,
        Message: message(NOT_FOUND[resource] ?? 'regionNotFound', ctx.lang),
      },
    };
  return ok({ List: list });
}
