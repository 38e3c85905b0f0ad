/** What the table and the cards both show of the list. */
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OfflineOrderSummary } from '../local/offline-orders';

export interface OrdersViewProps {
  rows: readonly OrderRow[];
  actionsOf: (row: OrderRow) => RowAction[];
  onAction: (row: OrderRow, action: RowAction) => void;
  selected: ReadonlySet<string>;
  onToggle: (orderCode: string) => void;
  onToggleAll: (checked: boolean) => void;
  offline: Readonly<Record<string, OfflineOrderSummary>>;
  now: number;
}

/** "dd-mm-yyyy HH:MM" of the scheduled date and time. */
export function scheduledText(row: OrderRow): string {
  return `${row.FSAVD} ${row.FSAVZ.slice(0, 5)}`.trim();
}
