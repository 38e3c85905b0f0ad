/**
 * Who is acting in user administration and what a stored user is linked to: both read in one
 * query each, so every api/user, api/role and api/event decision uses the domain's pure rules on
 * facts from the database, never on what the body claims.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLES } from '../../../../src/domain/roles';
import { mayOpenUserAdministration, type RoleNameValue } from '../../../../src/domain/roles';
import {
  isViewOnly,
  mayAdministerUsers,
  type AdminActor,
  type UserLinks,
} from '../../../../src/domain/user-admin';
import {
  authOf,
  refuse,
  type ApiContext,
  type ApiRefusal,
  type AuthSession,
} from '../../api/types';
import type { Db } from '../../db/client';
import { roles, suppliers, userCompany, userRegion, userSupplier, users } from '../../db/schema';

/** Everyone who opens user administration, Visualizar included (read calls). */
export const USER_ADMIN_READERS: readonly RoleNameValue[] = ROLES.map((r) => r.name).filter(
  (name) => mayOpenUserAdministration(name),
);
/** Everyone who may change users: the readers but Visualizar (view-only). */
export const USER_ADMIN_WRITERS: readonly RoleNameValue[] = USER_ADMIN_READERS.filter(
  (name) => !isViewOnly(name),
);

export interface Actor extends AdminActor {
  userName: string;
  displayName: string;
  roleId: number;
  regions: string[];
  clientChildId: string | null;
}

const codes = (select: SQL) => sql<string[]>`coalesce(array(${select})::text[], '{}')`;
const companiesOf = (userId: SQL | number) =>
  codes(
    sql`select ${userCompany.companyCode} from ${userCompany} where ${userCompany.userId} = ${userId} order by 1`,
  );
const suppliersOf = (userId: SQL | number) =>
  codes(
    sql`select ${suppliers.code} from ${userSupplier} inner join ${suppliers} on ${suppliers.id} = ${userSupplier.supplierId} where ${userSupplier.userId} = ${userId} order by 1`,
  );

/** The signed-in user with their role and links, or null when the account is gone. */
export async function loadActor(db: Db, auth: AuthSession): Promise<Actor | null> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      displayName: users.name,
      roleId: roles.id,
      roleName: roles.name,
      companyAll: roles.companyAll,
      createdByAdmin: users.createdByAdmin,
      clientParentId: users.clientParentId,
      clientChildId: users.clientChildId,
      companies: companiesOf(auth.userId),
      suppliers: suppliersOf(auth.userId),
      regions: codes(
        sql`select ${userRegion.regionCode} from ${userRegion} where ${userRegion.userId} = ${auth.userId}`,
      ),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, auth.userId));
  return row ?? null;
}

/** A stored user's role and organisation links, or null when there is no such user. */
export async function loadUserLinks(
  db: Db,
  id: number,
): Promise<(UserLinks & { id: number; userName: string }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      userName: users.userName,
      roleName: roles.name,
      createdByAdmin: users.createdByAdmin,
      clientParentId: users.clientParentId,
      companies: companiesOf(sql`${users.id}`),
      suppliers: suppliersOf(sql`${users.id}`),
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** The acting user, or the refusal when their session or rights are gone. */
export async function actorOf(ctx: ApiContext<unknown>): Promise<Actor | ApiRefusal> {
  const actor = await loadActor(ctx.deps.db, authOf(ctx));
  if (!actor) return refuse('mainLoginErrorSessionExpired', ctx.lang, 401);
  // Combined lessor roles not created by an administrator have no user administration.
  if (!mayAdministerUsers(actor)) return refuse('forbidden', ctx.lang, 403);
  return actor;
}
export const isReply = (a: Actor | ApiRefusal): a is ApiRefusal => 'status' in a && 'body' in a;
