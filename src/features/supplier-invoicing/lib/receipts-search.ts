/**
 * The receipts search of the invoice pages (spec 2 §2 screens 7–8): company, supplier, and either
 * an order type or an order number. The spec lets the supplier's configured order mode decide
 * which; the page offers both (the configuration is the administration's, not in the session), by
 * type first. What is missing, in field order.
 */
import type { ReceiptsFilter } from '../api/receipts-query';

export interface ReceiptsSearch {
  bukrs: string;
  lifnr: string;
  by: 'type' | 'order';
  orderType: string;
  ebeln: string;
}

export const initialReceiptsSearch = (bukrs: string, lifnr: string): ReceiptsSearch => ({
  bukrs,
  lifnr,
  by: 'type',
  orderType: '01',
  ebeln: '',
});

/** The fields left empty (dataLabelRequired under each). */
export function missingSearchFields(s: ReceiptsSearch): (keyof ReceiptsSearch)[] {
  const missing: (keyof ReceiptsSearch)[] = [];
  if (s.bukrs === '') missing.push('bukrs');
  if (s.lifnr.trim() === '') missing.push('lifnr');
  if (s.by === 'type' && s.orderType === '') missing.push('orderType');
  if (s.by === 'order' && !/^\d{1,12}$/.test(s.ebeln.trim())) missing.push('ebeln');
  return missing;
}

/** The ReceiptSupplier filter of a search (the supplier padded to 10, spec 2 §9). */
export function receiptsFilterOf(s: ReceiptsSearch): ReceiptsFilter {
  return {
    bukrs: s.bukrs,
    lifnr: s.lifnr.trim().padStart(10, '0'),
    orderType: s.by === 'type' ? s.orderType : '',
    ebeln: s.by === 'order' ? s.ebeln.trim() : '',
  };
}
