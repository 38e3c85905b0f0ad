/**
 * The organisation lists a Session carries for a user: companies with crews, lessors/suppliers
 * with invoice and order types, regions, crews, modules, assignable roles and client codes.
 */
import { and, asc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type * as v from 'valibot';
import type {
  CompanyItem,
  CrewItem,
  RegionItem,
  SupplierItem,
} from '../../../../src/protocol/session';
import { clientActive } from '../client/standing';
import type { Db } from '../../db/client';
import {
  clientAgreements,
  clients,
  companies,
  crews,
  modules,
  regions,
  roleAssignment,
  roles,
  supplierInvoiceConfigs,
  supplierInvoiceType,
  supplierOrderType,
  suppliers,
  userCompany,
  userCrew,
  userModule,
  userRegion,
  userSupplier,
} from '../../db/schema';
import type { Subject } from './subject';

type Company = v.InferOutput<typeof CompanyItem>;
type Supplier = v.InferOutput<typeof SupplierItem>;
type Crew = v.InferOutput<typeof CrewItem>;
type Region = v.InferOutput<typeof RegionItem>;

const crewItem = (c: { code: string; name: string; active: boolean }): Crew => ({
  Active: c.active,
  Code: c.code,
  Name: c.name,
});

/** Active companies: every one for CompanyAll roles, else the user's own; each with its crews. */
export async function companyList(db: Db, s: Subject, supplierIds: number[]): Promise<Company[]> {
  const rows = s.companyAll
    ? await db
        .select()
        .from(companies)
        .where(eq(companies.active, true))
        .orderBy(asc(companies.code))
    : (
        await db
          .select({ c: companies })
          .from(userCompany)
          .innerJoin(companies, eq(companies.code, userCompany.companyCode))
          .where(and(eq(userCompany.userId, s.id), eq(companies.active, true)))
          .orderBy(asc(companies.code))
      ).map((r) => r.c);
  if (rows.length === 0) return [];
  const ownCrews = db
    .select({ code: userCrew.crewCode })
    .from(userCrew)
    .where(eq(userCrew.userId, s.id));
  const crewRows = await db
    .select()
    .from(crews)
    .where(
      and(
        inArray(
          crews.companyCode,
          rows.map((c) => c.code),
        ),
        s.companyAll
          ? undefined
          : or(
              supplierIds.length ? inArray(crews.supplierId, supplierIds) : undefined,
              inArray(crews.code, ownCrews),
            ),
      ),
    )
    .orderBy(asc(crews.code));
  return rows.map((c) => ({
    Code: c.code,
    Name: c.name,
    TIN: c.tin,
    SupplierBeginDay: c.supplierBeginDay,
    SupplierEndDay: c.supplierEndDay,
    LessorBeginDay: c.lessorBeginDay,
    LessorEndDay: c.lessorEndDay,
    Crew: crewRows.filter((cr) => cr.companyCode === c.code).map(crewItem),
  }));
}

/** The user's active lessors / suppliers with the invoice and purchase-order types they use. */
export async function supplierList(
  db: Db,
  userId: number,
): Promise<{ ids: number[]; list: Supplier[] }> {
  const rows = await db
    .select({ s: suppliers })
    .from(userSupplier)
    .innerJoin(suppliers, eq(suppliers.id, userSupplier.supplierId))
    .where(and(eq(userSupplier.userId, userId), eq(suppliers.active, true)))
    .orderBy(asc(suppliers.code));
  const ids = rows.map((r) => r.s.id);
  if (ids.length === 0) return { ids, list: [] };
  const [invoiceTypes, orderTypes, configs] = await Promise.all([
    db
      .select()
      .from(supplierInvoiceType)
      .where(inArray(supplierInvoiceType.supplierId, ids))
      .orderBy(asc(supplierInvoiceType.code)),
    db
      .select()
      .from(supplierOrderType)
      .where(inArray(supplierOrderType.supplierId, ids))
      .orderBy(asc(supplierOrderType.code)),
    db
      .select()
      .from(supplierInvoiceConfigs)
      .where(inArray(supplierInvoiceConfigs.supplierId, ids))
      .orderBy(asc(supplierInvoiceConfigs.invoiceOptionId)),
  ]);
  const list = rows.map(({ s }) => ({
    Code: s.code,
    Name: s.name,
    TIN: s.tin,
    IsNonDeductible: s.isNonDeductible,
    InvoiceType: invoiceTypes
      .filter((t) => t.supplierId === s.id)
      .map((t) => ({ Code: t.code, Name: t.name })),
    PurchaseOrderType: orderTypes
      .filter((t) => t.supplierId === s.id)
      .map((t) => ({ Code: t.code, Name: t.name })),
    InvoiceConfig: configs
      .filter((c) => c.supplierId === s.id)
      .map((c) => ({
        InvoiceOptionId: c.invoiceOptionId,
        InvoiceStatusId: c.invoiceStatusId,
        InvoiceTypeId: c.invoiceTypeId,
        WithHoldingTaxOptionId: c.withHoldingTaxOptionId,
      })),
  }));
  return { ids, list };
}

export async function regionList(db: Db, userId: number): Promise<Region[]> {
  const rows = await db
    .select({ code: regions.code, name: regions.name, active: regions.active })
    .from(userRegion)
    .innerJoin(regions, eq(regions.code, userRegion.regionCode))
    .where(eq(userRegion.userId, userId))
    .orderBy(asc(regions.code));
  return rows.map((r) => ({ Code: r.code, Name: r.name, Active: r.active }));
}

export async function crewList(db: Db, userId: number): Promise<Crew[]> {
  const rows = await db
    .select({ code: crews.code, name: crews.name, active: crews.active })
    .from(userCrew)
    .innerJoin(crews, eq(crews.code, userCrew.crewCode))
    .where(eq(userCrew.userId, userId))
    .orderBy(asc(crews.code));
  return rows.map(crewItem);
}

/** The user's modules; one counts as active only when both the grant and the module are. */
export async function moduleList(
  db: Db,
  userId: number,
): Promise<{ Code: string; Active: boolean }[]> {
  const rows = await db
    .select({ code: modules.code, granted: userModule.active, enabled: modules.active })
    .from(userModule)
    .innerJoin(modules, eq(modules.code, userModule.moduleCode))
    .where(eq(userModule.userId, userId))
    .orderBy(asc(modules.code));
  return rows.map((r) => ({ Code: r.code, Active: r.granted && r.enabled }));
}

export async function roleAssignmentList(
  db: Db,
  roleId: number,
): Promise<{ Id: number; Name: string }[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roleAssignment)
    .innerJoin(roles, eq(roles.id, roleAssignment.assignableRoleId))
    .where(eq(roleAssignment.roleId, roleId))
    .orderBy(asc(roles.id));
  return rows.map((r) => ({ Id: r.id, Name: r.name }));
}

