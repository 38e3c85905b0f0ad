/**
 * Who may read and write maintenance orders and which ones: the role families of the maintenance
 * routes and the OrderScope of a caller, read from their company, supplier, crew and region links.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import {
  ROLES,
  RoleName,
  isLessorRole,
  isSupplierRole,
  type RoleNameValue,
} from '../../../../src/domain/roles';
import { reviewSideOfRole } from '../../../../src/domain/maintenance';
import type { OrderScope } from '../../adapters/erp';
import type { AuthSession, UserLinks } from '../../api/types';
import type { Db } from '../../db/client';
import { roles, suppliers, userCompany, userCrew, userRegion, userSupplier } from '../../db/schema';

/** Operator staff: every order of their companies (all companies for CompanyAll roles). */
export const OPERATOR_STAFF: readonly RoleNameValue[] = [
  RoleName.Developer,
  RoleName.Administrador,
  RoleName.Visualizar,
  RoleName.Mantenimiento,
];

/** Lessors and suppliers, and the fixed / variable maintenance accounts acting for a lessor. */
export const ORDER_PARTIES: readonly RoleNameValue[] = ROLES.map((r) => r.name).filter(
  (name) =>
    isLessorRole(name) ||
    isSupplierRole(name) ||
    name.startsWith('Mantenimiento Fijo') ||
    name.startsWith('Mantenimiento Variable') ||
    name === RoleName.Todos,
);

/** Everyone who may read maintenance orders: staff, parties and crews. */
export const MAINTENANCE_READERS: readonly RoleNameValue[] = [
  ...OPERATOR_STAFF,
  ...ORDER_PARTIES,
  RoleName.CuadrillaMantenimiento,
];

/** Readers who write a side of the review: everyone but Visualizar. */
export const REVIEW_WRITERS: readonly RoleNameValue[] = MAINTENANCE_READERS.filter(
  (r) => reviewSideOfRole(r) !== null,
);

/** The lessor side (Pr): lessors, suppliers, lessor-side maintenance and crews. */
export const LESSOR_SIDE: readonly RoleNameValue[] = MAINTENANCE_READERS.filter(
  (r) => reviewSideOfRole(r) === 'Pr',
);

/** The operator side (Tl): operator maintenance staff, administrators and developers. */
export const OPERATOR_SIDE: readonly RoleNameValue[] = MAINTENANCE_READERS.filter(
  (r) => reviewSideOfRole(r) === 'Tl',
);

const isStaff = (role: string) => (OPERATOR_STAFF as readonly string[]).includes(role);

/**
 * The orders a caller may see. Staff: their companies (every one for CompanyAll roles) and their
 * regions when they have any. Crews: the orders of their crews. Parties: the orders whose LIFNR is
 * one of their active lessors / suppliers. Everyone else: nothing. From the links read with the
 * session (api/session-first.ts), else in one statement of its own.
 */
export async function orderScopeOf(db: Db, auth: AuthSession): Promise<OrderScope> {
  return scopeFromLinks(auth.roleName, auth.links ?? (await readLinks(db, auth)));
}

/** The user's links, in one round trip: the role's CompanyAll flag and every link list. */
async function readLinks(db: Db, auth: AuthSession): Promise<UserLinks | null> {
  const codes = (select: SQL) => sql<string[]>`coalesce(array(${select})::text[], '{}')`;
  const [links] = await db
    .select({
      companyAll: roles.companyAll,
      companies: codes(
        sql`select ${userCompany.companyCode} from ${userCompany} where ${userCompany.userId} = ${auth.userId}`,
      ),
      regions: codes(
        sql`select ${userRegion.regionCode} from ${userRegion} where ${userRegion.userId} = ${auth.userId}`,
      ),
      crews: codes(
        sql`select ${userCrew.crewCode} from ${userCrew} where ${userCrew.userId} = ${auth.userId}`,
      ),
      lifnrs: codes(
        sql`select ${suppliers.code} from ${userSupplier} inner join ${suppliers} on ${suppliers.id} = ${userSupplier.supplierId} where ${userSupplier.userId} = ${auth.userId} and ${suppliers.active}`,
      ),
    })
    .from(roles)
    .where(eq(roles.id, auth.roleId));
  return links ?? null;
}

/** The scope a role's links give (the lists a role does not use are ignored). */
export function scopeFromLinks(roleName: string, links: UserLinks | null): OrderScope {
  if (!links) return { companies: [], lifnrs: [], crews: [], regions: [] };
  const { companyAll, companies, regions, crews, lifnrs } = links;
  if (isStaff(roleName)) {
    if (companyAll) return { companies: null, lifnrs: null, crews: null, regions: null };
    return { companies, lifnrs: null, crews: null, regions: regions.length > 0 ? regions : null };
  }
  if (roleName === RoleName.CuadrillaMantenimiento) {
    return { companies, lifnrs: null, crews, regions: null };
  }
  if ((ORDER_PARTIES as readonly string[]).includes(roleName)) {
    return { companies, lifnrs, crews: null, regions: null };
  }
  return { companies: [], lifnrs: [], crews: [], regions: [] };
}
