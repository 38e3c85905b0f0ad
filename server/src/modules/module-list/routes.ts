/**
 * api/Module 10: the module catalogue, read-only, for the user dialog of administrators (only
 * they choose a user's modules, spec 1 §6). Everyone else is refused by the route's access rule.
 */
import { asc } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  ModuleListRequest,
  ModuleListResponse,
  type ModuleRecord,
} from '../../../../src/protocol/user-admin';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import { modules } from '../../db/schema';

export const moduleListRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Module',
    actionId: ActionId.ListAll,
    access: [RoleName.Administrador, RoleName.Developer],
    request: ModuleListRequest,
    response: ModuleListResponse,
    handler: async (ctx) => {
      const rows = await ctx.deps.db.select().from(modules).orderBy(asc(modules.code));
      const list: ModuleRecord[] = rows.map((m) => ({
        Code: m.code,
        Name: m.name,
        Type: m.type,
        Active: m.active,
      }));
      return ok({ List: list });
    },
  }),
];
