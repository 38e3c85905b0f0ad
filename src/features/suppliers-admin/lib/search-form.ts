/**
 * The supplier search dialog's model (spec 2 §2 screen 13, §3 supplier search filter, §5): name,
 * tax id, code, company and order type; a name or a tax id is needed (alertSearchSupplier) and the
 * name takes at most 512 characters.
 */
import { supplierSearchProblem, type SupplierProblem } from '../../../domain/supplier-invoicing';
import type { SupplierSearchFilter } from '../../../protocol/supplier-admin';

export interface SearchFormValues {
  Name: string;
  TIN: string;
  Code: string;
  /** A company code, '' for any. */
  CompanyId: string;
  /** A purchase-order type id, '' for any. */
  PurchaseOrderTypeId: string;
}

export const EMPTY_SUPPLIER_SEARCH: SearchFormValues = {
  Name: '',
  TIN: '',
  Code: '',
  CompanyId: '',
  PurchaseOrderTypeId: '',
};

/** The filter to apply, or the problem that keeps the dialog open. */
export function searchFilter(
  values: SearchFormValues,
): { ok: true; filter: SupplierSearchFilter } | { ok: false; problem: SupplierProblem } {
  const problem = supplierSearchProblem({ Name: values.Name, TIN: values.TIN });
  if (problem) return { ok: false, problem };
  const text = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    ok: true,
    filter: {
      Name: text(values.Name),
      TIN: text(values.TIN),
      Code: text(values.Code),
      CompanyId: text(values.CompanyId),
      PurchaseOrderTypeId:
        values.PurchaseOrderTypeId === '' ? null : Number(values.PurchaseOrderTypeId),
    },
  };
}
