/**
 * Whose customer data a caller may read (spec 3 §6 Cliente): administrators and
 * Visualizar every client; a principal client itself and its active child clients; a child client
 * only itself. Every customer route checks each client id it is given against this scope.
 */
import { and, eq } from 'drizzle-orm';
import { padClientId } from '../../../../src/domain/customers/customers';
import { mexicoCityToday } from '../../../../src/domain/invoicing/window';
import { isAdministrator, RoleName, type RoleNameValue } from '../../../../src/domain/roles';
import { authOf, refuse, type ApiContext, type ApiRefusal } from '../../api/types';
import { clients, users } from '../../db/schema';
import { clientActive } from '../client/standing';

/** Who reads the customer areas. */
export const CUSTOMER_READERS: readonly RoleNameValue[] = [
  RoleName.Administrador,
  RoleName.Developer,
  RoleName.Visualizar,
  RoleName.ClientePrincipal,
  RoleName.Cliente,
];
/** Who places orders by reference: the readers but Visualizar, who only reads. */
export const CUSTOMER_ORDERERS: readonly RoleNameValue[] = CUSTOMER_READERS.filter(
  (r) => r !== RoleName.Visualizar,
);

/** Null codes: every client (administrators, Visualizar). */
export interface CustomerScope {
  codes: ReadonlySet<string> | null;
}

export async function customerScopeOf(ctx: ApiContext<unknown>): Promise<CustomerScope> {
  const auth = authOf(ctx);
  if (isAdministrator(auth.roleName) || auth.roleName === RoleName.Visualizar) {
    return { codes: null };
  }
  const { db } = ctx.deps;
  const [me] = await db
    .select({ parent: users.clientParentId, child: users.clientChildId })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!me?.parent || !(await clientActive(db, me.parent, me.child))) return { codes: new Set() };
  if (me.child) return { codes: new Set([me.child]) };
  const children = await db
    .select({ child: clients.childCode })
    .from(clients)
    .where(and(eq(clients.code, me.parent), eq(clients.type, 2), eq(clients.active, true)));
  return {
    codes: new Set([me.parent, ...children.flatMap((c) => (c.child ? [c.child] : []))]),
  };
}

/**
 * The client id padded to 10 digits when the scope covers it, else the refusal (403: the data of
 * another client is not the caller's to read, and is not told apart from a client that does not
 * exist).
 */
export function clientInScope(
  scope: CustomerScope,
  id: string,
  ctx: ApiContext<unknown>,
): string | ApiRefusal {
  const padded = padClientId(id);
  if (padded === null || (scope.codes !== null && !scope.codes.has(padded))) {
    return refuse('customerNotAllowed', ctx.lang, 403);
  }
  return padded;
}

export const isRefusal = (v: unknown): v is ApiRefusal =>
  typeof v === 'object' && v !== null && 'status' in v && 'body' in v;

/** Today in Mexico City (the portal's business day) on the server's clock, 'YYYY-MM-DD'. */
export const todayOf = (ctx: ApiContext<unknown>) => mexicoCityToday(ctx.deps.now());
