/**
 * What the orders table and the order cards share around their orders: the class names made once
 * per list (the list's own styles, the status chip's, the action buttons' and the check box's),
 * the props each order is drawn from, with the list's stable callbacks and its words read once,
 * and the props an order hands its check box, offline badge and action buttons.
 */
import type { SystemStyleObject } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionButtonStyles } from '../../../components/ui/action-buttons';
import {
  SELECT_CHECKBOX_STYLES,
  type SelectCheckboxProps,
} from '../../../components/ui/select-checkbox';
import { statusChipStyles, type StatusChipSize } from '../../../components/ui/status-chip';
import { StyleClasses } from '../../../components/ui/style-classes';
import { orderStatusLabel } from '../../../domain/maintenance';
import { toLanguage } from '../../../protocol/envelope';
import type { OrderRow } from '../../../protocol/maintenance';
import { useOrderItemCallbacks } from '../hooks/use-order-item-callbacks';
import { orderRowTexts } from '../lib/list-texts';
import type { OrderItemProps } from '../lib/order-item';
import type { OrdersViewProps } from '../lib/orders-view';
import type { OfflineBadgeProps, OfflineCopyActions } from './offline-badge';
import type { OrderRowActionsProps } from './order-row-actions';

type Classes<K extends string> = Readonly<Record<K, string>>;

export interface OrderItemsProps<K extends string> {
  view: OrdersViewProps & OfflineCopyActions;
  /** The list's own styles, made into class names once and handed to each order as `c`. */
  styles: Readonly<Record<K, SystemStyleObject>>;
  chipSize: StatusChipSize;
  /** Draws the list; `itemOf` gives the props of one order. */
  children: (c: Classes<K>, itemOf: (row: OrderRow) => OrderItemProps<Classes<K>>) => ReactNode;
}

export function OrderItems<K extends string>({
  view,
  styles,
  chipSize,
  children,
}: OrderItemsProps<K>) {
  const { t, i18n } = useTranslation('maintenance');
  const buttonStyles = useActionButtonStyles();
  const language = toLanguage(i18n.language);
  const texts = useMemo(() => orderRowTexts(t), [t]);
  const { onToggle, onAction, onRemoveOffline } = useOrderItemCallbacks(view);
  return (
    <StyleClasses styles={styles}>
      {(c) => (
        <StyleClasses styles={statusChipStyles(chipSize)}>
          {(chip) => (
            <StyleClasses styles={buttonStyles}>
              {(buttons) => (
                <StyleClasses styles={SELECT_CHECKBOX_STYLES}>
                  {(check) =>
                    children(c, (row) => ({
                      row,
                      selected: view.selected.has(row.AUFNR),
                      supplier: view.supplierOf(row),
                      actions: view.actionsOf(row),
                      statusText: orderStatusLabel(row.STATUS, language),
                      offline: view.offline[row.AUFNR],
                      now: view.now,
                      onToggle,
                      onAction,
                      onRemoveOffline,
                      removingOffline: view.removingOffline,
                      texts,
                      c,
                      chip,
                      buttons,
                      check,
                    }))
                  }
                </StyleClasses>
              )}
            </StyleClasses>
          )}
        </StyleClasses>
      )}
    </StyleClasses>
  );
}

/** One order's props, whatever the list's own class names. */
type AnyOrderItem = OrderItemProps<unknown>;

export const itemCheckboxProps = (item: AnyOrderItem): SelectCheckboxProps => ({
  label: item.texts.selectOrder(item.row.AUFNR),
  checked: item.selected,
  onChange: () => item.onToggle(item.row.AUFNR),
  classes: item.check,
});

export const itemOfflineBadgeProps = (item: AnyOrderItem): OfflineBadgeProps => ({
  orderCode: item.row.AUFNR,
  summary: item.offline,
  serverVersion: item.row.VERSION,
  now: item.now,
  onRemoveOffline: item.onRemoveOffline,
  removingOffline: item.removingOffline,
});

export const itemActionsProps = (item: AnyOrderItem): OrderRowActionsProps => ({
  orderCode: item.row.AUFNR,
  actions: item.actions,
  onAction: (action) => item.onAction(item.row, action),
  texts: item.texts,
  classes: item.buttons,
});
