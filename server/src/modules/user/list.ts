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
import {
  USER_COUNT_LIMIT,
  userListCursor,
  type UserListPlace,
  type UserRow,
  type UserSearchFilter,
} from '../../../../src/protocol/user-admin';
import type { Db } from '../../db/client';
import { roles, suppliers, userCompany, userSupplier, users } from '../../db/schema';
import type { Actor } from './scope';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The organisation part of the scope, as SQL over `users` (see domain withinOrganisation): users
 * with a company and a supplier, every one of them among the actor's. "Has one of the actor's" and
 * "has none outside them" say the same as "has one, and none outside", and let the database start
 * from the actor's few suppliers (user_supplier by supplier_id) instead of from every user.
 */
export function organisationCondition(db: Db, actor: Actor): SQL | undefined {
  if (actor.companyAll) return undefined;
  if (actor.companies.length === 0) return sql`false`;
  const ownCompany = db
    .select({ one: sql`1` })
    .from(userCompany)
    .where(
      and(eq(userCompany.userId, users.id), inArray(userCompany.companyCode, [...actor.companies])),
    );
  const foreignCompany = db
    .select({ one: sql`1` })
    .from(userCompany)
    .where(
      and(
        eq(userCompany.userId, users.id),
        notInArray(userCompany.companyCode, [...actor.companies]),
      ),
    );
  const companies = and(exists(ownCompany), not(exists(foreignCompany)));
  if (isClientRole(actor.roleName)) {
    return actor.clientParentId === null
      ? sql`false`
      : and(companies, eq(users.clientParentId, actor.clientParentId));
  }
  if (actor.suppliers.length === 0) return sql`false`;
  const ownSupplier = db
    .select({ one: sql`1` })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(and(eq(userSupplier.userId, users.id), inArray(suppliers.code, [...actor.suppliers])));
  const foreignSupplier = db
    .select({ one: sql`1` })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(
      and(eq(userSupplier.userId, users.id), notInArray(suppliers.code, [...actor.suppliers])),
    );
  return and(companies, exists(ownSupplier), not(exists(foreignSupplier)));
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
  /** The page starts right after this place (the Cursor of the request); null: from `page`. */
  after: UserListPlace | null;
  now: Date;
}

export interface ListAnswer {
  List: UserRow[];
  Groups: { RoleName: string; Count: number; More: boolean }[];
  Total: number;
  TotalMore: boolean;
  Page: number;
  PageSize: number;
  Next: string | null;
}

/** A role the table shows. */
interface ShownRole {
  id: number;
  name: string;
}

/**
 * The roles whose users the actor sees here, in the table's order: by name, as the database
 * orders text, so the order is the one the table always had. A RoleId in the filter keeps its role
 * only (each role's rows are read apart, so the other roles are simply not read).
 */
async function shownRoles(db: Db, actor: Actor, q: ListQuery): Promise<ShownRole[]> {
  const wanted = q.filter?.RoleId ?? null;
  const ids = visibleRoleNames(actor.roleName, q.mode)
    .map((name) => roleByName(name)?.id)
    .filter((id): id is number => id !== undefined && (wanted === null || id === wanted));
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.id, ids))
    .orderBy(asc(roles.name));
}

/**
 * The table lists role after role (by name), each role's users by user name. Each role's rows
 * are read on their own, `role_id = … ORDER BY user_name LIMIT n`, which an index on users
 * (role_id, user_name) answers by reading about n entries, and only as many roles are read as the
 * page needs: no query sorts every matching user to cut a page out of them.
 */
function roleRows(db: Db, roleId: number, where: SQL | undefined, now: Date) {
  return db
    .select({
      id: users.id,
      userName: users.userName,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      active: users.active,
      lockedOut: sql<boolean>`(${users.lockoutEnabled} and ${gt(users.lockoutEnd, now)} is true)`,
      companyCode: users.companyCode,
      createdByAdmin: users.createdByAdmin,
      modifiedDate: users.modifiedDate,
      modifiedBy: users.modifiedBy,
    })
    .from(users)
    .where(and(eq(users.roleId, roleId), where))
    .orderBy(asc(users.userName))
    .$dynamic();
}

type ReadRow = Awaited<ReturnType<typeof roleRows>>[number];

/**
 * How many of a role's users match, counted up to `limit`: how many rows a page number skips in
 * it (callers that jump to a page), reading index entries rather than rows.
 */
