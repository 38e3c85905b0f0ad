/**
 * The supplier table of api/Supplier 20 (spec 2 §2 screen 11): every supplier and lessor not
 * deleted, narrowed by the search type, the free text (name, tax id or code) and the search
 * dialog's fields, sorted by name, one page at a time, with its companies and last change.
 */
import { and, asc, count, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { SupplierRow, SupplierSearchFilter } from '../../../../src/protocol/supplier-admin';
import type { Db } from '../../db/client';
import {
  purchaseOrderTypes,
  supplierChanges,
  supplierCompany,
  supplierOrderType,
  suppliers,
} from '../../db/schema';

/** A LIKE pattern that matches the text anywhere, with the user's % and _ taken literally. */
const contains = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const given = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Whether the filter carries a field of the search dialog (which then needs a name or tax id). */
export function isDialogSearch(f: SupplierSearchFilter): boolean {
  return (
    given(f.Name) ||
    given(f.TIN) ||
    given(f.Code) ||
    given(f.CompanyId) ||
    (f.PurchaseOrderTypeId !== null && f.PurchaseOrderTypeId !== undefined)
  );
}

function conditions(db: Db, f: SupplierSearchFilter): (SQL | undefined)[] {
  const out: (SQL | undefined)[] = [sql`coalesce(${supplierChanges.deleted}, false) = false`];
  if (f.SearchType === 'lessor') out.push(eq(suppliers.isLessor, true));
  if (f.SearchType === 'supplier') out.push(eq(suppliers.isSupplier, true));
  if (given(f.Text)) {
    const p = contains(f.Text);
    out.push(or(ilike(suppliers.name, p), ilike(suppliers.tin, p), ilike(suppliers.code, p)));
  }
  if (given(f.Name)) out.push(ilike(suppliers.name, contains(f.Name)));
  if (given(f.TIN)) out.push(ilike(suppliers.tin, contains(f.TIN)));
  if (given(f.Code)) out.push(ilike(suppliers.code, contains(f.Code)));
  if (given(f.CompanyId)) {
    out.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(supplierCompany)
          .where(
            and(
              eq(supplierCompany.supplierId, suppliers.id),
              eq(supplierCompany.companyCode, f.CompanyId.trim()),
            ),
          ),
      ),
    );
  }
  if (f.PurchaseOrderTypeId !== null && f.PurchaseOrderTypeId !== undefined) {
    out.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(supplierOrderType)
          .innerJoin(purchaseOrderTypes, eq(purchaseOrderTypes.code, supplierOrderType.code))
          .where(
            and(
              eq(supplierOrderType.supplierId, suppliers.id),
              eq(purchaseOrderTypes.id, f.PurchaseOrderTypeId),
            ),
          ),
      ),
    );
  }
  return out;
}

export async function listSuppliers(
  db: Db,
  f: SupplierSearchFilter,
  page: number,
  pageSize: number,
): Promise<{ List: SupplierRow[]; Total: number; Page: number; PageSize: number }> {
  const where = and(...conditions(db, f));
  const [total] = await db
    .select({ n: count() })
    .from(suppliers)
    .leftJoin(supplierChanges, eq(supplierChanges.supplierId, suppliers.id))
    .where(where);
  const companyCodes = sql<
    string[]
  >`coalesce(array(select ${supplierCompany.companyCode} from ${supplierCompany} where ${supplierCompany.supplierId} = ${suppliers.id} order by 1)::text[], '{}')`;
  const query = db
    .select({
      s: suppliers,
      modifiedDate: supplierChanges.modifiedDate,
      modifiedBy: supplierChanges.modifiedBy,
      companies: companyCodes,
    })
    .from(suppliers)
    .leftJoin(supplierChanges, eq(supplierChanges.supplierId, suppliers.id))
    .where(where)
    .orderBy(asc(suppliers.name), asc(suppliers.code))
    .$dynamic();
  const rows =
    pageSize === 0 ? await query : await query.limit(pageSize).offset((page - 1) * pageSize);
  return {
    List: rows.map((r) => ({
      Id: r.s.id,
      Name: r.s.name,
      TIN: r.s.tin,
      Code: r.s.code,
      Companies: r.companies,
      IsLessor: r.s.isLessor,
      IsSupplier: r.s.isSupplier,
      Active: r.s.active,
      ModifiedDate: r.modifiedDate?.toISOString() ?? null,
      ModifiedBy: r.modifiedBy ?? null,
    })),
    Total: total?.n ?? 0,
    Page: pageSize === 0 ? 1 : page,
    PageSize: pageSize,
  };
}
