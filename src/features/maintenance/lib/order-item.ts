/**
 * What one order of the list (a table row or a card) is drawn from, and when it must be drawn
 * again: a list of hundreds of orders redraws only the ones whose data, selection, offline copy
 * or words changed, not every order for each change of the list.
 */
import type { ActionButtonClasses } from '../../../components/ui/action-buttons';
import type { SelectCheckboxClasses } from '../../../components/ui/select-checkbox';
import type { StatusChipClasses } from '../../../components/ui/status-chip';
import type { RowAction } from '../../../domain/maintenance';
import type { OrderRow } from '../../../protocol/maintenance';
import type { OfflineOrderSummary } from '../local/offline-orders';
import type { OrderRowTexts } from './list-texts';
import type { OfferedAction } from './orders-view';

export interface OrderItemProps<TClasses> {
  row: OrderRow;
  selected: boolean;
  supplier: string;
  actions: readonly OfferedAction[];
  statusText: string;
  offline: OfflineOrderSummary | undefined;
  now: number;
  onToggle: (orderCode: string) => void;
  onAction: (row: OrderRow, action: RowAction) => void;
  onRemoveOffline?: (orderCode: string) => void;
  /** The order whose offline copy is being removed, if any. */
  removingOffline?: string | null;
  texts: OrderRowTexts;
  /** The class names of the table's or the cards' own styles, made once per list. */
  c: TClasses;
  chip: StatusChipClasses;
  buttons: ActionButtonClasses;
  check: SelectCheckboxClasses;
}

/**
 * Whether an order would be drawn the same. The callbacks are left out: the list hands stable
 * ones that call its latest (useOrderItemCallbacks).
 */
export function sameOrderItem<C>(a: OrderItemProps<C>, b: OrderItemProps<C>): boolean {
  return (
    a.row === b.row &&
    a.selected === b.selected &&
    a.supplier === b.supplier &&
    a.statusText === b.statusText &&
    a.offline === b.offline &&
    // The age of an offline copy is the only thing the clock changes.
    (a.now === b.now || a.offline === undefined) &&
    a.removingOffline === b.removingOffline &&
    (a.onRemoveOffline === undefined) === (b.onRemoveOffline === undefined) &&
    a.texts === b.texts &&
    a.c === b.c &&
    a.chip === b.chip &&
    a.buttons === b.buttons &&
    a.check === b.check &&
    a.actions.length === b.actions.length &&
    a.actions.every(
      (x, i) => x.action === b.actions[i]?.action && x.blockedBy === b.actions[i]?.blockedBy,
    )
  );
}
