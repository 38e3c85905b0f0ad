/**
 * api/role (spec 1 §7 Other): 21 one role by Id or name, 10 the roles the caller sees in user
 * administration (their visible roles, narrowed by Filter.Name), each with its RoleOption and
 * whether the caller may assign it. A role outside what the caller sees answers as missing.
 */
import { asc, inArray } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  RoleListRequest,
  RoleListResponse,
  type RoleRecord,
  RoleViewRequest,
  RoleViewResponse,
} from '../../../../src/protocol/user-admin';
import { mayAssignRole, visibleRoleNames } from '../../../../src/domain/user-admin';
import { defineRoute, ok, refuse, type ApiRoute } from '../../api/types';
import { roles } from '../../db/schema';
import { USER_ADMIN_READERS, actorOf, isReply } from '../user/scope';

const toRecord = (r: typeof roles.$inferSelect, actorRole: string): RoleRecord => ({
  Id: r.id,
  Name: r.name,
  CompanyAll: r.companyAll,
  RoleOption: {
    SelectSupplier: r.selectSupplier,
    SelectCrew: r.selectCrew,
    SelectRegion: r.selectRegion,
  },
  Assignable: mayAssignRole(actorRole, r.name),
});

/** The roles a caller sees: those of their user search, and their own. */
const seenRoles = (actorRole: string) => [
  ...new Set([...visibleRoleNames(actorRole, 'search'), actorRole]),
];

export const roleRoutes: ApiRoute[] = [
  defineRoute({
    name: 'role',
    actionId: ActionId.ListAll,
    access: USER_ADMIN_READERS,
    request: RoleListRequest,
    response: RoleListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const name = ctx.input.Filter?.Name?.trim().toLowerCase() ?? '';
      // Filter.Company does not narrow roles: every role exists in every company.
      const rows = await ctx.deps.db
        .select()
        .from(roles)
        .where(inArray(roles.name, seenRoles(actor.roleName)))
        .orderBy(asc(roles.name));
      const list = rows
        .filter((r) => name === '' || r.name.toLowerCase().includes(name))
        .map((r) => toRecord(r, actor.roleName));
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'role',
    actionId: ActionId.View,
    access: USER_ADMIN_READERS,
    request: RoleViewRequest,
    response: RoleViewResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const { Id, Role } = ctx.input;
      if (Id === null && !Role?.trim()) return refuse('roleNotFound', ctx.lang, 404);
      const rows = await ctx.deps.db
        .select()
        .from(roles)
        .where(inArray(roles.name, seenRoles(actor.roleName)));
      const found = rows.find((r) =>
        Id !== null ? r.id === Id : r.name.toLowerCase() === Role!.trim().toLowerCase(),
      );
      if (!found) return refuse('roleNotFound', ctx.lang, 404);
      return ok({ Role: toRecord(found, actor.roleName) });
    },
  }),
];
