/**
 * Who may read pending payments and register complements, for which companies and partners:
 * a supplier role its own suppliers (supplier invoicing's scope), a lessor role or an
 * account that invoices for a lessor its own lessors (lessor invoicing's scope), administrators
 * and Visualizar every one (Visualizar reads only). The party decides the date window.
 */
import { and, eq } from 'drizzle-orm';
import { RoleName } from '../../../../src/domain/roles';
import type { InvoicingParty } from '../../../../src/domain/invoicing/window';
import type { Language } from '../../../../src/protocol/envelope';
import type { InvoicingScope, PartnerKey } from '../../adapters/erp/invoicing';
import type { ApiRefusal, AuthSession } from '../../api/types';
import type { Db } from '../../db/client';
import { erpVendors, leaseLessors, suppliers } from '../../db/schema';
import {
  INVOICING_READERS,
  INVOICING_SENDERS,
  invoicingScopeOf,
  partnerRefusal,
} from '../invoicing/scope';
import {
  SUPPLIER_PARTIES,
  SUPPLIER_READERS,
  SUPPLIER_SENDERS,
  supplierRefusal,
  supplierScopeOf,
} from '../supplier-invoicing/scope';

export const PAYMENT_READERS = [...new Set([...INVOICING_READERS, ...SUPPLIER_READERS])];
export const PAYMENT_SENDERS = [...new Set([...INVOICING_SENDERS, ...SUPPLIER_SENDERS])];

const isSupplierParty = (auth: AuthSession) =>
  (SUPPLIER_PARTIES as readonly string[]).includes(auth.roleName);

export interface PaymentScope {
  scope: InvoicingScope;
  /** Whose window applies: a supplier role's, or the partner's kind for everyone else. */
  party: InvoicingParty;
}

/** Whether the ERP knows the partner as a vendor of goods and services rather than a lessor. */
async function isVendor(db: Db, lifnr: string): Promise<boolean> {
  const [lessor] = await db
    .select({ lifnr: leaseLessors.lifnr })
    .from(leaseLessors)
    .where(eq(leaseLessors.lifnr, lifnr))
    .limit(1);
  if (lessor) return false;
  const [vendor] = await db
    .select({ lifnr: erpVendors.lifnr })
    .from(erpVendors)
    .where(eq(erpVendors.lifnr, lifnr))
    .limit(1);
  return vendor !== undefined;
}

/** The caller's scope for the partner named, or the 403 of a company or partner not theirs. */
export async function paymentScope(
  db: Db,
  auth: AuthSession,
  key: PartnerKey,
  lang: Language,
): Promise<{ ok: true; value: PaymentScope } | { ok: false; refusal: ApiRefusal }> {
  if (isSupplierParty(auth)) {
    const scope = await supplierScopeOf(db, auth);
    const refusal = supplierRefusal(scope, key, lang);
    return refusal ? { ok: false, refusal } : { ok: true, value: { scope, party: 'supplier' } };
  }
  const scope = await invoicingScopeOf(db, auth);
  const refusal = partnerRefusal(scope, key, lang);
  if (refusal) return { ok: false, refusal };
  const admin = auth.roleName === RoleName.Administrador || auth.roleName === RoleName.Developer;
  const visor = auth.roleName === RoleName.Visualizar;
  const party = (admin || visor) && (await isVendor(db, key.lifnr)) ? 'supplier' : 'lessor';
  return { ok: true, value: { scope, party } };
}

/** The partner's RFC and name as the ERP keeps them (a lessor, a vendor, or the portal's list). */
export async function partnerOf(
  db: Db,
  lifnr: string,
): Promise<{ rfc: string; name: string } | null> {
  const [lessor] = await db
    .select({ rfc: leaseLessors.rfc, name: leaseLessors.name })
    .from(leaseLessors)
    .where(eq(leaseLessors.lifnr, lifnr))
    .limit(1);
  if (lessor) return lessor;
  const [vendor] = await db
    .select({ rfc: erpVendors.rfc, name: erpVendors.name })
    .from(erpVendors)
    .where(eq(erpVendors.lifnr, lifnr))
    .limit(1);
  if (vendor) return vendor;
  const [portal] = await db
    .select({ rfc: suppliers.tin, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.code, lifnr)))
    .limit(1);
  return portal ?? null;
}