async function countInRole(db: Db, roleId: number, where: SQL | undefined, limit: number) {
  const matching = db
    .select({ one: sql`1` })
    .from(users)
    .where(and(eq(users.roleId, roleId), where))
    .limit(limit)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/**
 * The rows of a page: after the cursor's place when there is one, else after `skip` rows from the
 * top (a page number), `take` of them (null: all), reading the roles in order until it has them.
 * `known` holds each role's exact count when the whole count was under its limit: roles without a
 * match are then not read, and a page number skips whole roles by their counts.
 */
async function readRows(
  db: Db,
  pending: readonly ShownRole[],
  where: SQL | undefined,
  q: ListQuery,
  page: { skip: number; take: number | null; known: ReadonlyMap<number, number> | null },
): Promise<ReadRow[]> {
  const rows: ReadRow[] = [];
  let toSkip = page.skip;
  for (const role of pending) {
    const need = page.take === null ? null : page.take - rows.length;
    if (need !== null && need <= 0) break;
    const exact = page.known ? (page.known.get(role.id) ?? 0) : null;
    if (exact === 0) continue;
    const after =
      q.after && role.id === q.after.roleId ? gt(users.userName, q.after.userName) : undefined;
    if (toSkip > 0) {
      const inRole = exact ?? (await countInRole(db, role.id, and(where, after), toSkip + 1));
      if (inRole <= toSkip) {
        toSkip -= inRole;
        continue;
      }
    }
    const query = roleRows(db, role.id, and(where, after), q.now).offset(toSkip);
    rows.push(...(await (need === null ? query : query.limit(need))));
    toSkip = 0;
  }
  return rows;
}

/**
 * How many users match, by role: at most USER_COUNT_LIMIT + 1 rows are counted in all, so the count
 * reads a bounded number of entries whatever the table holds; past the limit the counts are
 * lower bounds ("more").
 */
async function countByRole(
  db: Db,
  shown: readonly ShownRole[],
  where: SQL | undefined,
): Promise<{ counts: Map<number, number>; more: boolean }> {
  if (shown.length === 0) return { counts: new Map(), more: false };
  const matching = db
    .select({ roleId: users.roleId })
    .from(users)
    .where(
      and(
        inArray(
          users.roleId,
          shown.map((r) => r.id),
        ),
        where,
      ),
    )
    .limit(USER_COUNT_LIMIT + 1)
    .as('matching');
  const rows = await db
    .select({ roleId: matching.roleId, n: count() })
    .from(matching)
    .groupBy(matching.roleId);
  const total = rows.reduce((n, r) => n + r.n, 0);
  return { counts: new Map(rows.map((r) => [r.roleId, r.n])), more: total > USER_COUNT_LIMIT };
}

/**
 * One page of the table, or 'foreignCursor' when the cursor's role is not one the actor sees here
 * (a cursor of another list or another user).
 */
export async function listUsers(
  db: Db,
  actor: Actor,
  q: ListQuery,
): Promise<ListAnswer | 'foreignCursor'> {
  const company = listCompanyFilter(actor);
  const where = and(
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
  const shown = await shownRoles(db, actor, q);
  // After a cursor, the roles before its role are done and its own users go on after its name.
  const from = q.after ? shown.findIndex((r) => r.id === q.after?.roleId) : 0;
  if (from < 0) return 'foreignCursor';

  const size = q.pageSize;
  // "All" from the top reads every matching row and counts its groups from them, exactly; a page
  // counts first (a bounded read), and under the limit the counts say which roles to read.
  const whole = size === 0 && !q.after;
  const counted = whole ? null : await countByRole(db, shown, where);
  const read = await readRows(db, shown.slice(from), where, q, {
    skip: size === 0 || q.after ? 0 : (q.page - 1) * size,
    // One row more than the page tells whether a next page exists.
    take: size === 0 ? null : size + 1,
    known: counted && !counted.more ? counted.counts : null,
  });
  const rows = size === 0 ? read : read.slice(0, size);
  const last = rows.at(-1);
  const Next =
    size !== 0 && read.length > size && last
      ? userListCursor({ RoleId: last.roleId, UserName: last.userName })
      : null;
  const { counts, more } = counted ?? { counts: countOf(rows), more: false };
  const Groups = shown
    .map((role) => ({ role, n: counts.get(role.id) ?? 0 }))
    .filter(({ n }) => n > 0)
    .map(({ role, n }) => ({
      RoleName: role.name,
      Count: Math.min(n, more ? USER_COUNT_LIMIT : n),
      More: more,
    }));
  // The suppliers of the page's rows only, in a second query: as a column of the query above they
  // were computed for every matching row before the page was cut.
  const supplierCodes = await suppliersOfUsers(
    db,
    rows.map((r) => r.id),
  );
  const roleNames = new Map(shown.map((r) => [r.id, r.name]));

  return {
    List: rows.map((r) => {
      const roleName = roleNames.get(r.roleId) ?? '';
      return {
        Id: r.id,
        UserName: r.userName,
        Name: r.name,
        Email: r.email,
        RoleId: r.roleId,
        RoleName: roleName,
        Active: r.active,
        LockedOut: r.lockedOut,
        CompanyCode: r.companyCode,
        SupplierUser: (supplierCodes.get(r.id) ?? []).map((Code) => ({ Code })),
        CreatedByAdmin: r.createdByAdmin,
        ModifiedDate: r.modifiedDate.toISOString(),
        ModifiedBy: r.modifiedBy,
        Editable: rowEditable(actor, r.id, roleName),
      };
    }),
    Groups,
    Total: more ? USER_COUNT_LIMIT : Groups.reduce((n, g) => n + g.Count, 0),
    TotalMore: more,
    Page: size === 0 ? 1 : q.page,
    PageSize: size,
    Next,
  };
}

/** How many of the rows each role has. */
function countOf(rows: readonly { roleId: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const r of rows) counts.set(r.roleId, (counts.get(r.roleId) ?? 0) + 1);
  return counts;
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
