/**
 * The supplier and lessor administration's rules (spec 2 §4 "Supplier admin form", §5 "Supplier
 * admin"): name, tax id, code and companies required (order types optional), the maximum lengths,
 * and each invoicing panel: an invoice option chosen makes status, order type and withholding
 * required; no option means no configuration. The search needs a name or a tax id.
 */
import { INVOICE_OPTION, SUPPLIER_LIMITS } from './codes';
import type { SupplierProblem } from './messages';

export interface SupplierFormFacts {
  Name: string;
  TIN: string;
  Code: string;
  /** Company ids (codes). */
  Companies: readonly string[];
}

/** One panel of the form: the option and the three values it makes required. */
export interface InvoiceConfigFacts {
  InvoiceOptionId: number | null;
  InvoiceStatusId: number | null;
  InvoiceTypeId: number | null;
  WithHoldingTaxOptionId: number | null;
}

export type Panel = 'electronic' | 'nonElectronic';

export function supplierFormProblems(f: SupplierFormFacts): SupplierProblem[] {
  const out: SupplierProblem[] = [];
  const fields: [string, string, number][] = [
    ['Name', f.Name, SUPPLIER_LIMITS.name],
    ['TIN', f.TIN, SUPPLIER_LIMITS.tin],
    ['Code', f.Code, SUPPLIER_LIMITS.code],
  ];
  for (const [field, value, max] of fields) {
    if (value.trim() === '') out.push({ key: 'supplierFieldRequired', params: { field } });
    else if (value.trim().length > max)
      out.push({ key: 'supplierFieldTooLong', params: { field, max: String(max) } });
  }
  if (f.Companies.length === 0)
    out.push({ key: 'supplierFieldRequired', params: { field: 'Company' } });
  return out;
}

/**
 * A panel's problem: with an option, status, type and withholding are required and the option is
 * the panel's own (electronic: the first option, non-electronic: the second); without one, nothing.
 */
export function invoiceConfigProblem(panel: Panel, c: InvoiceConfigFacts): SupplierProblem | null {
  if (c.InvoiceOptionId === null) return null;
  const own = panel === 'electronic' ? INVOICE_OPTION.electronic : INVOICE_OPTION.nonElectronic;
  if (c.InvoiceOptionId !== own)
    return {
      key: 'supplierConfigWrongPanel',
      params: { option: String(c.InvoiceOptionId), panel: panelLabel(panel) },
    };
  if (c.InvoiceStatusId === null || c.InvoiceTypeId === null || c.WithHoldingTaxOptionId === null)
    return { key: 'supplierConfigIncomplete', params: { panel: panelLabel(panel) } };
  return null;
}

/** Clearing a panel's option clears the others (what the form does when the option is emptied). */
export function clearedConfig(c: InvoiceConfigFacts): InvoiceConfigFacts {
  return c.InvoiceOptionId === null
    ? {
        InvoiceOptionId: null,
        InvoiceStatusId: null,
        InvoiceTypeId: null,
        WithHoldingTaxOptionId: null,
      }
    : c;
}

const panelLabel = (p: Panel) => (p === 'electronic' ? 'EL' : 'NE');

/** The search dialog needs a name or a tax id (alertSearchSupplier); the name at most 512. */
export function supplierSearchProblem(f: { Name: string; TIN: string }): SupplierProblem | null {
  if (f.Name.trim() === '' && f.TIN.trim() === '')
    return { key: 'alertSearchSupplier', params: {} };
  if (f.Name.trim().length > SUPPLIER_LIMITS.searchName)
    return {
      key: 'supplierFieldTooLong',
      params: { field: 'Name', max: String(SUPPLIER_LIMITS.searchName) },
    };
  return null;
}

/** The option text's part before the dash: EL electronic, NE non-electronic (§3). */
export function optionKind(name: string): 'EL' | 'NE' | null {
  const head = name.split('-')[0]?.trim().toUpperCase();
  return head === 'EL' || head === 'NE' ? head : null;
}
