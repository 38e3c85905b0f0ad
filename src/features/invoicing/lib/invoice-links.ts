/**
 * The hand-over from the lessor lists to the invoice pages (/arrendador_factura_electronica and
 * /arrendador_factura_no_electronica): the list navigates there with search params the invoice
 * page reads. This is the contract between them; keep it exact:
 * - periods: bukrs, lifnr, cfpayguid (the chosen periods' CFPAYGUID, comma separated), back (the
 *   list's path); a consolidated invoice adds month (MM) and year (YYYY);
 * - variable maintenance: flow=mt, bukrs, lifnr, recnnr (the contract), back;
 * - the lessor receipt variant (the lessor's pending receipts of service orders): flow=receipts,
 *   bukrs, lifnr (both optional, a preselection).
 */

export type InvoiceKind = 'electronic' | 'nonElectronic';

export const INVOICE_PATHS: Readonly<Record<InvoiceKind, string>> = {
  electronic: '/arrendador_factura_electronica',
  nonElectronic: '/arrendador_factura_no_electronica',
};

export interface PeriodInvoiceLink {
  kind: InvoiceKind;
  bukrs: string;
  lifnr: string;
  cfpayguids: readonly string[];
  /** The path of the list the invoice page goes back to. */
  back: string;
  /** A consolidated invoice's month: 1-12 and the year. */
  month?: { month: number; year: number };
}

export interface MaintenanceInvoiceLink {
  kind: InvoiceKind;
  bukrs: string;
  lifnr: string;
  recnnr: string;
  back: string;
}

function href(path: string, params: readonly (readonly [string, string])[]): string {
  return `${path}?${new URLSearchParams(params.map(([k, v]) => [k, v])).toString()}`;
}

/** The invoice page of chosen periods, as a path with its search. */
export function periodInvoiceHref(link: PeriodInvoiceLink): string {
  return href(INVOICE_PATHS[link.kind], [
    ['bukrs', link.bukrs],
    ['lifnr', link.lifnr.padStart(10, '0')],
    ['cfpayguid', link.cfpayguids.join(',')],
    ...(link.month
      ? ([
          ['month', String(link.month.month).padStart(2, '0')],
          ['year', String(link.month.year)],
        ] as const)
      : []),
    ['back', link.back],
  ]);
}

/** The invoice page of a new variable-maintenance invoice of a contract. */
export function maintenanceInvoiceHref(link: MaintenanceInvoiceLink): string {
  return href(INVOICE_PATHS[link.kind], [
    ['flow', 'mt'],
    ['bukrs', link.bukrs],
    ['lifnr', link.lifnr.padStart(10, '0')],
    ['recnnr', link.recnnr],
    ['back', link.back],
  ]);
}

/**
 * The invoice kinds a lessor may send (spec 2 §4): a non-deductible lessor only non-electronic
 * ones, every other lessor both.
 */
export function invoiceKindsFor(nonDeductible: boolean): InvoiceKind[] {
  return nonDeductible ? ['nonElectronic'] : ['electronic', 'nonElectronic'];
}

/** The invoice page of the lessor's pending receipts (the lessor receipt variant). */
export function receiptsInvoiceHref(kind: InvoiceKind, bukrs: string, lifnr: string): string {
  return href(INVOICE_PATHS[kind], [
    ['flow', 'receipts'],
    ...(bukrs ? ([['bukrs', bukrs]] as const) : []),
    ...(lifnr ? ([['lifnr', lifnr.padStart(10, '0')]] as const) : []),
  ]);
}
