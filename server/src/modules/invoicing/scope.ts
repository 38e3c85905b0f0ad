/**
 * Who may use lessor invoicing and for which companies and lessors: the role families of the
 * invoicing calls and the InvoicingScope of a caller, read from their company and supplier links.
 * Every call names a company and a lessor; one outside the caller's scope is refused (403).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { ROLES, RoleName, isLessorRole, type RoleNameValue } from '../../../../src/domain/roles';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { InvoicingScope, PartnerKey } from '../../adapters/erp/invoicing';
import type { ApiRefusal, AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { roles, suppliers, userCompany, userSupplier } from '../../db/schema';

/** Administrators: every company and lessor (CompanyAll), reads and sends on a lessor's behalf. */
export const INVOICING_ADMINS: readonly RoleNameValue[] = [
  RoleName.Developer,
  RoleName.Administrador,
];

/**
 * The lessor roles (every role named "Arren…": Arrendador, the principals, previous lessor,
 * consolidated, the combined roles) and the accounts that invoice fixed or variable maintenance
 * for a lessor, and Todos: each for its own lessors only.
 */
export const INVOICING_PARTIES: readonly RoleNameValue[] = ROLES.map((r) => r.name).filter(
  (name) =>
    isLessorRole(name) ||
    name.startsWith('Mantenimiento Fijo') ||
    name.startsWith('Mantenimiento Variable') ||
    name === RoleName.Todos,
);

/** Everyone who reads lessor invoicing: administrators, Visualizar (read-only) and the parties. */
export const INVOICING_READERS: readonly RoleNameValue[] = [
  ...INVOICING_ADMINS,
  RoleName.Visualizar,
  ...INVOICING_PARTIES,
];

/**
 * Who sends lessor invoices (InvoiceLessor, InvoiceMT) and asks for demo ones: administrators on a
 * lessor's behalf and the parties for their own lessors. Visualizar reads only: the server refuses
 * its sends (403), whatever the page shows.
 */
export const INVOICING_SENDERS: readonly RoleNameValue[] = [
  ...INVOICING_ADMINS,
  ...INVOICING_PARTIES,
];

const NOTHING: InvoicingScope = { companies: [], lifnrs: [] };

/**
 * What a caller may see of one kind of partner. CompanyAll roles (administrators, Visualizar):
 * everything; other staff their companies. The kind's own roles (`parties`): their companies and
 * their active partners (only those marked as suppliers when `suppliersOnly`). Everyone else:
 * nothing.
 */
export async function partnerScopeOf(
  db: Db,
  auth: AuthSession,
  kind: { parties: readonly RoleNameValue[]; suppliersOnly: boolean },
): Promise<InvoicingScope> {
  const codes = (select: SQL) => sql<string[]>`coalesce(array(${select})::text[], '{}')`;
  const onlySuppliers = kind.suppliersOnly ? sql` and ${suppliers.isSupplier}` : sql``;
  const [links] = await db
    .select({
      companyAll: roles.companyAll,
      companies: codes(
        sql`select ${userCompany.companyCode} from ${userCompany} where ${userCompany.userId} = ${auth.userId}`,
      ),
      lifnrs: codes(
        sql`select ${suppliers.code} from ${userSupplier} inner join ${suppliers} on ${suppliers.id} = ${userSupplier.supplierId} where ${userSupplier.userId} = ${auth.userId} and ${suppliers.active}${onlySuppliers}`,
      ),
    })
    .from(roles)
    .where(eq(roles.id, auth.roleId));
  if (!links) return NOTHING;
  const role = auth.roleName as RoleNameValue;
  if (INVOICING_ADMINS.includes(role) || role === RoleName.Visualizar) {
    return links.companyAll
      ? { companies: null, lifnrs: null }
      : { companies: links.companies, lifnrs: null };
  }
  if (kind.parties.includes(role)) return { companies: links.companies, lifnrs: links.lifnrs };
  return NOTHING;
}

/** What a caller may see of lessor invoicing: its parties' active lessors. */
export function invoicingScopeOf(db: Db, auth: AuthSession): Promise<InvoicingScope> {
  return partnerScopeOf(db, auth, { parties: INVOICING_PARTIES, suppliersOnly: false });
}

const refusal = (
  lang: Language,
  key: 'invoicingCompanyNotAssigned' | 'invoicingPartnerNotAssigned',
  params: Record<string, string>,
): ApiRefusal => ({
  status: 403,
  body: { Result: false, Message: message(key, lang, params) },
});

/**
 * 403 when the company or the lessor a call names is not the caller's ("Sociedad … no asignada",
 * "Arrendador … no asignado"); null when the caller may act for them.
 */
export function partnerRefusal(
  scope: InvoicingScope,
  key: PartnerKey,
  lang: Language,
): ApiRefusal | null {
  if (scope.companies !== null && !scope.companies.includes(key.bukrs))
    return refusal(lang, 'invoicingCompanyNotAssigned', { bukrs: key.bukrs });
  if (scope.lifnrs !== null && !scope.lifnrs.includes(key.lifnr))
    return refusal(lang, 'invoicingPartnerNotAssigned', { lifnr: key.lifnr });
  return null;
}
