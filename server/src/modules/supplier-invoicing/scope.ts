/**
 * Who may use supplier invoicing and for which companies and suppliers: administrators
 * every company and supplier (CompanyAll), Visualizar every one but reads only, the supplier roles
 * (Proveedor, Proveedor Principal) their own companies and their own active suppliers — a
 * Proveedor Principal with one company gets that company only. Every call names a company and a
 * supplier; one outside the caller's scope is refused (403).
 */
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';
import { supplierMessage } from '../../../../src/domain/supplier-invoicing/messages';
import type { Language } from '../../../../src/protocol/envelope';
import { message } from '../../../../src/protocol/messages';
import type { InvoicingScope, PartnerKey } from '../../adapters/erp/invoicing';
import type { ApiRefusal, AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { INVOICING_ADMINS, partnerScopeOf } from '../invoicing/scope';

/** The supplier roles: each for its own suppliers. */
export const SUPPLIER_PARTIES: readonly RoleNameValue[] = [
  RoleName.Proveedor,
  RoleName.ProveedorPrincipal,
];

/** Who reads supplier invoicing: administrators, Visualizar (read-only) and the suppliers. */
export const SUPPLIER_READERS: readonly RoleNameValue[] = [
  ...INVOICING_ADMINS,
  RoleName.Visualizar,
  ...SUPPLIER_PARTIES,
];

/** Who sends supplier invoices and asks for demo ones: administrators and the suppliers. */
export const SUPPLIER_SENDERS: readonly RoleNameValue[] = [
  ...INVOICING_ADMINS,
  ...SUPPLIER_PARTIES,
];

/**
 * What a caller may see of supplier invoicing: as lessor invoicing's scope, the supplier roles'
 * own active suppliers that are suppliers (IsSupplier).
 */
export function supplierScopeOf(db: Db, auth: AuthSession): Promise<InvoicingScope> {
  return partnerScopeOf(db, auth, { parties: SUPPLIER_PARTIES, suppliersOnly: true });
}

/**
 * 403 when the company or the supplier a call names is not the caller's ("Sociedad … no
 * asignada", "Proveedor … no asignado"); null when the caller may act for them.
 */
export function supplierRefusal(
  scope: InvoicingScope,
  key: PartnerKey,
  lang: Language,
): ApiRefusal | null {
  if (scope.companies !== null && !scope.companies.includes(key.bukrs))
    return {
      status: 403,
      body: {
        Result: false,
        Message: message('invoicingCompanyNotAssigned', lang, { bukrs: key.bukrs }),
      },
    };
  if (scope.lifnrs !== null && !scope.lifnrs.includes(key.lifnr))
    return {
      status: 403,
      body: {
        Result: false,
        Message: supplierMessage(
          { key: 'supplierPartnerNotAssigned', params: { lifnr: key.lifnr } },
          lang,
        ),
      },
    };
  return null;
}
