/**
 * The embedded ERP's contract selectors (Contracts, ContractsMT, AddInvoiceMT): scope and filter
 * in SQL.
 */
import { and, asc, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { LeasingTypeCode } from '../../../../../../src/domain/invoicing/codes';
import type { ContractInfo, ContractRef } from '../../../../../../src/protocol/invoicing';
import type { Db } from '../../../../db/client';
import { leaseContracts as c, leaseLessors as l } from '../../../../db/schema';
import type { InvoicingScope, MtContractFilter, PartnerKey } from '../../invoicing';
import { invoicingScopeCondition } from './scope';
import { toContractInfo, toContractRef } from './wire';

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

/**
 * The variable-maintenance contracts in force some day between activeFrom and activeTo (an
 * open-ended contract is in force from its start on), with their lessor, site and currency.
 */
export async function mtInvoiceContracts(
  db: Db,
  scope: InvoicingScope,
  filter: MtContractFilter,
): Promise<ContractInfo[]> {
  const rows = await db
    .select({ c, l })
    .from(c)
    .innerJoin(l, eq(l.lifnr, c.lifnr))
    .where(
      and(
        ofPartner(scope, filter),
        eq(c.variableMaintenance, true),
        filter.recnnr === undefined ? undefined : eq(c.recnnr, filter.recnnr),
        filter.activeTo === undefined ? undefined : lte(c.beginDate, filter.activeTo),
        filter.activeFrom === undefined
          ? undefined
          : or(isNull(c.endDate), gte(c.endDate, filter.activeFrom)),
      ),
    )
    .orderBy(asc(c.recnnr));
  return rows.map((r) => toContractInfo(r.c, r.l));
}