/** The client code, the child clients of a principal client, and whether an agreement is active. */
export async function clientContext(
  db: Db,
  s: Subject,
  today: string,
): Promise<{ code: string | null; children: string[]; hasActiveAgreement: boolean }> {
  const code = s.clientChildId ?? s.clientParentId;
  if (!code) return { code: null, children: [], hasActiveAgreement: false };
  // A deactivated client keeps its code in the session but neither children nor ordering.
  if (s.clientParentId && !(await clientActive(db, s.clientParentId, s.clientChildId)))
    return { code, children: [], hasActiveAgreement: false };
  const children = s.clientChildId
    ? []
    : (
        await db
          .select({ child: clients.childCode })
          .from(clients)
          .where(and(eq(clients.code, code), eq(clients.type, 2), eq(clients.active, true)))
          .orderBy(asc(clients.childCode))
      ).flatMap((r) => (r.child ? [r.child] : []));
  // A child client orders from its own agreements only; a principal from its own and its children's.
  const codes = [code, ...children];
  const agreements = await db
    .select({ id: clientAgreements.id })
    .from(clientAgreements)
    .where(
      and(
        inArray(clientAgreements.clientCode, codes),
        eq(clientAgreements.active, true),
        lte(clientAgreements.validFrom, today),
        gte(clientAgreements.validTo, today),
      ),
    )
    .limit(1);
  return { code, children, hasActiveAgreement: agreements.length > 0 };
}
