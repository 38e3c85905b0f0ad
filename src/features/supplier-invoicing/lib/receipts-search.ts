/**
 * The receipts search of the invoice pages (spec 2 §2 screens 7–8): company, supplier, and either
 * an order type or an order number. The spec lets the supplier's configured order mode decide
 * which; the page offers both (the configuration is the administration's, not in the session), by
 * type first. What is missing, in field order.
 */
import type { ReceiptParty } from '../../../domain/supplier-invoicing';
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

/**
 * The fields left empty (dataLabelRequired under each). A lessor's search (ReceiptLessor) is by
 * company and lessor only: the order type or number does not apply.
 */
export function missingSearchFields(
  s: ReceiptsSearch,
  party: ReceiptParty = 'supplier',
): (keyof ReceiptsSearch)[] {
  const missing: (keyof ReceiptsSearch)[] = [];
  if (s.bukrs === '') missing.push('bukrs');
  if (s.lifnr.trim() === '') missing.push('lifnr');
  if (party === 'lessor') return missing;
  if (s.by === 'type' && s.orderType === '') missing.push('orderType');
  if (s.by === 'order' && !/^\d{1,12}$/.test(s.ebeln.trim())) missing.push('ebeln');
  return missing;
}

/** The ReceiptSupplier (or ReceiptLessor) filter of a search (the partner padded to 10, §9). */
export function receiptsFilterOf(
  s: ReceiptsSearch,
  party: ReceiptParty = 'supplier',
): ReceiptsFilter {
  const lessor = party === 'lessor';
  return {
    bukrs: s.bukrs,
    lifnr: s.lifnr.trim().padStart(10, '0'),
    orderType: !lessor && s.by === 'type' ? s.orderType : '',
    ebeln: !lessor && s.by === 'order' ? s.ebeln.trim() : '',
  };
}
