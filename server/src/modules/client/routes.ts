/**
 * api/client 10: the client selector's list. Administrators get every client; a principal client
 * with child clients gets its active children; anybody else is refused with 403.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  type ClientItem,
  ClientListRequest,
  ClientListResponse,
  ClientType,
} from '../../../../src/protocol/client';
import { isAdministrator } from '../../../../src/domain/roles';
import { authOf, defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { clients, users } from '../../db/schema';

const toItem = (c: typeof clients.$inferSelect): ClientItem => ({
  Code: c.code,
  ChildCode: c.childCode,
  CompanyId: c.companyCode,
  Active: c.active,
  Type: c.type === ClientType.Associated ? ClientType.Associated : ClientType.Principal,
});

export const clientRoutes: ApiRoute[] = [
  defineRoute({
    name: 'client',
    actionId: ActionId.ListAll,
    access: 'user',
    request: ClientListRequest,
    response: ClientListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const auth = authOf(ctx);
      if (isAdministrator(auth.roleName)) {
        const all = await db
          .select()
          .from(clients)
          .orderBy(asc(clients.code), asc(clients.childCode));
        return ok({ List: all.map(toItem) });
      }
      const [me] = await db
        .select({ parent: users.clientParentId, child: users.clientChildId })
        .from(users)
        .where(eq(users.id, auth.userId));
      const children =
        me?.parent && !me.child
          ? await db
              .select()
              .from(clients)
              .where(
                and(
                  eq(clients.code, me.parent),
                  eq(clients.type, ClientType.Associated),
                  isNotNull(clients.childCode),
                  eq(clients.active, true),
                ),
              )
              .orderBy(asc(clients.childCode))
          : [];
      if (children.length === 0) return refuse('forbidden', ctx.lang, 403);
      return ok({ List: children.map(toItem) });
    },
  }),
];
