/**
 * The user dialog's selector lists (spec 1 §7 Other, spec 3 §7.3 and §7.5): api/Supplier 10,
 * api/Crew 10 and api/Region 10. Read-only and scoped like the rest of user administration: a
 * caller gets only what saving a user would let them assign (api/user 11 checks the same), so an
 * id or code in the filter never reaches another organisation's lessors, suppliers or crews.
 */
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { regionsWithinActor } from '../../../../src/domain/user-admin';
import { ActionId } from '../../../../src/protocol/envelope';
import {
  CrewListRequest,
  CrewListResponse,
  type CrewOption,
  RegionListRequest,
  RegionListResponse,
  type RegionOption,
  SELECTOR_LIST_CAP,
  SupplierListRequest,
  SupplierListResponse,
  type SupplierOption,
} from '../../../../src/protocol/user-admin-lists';
import { defineRoute, ok, type ApiRoute } from '../../api/types';
import type { Db } from '../../db/client';
import { crews, regions, supplierCompany, suppliers } from '../../db/schema';
import { USER_ADMIN_READERS, actorOf, isReply, type Actor } from '../user/scope';

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const trimmed = (list: readonly string[] | null | undefined) => [
  ...new Set((list ?? []).map((c) => c.trim()).filter((c) => c !== '')),
];

/** The supplier rows a caller may assign: every active one for all-company roles, else their own. */
function supplierScope(actor: Actor): SQL | undefined {
  if (actor.companyAll) return eq(suppliers.active, true);
  // A caller with no lessor / supplier of their own (a client, say) may assign none.
  if (actor.suppliers.length === 0) return eq(suppliers.id, -1);
  return and(eq(suppliers.active, true), inArray(suppliers.code, [...actor.suppliers]));
}

async function assignableSuppliers(
  db: Db,
  actor: Actor,
  where: (SQL | undefined)[],
): Promise<(typeof suppliers.$inferSelect)[]> {
  return db
    .select()
    .from(suppliers)
    .where(and(supplierScope(actor), ...where))
    .orderBy(asc(suppliers.code))
    .limit(SELECTOR_LIST_CAP);
}

export const userListRoutes: ApiRoute[] = [
  defineRoute({
    name: 'Supplier',
    actionId: ActionId.ListAll,
    access: USER_ADMIN_READERS,
    request: SupplierListRequest,
    response: SupplierListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const { db } = ctx.deps;
      const f = ctx.input.Filter;
      const where: (SQL | undefined)[] = [];
      const text = f?.Text?.trim();
      if (text)
        where.push(or(ilike(suppliers.code, like(text)), ilike(suppliers.name, like(text))));
      if (f?.Code?.trim()) where.push(ilike(suppliers.code, like(f.Code.trim())));
      if (f?.Name?.trim()) where.push(ilike(suppliers.name, like(f.Name.trim())));
      const company = trimmed(f?.Company);
      if (company.length > 0) {
        where.push(
          inArray(
            suppliers.id,
            db
              .select({ id: supplierCompany.supplierId })
              .from(supplierCompany)
              .where(inArray(supplierCompany.companyCode, company)),
          ),
        );
      }
      const rows = await assignableSuppliers(db, actor, where);
      const list: SupplierOption[] = rows.map((s) => ({
        Id: s.id,
        Code: s.code,
        Name: s.name,
        TIN: s.tin,
        IsLessor: s.isLessor,
        IsSupplier: s.isSupplier,
      }));
      return ok({ List: list });
    },
  }),
  defineRoute({
    name: 'Crew',
    actionId: ActionId.ListAll,
    access: USER_ADMIN_READERS,
    request: CrewListRequest,
    response: CrewListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const { db } = ctx.deps;
      const f = ctx.input.Filter;
      const wantedSuppliers = trimmed(f?.Supplier);
      // Crews belong to a supplier: without one chosen there is nothing to pick from.
      if (wantedSuppliers.length === 0) return ok({ ListS: [] });
      const own = await assignableSuppliers(db, actor, [inArray(suppliers.code, wantedSuppliers)]);
      if (own.length === 0) return ok({ ListS: [] });
      const codeOf = new Map(own.map((s) => [s.id, s.code]));
      let companyCodes = trimmed(f?.Company);
      if (!actor.companyAll) {
        companyCodes =
          companyCodes.length === 0
            ? [...actor.companies]
            : companyCodes.filter((c) => actor.companies.includes(c));
        if (companyCodes.length === 0) return ok({ ListS: [] });
      }
      const rows = await db
        .select()
        .from(crews)
        .where(
          and(
            eq(crews.active, true),
            inArray(crews.supplierId, [...codeOf.keys()]),
            companyCodes.length > 0 ? inArray(crews.companyCode, companyCodes) : undefined,
          ),
        )
        .orderBy(asc(crews.code))
        .limit(SELECTOR_LIST_CAP);
      const list: CrewOption[] = rows.map((c) => ({
        Code: c.code,
        Name: c.name,
        CompanyCode: c.companyCode,
        SupplierCode: c.supplierId === null ? null : (codeOf.get(c.supplierId) ?? null),
        RegionCode: c.regionCode,
      }));
      return ok({ ListS: list });
    },
  }),
  defineRoute({
    name: 'Region',
    actionId: ActionId.ListAll,
    access: USER_ADMIN_READERS,
    request: RegionListRequest,
    response: RegionListResponse,
    handler: async (ctx) => {
      const actor = await actorOf(ctx);
      if (isReply(actor)) return actor;
      const rows = await ctx.deps.db
        .select()
        .from(regions)
        .where(eq(regions.active, true))
        .orderBy(asc(regions.code));
      // The same rule api/user 11 applies: a caller limited to regions assigns only those.
      const list: RegionOption[] = rows
        .filter((r) => regionsWithinActor(actor, [r.code]))
        .map((r) => ({ Code: r.code, Name: r.name }));
      return ok({ List: list });
    },
  }),
];
