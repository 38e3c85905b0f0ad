/**
 * What the table and the cards both show of the list, and the pure pieces they share: the
 * scheduled date and time as one instant, the schedule order, the status tone and the supplier.
 */
import type { StatusTone } from '../../../components/ui/status-chip';
import type { OrderStatusCode, RowAction } from '../../../domain/maintenance';
import { formatDateTime } from '../../../lib/date-format';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OfflineOrderSummary } from '../local/offline-orders';
import type { ActionBlock } from './offline-actions';

/** One row action as the list offers it: the action, and why it cannot be used now, if so. */
export interface OfferedAction {
  action: RowAction;
  blockedBy: ActionBlock | null;
}

export interface OrdersViewProps {
  rows: readonly OrderRow[];
  actionsOf: (row: OrderRow) => OfferedAction[];
  onAction: (row: OrderRow, action: RowAction) => void;
  /** The supplier's name where the session knows it, else its code. */
  supplierOf: (row: OrderRow) => string;
  selected: ReadonlySet<string>;
  onToggle: (orderCode: string) => void;
  onToggleAll: (checked: boolean) => void;
  offline: Readonly<Record<string, OfflineOrderSummary>>;
  now: number;
}

/** The scheduled date (FSAVD dd-mm-yyyy) and time (FSAVZ HH:MM:SS) as a local instant. */
export function scheduledAt(row: Pick<OrderRow, 'FSAVD' | 'FSAVZ'>): Date | null {
  const date = /^(\d{2})-(\d{2})-(\d{4})$/.exec(row.FSAVD);
  if (!date) return null;
  const time = /^(\d{2}):(\d{2})/.exec(row.FSAVZ);
  const [, dd, mm, yyyy] = date;
  const at = new Date(
    Number(yyyy),
    Number(mm) - 1,
    Number(dd),
    time ? Number(time[1]) : 0,
    time ? Number(time[2]) : 0,
  );
  return Number.isNaN(at.getTime()) ? null : at;
}

/** "17-01-2027 08:30"; the ERP's own text when it is not a date. */
export function scheduledText(row: Pick<OrderRow, 'FSAVD' | 'FSAVZ'>): string {
  const at = scheduledAt(row);
  return at ? formatDateTime(at) : `${row.FSAVD} ${row.FSAVZ.slice(0, 5)}`.trim();
}

/**
 * The latest scheduled first, by date and then time, as the ERP lists them by date; orders
 * without a readable date go last, and equal times keep the order code's order.
 */
export function sortBySchedule<T extends Pick<OrderRow, 'FSAVD' | 'FSAVZ' | 'AUFNR'>>(
  rows: readonly T[],
): T[] {
  const keyed = rows.map((row) => ({ row, at: scheduledAt(row)?.getTime() ?? -Infinity }));
  keyed.sort((a, b) => b.at - a.at || a.row.AUFNR.localeCompare(b.row.AUFNR));
  return keyed.map((k) => k.row);
}

/**
 * How a status reads at a glance: rejected orders are the ones to act on (danger), validated
 * ones are settled (success), executed ones wait for a review (pending), confirmed and assigned
 * ones are scheduled work (info).
 */
export const STATUS_TONES: Record<OrderStatusCode, StatusTone> = {
  '01': 'info',
  '02': 'info',
  '03': 'pending',
  '04': 'danger',
  '05': 'success',
  '06': 'danger',
  '07': 'success',
};
