/**
 * Reads one supplier or lessor as the administration shows it (api/Supplier 11, 21, 22, 31): its
 * fields, last change, companies, purchase-order types and invoice configurations. A deleted
 * record reads as missing.
 */
import { asc, eq, type SQL } from 'drizzle-orm';
import type { SupplierRecordResponse } from '../../../../src/protocol/supplier-admin';
import type { Db } from '../../db/client';
import {
  companies,
  purchaseOrderTypes,
  supplierChanges,
  supplierCompany,
  supplierInvoiceConfigs,
  supplierOrderType,
  suppliers,
} from '../../db/schema';

type SupplierRecord = Omit<SupplierRecordResponse, 'Result' | 'Message'>;

/** Digits-only codes are LIFNRs padded to 10 (spec 2 §9); other codes are kept as typed. */
export function normalizedCode(code: string): string {
  const trimmed = code.trim();
  return /^\d+$/.test(trimmed) ? trimmed.padStart(10, '0') : trimmed;
}

async function readWhere(db: Db, where: SQL): Promise<SupplierRecord | null> {
  const [row] = await db
    .select({ s: suppliers, c: supplierChanges })
    .from(suppliers)
    .leftJoin(supplierChanges, eq(supplierChanges.supplierId, suppliers.id))
    .where(where)
    .limit(1);
  if (!row || row.c?.deleted) return null;
  const { s, c } = row;
  const [companyRows, orderRows, configRows] = await Promise.all([
    db
      .select({ code: companies.code, name: companies.name })
      .from(supplierCompany)
      .innerJoin(companies, eq(companies.code, supplierCompany.companyCode))
      .where(eq(supplierCompany.supplierId, s.id))
      .orderBy(asc(companies.code)),
    db
      .select({
        id: purchaseOrderTypes.id,
        code: purchaseOrderTypes.code,
        name: purchaseOrderTypes.name,
      })
      .from(supplierOrderType)
      .innerJoin(purchaseOrderTypes, eq(purchaseOrderTypes.code, supplierOrderType.code))
      .where(eq(supplierOrderType.supplierId, s.id))
      .orderBy(asc(purchaseOrderTypes.code)),
    db
      .select()
      .from(supplierInvoiceConfigs)
      .where(eq(supplierInvoiceConfigs.supplierId, s.id))
      .orderBy(asc(supplierInvoiceConfigs.invoiceOptionId)),
  ]);
  return {
    Supplier: {
      Id: s.id,
      Name: s.name,
      TIN: s.tin,
      Code: s.code,
      Active: s.active,
      IsNonDeductible: s.isNonDeductible,
      IsLessor: s.isLessor,
      IsSupplier: s.isSupplier,
      Deleted: false,
      ModifiedDate: c?.modifiedDate.toISOString() ?? null,
      ModifiedBy: c?.modifiedBy ?? null,
    },
    Company: companyRows.map((r) => ({ Id: r.code, Code: r.code, Name: r.name })),
    PurchaseOrderType: orderRows.map((r) => ({ Id: r.id, Code: r.code, Name: r.name })),
    InvoiceType: configRows.map((r) => ({
      InvoiceOptionId: r.invoiceOptionId,
      InvoiceStatusId: r.invoiceStatusId,
      InvoiceTypeId: r.invoiceTypeId,
      WithHoldingTaxOptionId: r.withHoldingTaxOptionId,
    })),
  };
}

export const readSupplierById = (db: Db, id: number) => readWhere(db, eq(suppliers.id, id));
export const readSupplierByCode = (db: Db, code: string) =>
  readWhere(db, eq(suppliers.code, normalizedCode(code)));
