/**
 * api/company 10 with Filter (spec 1 §7 Other, spec 3 §7.5): the operator companies the caller
 * works for (every company for roles that see all of them), narrowed by code, name and active.
 */
import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { ActionId } from '../../../../src/protocol/envelope';
import { CompanyListRequest, CompanyListResponse } from '../../../../src/protocol/user-admin';
import { authOf, defineRoute, ok, type ApiRoute } from '../../api/types';
import { companies, roles, userCompany } from '../../db/schema';

export const companyRoutes: ApiRoute[] = [
  defineRoute({
    name: 'company',
    actionId: ActionId.ListAll,
    access: 'user',
    request: CompanyListRequest,
    response: CompanyListResponse,
    handler: async (ctx) => {
      const { db } = ctx.deps;
      const auth = authOf(ctx);
      const [role] = await db
        .select({ companyAll: roles.companyAll })
        .from(roles)
        .where(eq(roles.id, auth.roleId));
      const f = ctx.input.Filter;
      const where: (SQL | undefined)[] = [];
      if (!role?.companyAll) {
        where.push(
          inArray(
            companies.code,
            db
              .select({ code: userCompany.companyCode })
              .from(userCompany)
              .where(eq(userCompany.userId, auth.userId)),
          ),
        );
      }
      if (f?.Code?.trim()) where.push(eq(companies.code, f.Code.trim()));
      if (f?.Name?.trim()) {
        where.push(ilike(companies.name, `%${f.Name.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      }
      if (f && f.Active !== null) where.push(eq(companies.active, f.Active));
      const rows = await db
        .select()
        .from(companies)
        .where(and(...where))
        .orderBy(asc(companies.code));
      return ok({
        List: rows.map((c) => ({ Code: c.code, Name: c.name, TIN: c.tin, Active: c.active })),
      });
    },
  }),
];
