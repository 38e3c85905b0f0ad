/**
 * The supplier form dialog's model (spec 2 §2 screen 12, §4, §5, §9): the values as the inputs
 * hold them, the defaults of a new supplier, a stored record read into the form, the panel rule
 * (choosing an option makes status, type and withholding required; clearing it clears them),
 * the field errors from the domain's rules, and the api/Supplier 11 / 31 body (both panels, one
 * or none).
 */
import {
  NEW_SUPPLIER_INVOICE_CONFIG,
  SUPPLIER_LIMITS,
  invoiceConfigProblem,
  optionKind,
  supplierFormProblems,
  type Panel,
} from '../../../domain/supplier-invoicing';
import type { SupplierRecordResponse } from '../../../protocol/supplier-admin';
import type { SupplierSaveBody } from '../api/supplier-writes';

/** One invoicing panel: catalogue ids as the selects hold them ('' is none). */
export interface PanelValues {
  option: string;
  status: string;
  type: string;
  withholding: string;
}

export interface SupplierFormValues {
  Name: string;
  TIN: string;
  Code: string;
  Active: boolean;
  IsNonDeductible: boolean;
  IsLessor: boolean;
  IsSupplier: boolean;
  /** Company codes. */
  Companies: string[];
  /** Purchase-order type ids. */
  OrderTypes: number[];
  electronic: PanelValues;
  nonElectronic: PanelValues;
}

export const PANELS: readonly Panel[] = ['electronic', 'nonElectronic'];
export const PANEL_FIELDS = ['status', 'type', 'withholding'] as const;
export type PanelField = (typeof PANEL_FIELDS)[number];

export const FORM_LIMITS = SUPPLIER_LIMITS;

const EMPTY_PANEL: PanelValues = { option: '', status: '', type: '', withholding: '' };
const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * The option of each panel (spec 2 §3): by its text's prefix (EL, NE) when the catalogue names
 * it so, else the first entry for electronic and the second for non-electronic.
 */
export function panelOptionId(
  panel: Panel,
  options: readonly { Id: number; Name: string }[],
): number | null {
  const kind = panel === 'electronic' ? 'EL' : 'NE';
  const byName = options.find((o) => optionKind(o.Name) === kind);
  if (byName) return byName.Id;
  return options[panel === 'electronic' ? 0 : 1]?.Id ?? null;
}

/** A new supplier (spec 2 §9): active supplier, electronic, status 5, order invoice, no withholding. */
export function newSupplierForm(): SupplierFormValues {
  return {
    Name: '',
    TIN: '',
    Code: '',
    Active: true,
    IsNonDeductible: false,
    IsLessor: false,
    IsSupplier: true,
    Companies: [],
    OrderTypes: [],
    electronic: {
      option: str(NEW_SUPPLIER_INVOICE_CONFIG.InvoiceOptionId),
      status: str(NEW_SUPPLIER_INVOICE_CONFIG.InvoiceStatusId),
      type: str(NEW_SUPPLIER_INVOICE_CONFIG.InvoiceTypeId),
      withholding: str(NEW_SUPPLIER_INVOICE_CONFIG.WithHoldingTaxOptionId),
    },
    nonElectronic: { ...EMPTY_PANEL },
  };
}

type StoredRecord = Omit<SupplierRecordResponse, 'Result' | 'Message'>;

/** A stored record in the form: each configuration in the panel of its option. */
export function formFromRecord(
  record: StoredRecord,
  options: readonly { Id: number; Name: string }[],
): SupplierFormValues {
  const panelOf = (panel: Panel): PanelValues => {
    const id = panelOptionId(panel, options);
    const c = record.InvoiceType.find((x) => x.InvoiceOptionId === id);
    return c
      ? {
          option: str(c.InvoiceOptionId),
          status: str(c.InvoiceStatusId),
          type: str(c.InvoiceTypeId),
          withholding: str(c.WithHoldingTaxOptionId),
        }
      : { ...EMPTY_PANEL };
  };
  const s = record.Supplier;
  return {
    Name: s.Name,
    TIN: s.TIN,
    Code: s.Code,
    Active: s.Active,
    IsNonDeductible: s.IsNonDeductible,
    IsLessor: s.IsLessor,
    IsSupplier: s.IsSupplier,
    Companies: record.Company.map((c) => c.Id),
    OrderTypes: record.PurchaseOrderType.map((o) => o.Id),
    electronic: panelOf('electronic'),
    nonElectronic: panelOf('nonElectronic'),
  };
}

/** A panel after its option changed: clearing the option clears status, type and withholding. */
export function withOption(panel: PanelValues, option: string): PanelValues {
  return option === '' ? { ...EMPTY_PANEL } : { ...panel, option };
}

const num = (s: string) => (s === '' ? null : Number(s));
const configOf = (p: PanelValues) => ({
  InvoiceOptionId: num(p.option),
  InvoiceStatusId: num(p.status),
  InvoiceTypeId: num(p.type),
  WithHoldingTaxOptionId: num(p.withholding),
});

export type FieldError = { kind: 'required' } | { kind: 'tooLong'; max: number };
export type FormField = 'Name' | 'TIN' | 'Code' | 'Companies' | `${Panel}.${PanelField}`;
export type FormErrors = Partial<Record<FormField, FieldError>>;

/** The fields in error, by the domain's rules; a panel counts only for a supplier. */
export function formErrors(values: SupplierFormValues): FormErrors {
  const out: FormErrors = {};
  for (const p of supplierFormProblems({
    Name: values.Name,
    TIN: values.TIN,
    Code: values.Code,
    Companies: values.Companies,
  })) {
    const field = (p.params.field === 'Company' ? 'Companies' : p.params.field) as FormField;
    out[field] =
      p.key === 'supplierFieldTooLong'
        ? { kind: 'tooLong', max: Number(p.params.max) }
        : { kind: 'required' };
  }
  if (values.IsSupplier) {
    for (const panel of PANELS) {
      const v = values[panel];
      if (v.option === '') continue;
      if (invoiceConfigProblem(panel, configOf(v)) === null) continue;
      for (const f of PANEL_FIELDS) if (v[f] === '') out[`${panel}.${f}`] = { kind: 'required' };
    }
  }
  return out;
}

/** The api/Supplier 11 (id null) or 31 body: the panels with an option, only for a supplier. */
export function saveBody(values: SupplierFormValues, id: number | null): SupplierSaveBody {
  const panels = values.IsSupplier
    ? PANELS.map((p) => values[p]).filter((p) => p.option !== '')
    : [];
  return {
    Supplier: {
      Id: id,
      Name: values.Name.trim(),
      TIN: values.TIN.trim(),
      Code: values.Code.trim(),
      Active: values.Active,
      IsNonDeductible: values.IsNonDeductible,
      IsLessor: values.IsLessor,
      IsSupplier: values.IsSupplier,
      Deleted: false,
    },
    Company: values.Companies.map((Id) => ({ Id })),
    PurchaseOrderType: values.OrderTypes.map((Id) => ({ Id })),
    InvoiceType: panels.map(configOf),
  };
}

/** The list's type column: lessor, supplier or both (none when neither flag is set). */
export function supplierKind(row: {
  IsLessor: boolean;
  IsSupplier: boolean;
}): 'both' | 'lessor' | 'supplier' | 'none' {
  if (row.IsLessor && row.IsSupplier) return 'both';
  if (row.IsLessor) return 'lessor';
  return row.IsSupplier ? 'supplier' : 'none';
}
