/**
 * The user table of api/user 10 and 20: the rows the actor may see (their visible roles, inside
 * their companies, suppliers and client), narrowed by the search filter, one page at a time, with
 * the count per role name and the pencil of each row.
 */
import {
  and,
  asc,
  count,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  not,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import { RoleName, isClientRole, roleByName } from '../../../../src/domain/roles';
import { listCompanyFilter, mayEditRow, visibleRoleNames } from '../../../../src/domain/user-admin';
import type { UserRow, UserSearchFilter } from '../../../../src/protocol/user-admin';
import type { Db } from '../../db/client';
import { roles, suppliers, userCompany, userSupplier, users } from '../../db/schema';
import type { Actor } from './scope';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The organisation part of the scope, as SQL over `users` (see domain withinOrganisation). */
export function organisationCondition(db: Db, actor: Actor): SQL | undefined {
  if (actor.companyAll) return undefined;
  if (actor.companies.length === 0) return sql`false`;
  const anyCompany = db
    .select({ one: sql`1` })
    .from(userCompany)
    .where(eq(userCompany.userId, users.id));
  const foreignCompany = db
    .select({ one: sql`1` })
    .from(userCompany)
    .where(
      and(
        eq(userCompany.userId, users.id),
        notInArray(userCompany.companyCode, [...actor.companies]),
      ),
    );
  const companies = and(exists(anyCompany), not(exists(foreignCompany)));
  if (isClientRole(actor.roleName)) {
    return actor.clientParentId === null
      ? sql`false`
      : and(companies, eq(users.clientParentId, actor.clientParentId));
  }
  if (actor.suppliers.length === 0) return sql`false`;
  const anySupplier = db
    .select({ one: sql`1` })
    .from(userSupplier)
    .where(eq(userSupplier.userId, users.id));
  const foreignSupplier = db
    .select({ one: sql`1` })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(
      and(eq(userSupplier.userId, users.id), notInArray(suppliers.code, [...actor.suppliers])),
    );
  return and(companies, exists(anySupplier), not(exists(foreignSupplier)));
}

function filterConditions(db: Db, f: UserSearchFilter | null): SQL[] {
  if (!f) return [];
  const out: SQL[] = [];
  if (f.UserName?.trim()) out.push(ilike(users.userName, contains(f.UserName)));
  if (f.Name?.trim()) out.push(ilike(users.name, contains(f.Name)));
  if (f.Email?.trim()) out.push(ilike(users.email, contains(f.Email)));
  if (f.Active !== null) out.push(eq(users.active, f.Active));
  if (f.RoleId !== null) out.push(eq(users.roleId, f.RoleId));
  // The from and until dates bound the last modification the table shows (both days included).
  if (f.StartDate) out.push(gte(users.modifiedDate, new Date(`${f.StartDate}T00:00:00Z`)));
  if (f.EndDate) {
    const end = new Date(`${f.EndDate}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    out.push(lt(users.modifiedDate, end));
  }
  if (f.CompanyId?.trim()) {
    const code = f.CompanyId.trim();
    out.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userCompany)
          .where(and(eq(userCompany.userId, users.id), eq(userCompany.companyCode, code))),
      ),
    );
  }
  if (f.SupplierId?.trim()) {
    const code = f.SupplierId.trim().padStart(10, '0');
    out.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userSupplier)
          .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
          .where(and(eq(userSupplier.userId, users.id), eq(suppliers.code, code))),
      ),
    );
  }
  return out;
}

export interface ListQuery {
  mode: 'list' | 'search';
  filter: UserSearchFilter | null;
  page: number;
  /** 0 means every row. */
  pageSize: number;
  now: Date;
}

export interface ListAnswer {
  List: UserRow[];
  Groups: { RoleName: string; Count: number }[];
  Total: number;
  Page: number;
  PageSize: number;
}

export async function listUsers(db: Db, actor: Actor, q: ListQuery): Promise<ListAnswer> {
  const roleIds = visibleRoleNames(actor.roleName, q.mode)
    .map((name) => roleByName(name)?.id)
    .filter((id): id is number => id !== undefined);
  const company = listCompanyFilter(actor);
  const where = and(
    inArray(users.roleId, roleIds),
    organisationCondition(db, actor),
    ...(company
      ? [
          exists(
            db
              .select({ one: sql`1` })
              .from(userCompany)
              .where(and(eq(userCompany.userId, users.id), eq(userCompany.companyCode, company))),
          ),
        ]
      : []),
    ...filterConditions(db, q.filter),
  );

  const groups = await db
    .select({ RoleName: roles.name, Count: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .groupBy(roles.name)
    .orderBy(asc(roles.name));
  const total = groups.reduce((n, g) => n + g.Count, 0);

  const base = db
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      roleName: roles.name,
      active: users.active,
      lockedOut: sql<boolean>`(${users.lockoutEnabled} and ${gt(users.lockoutEnd, q.now)} is true)`,
      companyCode: users.companyCode,
      createdByAdmin: users.createdByAdmin,
      modifiedDate: users.modifiedDate,
      modifiedBy: users.modifiedBy,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .orderBy(asc(roles.name), asc(users.userName))
    .$dynamic();
  const rows =
    q.pageSize === 0 ? await base : await base.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  // The suppliers of the page's rows only, in a second query: as a column of the query above they
  // were computed for every matching row before the page was cut.
  const supplierCodes = await suppliersOfUsers(
    db,
    rows.map((r) => r.id),
  );

  return {
    List: rows.map((r) => ({
      Id: r.id,
      UserName: r.userName,
      Name: r.name,
      Email: r.email,
      RoleId: r.roleId,
      RoleName: r.roleName,
      Active: r.active,
      LockedOut: r.lockedOut,
      CompanyCode: r.companyCode,
      SupplierUser: (supplierCodes.get(r.id) ?? []).map((Code) => ({ Code })),
      CreatedByAdmin: r.createdByAdmin,
      ModifiedDate: r.modifiedDate.toISOString(),
      ModifiedBy: r.modifiedBy,
      Editable: rowEditable(actor, r.id, r.roleName),
    })),
    Groups: groups,
    Total: total,
    Page: q.pageSize === 0 ? 1 : q.page,
    PageSize: q.pageSize,
  };
}

/** The supplier codes of each of the users, in code order. */
async function suppliersOfUsers(db: Db, ids: number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (ids.length === 0) return out;
  const links = await db
    .select({ userId: userSupplier.userId, code: suppliers.code })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(inArray(userSupplier.userId, ids))
    .orderBy(asc(suppliers.code));
  for (const link of links) {
    const list = out.get(link.userId) ?? [];
    list.push(link.code);
    out.set(link.userId, list);
  }
  return out;
}

/** The pencil: the role rule, and an administrator never edits their own record here. */
export function rowEditable(actor: Actor, userId: number, roleName: string): boolean {
  if (userId === actor.id && actor.roleName === RoleName.Administrador) return false;
  return mayEditRow(actor, roleName);
}
