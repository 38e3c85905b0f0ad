/**
 * The pending-to-invoice search (spec 2 §2 screen 6): company and supplier required, order type
 * optional (all), order dates optional; a to-date before the from-date is refused.
 */
import type { PendingOrdersFilter } from '../api/receipts-query';

export interface PendingOrdersForm {
  bukrs: string;
  lifnr: string;
  orderType: string;
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export type PendingOrdersProblem = 'missingPartner' | 'toBeforeFrom';

export function pendingOrdersProblem(f: PendingOrdersForm): PendingOrdersProblem | null {
  if (f.bukrs === '' || f.lifnr.trim() === '') return 'missingPartner';
  if (f.from !== '' && f.to !== '' && f.to < f.from) return 'toBeforeFrom';
  return null;
}

export function pendingOrdersFilterOf(f: PendingOrdersForm): PendingOrdersFilter {
  return {
    bukrs: f.bukrs,
    lifnr: f.lifnr.trim().padStart(10, '0'),
    orderType: f.orderType,
    from: f.from.replaceAll('-', ''),
    to: f.to.replaceAll('-', ''),
  };
}
