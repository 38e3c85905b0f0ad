/**
 * The supplier invoicing block (spec 2 §5): submission is refused with msjModuleDisabled when the
 * date is between the 16th of the current month and 1 January 2024, unless the parameter
 * InvoiceSupplierAllowed is active with value 'true'. Read as written: from day 16 (included) of
 * today's month up to 2024-01-01 (excluded), so it blocked the second half of December 2023 and
 * blocks nothing after; the end date is a constant should the operator move it.
 */
import { SUPPLIER_BLOCK_FROM_DAY, SUPPLIER_BLOCK_UNTIL } from './codes';

export interface PortalParameter {
  value: string;
  active: boolean;
}

/** Whether the parameter lets suppliers invoice during the block. */
export const supplierInvoicingAllowed = (p: PortalParameter | null): boolean =>
  p !== null && p.active && p.value.trim().toLowerCase() === 'true';

/** True when today ('YYYY-MM-DD', Mexico City) falls in the block and the parameter does not lift it. */
export function supplierInvoicingBlocked(
  today: string,
  parameter: PortalParameter | null,
  until: string = SUPPLIER_BLOCK_UNTIL,
): boolean {
  const from = `${today.slice(0, 8)}${String(SUPPLIER_BLOCK_FROM_DAY).padStart(2, '0')}`;
  const inBlock = today >= from && today < until;
  return inBlock && !supplierInvoicingAllowed(parameter);
}
