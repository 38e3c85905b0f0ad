/** The embedded ERP's contract selectors (Contracts, ContractsMT): scope and filter in SQL. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LeasingTypeCode } from '../../../../../../src/domain/invoicing/codes';
import type { ContractRef } from '../../../../../../src/protocol/invoicing';
import type { Db } from '../../../../db/client';
import { leaseContracts as c } from '../../../../db/schema';
import type { InvoicingScope, PartnerKey } from '../../invoicing';
import { invoicingScopeCondition } from './scope';
import { toContractRef } from './wire';

const ofPartner = (scope: InvoicingScope, key: PartnerKey) =>
  and(
    invoicingScopeCondition(scope, c.bukrs, c.lifnr),
    eq(c.bukrs, key.bukrs),
    eq(c.lifnr, key.lifnr),
  );

export async function contracts(
  db: Db,
  scope: InvoicingScope,
  key: PartnerKey,
  types: readonly LeasingTypeCode[],
): Promise<ContractRef[]> {
  const rows = await db
    .select()
    .from(c)
    .where(
      and(ofPartner(scope, key), types.length > 0 ? inArray(c.recntype, [...types]) : undefined),
    )
    .orderBy(asc(c.recnnr));
  return rows.map(toContractRef);
}

export async function variableMaintenanceContracts(
  db: Db,
  scope: InvoicingScope,
  key: PartnerKey,
): Promise<ContractRef[]> {
  const rows = await db
    .select()
    .from(c)
    .where(and(ofPartner(scope, key), eq(c.variableMaintenance, true)))
    .orderBy(asc(c.recnnr));
  return rows.map(toContractRef);
}
